import TestSupport
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// One fixture of the schema participant: a marked document and its complete diagnostic list.
struct SchemaCase: CustomTestStringConvertible, Sendable {
    let name: String
    let path: String
    let marked: String
    let expected: [ExpectedDiagnostic]

    init(_ name: String, path: String = "Screen.ui.xml", _ marked: String, _ expected: [ExpectedDiagnostic]) {
        self.name = name
        self.path = path
        self.marked = marked
        self.expected = expected
    }

    var testDescription: String { name }
}

/// The reference participants with the schema participant: the fixtures prove both that the
/// schema diagnostics are right and that no problem is reported twice. (The constraint
/// participant is left out so that `layout:` values do not enter these lists.)
let schemaAnalyzer = DocumentAnalyzer(participants: DocumentAnalyzer.referenceChecks + [SchemaCheck(schema: .embedded)])

/// Analyses a schema fixture (beside a `Cell.ui.xml` defining `Cell`, for table views) and
/// asserts its complete diagnostic list (code, severity, range).
@discardableResult
func expectSchemaDiagnostics(_ fixture: SchemaCase, sourceLocation: SourceLocation = #_sourceLocation) -> AnalyzedDocument {
    let marked = MarkedText(fixture.marked)
    let analyzed = AnalysisWorkspace([fixture.path: marked.text, "Cell.ui.xml": "<Component/>"]).analyzed(fixture.path, analyzer: schemaAnalyzer)
    let actual = analyzed.diagnostics.map { "\($0.severity) \($0.code) \($0.range)" }
    let wanted = zip(fixture.expected, marked.ranges).map { "\($0.severity) \($0.code) \($1)" }
    #expect(fixture.expected.count == marked.ranges.count,
            "fixture has \(marked.ranges.count) ranges for \(fixture.expected.count) diagnostics", sourceLocation: sourceLocation)
    #expect(actual == wanted, "\(analyzed.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    for diagnostic in analyzed.diagnostics { #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation) }
    return analyzed
}
