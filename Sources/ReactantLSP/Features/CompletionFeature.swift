import LanguageServerProtocol
import SchemaModel

/// `textDocument/completion`: the LSP face of `CompletionEngine`. The engine decides what may
/// be typed; this feature finds the document and the cursor, supplies the schema and the
/// workspace, and turns the engine's UTF-8 ranges into the session's positions.
public struct CompletionFeature: ServerFeature {
    /// The characters after which editors ask for completion without being told to: a tag,
    /// a new attribute, a value, a relation or `id:`, an anchor, a priority, a modifier.
    public static let triggerCharacters = ["<", " ", "\"", ":", ".", "@", "("]

    private let schema: @Sendable () async -> Schema
    private let workspace: @Sendable () async -> CompletionWorkspace
    private let limit: Int
    private let trees: CompletionTreeCache

    /// - Parameters:
    ///   - schema: the schema to complete from; asked per request, so it may change with settings.
    ///     The default loads the embedded schemas once, after `initialized`, not at startup.
    ///   - workspace: the component types and style-group styles of the other files, read
    ///     per request so completion follows the live workspace index.
    ///   - limit: at most this many items per answer; a longer list is cut to what matches the
    ///     typed text and marked incomplete. Encoding the answer costs in proportion to it.
    public init(
        schema: @escaping @Sendable () async -> Schema = { Schema.embedded },
        workspace: @escaping @Sendable () async -> CompletionWorkspace,
        limit: Int = CompletionEngine.defaultLimit
    ) {
        self.schema = schema
        self.workspace = workspace
        self.limit = limit
        self.trees = CompletionTreeCache()
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.completionProvider = CompletionOptions(triggerCharacters: Self.triggerCharacters)
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let schema = schema
        let workspace = workspace
        let trees = trees
        let limit = limit
        handlers.onRequest(LanguageServerProtocol.CompletionRequest.self) { request, context in
            let document = try context.document(request.textDocument.uri)
            let tree = await trees.tree(for: document)
            try Task.checkCancellation()
            let list = CompletionEngine.complete(
                tree: tree, text: document.text, offset: document.offset(of: request.position),
                schema: await schema(), workspace: await workspace(), limit: limit)
            return CompletionItemConversion(document: document, client: context.session.completionSupport)
                .convert(list)
        }
        handlers.onNotification(InitializedNotification.self) { _, _ in
            // Loading the schemas takes a while; do it before the first completion needs them.
            Task.detached(priority: .utility) { _ = await schema() }
        }
        handlers.onNotification(DidCloseTextDocumentNotification.self) { notification, _ in
            await trees.forget(notification.textDocument.uri)
        }
    }
}
