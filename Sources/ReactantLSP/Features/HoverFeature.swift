import LanguageServerProtocol
import SchemaModel

/// `textDocument/hover`: Markdown from `HoverEngine`.
public struct HoverFeature: ServerFeature {
    let schema: @Sendable () -> Schema
    let workspace: NavigationWorkspace

    public init(schema: @escaping @Sendable () -> Schema = { Schema.embedded }, workspace: NavigationWorkspace) {
        self.schema = schema
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.hoverProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(HoverRequest.self) { [schema, workspace] request, context in
            let snapshot = try context.document(request.textDocument.uri)
            let index = await workspace.index()
            try Task.checkCancellation()
            guard let content = HoverEngine.hover(
                at: snapshot.offset(of: request.position), in: snapshot.navigationDocument, schema: schema(), workspace: index)
            else { return nil }
            return Hover(contents: MarkupContent(kind: .markdown, value: content.markdown), range: snapshot.range(of: content.range))
        }
    }
}
