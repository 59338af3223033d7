import Foundation

/// Splits a byte stream into `Content-Length`-framed message bodies.
///
/// Bytes arrive in arbitrary pieces; a body is returned once all of its bytes are there.
/// Header names are case-insensitive; `Content-Type` and unknown headers are accepted and ignored.
public struct FrameReader: Sendable {
    /// A header block that cannot be understood. The block is dropped and reading goes on after it.
    public struct HeaderError: Error, Hashable, Sendable, CustomStringConvertible {
        public var header: String
        public var description: String { "invalid message header: \(header)" }
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// The longest header block accepted before the reader gives up on finding its end.
    public static let maximumHeaderLength = 8192

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete body, `nil` if more bytes are needed.
    public mutating func next() throws(HeaderError) -> [UInt8]? {
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > Self.maximumHeaderLength {
                let dropped = String(decoding: buffer[start..<(start + 80)], as: UTF8.self)
                start = buffer.count
                throw HeaderError(header: dropped)
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(in: header) else {
            start = headerEnd + 4
            throw HeaderError(header: header)
        }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return body
    }

    private func findHeaderEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(in header: String) -> Int? {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0 else { return nil }
                length = parsed
            }
        }
        return length
    }
}

/// Frames a message body for the wire.
public func framed(_ body: some Collection<UInt8>) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
