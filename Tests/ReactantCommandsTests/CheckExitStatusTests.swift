import Foundation
import Support
import TestSupport
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

@Suite struct CheckExitStatusTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var severities: [Diagnostic.Severity]
        var warningsAsErrors: Bool
        var quiet: Bool
        var status: Int32
        var testDescription: String { "\(severities) -Werror=\(warningsAsErrors) quiet=\(quiet) → \(status)" }
    }

    @Test(arguments: [
        Case(severities: [], warningsAsErrors: false, quiet: false, status: 0),
        Case(severities: [.warning, .information, .hint], warningsAsErrors: false, quiet: false, status: 0),
        Case(severities: [.warning], warningsAsErrors: true, quiet: false, status: 1),
        Case(severities: [.information, .hint], warningsAsErrors: true, quiet: false, status: 0),
        Case(severities: [.error], warningsAsErrors: false, quiet: false, status: 1),
        Case(severities: [.error], warningsAsErrors: false, quiet: true, status: 1),
        Case(severities: [.warning], warningsAsErrors: true, quiet: true, status: 1),
        Case(severities: [.warning], warningsAsErrors: false, quiet: true, status: 0),
    ])
    func statusFollowsTheMostSevereDiagnostic(_ test: Case) async throws {
        let directory = try CheckFixtureDirectory(["One.ui.xml": "<Component><Label/><Button/><View/></Component>"])
        let needles = ["Label", "Button", "View"]
        let markers = test.severities.enumerated().map { Marker(needles[$0], "schema.example-\($0)", $1, "m") }
        for format in CheckOutputFormat.allCases {
            let (status, _) = await runCheck(in: directory, format: format, warningsAsErrors: test.warningsAsErrors,
                                             quiet: test.quiet, analyzer: FakeAnalyzer.marking(markers))
            #expect(status == test.status, "\(format)")
        }
    }

    @Test func anAnalysisThatCannotStartIsAUsageError() async throws {
        struct SchemasUnusable: Error, CustomStringConvertible { var description: String { "ui.xsd: not a schema" } }
        let directory = try CheckFixtureDirectory(["One.ui.xml": "<Component/>"])
        let (status, output) = await runCheck(in: directory, analyzer: { _ in throw SchemasUnusable() })
        #expect(status == 2)
        #expect(output.standardError == "reactant-lsp: error: the analysis could not start: ui.xsd: not a schema\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func anEmptyTreeIsCleanButSaysSo() async throws {
        let directory = try CheckFixtureDirectory(["readme.md": "nothing"])
        let box = RequestBox()
        let (status, output) = await runCheck(in: directory, analyzer: FakeAnalyzer.recording(into: box))
        #expect(status == 0)
        #expect(box.request == nil)
        #expect(output.standardError == "reactant-lsp: warning: no *.ui.xml or *.styles.xml files found\n")
        #expect(output.standardOutput == "0 errors, 0 warnings in 0 files\n")
    }

    @Test func quietFiltersStructuredFormatsToo() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let (_, json) = await runCheck(in: directory, format: .json, quiet: true, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        let entries = try JSONDecoder().decode([JSONFormatter.Entry].self, from: Data(json.standardOutput.utf8))
        #expect(entries.map(\.severity) == ["error", "error"])
        let (_, github) = await runCheck(in: directory, format: .github, quiet: true, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        #expect(github.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") })
    }

    @Test func progressIsDrawnOnATerminalForLargeTreesAndErasedBeforeOutput() async throws {
        var files: [String: String] = [:]
        for index in 0..<ProgressIndicator.minimumFiles { files["V\(index).ui.xml"] = "<Component/>" }
        let directory = try CheckFixtureDirectory(files)
        let analyzer: CheckAnalyzer = { request in
            for done in 1...request.files.count { request.reportProgress(done) }
            return [:]
        }
        let terminal = CapturedOutput()
        let options = CheckOptions(currentDirectory: directory.path)
        #expect(await CheckCommand.run(options: options, analyzer: analyzer, output: terminal.output(progress: true)) == 0)
        #expect(terminal.standardError.contains("reactant-lsp: reading "))
        #expect(terminal.standardError.contains("reactant-lsp: analyzing \(files.count)/\(files.count) files"))
        #expect(terminal.standardError.hasSuffix("\r\u{1B}[2K"))

        let pipe = CapturedOutput()
        #expect(await CheckCommand.run(options: options, analyzer: analyzer, output: pipe.output(progress: false)) == 0)
        #expect(pipe.standardError.isEmpty)
    }

    @Test func noColorAndTerminalsDecideColours() {
        #expect(CheckOutput.standardStreams(environment: ["NO_COLOR": "1"]).useColors == false)
        // Under the test runner standard output is not a terminal.
        #expect(CheckOutput.standardStreams(environment: [:]).useColors == (isatty(STDOUT_FILENO) == 1))
    }
}
