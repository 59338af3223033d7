import Support
import XMLSyntax
import ReactantAnalysis
import ReactantLayout

/// One diagnostics run of one document version (a push's quick stage, a push's layout stage,
/// a pull of one document, a file of a workspace pull): it reads everything from the one
/// `WorkspaceSnapshot` taken at its start (settings, the analysis, the layouts, other files'
/// texts), so an edit or a settings change applied meanwhile never mixes into its result.
///
/// Reading writes nothing back into the workspace. The version's facts enter it before the run
/// starts, through a host call of their own (`Workspace.readFacts`, which returns what they
/// made stale), so the snapshot holds them; the analysis the run made is handed back after
/// (`Workspace.keepAnalysis`), ignored if the workspace has moved past the snapshot. The
/// analysis is made at most once per run, so a pull's quick and layout stages share it; the
/// tree, model and prepared document come from the snapshot's `VersionPreparation` of the
/// version, made once (a closed file's too: the snapshot is taken with its text).
final class DiagnosticsRun: Sendable {
    let document: DocumentSnapshot
    let snapshot: WorkspaceSnapshot
    /// The version in the snapshot: the workspace's entry of an open document at that version,
    /// else one made here (a closed file, a version the workspace moved past), once for the run.
    let entry: WorkspaceSnapshot.OpenDocument
    /// The analysis, started by the first stage that asks and awaited by any other: a task,
    /// since making it awaits the version's preparation and the participants side by side.
    /// A run belongs to one task (the pipeline's, a pull's): when that task is cancelled, so is
    /// this one, and it stops at the next participant (nil).
    private let analysis = LockedValue<Task<AnalyzedDocument?, Never>?>(nil)
    /// The analyses this run made (the snapshot did not hold one), the last one kept: what the
    /// host may keep, and how many (one at most: a probe for tests).
    private let made = LockedValue<(count: Int, last: AnalyzedDocument?)>((0, nil))

    init(document: DocumentSnapshot, snapshot: WorkspaceSnapshot) {
        self.document = document
        self.snapshot = snapshot
        self.entry = snapshot.entry(document)
    }

    /// The settings in effect when the run started.
    var settings: ServerSettings { snapshot.settings }

    /// The version analyzed against the snapshot's index: the workspace's analysis when it
    /// held one for the snapshot's generation, else made here, once. Nil when the run was
    /// cancelled before its analysis was done: nobody reads its result, and an analysis cut
    /// short is never handed back to the workspace.
    var analyzed: AnalyzedDocument? {
        get async {
            if let kept = entry.analyzed { return kept }
            if Task.isCancelled { return nil }
            let (snapshot, entry, made) = (snapshot, entry, made)
            let task = analysis.withLock { running in
                if let running { return running }
                let started = Task {
                    guard let analyzed = await snapshot.analyzedUnlessCancelled(entry) else { return nil as AnalyzedDocument? }
                    made.withLock { $0 = ($0.count + 1, analyzed) }
                    return analyzed
                }
                running = started
                return started
            }
            // The analysis is a task of its own (unstructured, shared by the stages): the
            // run's cancellation reaches it only through this handler.
            return await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        }
    }

    /// The analysis this run made, if it made one (for `Workspace.keepAnalysis`).
    var analysisMade: AnalyzedDocument? { made.value.last }

    /// How many analyses this run made: 0 when the workspace held one, else 1, whatever the stages.
    var analysesMade: Int { made.value.count }

    /// The version's prepared document (shared by every reader of the version in the snapshot).
    var prepared: PreparedDocument {
        get async { await entry.preparation.preparedDocument }
    }

    /// The version's syntax tree.
    var syntaxTree: XMLSyntaxTree {
        get async { await entry.preparation.syntaxTree }
    }

    /// The version laid out on every device with the snapshot's styles and Swift files, with
    /// the views held; nil when cancelled part way.
    func layoutsAndHolds(isCancelled: () -> Bool) async -> (layouts: [ComponentLayout], holds: FieldLayoutHolds)? {
        await snapshot.layoutsAndHolds(entry.preparation, isCancelled: isCancelled)
    }

    /// A file's text at the snapshot, for the positions of related locations in it.
    func lineTable(ofPath path: String) -> LineTable? { snapshot.lineTable(ofPath: path) }
}
