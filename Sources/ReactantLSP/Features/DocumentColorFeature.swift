import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis

/// `textDocument/documentColor` and `colorPresentation`: swatches of the color values
/// (`DocumentColors`), and a picked color written back as `#RRGGBB[AA]`.
public struct DocumentColorFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.colorProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(DocumentColorRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let document = await state.navigationDocument(snapshot)
            let resources = state.index.resources.resources(forDocumentAt: document.path)
            return DocumentColors.swatches(in: document, schema: state.schema, resources: resources).map {
                ColorInformation(range: snapshot.range(of: $0.range),
                                 color: LSPColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha))
            }
        }
        handlers.onRequest(ColorPresentationRequest.self) { request, _ in
            let color = request.color
            let label = DocumentColors.presentation(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            return [ColorPresentation(label: label, textEdit: TextEdit(range: request.range, newText: label))]
        }
    }
}
