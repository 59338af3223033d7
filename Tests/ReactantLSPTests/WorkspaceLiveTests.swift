import Foundation
import LanguageServerProtocol
import Support
import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantLSP
@testable import ProtocolConversion

/// Collects progress reports.
final class RefreshLog: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [[DocumentURI]?] = []
    var all: [[DocumentURI]?] { lock.withLock { requests } }
    func append(_ uris: [DocumentURI]?) { lock.withLock { requests.append(uris) } }
}

/// A scratch folder for files on disk, removed by `remove()` or when the folder goes away,
/// whichever comes first (a test that fails part way removes it too).
final class Folder: Sendable {
    let path: String

    init(_ files: [String: String]) throws {
        path = ScratchDirectory.url("workspace-tests").path
        for (name, text) in files { try write(name, text) }
    }

    deinit { remove() }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func file(_ name: String) -> String { path + "/" + name }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct WorkspaceLiveTests {
    private func snapshot(_ path: String, _ text: String, version: Int) -> DocumentSnapshot {
        DocumentSnapshot(uri: FileURI.uri(forPath: path), languageID: "xml", version: version, text: text, encoding: .utf16)
    }

    @Test func scanFindsOnlyReactantFilesOutsideHiddenFolders() async throws {
        let folder = try Folder([
            "A.ui.xml": "<Component type=\"A\"/>", "Nested/B.ui.xml": "<Component type=\"B\"/>",
            "Common.styles.xml": "<styleGroup name=\"common\"><LabelStyle name=\"title\"/></styleGroup>",
            ".build/C.ui.xml": "<Component type=\"C\"/>", "notes.xml": "<Component type=\"D\"/>",
        ])
        defer { folder.remove() }
        let workspace = Workspace()
        let progress = RefreshLog()
        let summary = await workspace.scan(folders: [folder.path], parallelism: 2) { done, total in progress.append(["\(done)/\(total)"]) }
        #expect(summary.files == 3)
        #expect(Set(workspace.index.componentTypeNames) == ["A", "B"])
        #expect(workspace.documentURIs == [folder.file("A.ui.xml"), folder.file("Common.styles.xml"), folder.file("Nested/B.ui.xml")].map(FileURI.uri(forPath:)))
        #expect(progress.all.last == ["3/3"])
        #expect(summary.stale == .all)  // Everything once, at the end.
        let completion = await workspace.completionWorkspace()
        #expect(completion.componentTypes == ["A", "B"])
        #expect(completion.styles == [.init(name: "title", elementKind: "Label", group: "common")])
    }

    /// What completion offers from other files is built again when a component type, a style
    /// group or a Swift file changes, not whenever a keystroke changes a document's facts.
    @Test func completionsViewOfTheWorkspaceFollowsTypesAndGroupsOnly() async throws {
        let folder = try Folder([
            "Main.ui.xml": "<Component type=\"Main\"><Label field=\"a\"/></Component>",
            "Common.styles.xml": "<styleGroup name=\"common\"><LabelStyle name=\"title\"/></styleGroup>",
        ])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        #expect(await workspace.completionWorkspace().componentTypes == ["Main"])
        let counters = { workspace.reading { ($0.generation, $0.completionGeneration) } }
        let before = counters()

        // The root's type moves: the facts (their ranges) change, the names do not.
        let moved = snapshot(folder.file("Main.ui.xml"), "<Component backgroundColor=\"red\" type=\"Main\"><Label field=\"a\"/></Component>", version: 1)
        workspace.documentChanged(moved)
        await workspace.recordRun(moved)
        #expect(counters().0 > before.0, "the facts changed")
        #expect(counters().1 == before.1, "completion's view is kept")
        #expect(await workspace.completionWorkspace().componentTypes == ["Main"])

        let renamed = snapshot(folder.file("Main.ui.xml"), "<Component type=\"Screen\"><Label field=\"a\"/></Component>", version: 2)
        workspace.documentChanged(renamed)
        await workspace.recordRun(renamed)
        #expect(await workspace.completionWorkspace().componentTypes == ["Screen"])

        let group = snapshot(folder.file("Common.styles.xml"), "<styleGroup name=\"common\"><LabelStyle name=\"body\"/></styleGroup>", version: 1)
        workspace.documentChanged(group)
        #expect(await workspace.completionWorkspace().styles == [.init(name: "body", elementKind: "Label", group: "common")])
    }

    @Test func openTextWinsAndClosingFallsBackToDisk() async throws {
        let folder = try Folder(["Card.ui.xml": "<Component type=\"Card\"/>", "Main.ui.xml": "<Component><Component type=\"Card\"/></Component>"])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        let main = snapshot(folder.file("Main.ui.xml"), "<Component><Component type=\"Card\"/></Component>", version: 1)
        workspace.documentChanged(main)
        #expect(await workspace.analyzed(main).diagnostics.isEmpty)

        let card = snapshot(folder.file("Card.ui.xml"), "<Component type=\"Badge\"/>", version: 2)
        workspace.documentChanged(card)
        #expect(Set(workspace.index.componentTypeNames) == ["Card", "Main"])  // Not prepared yet.
        #expect(await workspace.recordRun(card) == .documents([main.uri]))  // Main uses Card.
        #expect(Set(workspace.index.componentTypeNames) == ["Badge", "Main"])
        #expect(await workspace.recordRun(card) == .none)  // Recorded once per version.
        #expect(await workspace.analyzed(main).diagnostics.map(\.code) == ["ref.unknown-component"])

        #expect(workspace.documentClosed(card.uri) == .documents([main.uri]))
        #expect(Set(workspace.index.componentTypeNames) == ["Card", "Main"])
        #expect(await workspace.analyzed(main).diagnostics.isEmpty)
        #expect(workspace.snapshot().text(ofPath: folder.file("Card.ui.xml")) == "<Component type=\"Card\"/>")
    }

    /// The open screen's layout reads a style group of another file: editing the group stales
    /// the screen, and its layout is solved again with the group's new styles.
    @Test func editingAStyleGroupLaysTheScreensUsingItOutAgain() async throws {
        let screenText = """
            <Component rootView="true">
              <StackView style=":common:row" layout:edges="super">
                <View layout:height="100"/>
                <View layout:height="200"/>
              </StackView>
            </Component>
            """
        let groupText = #"<styleGroup name="common"><StackViewStyle name="row" axis="vertical"/></styleGroup>"#
        let folder = try Folder(["Screen.ui.xml": screenText, "Common.styles.xml": groupText])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        let screen = snapshot(folder.file("Screen.ui.xml"), screenText, version: 1)
        workspace.documentChanged(screen)
        _ = await workspace.analyzed(screen)
        // Vertical: 100 + 200 against the screen's height contradicts.
        let vertical = try #require(await workspace.layoutsAndHolds(screen, isCancelled: { false })?.layouts)
        #expect(await LayoutDiagnostics.diagnostics(for: vertical, in: workspace.analyzed(screen).document).map(\.code) == ["layout.conflict"])

        let group = snapshot(folder.file("Common.styles.xml"), groupText.replacingOccurrences(of: "vertical", with: "horizontal"), version: 1)
        workspace.documentChanged(group)
        #expect(await workspace.recordRun(group) == .documents([screen.uri]))
        // Horizontal: each view's height is the stack's; 100 and 200 both contradict it.
        let horizontal = try #require(await workspace.layoutsAndHolds(screen, isCancelled: { false })?.layouts)
        #expect(await LayoutDiagnostics.diagnostics(for: horizontal, in: workspace.analyzed(screen).document).map(\.code)
            == ["layout.conflict", "layout.conflict"])
    }

