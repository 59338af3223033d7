import LanguageServerProtocol
import SchemaModel

/// `textDocument/hover`: Markdown from `HoverEngine`, on the version's navigation document.
public struct HoverFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.hoverProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(HoverRequest.self) { [workspace] request, context in
            let snapshot = try context.document(request.textDocument.uri)
            let document = workspace.navigationDocument(snapshot)
            try Task.checkCancellation()
            guard let content = HoverEngine.hover(
                at: snapshot.offset(of: request.position), in: document, schema: workspace.schema, workspace: workspace.index)
            else { return nil }
            return Hover(contents: MarkupContent(kind: .markdown, value: content.markdown), range: snapshot.range(of: content.range))
        }
    }
}
