import Foundation
import LanguageServerProtocol
import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP
@testable import ProtocolConversion

@Suite struct WorkspaceFolderTests {
    private func snapshot(_ path: String, _ text: String, version: Int = 1) -> DocumentSnapshot {
        DocumentSnapshot(uri: FileURI.uri(forPath: path), languageID: "xml", version: version, text: text, encoding: .utf16)
    }

    private static let usesCard = "<Component><Component type=\"Card\"/></Component>"

    // MARK: Which files a folder holds

    @Test(arguments: [
        ("/p", "/p/A.ui.xml", true),
        ("/p", "/p/deep/er/A.ui.xml", true),
        ("/p/", "/p/A.ui.xml", true),
        ("/p/a/../b", "/p/b/A.ui.xml", true),
        ("/p/a", "/p/ab/A.ui.xml", false),  // A sibling sharing the prefix.
        ("/p", "/p/.build/A.ui.xml", false),  // Hidden entries are not scanned.
        ("/p/.hidden", "/p/.hidden/A.ui.xml", true),  // Unless the folder itself is the hidden one.
        ("/p", "/q/A.ui.xml", false),
        ("/", "/A.ui.xml", true),
    ])
    func aFolderHoldsTheFilesItsScanFinds(folder: String, path: String, held: Bool) {
        #expect(WorkspaceFolders([folder]).contains(file: path) == held)
    }

    @Test func foldersAreStandardizedAndKeptOnce() {
        var folders = WorkspaceFolders(["/p/", "/p", "/q/./r"])
        #expect(folders.paths == ["/p", "/q/r"])
        folders.remove(["/p/"])
        #expect(folders.paths == ["/q/r"])
    }

    // MARK: Adding

    @Test func anAddedFoldersComponentTypesBecomeResolvable() async throws {
        let app = try Folder(["Main.ui.xml": Self.usesCard])
        let shared = try Folder(["Card.ui.xml": "<Component type=\"Card\"/>", "Other.ui.xml": "<Component type=\"Other\"/>"])
        defer { app.remove(); shared.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [app.path])
        let main = snapshot(app.file("Main.ui.xml"), Self.usesCard)
        workspace.documentChanged(main)
        #expect(await workspace.analyzed(main).diagnostics.map(\.code) == ["ref.unknown-component"])

        let progress = RefreshLog()
        let summary = await workspace.changeFolders(added: [shared.path], removed: [], parallelism: 2) { done, total in
            progress.append(["\(done)/\(total)"])
        }
        #expect(summary.files == 2 && summary.problems.isEmpty)
        #expect(progress.all.last == ["2/2"])
        #expect(workspace.folders == [app.path, shared.path].sorted())
        #expect(Set(workspace.index.componentTypeNames) == ["Main", "Card", "Other"])
        #expect(await workspace.analyzed(main).diagnostics.isEmpty)
        // Only the document using the new type, once at the end: not everything.
        #expect(summary.stale == .documents([main.uri]))
    }

    @Test func addingAFolderThatIsMissingReportsItAndChangesNothing() async {
        let workspace = Workspace()
        let summary = await workspace.changeFolders(added: ["/nonexistent-\(UUID().uuidString)"], removed: [])
        #expect(summary.files == 0)
        #expect(summary.problems.count == 1 && summary.problems[0].hasSuffix("no such file or directory"))
        #expect(workspace.documentURIs.isEmpty)
        #expect(summary.stale == .none)
    }

    // MARK: Removing

    @Test func aRemovedFoldersFilesDisappearUnlessOpen() async throws {
        let app = try Folder(["Main.ui.xml": Self.usesCard])
        let shared = try Folder(["Card.ui.xml": "<Component type=\"Card\"/>", "Badge.ui.xml": "<Component type=\"Badge\"/>"])
        defer { app.remove(); shared.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [app.path, shared.path])
        let main = snapshot(app.file("Main.ui.xml"), Self.usesCard)
        workspace.documentChanged(main)
        #expect(await workspace.analyzed(main).diagnostics.isEmpty)
        // The editor has Badge open, with text of its own.
        let badge = snapshot(shared.file("Badge.ui.xml"), "<Component type=\"EditedBadge\"/>", version: 4)
        workspace.documentChanged(badge)
        await workspace.recordRun(badge)

        let summary = await workspace.changeFolders(added: [], removed: [shared.path])
        #expect(summary.files == 0)
        #expect(workspace.folders == [app.path])
        #expect(Set(workspace.index.componentTypeNames) == ["Main", "EditedBadge"])
        #expect(workspace.documentURIs == [main.uri, badge.uri].sorted())
        #expect(summary.stale == .documents([main.uri]))
        #expect(await workspace.analyzed(main).diagnostics.map(\.code) == ["ref.unknown-component"])

        // Closed, the open document has no disk copy in the workspace to fall back to.
        _ = workspace.documentClosed(badge.uri)
        #expect(Set(workspace.index.componentTypeNames) == ["Main"])
        #expect(workspace.documentURIs == [main.uri])
    }

