import LanguageServerProtocol
@testable import ReactantAnalysis
@testable import ReactantLSP
@testable import ProtocolConversion
import Support
import Testing

/// A diagnostics run's analysis is a task of its own, shared by the run's stages; cancelling
/// the run (the pipeline cancels it when a newer version comes) cancels the analysis, which
/// stops and hands nothing back to the workspace. No test waits for a clock: each cancels at
/// a point it controls.
@Suite struct DiagnosticsRunCancellationTests {
    private static let text = "<Component type=\"Main\"><Component type=\"Card\"/></Component>"

    private func document(version: Int = 1) -> DocumentSnapshot {
        DocumentSnapshot(uri: FileURI.uri(forPath: "/w/Main.ui.xml"), languageID: "xml", version: version, text: Self.text, encoding: .utf16)
    }

    /// A run whose task is cancelled before it asks starts no analysis and keeps none.
    @Test func aCancelledRunMakesNoAnalysis() async {
        let workspace = Workspace(swiftReadBudget: .none)
        let main = document()
        workspace.documentChanged(main)
        #expect(await workspace.readFacts(of: main) == .none)
        let run = workspace.diagnosticsRun(for: main)
        let source = WorkspaceDiagnosticsSource(workspace: workspace)
        let (never, _) = AsyncStream.makeStream(of: Void.self)
        let stage = Task {
            for await _ in never {}  // Ends when the task is cancelled.
            return (await run.analyzed, await source.quickDiagnostics(of: run))
        }
        stage.cancel()
        let (analyzed, quick) = await stage.value
        #expect(analyzed == nil)
        #expect(quick.isEmpty)
        #expect(run.analysesMade == 0)
        workspace.keepAnalysis(of: run)
        #expect(workspace.snapshot().entry(main).analyzed == nil)

        // The same version in a run nobody cancels.
        let next = workspace.diagnosticsRun(for: main)
        #expect(await next.analyzed?.diagnostics.map(\.code) == ["ref.unknown-component"])
        #expect(next.analysesMade == 1)
    }

    /// Cancelling the run while its analysis runs reaches the analysis's own task: a
    /// participant that cancels the run sees its own task cancelled, and the run ends without
    /// an analysis.
    @Test func cancellingTheRunCancelsItsAnalysis() async {
        let stage = LockedValue<Task<AnalyzedDocument?, Never>?>(nil)
        let participant = CancellingParticipant(stage: stage)
        let snapshot = WorkspaceSnapshot(
            index: WorkspaceIndex([]), settings: .defaults, analysisGeneration: 0, documents: [:], disk: [:], uris: [:],
            completionGeneration: 0, completionMemo: CompletionWorkspaceMemo(), schemaOverride: nil,
            analyzer: DocumentAnalyzer(participants: [participant]), layoutValues: LayoutValueAnalyses())
        let run = DiagnosticsRun(document: document(), snapshot: snapshot)
        let (start, starting) = AsyncStream.makeStream(of: Void.self)
        let task = Task {
            for await _ in start { break }  // Until the task is known to the participant.
            return await run.analyzed
        }
        stage.value = task
        starting.yield()
        #expect(await task.value == nil)
        #expect(participant.sawItsTaskCancelled.value == true)
        #expect(run.analysesMade == 0)
        #expect(run.analysisMade == nil)
    }
}

/// Cancels the run's task from inside the analysis, then notes whether its own task (a child
/// of the analysis's task) was cancelled with it.
private struct CancellingParticipant: AnalysisParticipant {
    let stage: LockedValue<Task<AnalyzedDocument?, Never>?>
    let sawItsTaskCancelled = LockedValue<Bool?>(nil)

    func findings(in context: AnalysisContext) -> [Finding] {
        stage.value?.cancel()
        sawItsTaskCancelled.value = Task.isCancelled
        return []
    }
}