    @Test func anOutdatedVersionNeverEntersTheIndex() async {
        let workspace = Workspace()
        let old = snapshot("/w/Card.ui.xml", "<Component type=\"Old\"/>", version: 1)
        let new = snapshot("/w/Card.ui.xml", "<Component type=\"New\"/>", version: 2)
        workspace.documentChanged(old)
        workspace.documentChanged(new)
        await workspace.recordRun(old)  // A request still holding version 1.
        #expect(workspace.index.componentTypeNames.isEmpty)
        await workspace.recordRun(new)
        #expect(Set(workspace.index.componentTypeNames) == ["New"])
    }

    @Test func aLateDiskReadLosesToANewerOne() throws {
        let workspace = Workspace()
        let first = workspace.startDiskRead(), second = workspace.startDiskRead()
        func read(_ type: String, _ ticket: DiskReadTicket) -> WorkspaceChange {
            .fileRead(DiskRead(path: "/w/A.ui.xml", contents: DocumentFacts(text: "<Component type=\"\(type)\"/>", path: "/w/A.ui.xml"), ticket: ticket))
        }
        workspace.apply(read("New", second))
        workspace.apply(read("Old", first))
        #expect(Set(workspace.index.componentTypeNames) == ["New"])
    }

    @Test func diskChangesUpdateTheIndexAndADeletedFolderForgetsItsFiles() async throws {
        let folder = try Folder(["Views/Card.ui.xml": "<Component type=\"Card\"/>"])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        let main = snapshot(folder.file("Main.ui.xml"), "<Component><Component type=\"Card\"/></Component>", version: 1)
        workspace.documentChanged(main)
        await workspace.recordRun(main)

        try folder.write("Views/Card.ui.xml", "<Component type=\"Badge\"/>")
        #expect(await workspace.diskFilesChanged([(folder.file("Views/Card.ui.xml"), false)]) == .documents([main.uri]))
        #expect(Set(workspace.index.componentTypeNames) == ["Badge", "Main"])

        try FileManager.default.removeItem(atPath: folder.file("Views"))
        _ = await workspace.diskFilesChanged([(folder.file("Views"), true)])
        #expect(Set(workspace.index.componentTypeNames) == ["Main"])
        #expect(workspace.documentURIs == [main.uri])
    }

