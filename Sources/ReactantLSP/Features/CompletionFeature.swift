import LanguageServerProtocol
import SchemaModel
import XMLSyntax

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
    private let tree: @Sendable (DocumentSnapshot) async -> XMLSyntaxTree
    /// The feature's own trees, when no provider was given.
    private let ownTrees: CompletionTreeCache?

    /// - Parameters:
    ///   - schema: the schema to complete from; asked per request, so it may change with settings.
    ///     The default loads the embedded schemas once, after `initialized`, not at startup.
    ///   - workspace: the component types and style-group styles of the other files, read
    ///     per request so completion follows the live workspace index.
    ///   - limit: at most this many items per answer; a longer list is cut to what matches the
    ///     typed text and marked incomplete. Encoding the answer costs in proportion to it.
    ///   - tree: the syntax tree of a document version. The server passes the workspace's, which
    ///     parses each version once for every feature; by default the feature keeps its own.
    public init(
        schema: @escaping @Sendable () async -> Schema = { Schema.embedded },
        workspace: @escaping @Sendable () async -> CompletionWorkspace,
        limit: Int = CompletionEngine.defaultLimit,
        tree: (@Sendable (DocumentSnapshot) async -> XMLSyntaxTree)? = nil
    ) {
        self.schema = schema
        self.workspace = workspace
        self.limit = limit
        if let tree {
            self.tree = tree
            self.ownTrees = nil
        } else {
            let cache = CompletionTreeCache()
            self.tree = { await cache.tree(for: $0) }
            self.ownTrees = cache
        }
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.completionProvider = CompletionOptions(triggerCharacters: Self.triggerCharacters, resolveProvider: true)
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let schema = schema
        let workspace = workspace
        let tree = tree
        let limit = limit
        handlers.onRequest(LanguageServerProtocol.CompletionRequest.self) { request, context in
            let document = try context.document(request.textDocument.uri)
            let parsed = await tree(document)
            try Task.checkCancellation()
            let offset = document.offset(of: request.position)
            let list = CompletionEngine.complete(
                tree: parsed, text: document.text, offset: offset,
                schema: await schema(), workspace: await workspace(), limit: limit)
            return CompletionItemConversion(document: document, client: context.session.completionSupport, cursor: offset)
                .convert(list)
        }
        // The documentation a list left out: completed again where the item was proposed (in
        // the document as it is now), taken from the item with the same label.
        handlers.onRequest(CompletionItemResolveRequest.self) { request, context in
            var item = request.item
            guard item.documentation == nil, let origin = CompletionItemConversion.ResolveData(item.data),
                  let document = try? context.document(origin.uri) else { return item }
            let list = CompletionEngine.complete(
                tree: await tree(document), text: document.text, offset: origin.offset,
                schema: await schema(), workspace: await workspace(), limit: 1_000_000)
            let documentation = list.items.first { $0.label == item.label }?.documentation
            item.documentation = CompletionItemConversion(document: document, client: context.session.completionSupport)
                .documentation(documentation)
            return item
        }
        handlers.onNotification(InitializedNotification.self) { _, _ in
            // Loading the schemas takes a while; do it before the first completion needs them.
            Task.detached(priority: .utility) { _ = await schema() }
        }
        if let ownTrees {
            handlers.onNotification(DidCloseTextDocumentNotification.self) { notification, _ in
                await ownTrees.forget(notification.textDocument.uri)
            }
        }
    }
}
