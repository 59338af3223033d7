import Testing

@testable import JSONRPC

@Suite struct FrameReaderTests {
    private func frames(from pieces: [String]) throws -> [String] {
        var reader = FrameReader()
        var bodies: [String] = []
        for piece in pieces {
            reader.append(Array(piece.utf8))
            while let body = try reader.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
        }
        return bodies
    }

    @Test func readsBackToBackMessages() throws {
        let wire = "Content-Length: 2\r\n\r\n{}Content-Length: 4\r\n\r\nnull"
        #expect(try frames(from: [wire]) == ["{}", "null"])
    }

    @Test func countsBytesNotCharacters() throws {
        let body = "{\"t\":\"é😀\"}"
        let wire = String(decoding: framed(Array(body.utf8)), as: UTF8.self) + "Content-Length: 2\r\n\r\n{}"
        #expect(try frames(from: [wire]) == [body, "{}"])
    }

    @Test func toleratesContentTypeAndHeaderCase() throws {
        let wire = "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
        #expect(try frames(from: [wire]) == ["{}"])
    }

    @Test func assemblesMessagesFromSingleBytes() throws {
        let wire = framed(Array("{\"a\":\"éé\"}".utf8)) + framed(Array("[]".utf8))
        var reader = FrameReader()
        var bodies: [[UInt8]] = []
        for byte in wire {
            reader.append([byte])
            while let body = try reader.next() { bodies.append(body) }
        }
        #expect(bodies == [Array("{\"a\":\"éé\"}".utf8), Array("[]".utf8)])
    }

    @Test func aHeaderWithoutLengthIsReportedAndSkipped() throws {
        var reader = FrameReader()
        reader.append(Array("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        #expect(throws: FrameReader.HeaderError.self) { try reader.next() }
        #expect(try reader.next() == Array("{}".utf8))
    }

    @Test func aNonNumericLengthIsReported() {
        var reader = FrameReader()
        reader.append(Array("Content-Length: ten\r\n\r\n".utf8))
        #expect(throws: FrameReader.HeaderError.self) { try reader.next() }
    }

    @Test func anEndlessHeaderIsDroppedInsteadOfBufferedForever() throws {
        var reader = FrameReader()
        reader.append([UInt8](repeating: UInt8(ascii: "x"), count: FrameReader.maximumHeaderLength + 1))
        #expect(throws: FrameReader.HeaderError.self) { try reader.next() }
        reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        #expect(try reader.next() == Array("{}".utf8))
    }
}
