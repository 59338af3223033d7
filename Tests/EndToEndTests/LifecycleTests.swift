import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

@Suite(.hangGuard) struct LifecycleTests {
    @Test func initializeAdvertisesOnlyWhatIsImplemented() async throws {
        let server = try ServerProcess()
        let result = try await server.initialize()
        #expect(result.serverInfo?.name == "reactant-lsp")
        #expect(result.capabilities.positionEncoding == .utf16)
        #expect(result.capabilities.textDocumentSync == .init(openClose: true, change: .incremental, save: .init(includeText: false)))
        #expect(try await server.shutDownAndExit() == 0)
        #expect(server.stdoutFramingErrors.isEmpty)
    }

    @Test(arguments: [
        ([PositionEncodingKind.utf8, .utf16], PositionEncodingKind.utf8), ([.utf16, .utf8], .utf8),
        ([.utf32, .utf16], .utf16), ([], .utf16),
    ])
    func positionEncodingIsNegotiated(offered: [PositionEncodingKind], chosen: PositionEncodingKind) async throws {
        let server = try ServerProcess()
        let result = try await server.initialize(
            InitializeRequest(capabilities: ClientCapabilities(general: .init(positionEncodings: offered))))
        #expect(result.capabilities.positionEncoding == chosen)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func exitWithoutShutdownExitsWithOne() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        try server.notify(ExitNotification())
        #expect(try await server.exitCode() == 1)
    }

