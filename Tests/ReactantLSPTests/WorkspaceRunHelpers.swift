import LanguageServerProtocol
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantLSP

/// What the tests ask a `Workspace` the way the server does: through a diagnostics run of one
/// version, as the quick stage makes it, or a snapshot.
extension Workspace {
    /// What the quick stage does for `document`'s version: its facts read into the index (if it
    /// is the latest version), a run on a snapshot, its analysis kept. Returns what the facts
    /// made stale, and the analysis.
    @discardableResult
    func recordRun(_ document: DocumentSnapshot) async -> StaleDiagnostics { await quickStage(document).stale }

    /// `document`'s version analyzed as the quick stage analyses it.
    func analyzed(_ document: DocumentSnapshot) async -> AnalyzedDocument { await quickStage(document).analyzed }

    private func quickStage(_ document: DocumentSnapshot) async -> (stale: StaleDiagnostics, analyzed: AnalyzedDocument) {
        let stale = await readFacts(of: document)
        let run = diagnosticsRun(for: document)
        let analyzed = await run.analyzed!
        keepAnalysis(of: run)
        return (stale, analyzed)
    }

    /// `document`'s version laid out on every device, as the layout stage reads it.
    func layoutsAndHolds(_ document: DocumentSnapshot, isCancelled: () -> Bool) async -> (layouts: [ComponentLayout], holds: FieldLayoutHolds)? {
        await diagnosticsRun(for: document).layoutsAndHolds(isCancelled: isCancelled)
    }

    /// What completion offers from the other files, as a request's snapshot sees it.
    func completionWorkspace() async -> CompletionWorkspace { await snapshot().completionWorkspace() }
}
