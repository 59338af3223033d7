import XMLSyntax
import LanguageServerProtocol
import Support

/// The server's diagnostics: each open document analyzed against the live workspace with every
/// check of `DocumentAnalyzer.standard`, filtered by the user's settings when published. The
/// workspace learns of open documents here, from the pipeline, before anything asks about them.
public struct WorkspaceDiagnosticsSource: DiagnosticsSource {
    let workspace: Workspace

    public init(workspace: Workspace) { self.workspace = workspace }

    public func documentChanged(_ snapshot: DocumentSnapshot) {
        workspace.documentChanged(snapshot)
    }

    public func documentClosed(_ uri: DocumentURI) -> StaleDiagnostics {
        workspace.documentClosed(uri)
    }

    public func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport {
        let start = ContinuousClock.now
        let diagnostics = workspace.analyzed(document).diagnostics(enabledBy: workspace.settings)
        workspace.trace(
            "diagnostics for \(document.uri) version \(document.version): \(diagnostics.count) in \(start.duration(to: .now))",
            verbose: diagnostics.map { "\($0.code) at \($0.range)" }.joined(separator: "\n"))
        let converted = diagnostics.map { LSPDiagnostic($0, in: document, text: workspace.text(ofPath:)) }
        return DiagnosticsReport(diagnostics: converted, stale: workspace.takeStaleDiagnostics())
    }

    /// The layout solved on every device: ambiguous views and conflicting constraints.
    public func slowDiagnostics(for document: DocumentSnapshot) async -> [LSPDiagnostic]? {
        guard workspace.settings.isEnabled(code: LayoutDiagnostics.ambiguousCode) else { return nil }
        let start = ContinuousClock.now
        let analyzed = workspace.analyzed(document)
        guard let layouts = workspace.layoutsOnEveryDevice(document, isCancelled: { Task.isCancelled }), !Task.isCancelled else { return nil }
        let diagnostics = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document)
            .filter { workspace.settings.isEnabled(code: $0.code) }
        workspace.trace("layout diagnostics for \(document.uri) version \(document.version): \(diagnostics.count) in \(start.duration(to: .now))")
        return diagnostics.map { LSPDiagnostic($0, in: document, text: workspace.text(ofPath:)) }
    }
}
