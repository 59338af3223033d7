import LanguageServerProtocol
import ProtocolConversion
import SchemaModel
import XMLSyntax
import ReactantAnalysis

/// `textDocument/completion`: the LSP face of `CompletionEngine`. The engine decides what may
/// be typed; this feature finds the document and the cursor, supplies the schema and the
/// workspace, and turns the engine's UTF-8 ranges into the session's positions.
public struct CompletionFeature: ServerFeature {
    /// The characters after which editors ask for completion without being told to: a tag,
    /// a new attribute, a value, a relation or `id:`, an anchor, a priority, a modifier.
    public static let triggerCharacters = ["<", " ", "\"", ":", ".", "@", "("]

    /// A document version's tree, and its model on demand: each read once per version for
    /// every feature.
    public typealias DocumentReader = @Sendable (DocumentSnapshot) async -> (tree: XMLSyntaxTree, document: @Sendable () -> ReactantDocument)

    /// What one request completes from: the schema, the other files and the document's
    /// tree and model, all of one state.
    struct Inputs: Sendable {
        let schema: @Sendable () async -> Schema
        let workspace: @Sendable () async -> CompletionWorkspace
        let read: DocumentReader
    }

    /// The inputs of a request, taken once at its start.
    private let inputs: @Sendable (FeatureContext) async -> Inputs
    /// Loads the schemas before the first completion needs them.
    private let preload: @Sendable () async -> Void
    private let limit: Int

    /// - Parameters:
    ///   - schema: the schema to complete from; asked per request, so it may change with settings.
    ///     The default loads the embedded schemas once, after `initialized`, not at startup.
    ///   - workspace: the component types and style-group styles of the other files, read
    ///     per request so completion follows the live workspace index.
    ///   - limit: at most this many items per answer; a longer list is cut to what matches the
    ///     typed text and marked incomplete. Encoding the answer costs in proportion to it.
    ///   - read: the syntax tree and model of a document version. The server uses
    ///     `init(workspace:limit:)` instead, which reads all three from one snapshot.
    public init(
        schema: @escaping @Sendable () async -> Schema = { Schema.embedded },
        workspace: @escaping @Sendable () async -> CompletionWorkspace,
        limit: Int = CompletionEngine.defaultLimit,
        read: @escaping DocumentReader
    ) {
        let inputs = Inputs(schema: schema, workspace: workspace, read: read)
        self.inputs = { _ in inputs }
        self.preload = { _ = await schema() }
        self.limit = limit
    }

    /// Completion on the server's workspace: each request reads one `WorkspaceSnapshot`, taken
    /// with the open documents it arrived with (its schema, what the other files offer, and
    /// the version's tree and model from the preparation every feature shares).
    public init(workspace: Workspace, limit: Int = CompletionEngine.defaultLimit) {
        self.inputs = { context in
            let state = workspace.snapshot(for: context)
            return Inputs(schema: { state.schema }, workspace: { await state.completionWorkspace() }, read: { await state.syntaxAndModel($0) })
        }
        self.preload = { _ = workspace.schema }
        self.limit = limit
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.completionProvider = CompletionOptions(triggerCharacters: Self.triggerCharacters, resolveProvider: true)
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        let inputs = inputs
        let preload = preload
        let limit = limit
        handlers.onRequest(LanguageServerProtocol.CompletionRequest.self) { request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return .init(isIncomplete: false, items: []) }
            let document = try context.document(request.textDocument.uri)
            let input = await inputs(context)
            let (tree, model) = await input.read(document)
            try Task.checkCancellation()
            let offset = document.offset(of: request.position)
            let list = CompletionEngine.complete(
                tree: tree, document: model, text: document.text, offset: offset,
                schema: await input.schema(), workspace: await input.workspace().forDocument(at: Workspace.path(of: document.uri)), limit: limit)
            return CompletionItemConversion(document: document.positions, client: context.session.completionSupport, cursor: offset)
                .convert(list)
        }
        // The documentation a list left out: completed again where the item was proposed (in
        // the document as it is now), taken from the item with the same label.
        handlers.onRequest(CompletionItemResolveRequest.self) { request, context in
            var item = request.item
            guard item.documentation == nil, let origin = CompletionItemConversion.ResolveData(item.data),
                  let document = try? context.document(origin.uri) else { return item }
            let input = await inputs(context)
            let (tree, model) = await input.read(document)
            let list = CompletionEngine.complete(
                tree: tree, document: model, text: document.text, offset: origin.offset,
                schema: await input.schema(), workspace: await input.workspace().forDocument(at: Workspace.path(of: document.uri)), limit: 1_000_000)
            let documentation = list.items.first { $0.label == item.label }?.documentation
            item.documentation = CompletionItemConversion(document: document.positions, client: context.session.completionSupport)
                .documentation(documentation)
            return item
        }
        handlers.onNotification(InitializedNotification.self) { _, _ in
            // Loading the schemas takes a while; do it before the first completion needs them.
            Task.detached(priority: .utility) { await preload() }
        }
    }
}
extension Session {
    var completionSupport: CompletionClientSupport {
        let item = clientCapabilities.textDocument?.completion?.completionItem
        let formats = item?.documentationFormat
        return CompletionClientSupport(
            snippets: item?.snippetSupport == true,
            markdown: formats.map { $0.contains(.markdown) } ?? true,
            defaultEditRange: clientCapabilities.textDocument?.completion?.completionList?.itemDefaults?.contains("editRange") == true,
            resolvesDocumentation: item?.resolveSupport?.properties.contains("documentation") == true,
            defaultData: clientCapabilities.textDocument?.completion?.completionList?.itemDefaults?.contains("data") == true)
    }
}

