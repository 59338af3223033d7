import Foundation
import LanguageServerProtocol
import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP
@testable import ProtocolConversion

/// `DiagnosticsRun`: a diagnostics run reads one snapshot taken at its start; the workspace
/// reads a version's facts only through `readFacts` and keeps a run's analysis only through
/// `keepAnalysis`, and only if it has not moved past the run's snapshot.
@Suite struct DiagnosticsRunTests {
    private func snapshot(_ path: String, _ text: String, version: Int) -> DocumentSnapshot {
        DocumentSnapshot(uri: FileURI.uri(forPath: path), languageID: "xml", version: version, text: text, encoding: .utf16)
    }

    /// A run taken before an edit, another file and new settings computes from the state it
    /// was taken in. What it hands back is ignored (its version is no longer the latest), and
    /// the pipeline drops its result as outdated (`DiagnosticsRunPipelineTests`).
    @Test func aRunTakenBeforeChangesAnswersFromItsSnapshotAndWhatItHandsBackIsIgnored() async {
        let workspace = Workspace(swiftReadBudget: .none)
        let source = WorkspaceDiagnosticsSource(workspace: workspace)
        let first = snapshot("/w/Main.ui.xml", "<Component type=\"First\"><Component type=\"Card\"/></Component>", version: 1)
        workspace.documentChanged(first)
        #expect(await workspace.readFacts(of: first) == .none)
        let run = workspace.diagnosticsRun(for: first)

        let card = snapshot("/w/Card.ui.xml", "<Component type=\"Card\"/>", version: 1)
        workspace.documentChanged(card)
        await workspace.recordRun(card)
        var settings = ServerSettings.defaults
        settings.disabledDiagnostics = [.references]
        #expect(workspace.apply(.settings(settings)) == .all)
        let second = snapshot("/w/Main.ui.xml", "<Component type=\"Second\"><Component type=\"Card\"/></Component>", version: 2)
        workspace.documentChanged(second)

        // The run's snapshot: no Card yet, every category shown.
        #expect(run.settings == ServerSettings.defaults)
        #expect(await source.quickDiagnostics(of: run).map(\.code) == ["ref.unknown-component"])
        #expect(run.analysesMade == 1)
        workspace.keepAnalysis(of: run)
        #expect(workspace.snapshot().entry(second).analyzed == nil)
        #expect(await workspace.readFacts(of: first) == .none)
        #expect(Set(workspace.index.componentTypeNames) == ["Card", "First"])  // version 2's not read yet
        // A run of version 2: Card declared, references hidden.
        #expect(await workspace.readFacts(of: second) == .none)
        #expect(Set(workspace.index.componentTypeNames) == ["Card", "Second"])
        let now = workspace.diagnosticsRun(for: second)
        let nowAnalyzed = await now.analyzed
        let nowQuick = await source.quickDiagnostics(of: now)
        #expect(nowAnalyzed?.diagnostics.isEmpty == true && nowQuick.isEmpty)
        workspace.keepAnalysis(of: now)
        #expect(workspace.snapshot().entry(second).analyzed != nil)
    }

    /// The host keeps a run's analysis only for the state the run read: after another file
    /// changed, it is not kept.
    @Test func anAnalysisIsKeptOnlyIfTheWorkspaceHasNotMovedPastTheRun() async {
        let workspace = Workspace(swiftReadBudget: .none)
        let main = snapshot("/w/Main.ui.xml", "<Component type=\"Main\"><Component type=\"Card\"/></Component>", version: 1)
        workspace.documentChanged(main)
        #expect(await workspace.readFacts(of: main) == .none)
        let kept = workspace.diagnosticsRun(for: main)
        _ = await kept.analyzed
        workspace.keepAnalysis(of: kept)
        #expect(workspace.snapshot().entry(main).analyzed != nil)
        let next = workspace.diagnosticsRun(for: main)
        #expect(await next.analyzed?.diagnostics.map(\.code) == ["ref.unknown-component"])
        #expect(next.analysesMade == 0)  // the kept analysis, not made again

        let edited = snapshot("/w/Main.ui.xml", "<Component type=\"Screen\"><Component type=\"Card\"/></Component>", version: 2)
        workspace.documentChanged(edited)
        #expect(await workspace.readFacts(of: edited) == .none)
        let late = workspace.diagnosticsRun(for: edited)
        _ = await late.analyzed
        let card = snapshot("/w/Card.ui.xml", "<Component type=\"Card\"/>", version: 1)
        workspace.documentChanged(card)
        #expect(await workspace.readFacts(of: card) == .documents([edited.uri]))  // Screen uses Card
        #expect(await workspace.readFacts(of: card) == .none)  // once per version
        workspace.keepAnalysis(of: late)
        #expect(Set(workspace.index.componentTypeNames) == ["Card", "Screen"])
        #expect(workspace.snapshot().entry(edited).analyzed == nil)
        #expect(await workspace.diagnosticsRun(for: edited).analyzed?.diagnostics.isEmpty == true)  // Card is known now
    }

