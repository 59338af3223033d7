import LanguageServerProtocol
import Testing
import TestSupport

/// Whole-output expectations and their diff.
@Suite struct ExpectLinesTests {
    @Test func theDiffShowsRemovedAndAddedLinesInPlace() {
        let diff = LineDiff.lines(expected: ["a", "b", "c", "d"], actual: ["a", "c", "x", "d", "e"])
        #expect(diff == [.same("a"), .removed("b"), .same("c"), .added("x"), .same("d"), .added("e")])
        #expect(LineDiff.unified(expected: ["a", "b"], actual: ["a", "c"]) == "  a\n- b\n+ c")
    }

    @Test func unchangedRunsAwayFromAChangeAreLeftOut() {
        let expected = (1...20).map(String.init)
        var actual = expected
        actual[14] = "fifteen"
        #expect(LineDiff.unified(expected: expected, actual: actual) == """
            @@ line 12 @@
              12
              13
              14
            - 15
            + fifteen
              16
              17
              18
            """)
    }

    @Test func equalOutputsRecordNothing() {
        expectLines("one\ntwo", "one\ntwo")
        expectLines(["one", "two"], ["one", "two"])
        expectLabels(["a", "b"], ["a", "b"])
    }

    @Test func aDifferenceIsReportedWithTheDiffAndTheActualOutput() throws {
        let report = try #require(LineDiff.report(actual: "one\ntwo\nthree", expected: "one\n2\nthree"))
        #expect(report == """
            output differs (- expected, + actual):
              one
            - 2
            + two
              three
            actual output:
            one
            two
            three
            """)
        #expect(LineDiff.report(actual: "same", expected: "same") == nil)
        // Differences the lines do not show are spelt out.
        #expect(try #require(LineDiff.report(actual: "a\n", expected: "a")).contains(#"(expected "a", got "a\n")"#))
    }

    @Test func labelsOfferedMoreThanOnceAreFound() {
        #expect(Rendering.repeated(["a", "b", "a", "c", "a", "b"]) == ["a", "b"])
        #expect(Rendering.repeated(["a", "b"]).isEmpty)
    }

    @Test func diagnosticsRenderAsOneLineEach() {
        let diagnostic = LSPDiagnostic(
            range: LSPRange(start: .init(line: 2, character: 10), end: .init(line: 2, character: 15)), severity: .error,
            code: "layout.unexpected-token", message: "unexpected `)`\nhere",
            relatedInformation: [.init(location: .init(uri: "file:///a", range: .init(start: .init(line: 0, character: 0), end: .init(line: 0, character: 1))), message: "opened")])
        #expect(Rendering.diagnostics([diagnostic]) == ["2:10-2:15 error layout.unexpected-token: unexpected `)`⏎here"])
        #expect(Rendering.diagnostics([diagnostic], related: true) == [
            "2:10-2:15 error layout.unexpected-token: unexpected `)`⏎here",
            "    related file:///a 0:0-0:1: opened",
        ])
    }
}