    @Test func changingWhichCategoriesShowRefreshesWithoutReanalyzing() {
        let workspace = Workspace()
        var settings = ServerSettings.defaults
        settings.disabledDiagnostics = [.xml]
        #expect(workspace.apply(.settings(settings)) == .all)
        // Other directories of schemas: the settings feature loads them and applies the schema.
        settings.schemaDirectories = ["extra"]
        #expect(workspace.apply(.settings(settings)) == .none)
    }
}

/// Records the versions the server tells it of as the document host and checks, when asked
/// for diagnostics, that it was told of the version first: the order the workspace relies on.
final class OrderProbe: @unchecked Sendable, OpenDocumentHost, DiagnosticsSource {
    private let lock = NSLock()
    private var seen: [Int] = []
    private var asked: [(version: Int, seenFirst: Bool)] = []
    var questions: [(version: Int, seenFirst: Bool)] { lock.withLock { asked } }

    func documentChanged(_ snapshot: DocumentSnapshot) {
        lock.withLock { seen.append(snapshot.version) }
    }

    func documentClosed(_ uri: DocumentURI) -> StaleDiagnostics { .none }

    func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport {
        lock.withLock { asked.append((document.version, seen.contains(document.version))) }
        return DiagnosticsReport(diagnostics: [])
    }
}

@Suite(.hangGuard) struct WorkspaceServerOrderTests {
    @Test func theHostIsToldOfAnEditBeforeTheSourceIsAsked() async throws {
        let probe = OrderProbe()
        let server = InProcessServer(configuration: .init(documentHost: probe, diagnosticsSource: probe, quietPeriods: .init(diagnostics: .zero)))
        _ = try await server.start()
        let uri = "file:///w/a.ui.xml"
        server.client.sendNotification(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: 1, text: "")))
        for version in 2...20 {
            server.client.sendNotification(DidChangeTextDocumentNotification(textDocument: .init(uri: uri, version: version), contentChanges: [.init(text: "\(version)")]))
        }
        _ = try await server.next(PublishDiagnosticsNotification.self) { $0.version == 20 }
        #expect(!probe.questions.isEmpty)
        #expect(probe.questions.allSatisfy { $0.seenFirst })
        #expect(await server.stop() == 0)
    }
}
