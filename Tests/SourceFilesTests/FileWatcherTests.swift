import Foundation
import TestSupport
import Testing
@testable import SourceFiles

/// The server-side watchers on a scratch directory. Each test waits for the changes it
/// expects to be reported, however long a loaded machine takes; what must not be reported is
/// checked once a change made after it has arrived (events come in the order they happen).
@Suite(.hangGuard) struct FileWatcherTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inotify, polling
        var testDescription: String { rawValue }
    }

    /// A watcher of `kind` on a fresh directory, its changes recorded as they arrive.
    final class Watched {
        let directory: CheckFixtureDirectory
        let watcher: any FileWatcher
        let log = EventLog<WatchedFileChange>()
        let collector: Task<Void, Never>

        init(_ kind: Kind, files: [String: String] = [:]) throws {
            directory = try CheckFixtureDirectory(files)
            let takes: @Sendable (String) -> Bool = { FileDiscovery.isCheckable(name: $0) || FileDiscovery.isSwift(name: $0) }
            switch kind {
            case .inotify:
                #if os(Linux)
                watcher = try #require(InotifyFileWatcher(takingNames: takes))
                #else
                watcher = PollingFileWatcher(takingNames: takes, interval: .milliseconds(20))
                #endif
            case .polling:
                watcher = PollingFileWatcher(takingNames: takes, interval: .milliseconds(20))
            }
            watcher.watch([directory.path])
            let (watcher, log) = (watcher, log)
            collector = Task.detached {
                for await batch in watcher.changes { for change in batch { log.record(change) } }
            }
        }

        func path(_ name: String) -> String { directory.path + "/" + name }

        func write(_ name: String, _ text: String = "x") throws { try directory.write(name, Data(text.utf8)) }

        /// Waits until the last change reported for `name` (or a directory above it) is `kind`.
        func waitUntil(_ name: String, is kind: WatchedFileChange.Kind) async {
            let path = path(name)
            await log.wait { changes in Self.lastKind(of: path, in: changes) == kind }
        }

        static func lastKind(of path: String, in changes: [WatchedFileChange]) -> WatchedFileChange.Kind? {
            changes.last { WatchedTree.path(path, isWithin: $0.path) }?.kind
        }

        /// Whether anything was reported for `name` or below it.
        func reported(_ name: String) -> Bool {
            let path = path(name)
            return log.all.contains { WatchedTree.path($0.path, isWithin: path) }
        }

        deinit { watcher.stop() }
    }

    @Test(arguments: Kind.allCases) func createdWrittenAndDeletedFilesAreReported(_ kind: Kind) async throws {
        let watched = try Watched(kind)
        try watched.write("Main.ui.xml", "<Component/>")
        await watched.waitUntil("Main.ui.xml", is: .changed)
        try FileManager.default.removeItem(atPath: watched.path("Main.ui.xml"))
        await watched.waitUntil("Main.ui.xml", is: .deleted)
        try watched.write("Main.ui.xml", "<Component></Component>")
        await watched.waitUntil("Main.ui.xml", is: .changed)
    }

    @Test(arguments: Kind.allCases) func aRenameIsTheOldNameDeletedAndTheNewOneChanged(_ kind: Kind) async throws {
        let watched = try Watched(kind, files: ["Old.swift": "final class Old {}"])
        try FileManager.default.moveItem(atPath: watched.path("Old.swift"), toPath: watched.path("New.swift"))
        await watched.waitUntil("Old.swift", is: .deleted)
        await watched.waitUntil("New.swift", is: .changed)
    }

    @Test(arguments: Kind.allCases) func aFileWrittenInPlaceOfAnotherIsChanged(_ kind: Kind) async throws {
        // How editors save: write a temporary file, then rename it over the original.
        let watched = try Watched(kind, files: ["View.swift": "final class View {}"])
        try watched.write("View.swift.tmp", "final class View { let label = UILabel() }")
        try FileManager.default.removeItem(atPath: watched.path("View.swift"))
        try FileManager.default.moveItem(atPath: watched.path("View.swift.tmp"), toPath: watched.path("View.swift"))
        await watched.waitUntil("View.swift", is: .changed)
        #expect(!watched.reported("View.swift.tmp"))
    }

    @Test(arguments: Kind.allCases) func filesInNewSubdirectoriesAreReportedAndWatched(_ kind: Kind) async throws {
        let watched = try Watched(kind)
        try watched.write("Screens/Login/Login.ui.xml", "<Component/>")
        await watched.waitUntil("Screens/Login/Login.ui.xml", is: .changed)
        // The new directories are watched from now on.
        try watched.write("Screens/Login/Shared.styles.xml", "<styleGroup/>")
        await watched.waitUntil("Screens/Login/Shared.styles.xml", is: .changed)
        try FileManager.default.removeItem(atPath: watched.path("Screens"))
        await watched.waitUntil("Screens/Login/Login.ui.xml", is: .deleted)
        await watched.waitUntil("Screens/Login/Shared.styles.xml", is: .deleted)
    }

    @Test(arguments: Kind.allCases) func aDirectoryMovedAwayIsDeletedAndMovedBackIsRead(_ kind: Kind) async throws {
        let watched = try Watched(kind, files: ["Feature/Feature.ui.xml": "<Component/>"])
        let outside = try CheckFixtureDirectory()
        try FileManager.default.moveItem(atPath: watched.path("Feature"), toPath: outside.path + "/Feature")
        await watched.waitUntil("Feature/Feature.ui.xml", is: .deleted)
        // Its old watch reports nothing more under the old path.
        try FileManager.default.moveItem(atPath: outside.path + "/Feature", toPath: watched.path("Moved"))
        await watched.waitUntil("Moved/Feature.ui.xml", is: .changed)
        try watched.write("Moved/Feature.ui.xml", "<Component></Component>")
        try watched.write("Marker.ui.xml")
        await watched.waitUntil("Marker.ui.xml", is: .changed)
        #expect(Watched.lastKind(of: watched.path("Feature/Feature.ui.xml"), in: watched.log.all) == .deleted)
    }

    @Test(arguments: Kind.allCases) func hiddenDirectoriesAndOtherFilesAreSkipped(_ kind: Kind) async throws {
        let watched = try Watched(kind, files: [".build/Keep.swift": ""])
        try watched.write(".build/Generated.swift", "final class Generated {}")
        try watched.write(".git/Copy.ui.xml", "<Component/>")
        try watched.write(".#Main.ui.xml", "lock")
        try watched.write("notes.txt", "text")
        try watched.write("Marker.ui.xml", "<Component/>")
        await watched.waitUntil("Marker.ui.xml", is: .changed)
        #expect(!watched.reported(".build"))
        #expect(!watched.reported(".git"))
        #expect(!watched.reported(".#Main.ui.xml"))
        #expect(!watched.reported("notes.txt"))
    }

    @Test(arguments: Kind.allCases) func anUnwatchedDirectoryIsNoLongerReported(_ kind: Kind) async throws {
        let watched = try Watched(kind)
        let other = try CheckFixtureDirectory()
        watched.watcher.watch([other.path])
        try other.write("Other.ui.xml", Data("<Component/>".utf8))
        let otherFile = other.path + "/Other.ui.xml"
        await watched.log.wait { $0.contains { $0.path == otherFile } }
        watched.watcher.unwatch([other.path])
        try other.write("Later.ui.xml", Data("<Component/>".utf8))
        try watched.write("Marker.ui.xml")
        await watched.waitUntil("Marker.ui.xml", is: .changed)
        #expect(!watched.log.all.contains { $0.path == other.path + "/Later.ui.xml" })
    }

    @Test(arguments: Kind.allCases) func stoppingEndsTheChanges(_ kind: Kind) async throws {
        let watched = try Watched(kind)
        watched.watcher.stop()
        await watched.collector.value
    }

    @Test func aBurstIsOneChangePerPathInTheOrderOfTheLastChanges() {
        var batch = WatchedChangeBatch()
        batch.add([
            WatchedFileChange(path: "/w/a.swift", kind: .changed),
            WatchedFileChange(path: "/w/d/b.ui.xml", kind: .changed),
            WatchedFileChange(path: "/w/a.swift", kind: .changed),
            WatchedFileChange(path: "/w/d", kind: .deleted),
            WatchedFileChange(path: "/w/d/b.ui.xml", kind: .changed),
        ])
        #expect(batch.take() == [
            WatchedFileChange(path: "/w/a.swift", kind: .changed),
            WatchedFileChange(path: "/w/d", kind: .deleted),
            WatchedFileChange(path: "/w/d/b.ui.xml", kind: .changed),
        ])
        #expect(batch.isEmpty)
    }
}
