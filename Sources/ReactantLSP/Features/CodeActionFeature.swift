import Support
import LanguageServerProtocol

/// `textDocument/codeAction`: the quick fixes of the diagnostics the client names, taken from
/// the workspace's analysis of that version: the one the published diagnostics came from.
public struct CodeActionFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.codeActionProvider = CodeActionOptions(codeActionKinds: [.quickFix])
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(CodeActionRequest.self) { [workspace] request, context in
            if let only = request.context.only, !only.contains(where: { $0 == .quickFix || $0.rawValue == "" }) { return [] }
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            let analyzed = workspace.analyzed(snapshot)
            try Task.checkCancellation()
            let selected = request.context.diagnostics.map {
                QuickFixes.Selector(code: $0.code, range: snapshot.offsets(of: $0.range))
            }
            var diagnostics = SwiftFixRefresh.refreshed(analyzed, index: workspace.index, schema: workspace.schema)
            // Conflicts are solved for only when the client names one: their fixes are verified by
            // laying the document out again.
            if selected.contains(where: { $0.code == LayoutDiagnostics.conflictCode }) {
                diagnostics += workspace.conflictsWithFixes(snapshot, isCancelled: { Task.isCancelled })
                try Task.checkCancellation()
            }
            let fixes = QuickFixes.fixes(for: diagnostics, selected: selected, range: snapshot.offsets(of: request.range))
            let open = Dictionary(
                context.documents.openDocuments.map { (Workspace.path(of: $0.uri), $0) }, uniquingKeysWith: { first, _ in first })
            return fixes.map { CodeAction($0, in: snapshot, open: open, text: workspace.text(ofPath:)) }
        }
    }
}
