import Foundation

/// The `reactant-lsp` binary as a child process, spoken to over pipes with `Content-Length`
/// framing, as an editor would. A reader thread stamps each message with the moment its last
/// byte arrived (before JSON decoding, so client-side parsing is not counted) and answers the
/// server's own requests at once.
final class LanguageServerClient: @unchecked Sendable {
    struct Message {
        let body: [String: Any]
        let receivedAt: ContinuousClock.Instant
    }

    enum Failure: Error, CustomStringConvertible {
        case timedOut(String)
        case exited(String)
        var description: String {
            switch self {
            case .timedOut(let what): "timed out waiting for \(what)"
            case .exited(let what): "the server exited while waiting for \(what)"
            }
        }
    }

    let process = Process()
    /// When the process was started.
    let launchedAt: ContinuousClock.Instant
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var inbox: [Message] = []
    private var isClosed = false
    private var nextID = 1

    init(binary: URL) throws {
        process.executableURL = binary
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        launchedAt = ContinuousClock.now
        try process.run()
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    private func write(_ object: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
        var frame = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(body)
        try? input.fileHandleForWriting.write(contentsOf: frame)
    }

    /// Sends a request; returns its id and the moment it was written.
    @discardableResult
    func request(_ method: String, _ params: Any) -> (id: Int, sentAt: ContinuousClock.Instant) {
        let id = condition.withLock { defer { nextID += 1 }; return nextID }
        let sentAt = ContinuousClock.now
        write(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return (id, sentAt)
    }

    /// Sends a notification; returns the moment it was written.
    @discardableResult
    func notify(_ method: String, _ params: Any) -> ContinuousClock.Instant {
        let sentAt = ContinuousClock.now
        write(["jsonrpc": "2.0", "method": method, "params": params])
        return sentAt
    }

    // MARK: Receiving

    /// Removes and returns the first message satisfying `predicate`, waiting up to `timeout`;
    /// `nil` when none came in time.
    func take(timeout: Duration, where predicate: ([String: Any]) -> Bool) -> Message? {
        let deadline = Date(timeIntervalSinceNow: Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = inbox.firstIndex(where: { predicate($0.body) }) { return inbox.remove(at: index) }
            if isClosed || !condition.wait(until: deadline) {
                if let index = inbox.firstIndex(where: { predicate($0.body) }) { return inbox.remove(at: index) }
                return nil
            }
        }
    }

    /// The response to request `id`.
    func response(to id: Int, timeout: Duration = .seconds(10), what: String) throws -> Message {
        guard let message = take(timeout: timeout, where: { ($0["id"] as? Int) == id && $0["method"] == nil }) else {
            throw isRunning ? Failure.timedOut(what) : Failure.exited(what)
        }
        return message
    }

    /// Drops every message received so far that `predicate` selects (stale notifications).
    func discard(where predicate: ([String: Any]) -> Bool) {
        condition.withLock { inbox.removeAll { predicate($0.body) } }
    }

    var isRunning: Bool { process.isRunning }

    /// `shutdown` and `exit`, then waits for the process to end.
    func stop() {
        let (id, _) = request("shutdown", NSNull())
        _ = try? response(to: id, timeout: .seconds(5), what: "shutdown")
        notify("exit", NSNull())
        let deadline = Date(timeIntervalSinceNow: 5)
        while process.isRunning, Date() < deadline { usleep(1_000) }
        if process.isRunning { process.terminate() }
    }

    private func readLoop() {
        let handle = output.fileHandleForReading
        var buffer: [UInt8] = []
        var start = 0
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            buffer.append(contentsOf: data)
            while let (body, end) = Self.frame(in: buffer, from: start) {
                let receivedAt = ContinuousClock.now
                start = end
                guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else { continue }
                if object["id"] != nil, let method = object["method"] as? String {
                    answer(object, method: method)
                    continue
                }
                condition.withLock {
                    inbox.append(Message(body: object, receivedAt: receivedAt))
                    condition.broadcast()
                }
            }
            if start > 1 << 20 {
                buffer.removeFirst(start)
                start = 0
            }
        }
        condition.withLock {
            isClosed = true
            condition.broadcast()
        }
    }

    /// Requests from the server (configuration, registration, progress) get a neutral answer.
    private func answer(_ request: [String: Any], method: String) {
        let result: Any
        if method == "workspace/configuration" {
            let count = ((request["params"] as? [String: Any])?["items"] as? [Any])?.count ?? 0
            result = Array(repeating: NSNull(), count: count)
        } else {
            result = NSNull()
        }
        write(["jsonrpc": "2.0", "id": request["id"]!, "result": result])
    }

    /// The body of the complete frame starting at `start`, and where the next one starts.
    static func frame(in buffer: [UInt8], from start: Int) -> (body: ArraySlice<UInt8>, end: Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count - start >= 4 else { return nil }
        var headerEnd: Int?
        var index = start
        while index + 4 <= buffer.count {
            if buffer[index..<(index + 4)].elementsEqual(separator) {
                headerEnd = index
                break
            }
            index += 1
        }
        guard let headerEnd else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length = 0
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        let bodyStart = headerEnd + 4
        guard buffer.count >= bodyStart + length else { return nil }
        return (buffer[bodyStart..<(bodyStart + length)], bodyStart + length)
    }
}
