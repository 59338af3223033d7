import Foundation
import TestSupport
import Testing
@testable import ReactantAnalysis
@testable import ReactantCommands

@Suite struct CheckJSONFormatTests {
    @Test func oneArrayWithZeroBasedUTF16Ranges() async throws {
        let text = "<Component>\r\n<Label text=\"é😀漢\" layout:lef=\"super\"/>\r\n</Component>\r\n"
        let directory = try CheckFixtureDirectory(["Views/Wide.ui.xml": text, "Main.ui.xml": componentFixture])
        let (status, output) = await runCheck(in: directory, format: .json, analyzer: FakeAnalyzer.marking(fixtureMarkers + [
            Marker("Label text", "schema.example", .information, "a note",
                   related: (needle: "Component", message: "the root")),
        ]))
        #expect(status == 1)
        let entries = try JSONDecoder().decode([JSONFormatter.Entry].self, from: Data(output.standardOutput.utf8))
        typealias P = JSONFormatter.WirePosition
        #expect(entries == [
            .init(file: "Main.ui.xml", range: .init(start: P(line: 3, character: 5), end: P(line: 3, character: 9)),
                  severity: "error", code: "schema.unknown-element",
                  message: "unknown element 'Labl'; did you mean 'Label'?", relatedInformation: []),
            .init(file: "Main.ui.xml", range: .init(start: P(line: 3, character: 16), end: P(line: 3, character: 21)),
                  severity: "warning", code: "schema.example-warning", message: "text is ignored here", relatedInformation: []),
            .init(file: "Main.ui.xml", range: .init(start: P(line: 3, character: 23), end: P(line: 3, character: 33)),
                  severity: "error", code: "layout.unknown-anchor", message: "unknown anchor 'lef'", relatedInformation: []),
            .init(file: "Views/Wide.ui.xml", range: .init(start: P(line: 1, character: 1), end: P(line: 1, character: 11)),
                  severity: "information", code: "schema.example", message: "a note",
                  relatedInformation: [.init(file: "Views/Wide.ui.xml",
                                             range: .init(start: P(line: 0, character: 1), end: P(line: 0, character: 10)),
                                             message: "the root")]),
            // 18 characters precede it, one of them (😀) two UTF-16 units long.
            .init(file: "Views/Wide.ui.xml", range: .init(start: P(line: 1, character: 19), end: P(line: 1, character: 29)),
                  severity: "error", code: "layout.unknown-anchor", message: "unknown anchor 'lef'", relatedInformation: []),
        ])
    }

    @Test func keysAreTheDocumentedOnes() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let (_, output) = await runCheck(in: directory, format: .json, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(Set(array[0].keys) == ["file", "range", "severity", "code", "message", "relatedInformation"])
        let range = try #require(array[0]["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 3, "character": 5])
    }

    @Test func noDiagnosticsIsAnEmptyArrayAndOutputIsReproducible() async throws {
        let directory = try CheckFixtureDirectory(["Main.ui.xml": componentFixture])
        let (status, output) = await runCheck(in: directory, format: .json, analyzer: FakeAnalyzer.marking([]))
        #expect(status == 0)
        #expect(output.standardOutput == "[\n\n]\n")
        let (_, first) = await runCheck(in: directory, format: .json, analyzer: FakeAnalyzer.marking(fixtureMarkers.reversed()))
        let (_, second) = await runCheck(in: directory, format: .json, analyzer: FakeAnalyzer.marking(fixtureMarkers))
        #expect(first.standardOutput == second.standardOutput)
    }
}
