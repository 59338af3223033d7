import LanguageServerProtocol
import ProtocolConversion
import SchemaModel
import ReactantAnalysis
import ReactantLayout

/// `textDocument/hover`: Markdown from `HoverEngine`, on the version's navigation document,
/// as plain text for clients whose `hover.contentFormat` leaves Markdown out. The document,
/// schema, index, settings and layout all come from one `WorkspaceSnapshot`.
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
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            // One state for the whole answer: the document, schema, index, settings and layout.
            let state = workspace.snapshot(for: context)
            let document = await state.navigationDocument(snapshot)
            try Task.checkCancellation()
            let offset = snapshot.offset(of: request.position)
            guard var content = HoverEngine.hover(at: offset, in: document, schema: state.schema, workspace: state.index)
            else { return nil }
            // On a view's tag, where the solved layout puts it.
            if case .elementName(let element, _) = document.tree.context(at: min(max(offset, 0), document.tree.utf8Count)),
               let preset = DevicePreset.named(state.settings.layoutDevice) {
                let layout = await state.layoutOnDemand(snapshot, on: preset)
                if let frame = LayoutHover.paragraph(forElement: element, document: document.document, layout: layout) {
                    content.markdown += "\n\n" + frame
                }
            }
            return Hover(
                markdown: content.markdown, range: content.range, in: snapshot.positions,
                showsMarkdown: context.session.showsHoverMarkdown)
        }
    }
}

extension Session {
    /// Whether hover text goes as Markdown: unless the client's `contentFormat` lists formats
    /// without it (eglot's `["plaintext"]`); a client that says nothing gets Markdown.
    var showsHoverMarkdown: Bool {
        clientCapabilities.textDocument?.hover?.contentFormat.map { $0.contains(.markdown) } ?? true
    }
}
