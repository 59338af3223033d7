import Testing

@testable import SourceFiles

/// The watcher's table of watched directories: a tree's watches are found from its top, and
/// nothing beside it (a sibling whose name starts alike) goes with it.
@Suite struct WatchedDirectoriesTests {
    static func table(_ paths: [(Int32, String)]) -> WatchedDirectories {
        var table = WatchedDirectories()
        for (descriptor, path) in paths { table.add(descriptor, watching: path) }
        return table
    }

    @Test func aTreeIsRemovedWithEveryDirectoryBelowItAndNothingElse() {
        var table = Self.table([
            (1, "/w"), (2, "/w/a"), (3, "/w/a/b"), (4, "/w/a/b/c"), (5, "/w/ab"), (6, "/w/z"),
        ])
        #expect(table.removeTree("/w/a").sorted() == [2, 3, 4])
        #expect(table.count == 3)
        #expect(table[5] == "/w/ab")
        #expect(table[2] == nil)
        // Removed once, found no more.
        #expect(table.removeTree("/w/a") == [])
    }

    /// A directory the kernel refused a watch for still leads to the watched ones below it.
    @Test func anUnwatchedDirectoryInBetweenStillLeadsBelow() {
        var table = Self.table([(1, "/w"), (3, "/w/a/b")])
        #expect(table.removeTree("/w/a") == [3])
        #expect(table.count == 1)
    }

    /// The kernel takes a deleted directory's watch back; the directories below, deleted
    /// first, are gone already, and removing the tree later finds nothing left.
    @Test func aWatchTakenBackIsForgotten() {
        var table = Self.table([(1, "/w"), (2, "/w/a"), (3, "/w/a/b")])
        table.remove(descriptor: 3)
        table.remove(descriptor: 2)
        #expect(table[2] == nil && table[3] == nil)
        #expect(table.removeTree("/w/a") == [])
        #expect(table.count == 1)
    }

    /// A watch taken back while a directory below is still watched (a directory moved in from
    /// elsewhere keeps its watches): removing the tree still finds the one below.
    @Test func aWatchTakenBackKeepsTheWayToThoseBelow() {
        var table = Self.table([(1, "/w"), (2, "/w/a"), (3, "/w/a/b")])
        table.remove(descriptor: 2)
        #expect(table.removeTree("/w/a") == [3])
    }

    /// A root given with a trailing slash has its subdirectories joined without doubling it.
    @Test func aRootWithATrailingSlashLeadsToItsSubdirectories() {
        var table = Self.table([(1, "/w/"), (2, "/w/a"), (3, "/w/a/b")])
        #expect(table.removeTree("/w/a").sorted() == [2, 3])
        #expect(table.removeTree("/w/").sorted() == [1])
    }

    /// A directory made anew at a path gets a new descriptor; the old one is forgotten.
    @Test func aDirectoryMadeAnewReplacesItsOldWatch() {
        var table = Self.table([(1, "/w"), (2, "/w/a")])
        table.add(7, watching: "/w/a")
        #expect(table[2] == nil)
        #expect(table[7] == "/w/a")
        #expect(table.removeTree("/w/a") == [7])
    }

    @Test func unwatchingPicksByPath() {
        let table = Self.table([(1, "/w"), (2, "/w/a"), (5, "/v")])
        #expect(table.descriptors { $0.hasPrefix("/w") }.sorted() == [1, 2])
    }
}
