import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP

/// A request that answers with the text and version of a document as the server sees it.
struct DocumentStateRequest: RequestType {
    static let method = "test/documentState"
    typealias Response = VersionedText
    struct VersionedText: Codable, Hashable, Sendable {
        var version: Int
        var text: String
    }
    var uri: String
}

/// A request that runs until it is cancelled; it records that it started.
struct WaitForCancelRequest: RequestType {
    static let method = "test/waitForCancel"
    typealias Response = String
}

/// A request whose handler fails with an ordinary error.
struct FailingRequest: RequestType {
    static let method = "test/failing"
    typealias Response = String
}

struct TestFeature: ServerFeature {
    /// The text of each save, to show observers run after the core applied the notification.
    var saves = EventLog<String>()
    /// Requests that started and wait for their cancellation.
    var waiting = EventLog<Void>()

    func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.hoverProvider = true
    }

    func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(DocumentStateRequest.self) { request, context in
            let document = try context.document(request.uri)
            return .init(version: document.version, text: document.text)
        }
        handlers.onRequest(WaitForCancelRequest.self) { [waiting] _, _ in
            waiting.record(())
            // The sleep ends at once when the request is cancelled; its length is a hang guard.
            try? await Task.sleep(for: .seconds(600))
            return "finished anyway"
        }
        handlers.onRequest(FailingRequest.self) { _, _ in
            struct Broken: Error {}
            throw Broken()
        }
        handlers.onNotification(DidSaveTextDocumentNotification.self) { notification, context in
            saves.record(context.documents[notification.textDocument.uri]?.text ?? "<closed>")
        }
    }
}

/// A server in this process with a client connection to it over pipes.
struct InProcessServer {
    let client: Connection
    let events: AsyncStream<Connection.Event>
    let exitCode: Task<Int32, Never>
    private let pipes: [Pipe]

    init(configuration: LanguageServer.Configuration) {
        let toServer = Pipe()
        let toClient = Pipe()
        pipes = [toServer, toClient]
        let serverConnection = Connection(
            input: toServer.fileHandleForReading.fileDescriptor, output: toClient.fileHandleForWriting.fileDescriptor)
        client = Connection(input: toClient.fileHandleForReading.fileDescriptor, output: toServer.fileHandleForWriting.fileDescriptor)
        events = client.events
        let server = LanguageServer(connection: serverConnection, configuration: configuration)
        exitCode = Task { await server.run() }
    }

    func request<R: RequestType>(_ request: R) async throws -> R.Response {
        try await client.sendRequest(request)
    }

    /// The error a request is answered with.
    func error<R: RequestType>(of request: R) async -> ResponseError? {
        do {
            _ = try await client.sendRequest(request)
            return nil
        } catch {
            if case .error(let error) = error { return error }
            return nil
        }
    }

    /// The connection to the server closed before the awaited message came.
    struct Closed: Error {}

    /// The next notification of type `N` satisfying `predicate`; fails at once if the
    /// connection closes first.
    func next<N: NotificationType>(_ type: N.Type, where predicate: @escaping @Sendable (N) -> Bool = { _ in true }) async throws -> N {
        for await event in events {
            guard case .message(.notification(N.method, let body)) = event,
                let notification = try? decodeParams(N.self, from: body), predicate(notification)
            else { continue }
            return notification
        }
        throw Closed()
    }

    func start(encodings: [PositionEncodingKind] = []) async throws -> InitializeResult {
        let result = try await request(
            InitializeRequest(capabilities: ClientCapabilities(general: .init(positionEncodings: encodings))))
        client.sendNotification(InitializedNotification())
        return result
    }

    func stop() async -> Int32 {
        _ = try? await request(ShutdownRequest())
        client.sendNotification(ExitNotification())
        return await exitCode.value
    }
}

@Suite(.hangGuard) struct ServerCoreTests {
    private let uri = "file:///w/a.ui.xml"

    private func server(diagnostics: (any DiagnosticsSource)? = nil, feature: TestFeature = TestFeature()) -> InProcessServer {
        InProcessServer(
            configuration: .init(
                features: [feature], diagnosticsSource: diagnostics, quietPeriods: .init(diagnostics: .milliseconds(1)),
                logLevel: .critical))
    }

    private func insert(_ text: String, at column: Int, version: Int) -> DidChangeTextDocumentNotification {
        let position = Position(line: 0, character: column)
        return DidChangeTextDocumentNotification(
            textDocument: .init(uri: uri, version: version),
            contentChanges: [.init(range: .init(start: position, end: position), text: text)])
    }

    @Test func featuresContributeCapabilities() async throws {
        let server = server()
        let result = try await server.start()
        #expect(result.capabilities.hoverProvider == true)
        #expect(result.capabilities.completionProvider == nil)
        #expect(await server.stop() == 0)
    }

