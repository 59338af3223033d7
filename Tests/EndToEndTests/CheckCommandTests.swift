import Foundation
import Testing
import TestSupport

/// `reactant-lsp --check` as CI runs it: the built binary on files written to a temporary
/// directory, judged by its exit status and output.
@Suite(.hangGuard) struct CheckCommandTests {
    // MARK: Exit status

    @Test func cleanFilesExitWithZero() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.clean])
        let run = try fixture.check()
        #expect(run.status == 0)
        #expect(run.standardOutput == "0 errors, 0 warnings in 1 file\n")
        #expect(run.standardError.isEmpty)
    }

    /// `--trace-layout` says, per device, where its solve started and how the system was made:
    /// a screen with no conditions is one group of traits, so the first device is built afresh
    /// and each later one moves that system to its own root (or, posing the same problem,
    /// takes its answer); iPad-only constraints make a second group, started from the last phone.
    @Test func traceLayoutSaysHowEachDeviceWasSolved() throws {
        let screen = """
            <Component xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
              <Label text="Hi" layout:top="super inset(8)" layout:fillHorizontally="[ipad] super inset(40); [phone] super inset(16)"/>
            </Component>
            """
        let fixture = try CheckFixture(["Main.ui.xml": screen])
        let run = try fixture.check("--trace-layout", "Main.ui.xml")
        #expect(run.status == 0)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(run.standardError)")
        #expect(lines.first == "layout: Main.ui.xml: iphone-se: from nothing, afresh")
        let iPads = lines.filter { $0.contains("ipad") }
        #expect(!iPads.isEmpty && iPads[0].contains("from previous-device, changed-constraints"), "\(run.standardError)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("from group-system, moved-root") || $0.contains("same-problem") || $0.contains("previous-device") },
                "\(run.standardError)")
        let untraced = try fixture.check("Main.ui.xml")
        #expect(untraced.standardError.isEmpty)
    }

    @Test func anErrorExitsWithOne() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.duplicateField, "Other.ui.xml": CheckDocuments.clean])
        let run = try fixture.check(".")
        #expect(run.status == 1)
        expectLines(run.standardOutput, """
            Main.ui.xml:4:17: error: Field 'title' is already bound to another view of this component; a field can back only one view [ref.duplicate-field]
              <Label field="title"/>
                            ^~~~~
            Main.ui.xml:3:17: note: 'title' is first bound here
              <Label field="title"/>
                            ^~~~~
            1 error, 0 warnings in 2 files

            """)
    }

    @Test func aWarningFailsOnlyUnderWarningsAsErrors() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.usesCard])
        let lenient = try fixture.check()
        #expect(lenient.status == 0)
        expectLines(lenient.standardOutput, """
            Main.ui.xml:3:20: warning: No .ui.xml in the workspace defines component 'Card'; unless it is written in Swift, the build fails [ref.unknown-component]
              <Component type="Card" layout:edges="super"/>
                               ^~~~
            0 errors, 1 warning in 1 file

            """)

        let strict = try fixture.check("--warnings-as-errors")
        #expect(strict.status == 1)
        expectLines(strict.standardOutput, """
            Main.ui.xml:3:20: error: No .ui.xml in the workspace defines component 'Card'; unless it is written in Swift, the build fails [ref.unknown-component]
              <Component type="Card" layout:edges="super"/>
                               ^~~~
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func quietPrintsErrorsOnly() throws {
        let fixture = try CheckFixture(["A.ui.xml": CheckDocuments.duplicateField, "B.ui.xml": CheckDocuments.usesCard])
        let run = try fixture.check("--quiet")
        #expect(run.status == 1)
        expectLines(run.standardOutput, """
            A.ui.xml:4:17: error: Field 'title' is already bound to another view of this component; a field can back only one view [ref.duplicate-field]
              <Label field="title"/>
                            ^~~~~
            A.ui.xml:3:17: note: 'title' is first bound here
              <Label field="title"/>
                            ^~~~~

            """)
    }

    /// A file large enough to be checked side by side that applies another file's style is
    /// laid out on the tree its first pass read (kept, not read again): the layout's note
    /// stands where the text has it.
    @Test func aLargeFileApplyingAnotherFilesStyleIsLaidOutOnItsFirstTree() throws {
        let label = "    <Label style=\"common:titleStyle\" text=\"Hello\" layout:leading=\"super\"/>\n"
        let main = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
            + String(repeating: label, count: (1 << 20) / label.utf8.count + 1) + "</Component>\n"
        let fixture = try CheckFixture([
            "Main.ui.xml": main,
            "Common.styles.xml": "<styleGroup name=\"common\">\n  <LabelStyle name=\"titleStyle\"/>\n</styleGroup>\n",
        ])
        let run = try fixture.check(".")
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("""
            Main.ui.xml:1:2: info: This component has more than \(10_000) constraints; past that its layout is not solved
            """))
        #expect(run.standardOutput.hasSuffix("0 errors, 0 warnings, 1 note in 2 files\n"))
    }

    /// A value with thousands of broken constraints lists the first and counts the rest, in
    /// every output format.
    @Test func pastTheLimitAFilesDiagnosticsEndInOneThatCountsTheRest() throws {
        let flood = String(repeating: "; ", count: 40)
        let fixture = try CheckFixture(["Main.ui.xml": """
            <Component xmlns:layout="http://schema.reactant.tech/layout">
                <Label field="title" layout:edges="super" layout:below="\(flood)"/>
            </Component>
            """])
        let unlimited = try fixture.check("--max-diagnostics", "0", "--format", "json", "Main.ui.xml")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(unlimited.standardOutput.utf8)) as? [[String: Any]])
        #expect(all.count > 40)  // one per `;`, and the anchor `below` constrains again

        let text = try fixture.check("--max-diagnostics", "5", "Main.ui.xml")
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Main.ui.xml:") }
        #expect(lines.filter { $0.contains(": warning: ") }.count == 5)
        #expect(lines.last?.hasSuffix("info: \(all.count - 5) more problems in this file are not listed (\(all.count - 5) warnings): at most 5 are; --max-diagnostics N (0: no limit) raises the limit [diagnostics.limit]") == true)

        let json = try fixture.check("--max-diagnostics", "5", "--format", "json", "Main.ui.xml")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.count == 6)
        #expect(entries.filter { $0["code"] as? String == "diagnostics.limit" }.count == 1)
        let negative = try fixture.check("--max-diagnostics", "-1", "Main.ui.xml")
        #expect(negative.status == 2)
    }

    @Test func aMissingPathIsAUsageError() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.duplicateField])
        let run = try fixture.check("Main.ui.xml", "Nowhere/Missing.ui.xml")
        #expect(run.status == 2)
        expectLines(run.standardError, """
            reactant-lsp: error: Nowhere/Missing.ui.xml: no such file or directory

            """)
        #expect(run.standardOutput.isEmpty, "nothing is analyzed when a path is wrong")
    }

    @Test(arguments: [["--check", "--format", "xml"], ["--check", "--no-such-option"], ["--format", "json"], ["Main.ui.xml"]])
    func badArgumentsAreUsageErrors(arguments: [String]) throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.clean])
        let run = try fixture.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.contains("Error:"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aSchemaThatDoesNotLoadIsAUsageErrorNamingFileAndLine() throws {
        let fixture = try CheckFixture([
            "Main.ui.xml": CheckDocuments.clean,
            "schemas/extra.xsd": """
                <?xml version="1.0"?>
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
                  <xs:element name="Extra"></xs:elment>
                </xs:schema>

                """,
        ])
        let run = try fixture.check("--schema-dir", "schemas", "Main.ui.xml")
        #expect(run.status == 2)
        // The fixture's directory as the tool names it (on macOS /var is /private/var).
        var shown = run.standardError
        for directory in [fixture.directory.resolvingSymlinksInPath().path, fixture.directory.path] {
            shown = shown.replacingOccurrences(of: directory, with: "FIXTURE")
        }
        expectLines(shown, """
            reactant-lsp: error: the analysis could not start: a schema in --schema-dir does not load: FIXTURE/schemas/extra.xsd:3: Opening and ending tag mismatch: element line 3 and elment

            """)
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aSchemaDirectoryThatLoadsIsUsed() throws {
        let fixture = try CheckFixture([
            "Main.ui.xml": CheckDocuments.clean,
            "schemas/extra.xsd": """
                <?xml version="1.0"?>
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:example:extra">
                  <xs:element name="Extra" type="xs:string"/>
                </xs:schema>

                """,
        ])
        let run = try fixture.check("--schema-dir", "schemas", "Main.ui.xml")
        #expect(run.status == 0, "\(run.standardError)")
    }

    // MARK: Output formats, on one real diagnostic

    // `layout.unknown-anchor` comes from the constraint participant of
    // `DocumentAnalyzer.standard(schema:)`; these four tests need it.

    @Test func textFormatPointsAtTheCharacters() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.unknownAnchor])
        expectLines(try fixture.check().standardOutput, """
            Main.ui.xml:3:43: error: `lefty` is not an anchor; did you mean `left`? [layout.unknown-anchor]
              <Label field="title" layout:left="super.lefty"/>
                                                      ^~~~~
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func jsonFormatGivesZeroBasedRanges() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.unknownAnchor])
        let run = try fixture.check("--format", "json")
        #expect(run.status == 1)
        let diagnostics = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let diagnostic = try #require(diagnostics.first { $0["code"] as? String == "layout.unknown-anchor" })
        #expect(diagnostic["file"] as? String == "Main.ui.xml")
        #expect(diagnostic["severity"] as? String == "error")
        expectLines(diagnostic["message"] as? String ?? "", "`lefty` is not an anchor; did you mean `left`?")
        let range = try #require(diagnostic["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 2, "character": 42])
        #expect(range["end"] == ["line": 2, "character": 47])
    }

    @Test func sarifFormatIsAVersion210Log() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.unknownAnchor])
        let run = try fixture.check("--format", "sarif")
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "reactant-lsp")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "layout.unknown-anchor" })
        #expect(result["level"] as? String == "error")
        let ruleIndex = try #require(result["ruleIndex"] as? Int)
        #expect(rules[ruleIndex]["id"] as? String == "layout.unknown-anchor")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Main.ui.xml")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 43, "endLine": 3, "endColumn": 48])
    }

    @Test func githubFormatWritesWorkflowCommands() throws {
        let fixture = try CheckFixture(["Main.ui.xml": CheckDocuments.unknownAnchor])
        let run = try fixture.check("--format", "github")
        #expect(run.status == 1)
        expectLines(run.standardOutput, """
            ::error file=Main.ui.xml,line=3,col=43,endLine=3,endColumn=47,title=layout.unknown-anchor::`lefty` is not an anchor; did you mean `left`?

            """)
    }

    // MARK: The set checked

    @Test func componentsResolveAcrossTheFilesChecked() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": CheckDocuments.usesCard, "Parts/Card.ui.xml": CheckDocuments.declaresCard])
        let alone = try fixture.check("--warnings-as-errors", "Screen.ui.xml")
        #expect(alone.status == 1)
        expectLines(alone.standardOutput, """
            Screen.ui.xml:3:20: error: No .ui.xml in the workspace defines component 'Card'; unless it is written in Swift, the build fails [ref.unknown-component]
              <Component type="Card" layout:edges="super"/>
                               ^~~~
            1 error, 0 warnings in 1 file

            """)

        let together = try fixture.check("--warnings-as-errors", ".")
        #expect(together.status == 0)
        #expect(together.standardOutput == "0 errors, 0 warnings in 2 files\n")
    }

    @Test func outputOrderIsTheSameOnEveryRun() throws {
        var files: [String: String] = [:]
        for index in 0..<40 {
            let folder = ["b", "a", "c/d"][index % 3]
            files["\(folder)/View\(index).ui.xml"] = index % 2 == 0 ? CheckDocuments.duplicateField : CheckDocuments.usesCard
        }
        let fixture = try CheckFixture(files)
        for format in ["text", "json", "sarif", "github"] {
            let first = try fixture.check("--format", format)
            let second = try fixture.check("--format", format)
            #expect(first.standardOutput == second.standardOutput, "format \(format)")
        }
        let reported = try fixture.check("--format", "github").lines.compactMap { line in
            line.split(separator: ",").first.map { String($0.drop { $0 != "=" }.dropFirst()) }
        }
        #expect(reported.count == 40)
        #expect(reported == reported.sorted(by: Self.walkOrder), "depth-first, names sorted")
    }

    // MARK: Helpers

    /// The order of a depth-first walk with names sorted by their bytes.
    static func walkOrder(_ left: String, _ right: String) -> Bool {
        left.split(separator: "/").lexicographicallyPrecedes(right.split(separator: "/")) {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
    }
}
