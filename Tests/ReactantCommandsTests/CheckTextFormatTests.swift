import Foundation
import Support
import TestSupport
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

@Suite struct CheckTextFormatTests {
    @Test func compilerStyleLinesWithUnderlinesAndSummary() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let (status, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        #expect(status == 1)
        #expect(output.standardOutput == """
        Main.ui.xml:4:6: error: unknown element 'Labl'; did you mean 'Label'? [schema.unknown-element]
            <Labl text="Hello" layout:lef="super" />
             ^~~~
        Main.ui.xml:4:17: warning: text is ignored here [schema.example-warning]
            <Labl text="Hello" layout:lef="super" />
                        ^~~~~
        Main.ui.xml:4:24: error: unknown anchor 'lef' [layout.unknown-anchor]
            <Labl text="Hello" layout:lef="super" />
                               ^~~~~~~~~~
        2 errors, 1 warning in 1 file

        """)
        #expect(output.standardError.isEmpty)
    }

    @Test func relatedInformationBecomesNoteLines() async throws {
        let text = "<Component>\n  <Label field=\"title\"/>\n  <Button field=\"title\"/>\n</Component>\n"
        let directory = try CheckFixtureDirectory(["Pair.ui.xml": text])
        let marker = Marker("Button field", "ref.duplicate-field", .error, "duplicate field 'title'",
                            related: (needle: "Label field", message: "first declared here"))
        let (_, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([marker]))
        #expect(output.standardOutput == """
        Pair.ui.xml:3:4: error: duplicate field 'title' [ref.duplicate-field]
          <Button field="title"/>
           ^~~~~~~~~~~~
        Pair.ui.xml:2:4: note: first declared here
          <Label field="title"/>
           ^~~~~~~~~~~
        1 error, 0 warnings in 1 file

        """)
    }

    @Test func columnsCountCharactersOnNonASCIIAndCRLFLines() async throws {
        // "é" is 2 UTF-8 bytes, "😀" 4 bytes and 2 UTF-16 units, "漢" 3 bytes and 2 terminal columns.
        let text = "<Component>\r\n<Label text=\"é😀漢\" layout:lef=\"super\"/>\r\n</Component>\r\n"
        let directory = try CheckFixtureDirectory(["Wide.ui.xml": text])
        let marker = Marker("layout:lef", "layout.unknown-anchor", .error, "unknown anchor 'lef'")
        let (_, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([marker]))
        #expect(output.standardOutput == """
        Wide.ui.xml:2:19: error: unknown anchor 'lef' [layout.unknown-anchor]
        <Label text="é😀漢" layout:lef="super"/>
                            ^~~~~~~~~~
        1 error, 0 warnings in 1 file

        """)
    }

    /// Notes are printed, so the summary counts them: a line per finding above it.
    @Test func theSummaryCountsTheNotesItPrints() async throws {
        let text = "<Component>\n  <Label field=\"title\"/>\n</Component>\n"
        let directory = try CheckFixtureDirectory(["Note.ui.xml": text])
        let marker = Marker("Label field", "swift.no-class", .information, "no Swift class; fields are not checked")
        let (status, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([marker]))
        #expect(status == 0)
        #expect(output.standardOutput.hasSuffix("0 errors, 0 warnings, 1 note in 1 file\n"))
    }

    @Test func tabsAreExpandedSoTheUnderlineLinesUp() async throws {
        let text = "<Component>\n\t<Label\ttext=\"x\"/>\n</Component>\n"
        let directory = try CheckFixtureDirectory(["Tabs.ui.xml": text])
        let marker = Marker("text", "schema.example", .warning, "example")
        let (_, output) = await runCheck(in: directory, quiet: false, analyzer: FakeAnalyzer.marking([marker]))
        expectLines(output.standardOutput, """
            Tabs.ui.xml:2:9: warning: example [schema.example]
                <Label  text="x"/>
                        ^~~~
            0 errors, 1 warning in 1 file

            """)
    }

    @Test func aLongLineIsShownAsAWindowAroundTheRange() async throws {
        let filler = String(repeating: "a", count: 5_000)
        let text = "<Component tools:note=\"\(filler)\" layout:lef=\"x\" other=\"\(filler)\"/>\n"
        let directory = try CheckFixtureDirectory(["Long.ui.xml": text])
        let marker = Marker("layout:lef", "layout.unknown-anchor", .error, "unknown anchor 'lef'")
        let (_, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([marker]))
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Long.ui.xml:1:5026: error: unknown anchor 'lef' [layout.unknown-anchor]")
        #expect(lines[1].count == SourceSnippet.maximumCharacters + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let caret = try #require(lines[2].firstIndex(of: "^"))
        let shownAtCaret = lines[1][lines[1].index(lines[1].startIndex, offsetBy: lines[2].distance(from: lines[2].startIndex, to: caret))...]
        #expect(shownAtCaret.hasPrefix("layout:lef"))
        #expect(lines[2].hasSuffix("^~~~~~~~~~"))
    }

    @Test func controlCharactersInMessagesAndSourceAreNeutralised() async throws {
        let text = "<Component a=\"\u{1B}[31m\"/>\n"
        let directory = try CheckFixtureDirectory(["Esc.ui.xml": text])
        let marker = Marker("a=", "schema.example", .error, "bad \u{1B}[2J value")
        let (_, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([marker]))
        #expect(!output.standardOutput.contains("\u{1B}"))
        expectLines(output.standardOutput, """
            Esc.ui.xml:1:12: error: bad �[2J value [schema.example]
            <Component a="�[31m"/>
                       ^~
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func coloursWrapLabelsWhenEnabled() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let (_, plain) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        let (_, coloured) = await runCheck(in: directory, colors: true, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        #expect(!plain.standardOutput.contains("\u{1B}["))
        #expect(coloured.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.standardOutput.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        let stripped = coloured.standardOutput.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.standardOutput)
    }

    @Test func quietPrintsOnlyErrorsAndNoSummary() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let (status, output) = await runCheck(in: directory, quiet: true, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        #expect(status == 1)
        expectLines(output.standardOutput, """
            Main.ui.xml:4:6: error: unknown element 'Labl'; did you mean 'Label'? [schema.unknown-element]
                <Labl text="Hello" layout:lef="super" />
                 ^~~~
            Main.ui.xml:4:24: error: unknown anchor 'lef' [layout.unknown-anchor]
                <Labl text="Hello" layout:lef="super" />
                                   ^~~~~~~~~~

            """)
    }

    @Test func warningsAsErrorsPromotesWarnings() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let warningOnly = [fixtureMarkers[2]]
        let (plainStatus, _) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking(warningOnly))
        let (status, output) = await runCheck(in: directory, warningsAsErrors: true, analyzer: FakeAnalyzer.marking(warningOnly))
        #expect(plainStatus == 0)
        #expect(status == 1)
        expectLines(output.standardOutput, """
            Main.ui.xml:4:17: error: text is ignored here [schema.example-warning]
                <Labl text="Hello" layout:lef="super" />
                            ^~~~~
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func aByteOrderMarkDoesNotShiftColumns() async throws {
        let directory = try CheckFixtureDirectory()
        try directory.write("Bom.ui.xml", bytes: [0xEF, 0xBB, 0xBF] + Array("<Labl/>\r\n".utf8))
        let (_, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.marking([fixtureMarkers[0]]))
        #expect(output.standardOutput.hasPrefix("Bom.ui.xml:1:2: error: unknown element 'Labl'; did you mean 'Label'? [schema.unknown-element]\n<Labl/>\n ^~~~\n"))
    }

    @Test func relatedInformationInAnotherFileShowsThatFile() async throws {
        let directory = try CheckFixtureDirectory([
            "A.ui.xml": "<Component>\n  <B:Thing/>\n</Component>\n",
            "Styles/B.styles.xml": "<styleGroup name=\"B\">\n</styleGroup>\n",
        ])
        let analyzer: CheckAnalyzer = { _ in
            ["A.ui.xml": [Diagnostic(
                code: "ref.unknown-style", severity: .warning, message: "no style 'Thing' in group 'B'", range: 17..<22,
                related: [.init(path: "Styles/B.styles.xml", range: 12..<20, message: "group 'B' is declared here")])]]
        }
        let (status, output) = await runCheck(in: directory, analyzer: analyzer)
        #expect(status == 0)
        #expect(output.standardOutput == """
        A.ui.xml:2:6: warning: no style 'Thing' in group 'B' [ref.unknown-style]
          <B:Thing/>
             ^~~~~
        Styles/B.styles.xml:1:13: note: group 'B' is declared here
        <styleGroup name="B">
                    ^~~~~~~~
        0 errors, 1 warning in 2 files

        """)
    }
}
