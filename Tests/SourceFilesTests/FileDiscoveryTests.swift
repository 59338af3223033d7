import Foundation
import TestSupport
import Testing
@testable import SourceFiles

@Suite struct FileDiscoveryTests {
    private let tree = [
        "b.ui.xml": "<Component/>",
        "a/z.ui.xml": "<Component/>",
        "a.ui.xml": "<Component/>",
        "a/Styles/Shared.styles.xml": "<styleGroup/>",
        "a/notes.xml": "<x/>",
        "a/readme.md": "text",
        "Z.ui.xml": "<Component/>",
        ".git/hidden.ui.xml": "<Component/>",
        "a/.hidden.ui.xml": "<Component/>",
        "c/.build/copy.ui.xml": "<Component/>",
    ]

    @Test func directoriesAreSearchedDepthFirstInByteOrder() throws {
        let directory = try CheckFixtureDirectory(tree)
        let found = FileDiscovery.discover([], currentDirectory: directory.path)
        #expect(found.problems.isEmpty)
        #expect(found.files.map(\.path) == ["Z.ui.xml", "a/Styles/Shared.styles.xml", "a/z.ui.xml", "a.ui.xml", "b.ui.xml"])
        #expect(found.files.allSatisfy { $0.absolutePath.hasPrefix(directory.path + "/") })
    }

    @Test func argumentsKeepTheirOrderAndAFileIsCheckedOnce() throws {
        let directory = try CheckFixtureDirectory(tree)
        let found = FileDiscovery.discover(["b.ui.xml", "a/", "./a/z.ui.xml", "a/notes.xml"], currentDirectory: directory.path)
        #expect(found.problems.isEmpty)
        #expect(found.files.map(\.path) == ["b.ui.xml", "a/Styles/Shared.styles.xml", "a/z.ui.xml", "a/notes.xml"])
    }

    @Test func swiftSourcesAreTakenWhenAskedFor() throws {
        let directory = try CheckFixtureDirectory(tree.merging([
            "a/View.swift": "final class View {}", ".build/Generated.swift": "", "a/.swift": "",
        ]) { first, _ in first })
        let found = FileDiscovery.discover([], currentDirectory: directory.path, suffixes: FileDiscovery.suffixesWithSwift)
        #expect(found.files.map(\.path) == ["Z.ui.xml", "a/Styles/Shared.styles.xml", "a/View.swift", "a/z.ui.xml", "a.ui.xml", "b.ui.xml"])
        #expect(FileDiscovery.discover([], currentDirectory: directory.path).files.allSatisfy { !FileDiscovery.isSwift(name: $0.path) })
        #expect(FileDiscovery.isSwift(name: "a/View.swift") && !FileDiscovery.isSwift(name: ".swift"))
    }

    @Test func absoluteArgumentsStayAbsolute() throws {
        let directory = try CheckFixtureDirectory(tree)
        let found = FileDiscovery.discover([directory.path + "/a/Styles"], currentDirectory: "/")
        #expect(found.files.map(\.path) == [directory.path + "/a/Styles/Shared.styles.xml"])
    }

    @Test func symbolicLinksToFilesAreFollowedAndToDirectoriesNot() throws {
        let directory = try CheckFixtureDirectory(["real/One.ui.xml": "<Component/>"])
        try directory.symlink("Alias.ui.xml", to: directory.path + "/real/One.ui.xml")
        try directory.symlink("loop", to: directory.path)
        let found = FileDiscovery.discover([], currentDirectory: directory.path)
        #expect(found.problems.isEmpty)
        #expect(found.files.map(\.path) == ["Alias.ui.xml", "real/One.ui.xml"])
    }

    @Test func readingAPipeDirectlyFailsInsteadOfBlocking() throws {
        let directory = try CheckFixtureDirectory()
        #expect(mkfifo(directory.path + "/p", 0o644) == 0)
        let result = FileReader.read(DiscoveredFile(path: "p", absolutePath: directory.path + "/p"))
        guard case .failure(let problem) = result else {
            Issue.record("a pipe was read")
            return
        }
        #expect(problem.description == "p: not a regular file")
    }

    @Test func filesAreReadWholeWhateverTheirSize() throws {
        let directory = try CheckFixtureDirectory()
        let line = Array("<Label text=\"é\"/>\n".utf8)
        for count in [0, 1, 4095, 4096, 70_000] {
            let bytes = (0..<count).map { line[$0 % line.count] }
            try directory.write("f\(count)", bytes: bytes)
            guard case .success(let read) = FileReader.readBytes(atPath: directory.path + "/f\(count)") else {
                Issue.record("\(count) bytes not read")
                continue
            }
            #expect(read == bytes, "\(count) bytes")
        }
    }

    #if os(Linux)
    /// `/proc` files say they are empty and are not: reading goes on past the size `fstat` gave.
    @Test func aFileLongerThanItsStatedSizeIsReadToItsEnd() throws {
        guard case .success(let read) = FileReader.readBytes(atPath: "/proc/self/maps") else {
            Issue.record("/proc/self/maps not read")
            return
        }
        #expect(read.count > 4096)
        #expect(read.last == UInt8(ascii: "\n"))
    }
    #endif
}
