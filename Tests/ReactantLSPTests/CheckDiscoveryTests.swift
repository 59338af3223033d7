import Foundation
import Testing
@testable import ReactantLSP

@Suite struct CheckDiscoveryTests {
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

    @Test func missingPathsAreUsageErrorsNamedOnStandardError() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let box = RequestBox()
        let (status, output) = await runCheck(in: directory, ["Main.ui.xml", "Nope", "Gone.ui.xml"], analyzer: FakeAnalyzer.recording(into: box))
        #expect(status == 2)
        #expect(output.standardError == """
        reactant-lsp: error: Nope: no such file or directory
        reactant-lsp: error: Gone.ui.xml: no such file or directory

        """)
        #expect(output.standardOutput.isEmpty)
        #expect(box.request == nil)
    }

    @Test func brokenLinksAndNonRegularFilesAreUnreadable() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        try directory.symlink("Broken.ui.xml", to: directory.path + "/missing-target")
        #expect(mkfifo(directory.path + "/Pipe.ui.xml", 0o644) == 0)
        let (inside, insideOutput) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([]))
        #expect(inside == 2)
        #expect(insideOutput.standardError == """
        reactant-lsp: error: Broken.ui.xml: broken symbolic link
        reactant-lsp: error: Pipe.ui.xml: not a regular file

        """)
        let (named, namedOutput) = await runCheck(in: directory, ["Pipe.ui.xml", "Broken.ui.xml"], analyzer: FakeAnalyzer.marking([]))
        #expect(named == 2)
        #expect(namedOutput.standardError == """
        reactant-lsp: error: Pipe.ui.xml: not a regular file or directory
        reactant-lsp: error: Broken.ui.xml: broken symbolic link

        """)
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

    @Test func aSchemaDirectoryMustExist() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture, "Schemas/ui.xsd": "<x/>"])
        let (missing, missingOutput) = await runCheck(in: directory, schemaDirectory: "NoSchemas", analyzer: FakeAnalyzer.marking([]))
        #expect(missing == 2)
        #expect(missingOutput.standardError == "reactant-lsp: error: NoSchemas: schema directory not found\n")
        let (file, _) = await runCheck(in: directory, schemaDirectory: "Main.ui.xml", analyzer: FakeAnalyzer.marking([]))
        #expect(file == 2)
        let box = RequestBox()
        let (present, _) = await runCheck(in: directory, schemaDirectory: "Schemas", analyzer: FakeAnalyzer.recording(into: box))
        #expect(present == 0)
        #expect(box.request?.schemaDirectory == directory.path + "/Schemas")
    }

    @Test func theAnalysisGetsEveryFileInOrderReadInParallel() async throws {
        var files: [String: String] = [:]
        for index in 0..<300 { files[String(format: "Views/View%03d.ui.xml", index)] = "<Component>\(index)</Component>" }
        let directory = try CheckFixtureDirectory(files)
        let box = RequestBox()
        let (status, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.recording(into: box))
        #expect(status == 0)
        let request = try #require(box.request)
        #expect(request.files.map(\.path) == files.keys.sorted())
        #expect(request.files.map(\.text) == files.keys.sorted().map { files[$0]! })
        #expect(output.standardOutput == "0 errors, 0 warnings in 300 files\n")
    }
}