    @Test func endOfInputWithoutShutdownExitsWithOne() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        server.closeInput()
        #expect(try await server.exitCode() == 1)
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() async throws {
        let server = try ServerProcess()
        try server.notify(DidOpenTextDocumentNotification(textDocument: .init(uri: "file:///a.ui.xml", languageId: "xml", version: 1, text: "")))
        let early = try await server.request(method: "shutdown")
        #expect(early["error"]?["code"] == -32002)
        try await server.initialize()
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsIgnored() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        server.send(body: ["jsonrpc": "2.0", "method": "$/somethingNew", "params": ["x": 1]])
        server.send(body: ["jsonrpc": "2.0", "method": "custom/notification"])
        let unknown = try await server.request(method: "textDocument/unknown", params: [:])
        #expect(unknown["error"]?["code"] == -32601)
        // Known to the protocol, but no feature implements it yet.
        // (A request the protocol sends the other way, which the server does not serve.)
        let unimplemented = try await server.request(method: "window/workDoneProgress/create", params: ["token": 1])
        #expect(unimplemented["error"]?["code"] == -32601)
        let leftovers = await server.inbox.pending
        #expect(leftovers.allSatisfy { $0["id"] == nil })  // No answers to notifications.
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func malformedJSONIsAParseErrorWithNullIDAndTheServerGoesOn() async throws {
        let server = try ServerProcess()
        server.write(raw: framed(Array(#"{"jsonrpc":"2.0","id":1,"method":"#.utf8)))
        let error = try await server.inbox.take("parse error", timeout: ServerProcess.defaultTimeout) { $0["error"] != nil }
        #expect(error["id"] == .null)
        #expect(error["error"]?["code"] == -32700)
        try await server.initialize()
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test(arguments: [#"{"jsonrpc":"2.0"}"#, #"[1,2,3]"#, #""text""#])
    func jsonThatIsNoMessageIsAnInvalidRequest(body: String) async throws {
        let server = try ServerProcess()
        server.write(raw: framed(Array(body.utf8)))
        let error = try await server.inbox.take("invalid request", timeout: ServerProcess.defaultTimeout) { $0["error"] != nil }
        #expect(error["error"]?["code"] == -32600)
        try await server.initialize()
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func invalidParamsAreRejectedAndInitializeCanBeRetried() async throws {
        let server = try ServerProcess()
        let bad = try await server.request(method: "initialize", params: ["capabilities": 5])
        #expect(bad["error"]?["code"] == -32602)
        try await server.initialize()
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func secondInitializeAndRequestsAfterShutdownAreInvalid() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        let again = try await server.request(method: "initialize", params: ["capabilities": [:]])
        #expect(again["error"]?["code"] == -32600)
        let shutdown = try await server.request(method: "shutdown")
        #expect(shutdown["result"] == .null)
        #expect(shutdown["error"] == nil)
        let after = try await server.request(method: "textDocument/hover", params: [:])
        #expect(after["error"]?["code"] == -32600)
        try server.notify(ExitNotification())
        #expect(try await server.exitCode() == 0)
    }

    @Test func cancellingAnAnsweredOrUnknownRequestIsHarmless() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        try server.notify(CancelRequestNotification(id: .number(1)))
        try server.notify(CancelRequestNotification(id: .string("never-sent")))
        server.send(body: ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": ["not": "an id"]]])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func framingToleratesContentTypeAndSplitWrites() async throws {
        let server = try ServerProcess()
        let body = Array(#"{"jsonrpc":"2.0","id":"é-1","method":"initialize","params":{"capabilities":{}}}"#.utf8)
        let header = "Content-Length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
        let wire = Array(header.utf8) + body
        for piece in stride(from: 0, to: wire.count, by: 7) {
            server.write(raw: Array(wire[piece..<min(piece + 7, wire.count)]))
            // A pause, so that the pieces tend to arrive in separate reads; not a wait for
            // anything: when a busy machine joins them, the test is weaker, never failing.
            try await Task.sleep(for: .milliseconds(1))
        }
        let response = try await server.response(to: "é-1")
        #expect(response["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// A server that dies fails the test's wait at once, as closed output, long before the
    /// wait's own guard (here an hour, beyond the suite's hang guard) could end it.
    @Test func aServerThatDiesEndsAWaitAtOnce() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        async let waiting = server.notification("test/neverSent", timeout: .seconds(3600))
        kill(server.process.processIdentifier, SIGKILL)
        do {
            _ = try await waiting
            Issue.record("a notification arrived from a killed server")
        } catch ServerProcess.Failure.closed {
        } catch {
            Issue.record("expected the closed output to end the wait, got \(error)")
        }
        #expect(try await server.exitCode(timeout: .seconds(3600)) == SIGKILL)
        #expect(server.process.terminationReason == .uncaughtSignal)
    }

    /// Editors record stderr as errors (Neovim logs each line as `[ERROR]`): a session with
    /// nothing wrong writes nothing there, and its informational lines reach the client's log.
    @Test func aNormalSessionWritesNothingToStderr() async throws {
        let folder = try ScratchWorkspace(files: [
            "Main.ui.xml": "<Component type=\"Main\">\n    <Label field=\"title\"/>\n</Component>\n",
            "Main.swift": "final class Main: ViewBase<Void, Void> {\n    let title = UILabel()\n}\n",
        ])
        let server = try await ServerProcess.onWorkspace(folder)
        let indexed = try await server.notification(LogMessageNotification.self) { $0.message.hasPrefix("indexed") }
        #expect(indexed.type == .info)
        try server.openDocument(folder.uri("Main.ui.xml"), "<Component type=\"Main\">\n    <Label field=\"title\"/>\n</Component>\n")
        _ = try await server.diagnostics(folder.uri("Main.ui.xml"), version: 1)
        #expect(try await server.shutDownAndExit() == 0)
        #expect(await server.wholeStderr() == "")
    }

    @Test func logsGoToStderrAndTheClientNeverToStdout() async throws {
        let server = try ServerProcess(arguments: ["--log-level", "debug"])
        try await server.initialize(InitializeRequest(clientInfo: .init(name: "harness"), capabilities: ClientCapabilities()))
        let log = try await server.notification(LogMessageNotification.self) { $0.message.contains("harness") }
        #expect(log.type == .info)
        #expect(try await server.shutDownAndExit() == 0)
        #expect(server.stderr.contains("harness"))
        #expect(server.stdoutFramingErrors.isEmpty)
    }
}

@Suite struct CommandLineTests {
    private func run(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = try ServerProcess.binary()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func versionPrintsTheVersion() throws {
        let (code, output) = try run(["--version"])
        #expect(code == 0)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func helpExplainsServerModeAndCheck() throws {
        let (code, output) = try run(["--help"])
        #expect(code == 0)
        #expect(output.contains("Language Server Protocol"))
        #expect(output.contains("--check"))
    }

    @Test func unknownOptionsFail() throws {
        #expect(try run(["--no-such-option"]).code != 0)
    }
}
