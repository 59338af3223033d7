import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1.1 over a plain socket to 127.0.0.1, with every header as written: the tests send
/// what a browser would not (no token, another `Host`).
public enum LoopbackHTTP {
    public struct Answer: Sendable {
        public var status: Int
        /// Header names lowercased.
        public var headers: [String: String]
        public var body: String
    }

    public enum Failure: Error, CustomStringConvertible {
        case connect(Int32), malformed(String)
        public var description: String {
            switch self {
            case .connect(let errno): "cannot connect to the preview server (errno \(errno))"
            case .malformed(let text): "not an HTTP answer: \(text.prefix(200))"
            }
        }
    }

    /// `GET target` on `port`, `Host: host` (default `127.0.0.1:port`); reads until the server closes.
    public static func get(port: Int, _ target: String, host: String? = nil, extraHeaders: [String] = []) async throws -> Answer {
        let request = (["GET \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Connection: close"] + extraHeaders)
            .joined(separator: "\r\n") + "\r\n\r\n"
        // On a thread of its own: a blocking read on the cooperative pool (two threads on a
        // two-core machine) would starve the server under test.
        let raw = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            Thread { continuation.resume(with: Result { try exchange(port: port, request: request) }) }.start()
        }
        return try parse(raw)
    }

    private static func exchange(port: Int, request: String) throws -> Data {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure.connect(errno) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure.connect(errno) }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure.connect(errno) }
            sent += count
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
            if isComplete(received) { break }
        }
        return received
    }

    /// Whether the answer's body is all there by its `Content-Length` (a server may keep the
    /// connection open whatever the request asked).
    private static func isComplete(_ data: Data) -> Bool {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return data.count - end.upperBound >= length
    }

    private static func parse(_ raw: Data) throws -> Answer {
        let text = String(decoding: raw, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure.malformed(text) }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed(text) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = unchunked(body) }
        return Answer(status: status, headers: headers, body: body)
    }

    private static func unchunked(_ text: String) -> String {
        var rest = Substring(text), result = ""
        while let lineEnd = rest.range(of: "\r\n"), let size = Int(rest[..<lineEnd.lowerBound], radix: 16), size > 0 {
            let start = lineEnd.upperBound
            let bytes = Array(rest[start...].utf8)
            result += String(decoding: bytes.prefix(size), as: UTF8.self)
            rest = Substring(String(decoding: bytes.dropFirst(size + 2), as: UTF8.self))
        }
        return result
    }
}
