import Foundation
import LanguageServerProtocol
import Testing
@testable import ReactantAnalysis
@testable import ReactantLSP
@testable import ProtocolConversion

/// `WorkspaceSnapshot`: what a request reads is the state it was taken in, whatever the
/// workspace applies afterwards, and the work done per version is shared, not repeated.
@Suite struct WorkspaceSnapshotTests {
    private func snapshot(_ path: String, _ text: String, version: Int) -> DocumentSnapshot {
        DocumentSnapshot(uri: FileURI.uri(forPath: path), languageID: "xml", version: version, text: text, encoding: .utf16)
    }

    @Test func aSnapshotAnswersFromTheStateItWasTakenIn() async throws {
        let folder = try Folder(["Main.ui.xml": "<Component type=\"Main\"/>", "Other.ui.xml": "<Component type=\"Other\"/>"])
        defer { folder.remove() }
        let workspace = Workspace(swiftReadBudget: .none)
        _ = await workspace.scan(folders: [folder.path])
        let main = folder.file("Main.ui.xml"), other = folder.file("Other.ui.xml")
        let first = snapshot(main, "<Component type=\"First\"/>", version: 1)
        workspace.documentChanged(first)
        await workspace.recordRun(first)
        let before = workspace.snapshot()

        // An edit, new settings and a file written on disk, all after the snapshot.
        let second = snapshot(main, "<Component type=\"Second\"/>", version: 2)
        workspace.documentChanged(second)
        await workspace.recordRun(second)
        workspace.apply(.settings(ServerSettings(layoutDevice: "iPad")))
        try folder.write("Other.ui.xml", "<Component type=\"Moved\"/>")
        _ = await workspace.diskFilesChanged([(path: other, deleted: false)])

        #expect(Set(before.index.componentTypeNames) == ["First", "Other"])
        #expect(before.settings.layoutDevice == ServerSettings.defaults.layoutDevice)
        #expect(before.text(ofPath: main) == first.text)
        #expect(before.analysisGeneration < workspace.analysisGeneration)
        #expect(await before.prepared(first).facts.components.map(\.typeName) == ["First"])
        #expect(await before.completionWorkspace().componentTypes == ["First", "Other"])

        let after = workspace.snapshot()
        #expect(Set(after.index.componentTypeNames) == ["Second", "Moved"])
        #expect(after.settings.layoutDevice == "iPad")
        #expect(after.text(ofPath: main) == second.text)
        #expect(after.analysisGeneration == workspace.analysisGeneration)
        #expect(await after.completionWorkspace().componentTypes == ["Moved", "Second"])
        #expect(await before.completionWorkspace().componentTypes == ["First", "Other"])  // the newer one kept is not the older snapshot's
    }

    /// Ranges in another file are placed with one line table per snapshot: a closed file is
    /// read once, so a run's locations in it agree even if it is written meanwhile (the next
    /// snapshot reads the new text); an open document's table is its version's own.
    @Test func anotherFilesLineTableIsReadOncePerSnapshot() async throws {
        let folder = try Folder(["Main.ui.xml": "<Component type=\"Main\"/>", "Other.ui.xml": "<Component\n type=\"Other\"/>"])
        defer { folder.remove() }
        let workspace = Workspace(swiftReadBudget: .none)
        _ = await workspace.scan(folders: [folder.path])
        let other = folder.file("Other.ui.xml")
        let taken = workspace.snapshot()
        #expect(taken.lineTable(ofPath: other)?.lineCount == 2)
        try folder.write("Other.ui.xml", "<Component\n\n\n type=\"Other\"/>")
        #expect(taken.lineTable(ofPath: other)?.lineCount == 2)
        #expect(workspace.snapshot().lineTable(ofPath: other)?.lineCount == 4)
        #expect(taken.lineTable(ofPath: folder.file("Unknown.ui.xml")) == nil)

        let main = snapshot(folder.file("Main.ui.xml"), "<Component\n\n/>", version: 1)
        workspace.documentChanged(main)
        #expect(workspace.snapshot().lineTable(ofPath: Workspace.path(of: main.uri))?.lineCount == 3)
    }

    /// A request that arrived before an edit reads its own version: its text, and its facts in
    /// the index navigation reads, not the workspace's newer ones.
    @Test func aRequestsOwnVersionWinsOverALaterEdit() async {
        let workspace = Workspace(swiftReadBudget: .none)
        let first = snapshot("/w/Main.ui.xml", "<Component type=\"First\"/>", version: 1)
        let second = snapshot("/w/Main.ui.xml", "<Component type=\"Second\"/>", version: 2)
        workspace.documentChanged(first)
        workspace.documentChanged(second)
        await workspace.recordRun(second)

        let request = workspace.snapshot(with: [first])
        #expect(request.text(ofPath: "/w/Main.ui.xml") == first.text)
        #expect(request.index.componentTypeNames.sorted() == ["Second"])  // as captured: the workspace's
        #expect(await request.indexWithOpenDocuments.componentTypeNames.sorted() == ["First"])  // the request's version overlaid
        #expect(await request.prepared(first).facts.components.map(\.typeName) == ["First"])
        #expect(request.openDocuments["/w/Main.ui.xml"]?.version == 1)
    }

    /// Snapshots of the same version hold the same `VersionPreparation`, so its stages are
    /// computed once whichever snapshot asks; an older version gets a preparation of its own.
    @Test func snapshotsOfOneVersionShareItsPreparation() async {
        let workspace = Workspace(swiftReadBudget: .none)
        let first = snapshot("/w/Main.ui.xml", "<Component type=\"First\"/>", version: 1)
        workspace.documentChanged(first)
        let one = workspace.snapshot(), two = workspace.snapshot(with: [first])
        #expect(one.preparation(first) === two.preparation(first))
        _ = await one.navigationDocument(first)
        #expect(two.preparation(first).finishedStages.navigationDocument)  // computed through `one`, there for `two`

        let second = snapshot("/w/Main.ui.xml", "<Component type=\"Second\"/>", version: 2)
        workspace.documentChanged(second)
        let three = workspace.snapshot(), late = workspace.snapshot(with: [first])
        #expect(three.preparation(second) !== one.preparation(first))
        #expect(late.preparation(first) !== one.preparation(first))
        #expect(!late.preparation(first).finishedStages.navigationDocument)
        #expect(three.preparation(second) === workspace.snapshot().preparation(second))
    }
}
