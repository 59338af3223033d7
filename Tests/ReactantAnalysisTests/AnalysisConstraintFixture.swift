import Support
import Testing
import TestSupport
@testable import ReactantAnalysis
import AnalysisTestSupport

/// One expected diagnostic of a constraint fixture: code, severity and its quick fix, if any.
struct ConstraintExpectation: CustomStringConvertible, Sendable {
    enum Fix: Sendable {
        /// Replaces the diagnostic's own range with the text.
        case here(String)
        /// Replaces the next `⟦fix¦…⟧` range of the fixture with the text.
        case marked(String)
        /// One fix per text, each replacing the diagnostic's own range (targets to choose from).
        case choices([String])
        /// One fix per text, each replacing the next `⟦fix¦…⟧` range of the fixture.
        case markedChoices([String])
    }

    let code: String
    let severity: Diagnostic.Severity
    let fix: Fix?

    static func error(_ code: String, fix: Fix? = nil) -> Self { Self(code: code, severity: .error, fix: fix) }
    static func warning(_ code: String, fix: Fix? = nil) -> Self { Self(code: code, severity: .warning, fix: fix) }

    var description: String { "\(severity) \(code)" }
}

/// A named fixture: a document and the complete list of diagnostics it must produce. In the
/// document `⟦…⟧` marks each diagnostic's range and `⟦fix¦…⟧` each fix range that differs from
/// its diagnostic's (the TestSupport markup).
struct ConstraintFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let marked: String
    let expected: [ConstraintExpectation]
    var testDescription: String { name }

    init(_ name: String, _ marked: String, _ expected: [ConstraintExpectation]) {
        self.name = name
        self.marked = marked
        self.expected = expected
    }
}

/// The constraint check alone (plus well-formedness, which every analysis reports).
let constraintAnalyzer = DocumentAnalyzer(participants: [ConstraintCheck()])

/// Analyses the fixture with the constraint check and asserts its complete diagnostic list in
/// document order: code, severity, exact range and every fix's range and replacement.
@discardableResult
func expectConstraintDiagnostics(_ fixture: ConstraintFixture, sourceLocation: SourceLocation = #_sourceLocation) -> AnalyzedDocument {
    let marked = MarkedText(fixture.marked)
    let analyzed = AnalysisWorkspace(["Screen.ui.xml": marked.text]).analyzed("Screen.ui.xml", analyzer: constraintAnalyzer)
    #expect(fixture.expected.count == marked.ranges.count,
            "fixture has \(marked.ranges.count) ranges for \(fixture.expected.count) diagnostics", sourceLocation: sourceLocation)
    var fixRanges = marked.ranges("fix")[...]
    let wanted = zip(fixture.expected, marked.ranges).map { expectation, range in
        let fix: String
        switch expectation.fix {
        case nil: fix = "no fix"
        case .here(let text): fix = "fix \(range) → '\(text)'"
        case .marked(let text): fix = "fix \(fixRanges.popFirst().map { "\($0)" } ?? "unmarked") → '\(text)'"
        case .choices(let texts): fix = texts.map { "fix \(range) → '\($0)'" }.joined(separator: ", ")
        case .markedChoices(let texts):
            let fixRange = fixRanges.popFirst().map { "\($0)" } ?? "unmarked"
            fix = texts.map { "fix \(fixRange) → '\($0)'" }.joined(separator: ", ")
        }
        return "\(expectation.severity) \(expectation.code) \(range) \(fix)"
    }
    #expect(fixRanges.isEmpty, "unused ⟦fix¦⟧ ranges \(Array(fixRanges))", sourceLocation: sourceLocation)
    let actual = analyzed.diagnostics.map { diagnostic in
        let fix = diagnostic.fixes.isEmpty ? "no fix" : diagnostic.fixes.map { "fix \($0.range) → '\($0.replacement)'" }.joined(separator: ", ")
        return "\(diagnostic.severity) \(diagnostic.code) \(diagnostic.range) \(fix)"
    }
    #expect(actual == wanted, "\(analyzed.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    for diagnostic in analyzed.diagnostics {
        #expect(!diagnostic.message.isEmpty && diagnostic.fixes.allSatisfy { !$0.title.isEmpty }, sourceLocation: sourceLocation)
    }
    return analyzed
}
