import Foundation
import JSONRPC
import LanguageServerProtocol
import Logging
import ReactantAnalysis

/// The server core: the LSP lifecycle, document synchronization, and dispatch to features.
///
/// Messages are taken one at a time in arrival order. Notifications are applied before the
/// next message is looked at, so an edit is never overtaken by a request that follows it.
/// Each request runs in a task of its own with the documents as they were when it arrived,
/// so long work never holds up typing; `$/cancelRequest` cancels that task and the request
/// is answered with -32800.
public actor LanguageServer {
    public struct Configuration: Sendable {
        public var features: [any ServerFeature]
        /// Told of every open, edit and close of a diagnosed document first (the workspace).
        public var documentHost: (any OpenDocumentHost)?
        /// Where diagnostics of open documents come from; `nil` publishes none.
        public var diagnosticsSource: (any DiagnosticsSource)?
        /// How long a document must be quiet before each stage of its diagnostics.
        public var quietPeriods: QuietPeriods
        /// The open documents the diagnostics pipeline hears of; others (a Swift file the
        /// editor shows beside) are kept in the document store and reach only the features
        /// observing document notifications.
        public var isDiagnosed: @Sendable (DocumentURI) -> Bool
        /// The lowest level written to stderr (`warning` unless asked); the client's log gets info and above.
        public var logLevel: Logger.Level

        public init(
            features: [any ServerFeature] = [], documentHost: (any OpenDocumentHost)? = nil,
            diagnosticsSource: (any DiagnosticsSource)? = nil,
            quietPeriods: QuietPeriods = .product, isDiagnosed: @escaping @Sendable (DocumentURI) -> Bool = { _ in true },
            logLevel: Logger.Level = .warning
        ) {
            self.features = features
            self.documentHost = documentHost
            self.diagnosticsSource = diagnosticsSource
            self.quietPeriods = quietPeriods
            self.isDiagnosed = isDiagnosed
            self.logLevel = logLevel
        }

        /// This configuration with the stderr log level named `name` (`debug`, `info`…); `nil` if there is no such level.
        public func settingLogLevel(named name: String) -> Configuration? {
            guard let level = Logger.Level(rawValue: name) else { return nil }
            var copy = self
            copy.logLevel = level
            return copy
        }
    }

    private enum State {
        case uninitialized
        case running(Session)
        case shutDown
    }

    private let connection: Connection
    private let client: ClientChannel
    private let configuration: Configuration
    private let handlers: FeatureHandlers
    private let logger: Logger
    private let diagnostics: DiagnosticsPipeline?
    private var state = State.uninitialized
    private var documents = DocumentStore()
    private var inFlight: [RequestID: Task<Void, Never>] = [:]
    private let activity = RequestActivity()

    public init(connection: Connection, configuration: Configuration = Configuration()) {
        self.connection = connection
        self.configuration = configuration
        let client = ClientChannel(connection: connection)
        self.client = client
        var handlers = FeatureHandlers()
        for feature in configuration.features { feature.registerHandlers(in: &handlers) }
        self.handlers = handlers
        self.logger = Logger.server(client: client, level: configuration.logLevel)
        let activity = activity
        self.diagnostics = configuration.diagnosticsSource.map { source in
            DiagnosticsPipeline(
                source: source, debounce: configuration.quietPeriods.diagnostics, slowDebounce: configuration.quietPeriods.layout,
                yieldToRequests: { await activity.waitUntilIdle() }
            ) { client.send($0) }
        }
    }

    /// Serves until `exit` or the end of input; returns the process exit code the
    /// specification asks for: 0 after `shutdown`, 1 otherwise.
    public func run() async -> Int32 {
        for await event in connection.events {
            switch event {
            case .message(.request(let id, let method, let body)):
                handleRequest(id: id, method: method, body: body)
            case .message(.notification(let method, let body)):
                if method == ExitNotification.method {
                    await stopFeatures()
                    return exitCode
                }
                await handleNotification(method: method, body: body)
            case .message(.response(let id, _)):
                logger.debug("response to unknown request \(id) dropped")
            case .malformed(let malformed):
                logger.warning("malformed message: \(malformed.error.message)")
                connection.sendError(id: malformed.id, error: malformed.error)
            case .framingError(let description):
                logger.warning("\(description)")
            }
        }
        logger.info("input closed")
        await stopFeatures()
        return exitCode
    }

    private func stopFeatures() async {
        for feature in configuration.features { await feature.serverWillExit() }
    }

    private var exitCode: Int32 {
        if case .shutDown = state { 0 } else { 1 }
    }

    // MARK: Requests

    private func handleRequest(id: RequestID, method: String, body: Data) {
        let session: Session
        switch state {
        case .uninitialized:
            guard method == InitializeRequest.method else {
                return connection.sendError(id: id, error: .serverNotInitialized)
            }
            return initialize(id: id, body: body)
        case .shutDown:
            return connection.sendError(id: id, error: .invalidRequest("the server is shut down"))
        case .running(let current):
            session = current
        }
        switch method {
        case InitializeRequest.method:
            return connection.sendError(id: id, error: .invalidRequest("the server is already initialized"))
        case ShutdownRequest.method:
            state = .shutDown
            logger.info("shutting down")
            return connection.sendResponse(id: id, result: VoidResponse())
        default:
            break
        }
        guard let type = handlers.registry.requestType(for: method), let handler = handlers.requests[method] else {
            return connection.sendError(id: id, error: .methodNotFound(method))
        }
        let request: any RequestType
        do {
            request = try decodeParams(type, from: body)
        } catch {
            return connection.sendError(id: id, error: .invalidParams("invalid params for \(method): \(error)"))
        }
        let context = makeContext(session)
        for observer in handlers.messageObservers { observer(context) }
        for observer in handlers.requestObservers[method] ?? [] { observer(request, context) }
        let connection = connection
        let activity = activity
        let editObservers = handlers.workspaceEditObservers
        activity.begin()  // before the next message is handled, so its diagnostics wait for this
        // Detached: the handler and the encoding of its answer (for a completion list, most of
        // the request) run off the server's executor, so they never hold up the next message.
        inFlight[id] = Task.detached {
            let outcome: Result<any Encodable & Sendable, ResponseError>
            do {
                let result = try await handler(request, context)
                outcome = Task.isCancelled ? .failure(.requestCancelled) : .success(result)
            } catch let error as ResponseError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(Task.isCancelled || error is CancellationError ? .requestCancelled : .internalError("\(error)"))
            }
            switch outcome {
            case .success(let result):
                if !editObservers.isEmpty, let carrying = result as? any WorkspaceEditCarrying {
                    let edits = carrying.carriedWorkspaceEdits
                    if !edits.isEmpty { for observer in editObservers { observer(edits, context) } }
                }
                connection.sendResponse(id: id, result: result)
            case .failure(let error): connection.sendError(id: id, error: error)
            }
            activity.end()
            await self.finished(id)
        }
    }

    private func finished(_ id: RequestID) {
        inFlight.removeValue(forKey: id)
    }

    private func initialize(id: RequestID, body: Data) {
        let request: InitializeRequest
        do {
            request = try decodeParams(InitializeRequest.self, from: body)
        } catch {
            return connection.sendError(id: id, error: .invalidParams("invalid initialize params: \(error)"))
        }
        let session = Session(request)
        documents.encoding = session.positionEncoding
        var capabilities = ServerCapabilities()
        capabilities.positionEncoding = session.positionEncodingKind
        capabilities.textDocumentSync = TextDocumentSyncOptions(
            openClose: true, change: .incremental, save: .init(includeText: false))
        for feature in configuration.features {
            feature.contributeCapabilities(to: &capabilities, session: session)
        }
        if session.pullsDiagnostics, let diagnostics {
            var refresh: (@Sendable () -> Void)?
            if session.supportsDiagnosticRefresh {
                let client = client
                refresh = { Task { _ = try? await client.send(DiagnosticRefreshRequest()) } }
            }
            diagnostics.servePulls(refresh: refresh)
        }
        state = .running(session)
        logger.info("initialized for \(request.clientInfo?.name ?? "an unnamed client"), positions in \(session.positionEncoding.rawValue)")
        connection.sendResponse(
            id: id,
            result: InitializeResult(
                capabilities: capabilities, serverInfo: .init(name: ProductInfo.name, version: ProductInfo.version)))
    }

    // MARK: Notifications

    private func handleNotification(method: String, body: Data) async {
        guard case .running = state else {
            return logger.debug("\(method) ignored: the server is not running")
        }
        guard let type = handlers.registry.notificationType(for: method) else {
            return logger.debug("unknown notification \(method) ignored")
        }
        let notification: any NotificationType
        do {
            notification = try decodeParams(type, from: body)
        } catch {
            return logger.warning("\(method) skipped: invalid params: \(error)")
        }
        switch apply(notification) {
        case .changed(let snapshot) where configuration.isDiagnosed(snapshot.uri):
            configuration.documentHost?.documentChanged(snapshot)
            await diagnostics?.documentChanged(snapshot)
        case .closed(let uri) where configuration.isDiagnosed(uri):
            let stale = configuration.documentHost?.documentClosed(uri) ?? .none
            await diagnostics?.documentClosed(uri, stale: stale)
        case .changed, .closed, nil: break
        }
        guard case .running(let session) = state else { return }
        let context = makeContext(session)
        for observer in handlers.messageObservers { observer(context) }
        for observer in handlers.notifications[method] ?? [] { await observer(notification, context) }
    }

    /// What a notification did to the open documents, for the document host and the diagnostics pipeline.
    private enum DocumentEvent {
        case changed(DocumentSnapshot)
        case closed(DocumentURI)
    }

    /// What the core itself does with a notification (the open documents, `$/cancelRequest`),
    /// before the document host, the diagnostics pipeline and then the features see it, in
    /// arrival order.
    private func apply(_ notification: any NotificationType) -> DocumentEvent? {
        switch notification {
        case let cancel as CancelRequestNotification:
            inFlight[cancel.id]?.cancel()
        case let open as DidOpenTextDocumentNotification:
            return .changed(documents.open(open.textDocument))
        case let change as DidChangeTextDocumentNotification:
            do {
                return .changed(try documents.change(change.textDocument, change.contentChanges))
            } catch {
                logger.warning("didChange skipped: \(error)")
            }
        case let close as DidCloseTextDocumentNotification:
            documents.close(close.textDocument.uri)
            return .closed(close.textDocument.uri)
        default:
            break
        }
        return nil
    }

    private func makeContext(_ session: Session) -> FeatureContext {
        FeatureContext(documents: documents, session: session, client: client, logger: logger, diagnostics: diagnostics)
    }
}
