import XMLSyntax
import LanguageServerProtocol
import ProtocolConversion
import Support
import ReactantAnalysis
import ReactantLayout

/// The server's diagnostics: each document version analyzed against the workspace with every
/// check of `DocumentAnalyzer.standard`, filtered by the user's settings when published.
///
/// Each stage is one `DiagnosticsRun`: it takes one `WorkspaceSnapshot` at its start and reads
/// only from it (settings, analysis, layouts, other files' texts). The quick stage first has
/// the workspace read the version's facts (`Workspace.readFacts`, which says what they made
/// stale), so the snapshot holds them; each stage hands the analysis it made back
/// (`Workspace.keepAnalysis`). The workspace hears of open documents from the server
/// (`LanguageServer.Configuration.documentHost`), before the pipeline asks anything.
public struct WorkspaceDiagnosticsSource: DiagnosticsSource {
    let workspace: Workspace

    public init(workspace: Workspace) { self.workspace = workspace }

    public func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport {
        // An application description: its own diagnostics; what it declares may stale the rest.
        if let (found, stale) = workspace.descriptionDiagnostics(of: document) {
            let shown = workspace.settings.diagnosticLimit.apply(to: found)
            return DiagnosticsReport(diagnostics: shown.map { LSPDiagnostic($0, in: document.positions) }, stale: stale)
        }
        let stale = await workspace.readFacts(of: document)
        let run = workspace.diagnosticsRun(for: document)
        let diagnostics = await quickDiagnostics(of: run)
        workspace.keepAnalysis(of: run)
        return DiagnosticsReport(diagnostics: diagnostics, stale: stale)
    }

    /// The layout solved on every device: ambiguous views and conflicting constraints, with
    /// the quick diagnostics, the whole set within the limit per document.
    public func slowDiagnostics(for document: DocumentSnapshot) async -> [LSPDiagnostic]? {
        let run = workspace.diagnosticsRun(for: document)
        let diagnostics = await layoutDiagnostics(of: run)
        // The quick stage read the version's facts; this one made an analysis only if another
        // file changed meanwhile.
        workspace.keepAnalysis(of: run)
        return diagnostics
    }

    /// A pull: the quick and the layout diagnostics of one version together, from one run (a
    /// closed file is read, analysed and laid out once). The caller has the workspace read an
    /// open version's facts first (`Workspace.readFacts`), before the run's snapshot.
    func pulledDiagnostics(of run: DiagnosticsRun) async -> [LSPDiagnostic] {
        defer { workspace.keepAnalysis(of: run) }
        let quick = await quickDiagnostics(of: run)
        guard !Task.isCancelled else { return quick }
        return await layoutDiagnostics(of: run) ?? quick
    }

    func quickDiagnostics(of run: DiagnosticsRun) async -> [LSPDiagnostic] {
        let start = ContinuousClock.now
        let document = run.document
        let settings = run.settings
        // A run cancelled part way has no analysis; nobody reads its result.
        guard let analyzed = await run.analyzed else { return [] }
        let diagnostics = settings.diagnosticLimit.apply(to: analyzed.diagnostics(enabledBy: settings))
        workspace.trace(
            "diagnostics for \(document.uri) version \(document.version): \(diagnostics.count) in \(start.duration(to: .now))",
            verbose: diagnostics.map { "\($0.code) at \($0.range)" }.joined(separator: "\n"))
        return diagnostics.map { LSPDiagnostic($0, in: document.positions, lineTable: run.lineTable(ofPath:)) }
    }

    /// The whole set with the layout's findings; nil when the layout adds none (or is off, or
    /// was cancelled).
    private func layoutDiagnostics(of run: DiagnosticsRun) async -> [LSPDiagnostic]? {
        let settings = run.settings
        guard settings.layoutEnabled, settings.isEnabled(code: LayoutDiagnostics.ambiguousCode) else { return nil }
        let start = ContinuousClock.now
        let document = run.document
        guard let analyzed = await run.analyzed,
            let (layouts, holds) = await run.layoutsAndHolds(isCancelled: { Task.isCancelled }), !Task.isCancelled
        else { return nil }
        var layout = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document)
            + LayoutCheck.heldFieldsNote(layouts: layouts, holds: holds, in: analyzed.document)
        if layouts.isEmpty,
           let note = LayoutCheck.notSolvedNote(document: analyzed.document, tree: await run.syntaxTree, values: run.snapshot.layoutValues) {
            layout.append(note)
        }
        layout = layout.filter { settings.isEnabled(code: $0.code) }
        workspace.trace("layout diagnostics for \(document.uri) version \(document.version): \(layout.count) in \(start.duration(to: .now))")
        guard !layout.isEmpty else { return nil }
        let all = settings.diagnosticLimit.apply(to: analyzed.diagnostics(enabledBy: settings) + layout)
        return all.map { LSPDiagnostic($0, in: document.positions, lineTable: run.lineTable(ofPath:)) }
    }
}
