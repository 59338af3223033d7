import JSONRPC
import LanguageServerProtocol
import Logging
import ReactantAnalysis

/// A piece of language support plugged into the server (completion, hover, the workspace
/// index…). The core knows nothing of what a feature does: the feature says which
/// capabilities it adds to the `initialize` answer and which methods it handles.
public protocol ServerFeature: Sendable {
    /// Adds what this feature implements to the capabilities the server advertises.
    /// Called once, while answering `initialize`.
    func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session)

    /// Registers this feature's request and notification handlers. Called once, when the server is built.
    func registerHandlers(in handlers: inout FeatureHandlers)

    /// Called once when the server stops serving (`exit`, or the end of its input), before the
    /// process exits: a feature ends what it started beside the protocol (a web server).
    func serverWillExit() async
}

extension ServerFeature {
    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {}
    public func serverWillExit() async {}
}

/// Everything a handler may use: the documents as they were when its message arrived,
/// the session, and the way back to the client.
public struct FeatureContext: Sendable {
    /// The open documents at the moment the message arrived: later edits are not visible.
    public let documents: DocumentStore
    public let session: Session
    public let client: ClientChannel
    public let logger: Logger
    /// Re-runs diagnostics, e.g. when a file that open documents depend on changed on disk.
    public let diagnostics: DiagnosticsPipeline?

    /// The snapshot a request names; a request about a document that is not open is invalid.
    public func document(_ uri: DocumentURI) throws(ResponseError) -> DocumentSnapshot {
        guard let snapshot = documents[uri] else { throw .invalidParams("document is not open: \(uri)") }
        return snapshot
    }

    /// Starts work-done progress shown by the client, or a silent reporter if it has none.
    public func beginProgress(title: String, message: String? = nil) async -> WorkDoneProgressReporter {
        await WorkDoneProgressReporter.begin(title: title, message: message, client: client, supported: session.supportsWorkDoneProgress)
    }
}

/// The handler table features fill in. Requests have one handler each; notifications go to
/// every feature that registered for them, after the core has applied them (for document
/// notifications: after the document store has been updated).
public struct FeatureHandlers: Sendable {
    typealias ErasedRequestHandler = @Sendable (any RequestType, FeatureContext) async throws -> any Encodable & Sendable
    typealias ErasedNotificationHandler = @Sendable (any NotificationType, FeatureContext) async -> Void

    typealias MessageObserver = @Sendable (FeatureContext) -> Void
    typealias RequestObserver = @Sendable (any RequestType, FeatureContext) -> Void
    typealias WorkspaceEditObserver = @Sendable ([WorkspaceEdit], FeatureContext) -> Void

    private(set) var requests: [String: ErasedRequestHandler] = [:]
    private(set) var notifications: [String: [ErasedNotificationHandler]] = [:]
    private(set) var messageObservers: [MessageObserver] = []
    private(set) var requestObservers: [String: [RequestObserver]] = [:]
    private(set) var workspaceEditObservers: [WorkspaceEditObserver] = []
    private(set) var registry = MessageRegistry.lsp

    init() {}

    /// Serves `R` with `handler`. Handlers run concurrently with later messages and may be
    /// cancelled by the client: long work should check `Task.isCancelled` or `try Task.checkCancellation()`.
    /// Throw a `ResponseError` to answer with an error.
    public mutating func onRequest<R: RequestType>(
        _ type: R.Type, _ handler: @escaping @Sendable (R, FeatureContext) async throws -> R.Response
    ) {
        precondition(requests[R.method] == nil, "two features handle \(R.method)")
        registry.register(R.self)
        requests[R.method] = { request, context in try await handler(request as! R, context) }
    }

    /// Observes `N`. Notification handlers run one at a time in arrival order, so they should
    /// return quickly and move long work into a task of their own.
    public mutating func onNotification<N: NotificationType>(
        _ type: N.Type, _ handler: @escaping @Sendable (N, FeatureContext) async -> Void
    ) {
        registry.register(N.self)
        notifications[N.method, default: []].append { notification, context in
            await handler(notification as! N, context)
        }
    }

    /// Observes the arrival of every request and notification while the server runs, before
    /// features handle it (after the core applied a document notification). Runs on the
    /// message loop: it must return at once.
    public mutating func onEveryMessage(_ observer: @escaping @Sendable (FeatureContext) -> Void) {
        messageObservers.append(observer)
    }

    /// Observes the arrival of every `R` another feature handles (where a hover was asked…),
    /// before its handler starts. Runs on the message loop: it must return at once.
    public mutating func onRequestArrival<R: RequestType>(_ type: R.Type, _ observer: @escaping @Sendable (R, FeatureContext) -> Void) {
        requestObservers[R.method, default: []].append { request, context in
            if let request = request as? R { observer(request, context) }
        }
    }

    /// Observes the workspace edits a response carries (`WorkspaceEditCarrying`), just before
    /// it is sent: the client may apply them as soon as it reads the response.
    public mutating func onWorkspaceEditsSent(_ observer: @escaping @Sendable ([WorkspaceEdit], FeatureContext) -> Void) {
        workspaceEditObservers.append(observer)
    }
}