    @Test func aFileStaysWhileAnotherFolderHoldsIt() async throws {
        let outer = try Folder([
            "Outer.ui.xml": "<Component type=\"Outer\"/>", "inner/Inner.ui.xml": "<Component type=\"Inner\"/>",
            ".hidden/Hidden.ui.xml": "<Component type=\"Hidden\"/>",
        ])
        defer { outer.remove() }
        let inner = outer.file("inner")
        let hidden = outer.file(".hidden")
        let workspace = Workspace()
        _ = await workspace.scan(folders: [outer.path, inner, hidden])
        #expect(Set(workspace.index.componentTypeNames) == ["Outer", "Inner", "Hidden"])

        // Inner is still under the outer folder; the hidden folder's files only came from itself.
        _ = await workspace.changeFolders(added: [], removed: [inner, hidden])
        #expect(Set(workspace.index.componentTypeNames) == ["Outer", "Inner"])

        // Nested the other way round: removing the outer folder keeps what the inner one holds.
        _ = await workspace.changeFolders(added: [inner], removed: [outer.path])
        #expect(workspace.folders == [inner])
        #expect(Set(workspace.index.componentTypeNames) == ["Inner"])
        #expect(workspace.documentURIs == [FileURI.uri(forPath: outer.file("inner/Inner.ui.xml"))])

        _ = await workspace.changeFolders(added: [], removed: [inner])
        #expect(workspace.index.componentTypeNames.isEmpty && workspace.folders.isEmpty)
    }

    @Test func theSameFolderAddedAgainIsKeptOnceAndRemovedAtOnce() async throws {
        let folder = try Folder(["Card.ui.xml": "<Component type=\"Card\"/>"])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        let summary = await workspace.changeFolders(added: [folder.path + "/"], removed: [])
        #expect(summary.files == 1)
        #expect(workspace.folders == [folder.path])
        _ = await workspace.changeFolders(added: [], removed: [folder.path])
        #expect(workspace.index.componentTypeNames.isEmpty)
    }

    @Test func aScanReadFinishingAfterItsFolderLeftIsDropped() {
        let workspace = Workspace()
        workspace.apply(.foldersAdded(["/w"]))
        let ticket = workspace.startDiskRead()
        #expect(workspace.apply(.foldersRemoved(["/w"])) == .none)
        let facts = DocumentFacts(text: "<Component type=\"Card\"/>", path: "/w/Card.ui.xml")
        #expect(workspace.apply(.fileRead(DiskRead(path: "/w/Card.ui.xml", contents: facts, ticket: ticket, inFolder: true))) == .none)
        #expect(workspace.index.documents.isEmpty && workspace.reading(\.disk).isEmpty)
        // A folder-scan read of a file no folder holds is dropped too, even with a fresh ticket.
        workspace.apply(.fileRead(DiskRead(path: "/w/Card.ui.xml", contents: facts, ticket: workspace.startDiskRead(), inFolder: true)))
        #expect(workspace.index.documents.isEmpty)
    }

    @Test func aFileChangedOnDiskInARemovedFolderIsNotReadBackIn() async throws {
        let app = try Folder(["Main.ui.xml": Self.usesCard])
        let shared = try Folder(["Card.ui.xml": "<Component type=\"Card\"/>"])
        defer { app.remove(); shared.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [app.path, shared.path])
        _ = await workspace.changeFolders(added: [], removed: [shared.path])
        _ = await workspace.diskFilesChanged([(shared.file("Card.ui.xml"), false)])
        #expect(Set(workspace.index.componentTypeNames) == ["Main"])
        _ = await workspace.diskFilesChanged([(app.file("Main.ui.xml"), false)])
        #expect(Set(workspace.index.componentTypeNames) == ["Main"])
    }
}

/// A feature that handles nothing: the server without the workspace feature.
struct NothingFeature: ServerFeature {
    func registerHandlers(in handlers: inout FeatureHandlers) {}
}

@Suite(.hangGuard) struct WorkspaceFolderServerTests {
    @Test func folderSupportIsAdvertisedOnlyWithTheWorkspaceFeature() async throws {
        let withFeature = InProcessServer(configuration: .init(features: [WorkspaceFeature(workspace: Workspace())]))
        let advertised = try await withFeature.start().capabilities.workspace?.workspaceFolders
        #expect(advertised == .init(supported: true, changeNotifications: true))
        #expect(await withFeature.stop() == 0)

        let without = InProcessServer(configuration: .init(features: [NothingFeature()]))
        #expect(try await without.start().capabilities.workspace == nil)
        #expect(await without.stop() == 0)
    }
}
