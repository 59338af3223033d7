import XMLSyntax
import LanguageServerProtocol
import ProtocolConversion
import Support
import ReactantAnalysis

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
        let settings = workspace.settings
        let diagnostics = settings.diagnosticLimit.apply(to: workspace.analyzed(document).diagnostics(enabledBy: settings))
        workspace.trace(
            "diagnostics for \(document.uri) version \(document.version): \(diagnostics.count) in \(start.duration(to: .now))",
            verbose: diagnostics.map { "\($0.code) at \($0.range)" }.joined(separator: "\n"))
        let converted = diagnostics.map { LSPDiagnostic($0, in: document.positions, text: workspace.text(ofPath:)) }
        return DiagnosticsReport(diagnostics: converted, stale: workspace.takeStaleDiagnostics())
    }

    /// The layout solved on every device: ambiguous views and conflicting constraints, with
    /// the quick diagnostics, the whole set within the limit per document.
    public func slowDiagnostics(for document: DocumentSnapshot) async -> [LSPDiagnostic]? {
        let settings = workspace.settings
        guard settings.layoutEnabled, settings.isEnabled(code: LayoutDiagnostics.ambiguousCode) else { return nil }
        let start = ContinuousClock.now
        let analyzed = workspace.analyzed(document)
        guard let (layouts, holds) = workspace.layoutsAndHolds(document, isCancelled: { Task.isCancelled }), !Task.isCancelled
        else { return nil }
        var layout = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document)
            + LayoutCheck.heldFieldsNote(layouts: layouts, holds: holds, in: analyzed.document)
        if layouts.isEmpty, let note = LayoutCheck.notSolvedNote(document: analyzed.document, tree: workspace.syntaxAndModel(document).tree) {
            layout.append(note)
        }
        layout = layout.filter { settings.isEnabled(code: $0.code) }
        workspace.trace("layout diagnostics for \(document.uri) version \(document.version): \(layout.count) in \(start.duration(to: .now))")
        guard !layout.isEmpty else { return nil }
        let all = settings.diagnosticLimit.apply(to: analyzed.diagnostics(enabledBy: settings) + layout)
        return all.map { LSPDiagnostic($0, in: document.positions, text: workspace.text(ofPath:)) }
    }
}
