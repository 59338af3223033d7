import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis

/// `textDocument/inlayHint`: `InlayHints` in the requested range, filtered by the
/// `reactant.inlayHints.*` settings.
public struct InlayHintFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.inlayHintProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(InlayHintRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let hints = await InlayHints.hints(
                in: state.navigationDocument(snapshot), range: snapshot.offsets(of: request.range),
                settings: state.settings.inlayHints)
            return hints.map { InlayHint($0, in: snapshot.positions) }
        }
    }
}
