import Foundation
import JSONRPC
import LanguageServerProtocol

/// The built `reactant-lsp` binary running as a child process, spoken to over pipes like an
/// editor would. A wait ends when what it waits for arrives, and fails at once when the server
/// exits or its output closes (so a crash is reported as such); its timeout only guards
/// against a server that hangs, and is generous enough for a loaded machine.
///
/// Messages from the server land in an inbox; tests take them out by predicate. Requests from
/// the server (`window/workDoneProgress/create`, `client/registerCapability`,
/// `workspace/configuration`) are answered automatically and also kept in the inbox.
final class ServerProcess: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound([String])
        case timedOut(String)
        case closed(String)
        case unexpected(String)

        var description: String {
            switch self {
            case .binaryNotFound(let places): "reactant-lsp not found in: \(places.joined(separator: ", "))"
            case .timedOut(let what): "timed out waiting for \(what)"
            case .closed(let what): "server output closed (it exited or crashed) while waiting for \(what)"
            case .unexpected(let what): what
            }
        }
    }

    /// A hang guard, not a deadline: only a server that never answers reaches it.
    static let defaultTimeout: Duration = .seconds(180)

    let process = Process()
    let inbox = Inbox()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var nextID = 1
    private var stderrData = Data()
    /// Signalled once stderr reached its end (the server exited).
    private let stderrEnded = DispatchSemaphore(value: 0)
    private var framingErrors: [String] = []

    /// Starts the server. `arguments` go to the binary; `answers` override the automatic
    /// answers to server requests by method.
    init(arguments: [String] = [], answers: [String: JSONValue] = [:]) throws {
        process.executableURL = try Self.binary()
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        process.terminationHandler = { [inbox] process in
            let status = process.terminationStatus
            Task { await inbox.exited(status) }
        }
        try process.run()
        startReading(answers: answers)
        startReadingErrors()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Everything the server wrote to stderr, once it has exited and closed it.
    func wholeStderr() async -> String {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [stderrEnded] in
                stderrEnded.wait()
                stderrEnded.signal()
                continuation.resume()
            }
        }
        return stderr
    }

    /// What the server wrote to stderr so far.
    var stderr: String { lock.withLock { String(decoding: stderrData, as: UTF8.self) } }
    /// Header blocks on stdout that were not valid frames: must stay empty.
    var stdoutFramingErrors: [String] { lock.withLock { framingErrors } }

    // MARK: Finding the binary

    /// The binary next to the test bundle (the build's products directory), or `REACTANT_LSP_BINARY`.
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["REACTANT_LSP_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var places: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            places.append(bundle.bundleURL.deletingLastPathComponent())
        }
        places.append(Bundle.main.bundleURL)
        for place in places {
            for directory in [place, place.deletingLastPathComponent()] {
                let candidate = directory.appendingPathComponent("reactant-lsp")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw Failure.binaryNotFound(places.map(\.path))
    }

    // MARK: Sending

    /// Writes raw bytes to the server's stdin, framing included or not: for malformed-input tests.
    func write(raw bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func send(body: JSONValue) {
        let data = (try? JSONEncoder().encode(body)) ?? Data()
        write(raw: framed(data))
    }

    func notify<N: NotificationType>(_ notification: N) throws {
        send(body: ["jsonrpc": "2.0", "method": .string(N.method), "params": try JSONValue(encoding: notification)])
    }

    /// Sends a request and returns the whole response message (`result` or `error`).
    func request(method: String, params: JSONValue? = nil, timeout: Duration = defaultTimeout) async throws -> JSONValue {
        let id = lock.withLock { defer { nextID += 1 }; return nextID }
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if let params { message["params"] = params }
        send(body: .object(message))
        return try await response(to: .int(id), timeout: timeout)
    }

    /// Sends a typed request; a response error is thrown as `ResponseError`.
    func request<R: RequestType>(_ request: R, timeout: Duration = defaultTimeout) async throws -> R.Response {
        let response = try await self.request(method: R.method, params: try JSONValue(encoding: request), timeout: timeout)
        if let error = response["error"] { throw try error.decode(ResponseError.self) }
        return try (response["result"] ?? .null).decode(R.Response.self)
    }

    /// The response with `id`, once it arrives.
    func response(to id: JSONValue, timeout: Duration = defaultTimeout) async throws -> JSONValue {
        try await inbox.take("response to \(id)", timeout: timeout) { $0["id"] == id && $0["method"] == nil }
    }

    /// The next notification with `method` that satisfies `predicate`.
    func notification(
        _ method: String, timeout: Duration = defaultTimeout, where predicate: @escaping @Sendable (JSONValue) -> Bool = { _ in true }
    ) async throws -> JSONValue {
        try await inbox.take("\(method)", timeout: timeout) {
            $0["method"] == .string(method) && $0["id"] == nil && predicate($0["params"] ?? .null)
        }
    }

    /// The next typed notification `N` whose params satisfy `predicate`.
    func notification<N: NotificationType>(
        _ type: N.Type, timeout: Duration = defaultTimeout, where predicate: @escaping @Sendable (N) -> Bool = { _ in true }
    ) async throws -> N {
        let message = try await notification(N.method, timeout: timeout) { params in
            (try? params.decode(N.self)).map(predicate) ?? false
        }
        return try (message["params"] ?? .null).decode(N.self)
    }

    // MARK: Session helpers

    /// `initialize` then `initialized`, as every editor starts.
    @discardableResult
    func initialize(_ request: InitializeRequest = InitializeRequest(processId: nil, capabilities: ClientCapabilities()))
        async throws -> InitializeResult
    {
        let result = try await self.request(request)
        try notify(InitializedNotification())
        return result
    }

    /// `shutdown`, `exit`, and the exit code.
    func shutDownAndExit() async throws -> Int32 {
        _ = try await request(ShutdownRequest())
        try notify(ExitNotification())
        return try await exitCode()
    }

    /// Closes the server's stdin, as a client that went away would.
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Waits for the process to end and returns its exit code.
    func exitCode(timeout: Duration = defaultTimeout) async throws -> Int32 {
        try await inbox.exitStatus(timeout: timeout)
    }

    // MARK: Reading

    private func startReading(answers: [String: JSONValue]) {
        let handle = output.fileHandleForReading
        // One consumer keeps the inbox in arrival order.
        let (received, delivery) = AsyncStream.makeStream(of: JSONValue.self)
        Task { [inbox] in
            for await message in received { await inbox.receive(message) }
            await inbox.close()
        }
        let thread = Thread { [self] in
            var reader = FrameReader()
            while true {
                let data = handle.availableData
                guard !data.isEmpty else { break }
                reader.append(data)
                while true {
                    do {
                        guard let body = try reader.next() else { break }
                        guard let message = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else {
                            lock.withLock { framingErrors.append(String(decoding: body, as: UTF8.self)) }
                            continue
                        }
                        answer(message, answers: answers)
                        delivery.yield(message)
                    } catch {
                        lock.withLock { framingErrors.append("\(error)") }
                    }
                }
            }
            delivery.finish()
        }
        thread.start()
    }

    /// Stderr is read by a blocking thread of its own, like stdout. Not `readabilityHandler`:
    /// on Linux, libdispatch's epoll bookkeeping can be corrupted when such handlers are set up
    /// and torn down on many pipes at once (parallel tests), and the whole test process then
    /// crashes in `_dispatch_event_loop_drain`.
    private func startReadingErrors() {
        let handle = errors.fileHandleForReading
        let thread = Thread { [weak self, stderrEnded] in
            while true {
                let data = handle.availableData
                guard !data.isEmpty, let self else { break }
                lock.withLock { stderrData.append(data) }
            }
            stderrEnded.signal()
        }
        thread.start()
    }

    private func answer(_ message: JSONValue, answers: [String: JSONValue]) {
        guard let id = message["id"], let method = message["method"]?.stringValue else { return }
        let result: JSONValue
        if let configured = answers[method] {
            result = configured
        } else if method == ConfigurationRequest.method {
            result = .array(Array(repeating: .null, count: message["params"]?["items"]?.arrayValue?.count ?? 0))
        } else {
            result = .null
        }
        send(body: ["jsonrpc": "2.0", "id": id, "result": result])
    }
}
