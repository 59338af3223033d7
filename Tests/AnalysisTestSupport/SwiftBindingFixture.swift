import SchemaModel
import Support
import SwiftBinding
import Testing
import ReactantAnalysis
import TestSupport

/// The checks that read Swift, over `.ui.xml` fixtures and the Swift files beside them, as
/// `--check` runs them: every file prepared, the index built from their facts and the Swift
/// files' declarations, then the document analyzed against it.
package enum SwiftBindingFixture {
    package static let analyzer = DocumentAnalyzer(participants: [
        FieldBindingCheck(schema: Schema.embedded), AnonymousComponentFieldCheck(), ComponentTypeCheck(),
    ])

    package static func index(xml: [String: String], swift: [String: String]) -> WorkspaceIndex {
        let facts = xml.map { PreparedDocument(text: $1, path: $0).facts }
        let declarations = SwiftDeclarationIndex(files: swift.mapValues(SwiftSourceReader.readCompletely))
        return WorkspaceIndex(facts, swift: declarations)
    }

    package static func analyzed(_ text: String, path: String, others: [String: String] = [:], swift: [String: String]) -> AnalyzedDocument {
        var xml = others
        xml[path] = text
        return analyzer.analyze(PreparedDocument(text: text, path: path), workspace: index(xml: xml, swift: swift))
    }
}

/// Analyses `marked` (at `path`, beside the `.ui.xml` files `others` and the Swift files
/// `swift`) with the Swift binding checks, and asserts the complete list: the n-th diagnostic
/// has the n-th expected code and severity and exactly the n-th marked range.
@discardableResult
package func expectSwiftBindingDiagnostics(
    _ marked: String, path: String = "GreeterView.ui.xml", others: [String: String] = [:], swift: [String: String],
    _ expected: [ExpectedDiagnostic], sourceLocation: SourceLocation = #_sourceLocation
) -> AnalyzedDocument {
    let fixture = MarkedText(marked)
    let analyzed = SwiftBindingFixture.analyzed(fixture.text, path: path, others: others, swift: swift)
    let actual = analyzed.diagnostics.map { "\($0.severity) \($0.code) \($0.range)" }
    let wanted = zip(expected, fixture.ranges).map { "\($0.severity) \($0.code) \($1)" }
    #expect(expected.count == fixture.ranges.count, "fixture has \(fixture.ranges.count) ranges for \(expected.count) diagnostics",
            sourceLocation: sourceLocation)
    #expect(actual == wanted, "\(analyzed.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    return analyzed
}

package func information(_ code: String) -> ExpectedDiagnostic { ExpectedDiagnostic(code: code, severity: .information) }
