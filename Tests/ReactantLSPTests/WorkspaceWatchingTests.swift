import Foundation
import SourceFiles
import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP

/// What a server-side watcher's changes mean to the workspace, and the files a workspace edit
/// of the server's answers is awaited in.
@Suite struct WorkspaceWatchingTests {
    private static func rendered(_ changes: [(path: String, deleted: Bool)], in folder: Folder) -> [String] {
        changes.map { ($0.deleted ? "- " : "~ ") + $0.path.dropFirst(folder.path.count + 1) }
    }

    @Test func aRescanReadsWhatIsFoundAndForgetsWhatIsGone() async throws {
        let folder = try Folder([
            "A.ui.xml": "<Component/>", "View.swift": "final class View {}", "Sub/C.ui.xml": "<Component/>",
            ".build/Hidden.swift": "",
        ])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        try FileManager.default.removeItem(atPath: folder.file("Sub/C.ui.xml"))
        try folder.write("Sub/D.styles.xml", "<styleGroup/>")
        let changes = workspace.diskChanges(from: [WatchedFileChange(path: folder.path, kind: .rescan)])
        #expect(Self.rendered(changes, in: folder) == ["- Sub/C.ui.xml", "~ A.ui.xml", "~ Sub/D.styles.xml", "~ View.swift"])
    }

    @Test func changesAndDeletionsPassAsTheyAre() {
        let workspace = Workspace()
        let changes = workspace.diskChanges(from: [
            WatchedFileChange(path: "/w/A.ui.xml", kind: .changed), WatchedFileChange(path: "/w/Gone", kind: .deleted),
        ])
        #expect(changes.map(\.path) == ["/w/A.ui.xml", "/w/Gone"])
        #expect(changes.map(\.deleted) == [false, true])
    }

    @Test func anAwaitedFileIsDueOnceWrittenOrDeleted() throws {
        let folder = try Folder(["View.swift": "final class View { let headline = UILabel() }", "Other.swift": ""])
        defer { folder.remove() }
        let awaited = AwaitedDiskWrites()
        awaited.awaitWrites(to: [folder.file("View.swift"), folder.file("Other.swift")])
        #expect(awaited.written() == [])
        try folder.write("View.swift", "final class View { let title = UILabel() }")
        #expect(awaited.written() == [folder.file("View.swift")])
        #expect(awaited.written() == [])  // Read once: no longer awaited.
        try FileManager.default.removeItem(atPath: folder.file("Other.swift"))
        #expect(awaited.written() == [folder.file("Other.swift")])
    }

    @Test func anOpenedFileIsNoLongerAwaitedAndOnlyTheLastFilesAre() throws {
        let folder = try Folder(["View.swift": ""])
        defer { folder.remove() }
        let awaited = AwaitedDiskWrites()
        awaited.awaitWrites(to: [folder.file("View.swift")])
        awaited.forget(folder.file("View.swift"))
        try folder.write("View.swift", "final class View {}")
        #expect(awaited.written() == [])

        let many = (0...AwaitedDiskWrites.limit).map { folder.file("File\($0).swift") }  // none exists yet
        awaited.awaitWrites(to: many)
        for path in many { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        #expect(awaited.written() == Array(many.dropFirst()))
    }
}
