import LanguageServerProtocol

@testable import ReactantLSP
@testable import ReactantAnalysis

/// What the tests ask a `Workspace` the way the server does: through a diagnostics run of one
/// version, recorded (as the quick stage records it), or a snapshot.
extension Workspace {
    /// A diagnostics run of `document`'s version, recorded: its facts enter the index if it is
    /// the latest version; returns what they made stale.
    @discardableResult
    func recordRun(_ document: DocumentSnapshot) -> StaleDiagnostics {
        let run = diagnosticsRun(for: document)
        _ = run.analyzed
        return record(run)
    }

    /// `document`'s version analyzed by a recorded diagnostics run.
    func analyzed(_ document: DocumentSnapshot) -> AnalyzedDocument {
        let run = diagnosticsRun(for: document)
        let analyzed = run.analyzed
        _ = record(run)
        return analyzed
    }

    /// `document`'s version laid out on every device, as the layout stage reads it.
    func layoutsAndHolds(_ document: DocumentSnapshot, isCancelled: () -> Bool) -> (layouts: [ComponentLayout], holds: FieldLayoutHolds)? {
        diagnosticsRun(for: document).layoutsAndHolds(isCancelled: isCancelled)
    }

    /// What completion offers from the other files, as a request's snapshot sees it.
    func completionWorkspace() -> CompletionWorkspace { snapshot().completionWorkspace() }
}
