import FuzzDriver
import Foundation
import JSONRPC

/// The bytes a client sends, in pieces of varying size, through the framing and the message
/// parser: nothing may crash, and a frame the reader returns is never longer than the input.
/// Input: a piece size (1 byte), then the stream.
exit(runFuzzer { data, size in
    var input = FuzzInput(bytes(data, size))
    let piece = 1 + input.byte() % 64
    let stream = input.take(size)
    var reader = FrameReader()
    var offset = 0
    while offset < stream.count {
        reader.append(stream[offset..<min(stream.count, offset + piece)])
        offset += piece
        while true {
            let body: [UInt8]?
            do { body = try reader.next() } catch { continue }
            guard let body else { break }
            if body.count > stream.count { failure("a frame of \(body.count) bytes from \(stream.count) bytes of input") }
            _ = IncomingMessage.parse(Data(body))
        }
    }
    return 0
})