    @Test func everyRequestSeesExactlyTheEditsSentBeforeIt() async throws {
        let server = server()
        _ = try await server.start()
        server.client.sendNotification(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: 0, text: "")))
        for version in 1...100 {
            server.client.sendNotification(insert("é", at: version - 1, version: version))
            // Written right behind the edit on the same stream: it must see it, never the text before.
            let state = try await server.request(DocumentStateRequest(uri: uri))
            #expect(state.version == version)
            #expect(state.text == String(repeating: "é", count: version))
        }
        #expect(await server.stop() == 0)
    }

    @Test func cancelledRequestsAreAnsweredWithRequestCancelled() async throws {
        let feature = TestFeature()
        let server = server(feature: feature)
        _ = try await server.start()
        async let answer = server.error(of: WaitForCancelRequest())
        await feature.waiting.first(1)
        // Long work does not block later messages: this edit and request go through meanwhile.
        server.client.sendNotification(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: 1, text: "x")))
        #expect(try await server.request(DocumentStateRequest(uri: uri)).text == "x")
        // The client numbers its requests: `initialize` was 1, the waiting request is 2.
        server.client.sendNotification(CancelRequestNotification(id: .number(2)))
        #expect(await answer?.code == ResponseError.requestCancelledCode)
        #expect(await server.stop() == 0)
    }

    @Test func handlerFailuresAreInternalErrorsAndBadParamsInvalidParams() async throws {
        let server = server()
        _ = try await server.start()
        #expect(await server.error(of: FailingRequest())?.code == ResponseError.internalErrorCode)
        // The document is not open: the handler rejects its params.
        #expect(await server.error(of: DocumentStateRequest(uri: "file:///nowhere"))?.code == ResponseError.invalidParamsCode)
        // Params that do not decode as the request type.
        #expect(await server.error(of: BadDocumentStateRequest(uri: 5))?.code == ResponseError.invalidParamsCode)
        #expect(await server.stop() == 0)
    }

    @Test func notificationObserversSeeTheUpdatedStore() async throws {
        let feature = TestFeature()
        let server = server(feature: feature)
        _ = try await server.start()
        server.client.sendNotification(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: 1, text: "a")))
        server.client.sendNotification(insert("b", at: 1, version: 2))
        server.client.sendNotification(DidSaveTextDocumentNotification(textDocument: .init(uri: uri)))
        server.client.sendNotification(DidCloseTextDocumentNotification(textDocument: .init(uri: uri)))
        server.client.sendNotification(DidSaveTextDocumentNotification(textDocument: .init(uri: uri)))
        // Answered after the notifications before it were handled, observers included.
        #expect(await server.error(of: DocumentStateRequest(uri: uri))?.code == ResponseError.invalidParamsCode)
        #expect(feature.saves.all == ["ab", "<closed>"])
        #expect(await server.stop() == 0)
    }

    @Test func diagnosticsFollowIncrementalEditsWithTheirVersion() async throws {
        let server = server(diagnostics: TodoDiagnostics())
        _ = try await server.start(encodings: [.utf8])
        server.client.sendNotification(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: 1, text: "é TODO\r\nx")))
        let opened = try await server.next(PublishDiagnosticsNotification.self) { $0.version == 1 }
        #expect(opened.diagnostics.map(\.range) == [LSPRange(start: .init(line: 0, character: 3), end: .init(line: 0, character: 7))])
        server.client.sendNotification(DidChangeTextDocumentNotification(
            textDocument: .init(uri: uri, version: 2),
            contentChanges: [
                .init(range: .init(start: .init(line: 1, character: 0), end: .init(line: 1, character: 1)), text: "TODO\r\n  TODO"),
                .init(range: .init(start: .init(line: 0, character: 0), end: .init(line: 0, character: 2)), text: ""),
            ]))
        let changed = try await server.next(PublishDiagnosticsNotification.self) { $0.version == 2 }
        #expect(changed.diagnostics.map(\.range.start) == [
            Position(line: 0, character: 1), Position(line: 1, character: 0), Position(line: 2, character: 2),
        ])
        server.client.sendNotification(DidCloseTextDocumentNotification(textDocument: .init(uri: uri)))
        let closed = try await server.next(PublishDiagnosticsNotification.self)
        #expect(closed.diagnostics.isEmpty)
        #expect(await server.stop() == 0)
    }
}

/// `test/documentState` with a `uri` of the wrong type.
struct BadDocumentStateRequest: RequestType {
    static let method = DocumentStateRequest.method
    typealias Response = DocumentStateRequest.VersionedText
    var uri: Int
}
