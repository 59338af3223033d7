import Foundation
import TestSupport
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

/// How `--check` treats the paths and files it is given: problems with them are usage errors
/// named on standard error, and what can be read reaches the analysis in order.
@Suite struct CheckInputTests {
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

    @Test func invalidUTF8IsReportedWithAPositionAndTheFileIsStillAnalyzed() async throws {
        let directory = try CheckFixtureDirectory()
        try directory.write("Bad.ui.xml", bytes: Array("<Component>\n  <Label text=\"".utf8) + [0xE9] + Array("t\"/>\n</Component>\n".utf8))
        let marker = Marker("Label", "schema.example", .warning, "still analyzed")
        let (status, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([marker]))
        #expect(status == 1)
        #expect(output.standardOutput == """
        Bad.ui.xml:2:4: warning: still analyzed [schema.example]
          <Label text="\u{FFFD}t"/>
           ^~~~~
        Bad.ui.xml:2:16: error: bytes that are not valid UTF-8 (shown as \u{FFFD}); save the file as UTF-8 [xml.invalid-utf8]
          <Label text="\u{FFFD}t"/>
                       ^
        1 error, 1 warning in 1 file

        """)
    }
}
