import Support
import TestSupport
import Testing
import ReactantAnalysis

/// An expected diagnostic: its code and severity; its range is the next `⟦…⟧` of the fixture.
package struct ExpectedDiagnostic: CustomStringConvertible {
    package let code: String
    package let severity: Diagnostic.Severity
    package var description: String { "\(severity) \(code)" }
}

package func error(_ code: String) -> ExpectedDiagnostic { ExpectedDiagnostic(code: code, severity: .error) }
package func warning(_ code: String) -> ExpectedDiagnostic { ExpectedDiagnostic(code: code, severity: .warning) }

/// A workspace of fixture files analyzed the way `--check` does: prepare all, index, analyze.
package struct AnalysisWorkspace {
    package let prepared: [PreparedDocument]
    package let index: WorkspaceIndex

    package init(_ files: [String: String]) {
        prepared = files.keys.sorted().map { PreparedDocument(text: files[$0]!, path: $0) }
        index = WorkspaceIndex(prepared.map(\.facts))
    }

    package func analyzed(_ path: String, analyzer: DocumentAnalyzer = DocumentAnalyzer()) -> AnalyzedDocument {
        analyzer.analyze(prepared.first { $0.path == path }!, workspace: index)
    }
}

extension AnalysisWorkspace {
    /// The shared corpus as one workspace, with its files' relative paths; `nil` (and a
    /// recorded known issue) when ../shared/corpus is absent.
    package static func corpus() throws -> (files: [String], workspace: AnalysisWorkspace)? {
        let files = TestPaths.corpusFiles()
        guard !files.isEmpty else {
            withKnownIssue("../shared/corpus is absent: corpus test skipped") { Issue.record("no corpus at \(TestPaths.corpus)") }
            return nil
        }
        var texts: [String: String] = [:]
        for file in files { texts[file] = try String(contentsOfFile: TestPaths.corpus + "/" + file, encoding: .utf8) }
        return (files, AnalysisWorkspace(texts))
    }
}

/// Analyses `marked` (at `path`, beside `others`) and asserts the complete diagnostic list:
/// the n-th diagnostic in document order has the n-th expected code and severity and exactly
/// the n-th marked range; none more, none fewer.
@discardableResult
package func expectDiagnostics(
    _ marked: String, path: String = "Screen.ui.xml", others: [String: String] = [:],
    _ expected: [ExpectedDiagnostic], sourceLocation: SourceLocation = #_sourceLocation
) -> AnalyzedDocument {
    let fixture = MarkedText(marked)
    var files = others
    files[path] = fixture.text
    let analyzed = AnalysisWorkspace(files).analyzed(path)
    let actual = analyzed.diagnostics.map { "\($0.severity) \($0.code) \($0.range)" }
    let wanted = zip(expected, fixture.ranges).map { "\($0.severity) \($0.code) \($1)" }
    #expect(expected.count == fixture.ranges.count, "fixture has \(fixture.ranges.count) ranges for \(expected.count) diagnostics",
            sourceLocation: sourceLocation)
    #expect(actual == wanted, "\(analyzed.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    for diagnostic in analyzed.diagnostics {
        #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation)
    }
    return analyzed
}