    /// A pull of a closed file reads it once: one analysis for both stages, and the layout and
    /// the not-solved note on the run's own preparation, not a tree parsed again. The
    /// workspace keeps nothing of it: it holds the file's facts from disk.
    @Test func aPulledClosedFileIsAnalysedAndParsedOnce() async throws {
        let screenText = """
            <Component type="Screen" rootView="true">
              <StackView axis="vertical" layout:edges="super">
                <View layout:height="100"/>
                <View layout:height="200"/>
              </StackView>
            </Component>
            """
        let folder = try Folder(["Screen.ui.xml": screenText])
        defer { folder.remove() }
        let workspace = Workspace(swiftReadBudget: .none)
        _ = await workspace.scan(folders: [folder.path])
        let source = WorkspaceDiagnosticsSource(workspace: workspace)
        let closed = snapshot(folder.file("Screen.ui.xml"), screenText, version: 0)
        #expect(await workspace.readFacts(of: closed) == .none)
        let run = workspace.diagnosticsRun(for: closed)
        let items = await source.pulledDiagnostics(of: run)
        #expect(items.map(\.code) == ["layout.conflict"])
        #expect(run.analysesMade == 1)
        #expect(run.entry.preparation.finishedStages.deviceLayouts)
        #expect(workspace.snapshot().documents[folder.file("Screen.ui.xml")] == nil)
    }
}

/// The product's diagnostics source with a gate between a run's snapshot and what it
/// computes from it, so a test can change the workspace in between; each version it has
/// recorded goes to `finished`.
struct GatedWorkspaceDiagnostics: DiagnosticsSource {
    let workspace: Workspace
    let gate: Gate
    var finished = EventLog<Int>()

    func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport {
        let stale = await workspace.readFacts(of: document)
        let run = workspace.diagnosticsRun(for: document)
        await gate.wait(for: document.version)
        let diagnostics = await WorkspaceDiagnosticsSource(workspace: workspace).quickDiagnostics(of: run)
        workspace.keepAnalysis(of: run)
        finished.record(document.version)
        return DiagnosticsReport(diagnostics: diagnostics, stale: stale)
    }
}

/// Runs through the pipeline whose snapshot was taken before a change: after an edit the
/// result is dropped as outdated; after new settings alone it is published from the old
/// state, and the settings' stale set publishes the new one next.
@Suite(.hangGuard) struct DiagnosticsRunPipelineTests {
    private let uri = FileURI.uri(forPath: "/w/Main.ui.xml")

    private func snapshot(_ text: String, version: Int) -> DocumentSnapshot {
        DocumentSnapshot(uri: uri, languageID: "xml", version: version, text: text, encoding: .utf16)
    }

    private func change(_ workspace: Workspace, _ pipeline: DiagnosticsPipeline, _ document: DocumentSnapshot) async {
        workspace.documentChanged(document)  // the host first, as the server does
        await pipeline.documentChanged(document)
    }

    @Test func aRunTakenBeforeNewSettingsIsPublishedFromTheOldStateThenAgain() async throws {
        let workspace = Workspace(swiftReadBudget: .none)
        let gate = Gate(holding: [1])
        let published = EventLog<PublishDiagnosticsNotification>()
        let pipeline = DiagnosticsPipeline(
            source: GatedWorkspaceDiagnostics(workspace: workspace, gate: gate), debounce: .milliseconds(1)
        ) { published.record($0) }
        await change(workspace, pipeline, snapshot("<Component type=\"Main\"><Component type=\"Card\"/></Component>", version: 1))
        await gate.arrived.first(1)  // the run's snapshot is taken
        var settings = ServerSettings.defaults
        settings.disabledDiagnostics = [.references]
        let stale = workspace.apply(.settings(settings))
        await gate.release(1)
        let first = try #require(await published.first(1).first)
        #expect(first.version == 1 && first.diagnostics.map(\.code) == ["ref.unknown-component"])
        await pipeline.refresh(stale)
        let second = try #require(await published.first(2).last)
        #expect(second.version == 1 && second.diagnostics.isEmpty)
    }

    @Test func aRunTakenBeforeAnEditIsDroppedAndKeepsNothing() async throws {
        let workspace = Workspace(swiftReadBudget: .none)
        let gate = Gate(holding: [1])
        let published = EventLog<PublishDiagnosticsNotification>()
        let source = GatedWorkspaceDiagnostics(workspace: workspace, gate: gate)
        let pipeline = DiagnosticsPipeline(source: source, debounce: .milliseconds(1)) { published.record($0) }
        await change(workspace, pipeline, snapshot("<Component type=\"First\"><Component type=\"Card\"/></Component>", version: 1))
        await gate.arrived.first(1)
        await change(workspace, pipeline, snapshot("<Component type=\"Second\"/>", version: 2))
        let first = try #require(await published.first(1).first)
        #expect(first.version == 2 && first.diagnostics.isEmpty)
        await gate.release(1)
        await source.finished.first { $0 == 1 }  // version 1's run is over, recorded
        await pipeline.refresh(.all)  // anything version 1 published would come before this
        #expect(await published.first(2).map(\.version) == [2, 2])
        #expect(Set(workspace.index.componentTypeNames) == ["Second"])
        #expect(workspace.snapshot().entry(snapshot("<Component type=\"Second\"/>", version: 2)).analyzed != nil)  // version 1's run kept nothing over it
    }
}
