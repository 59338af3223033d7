import Foundation
import Support
import TestSupport
import Testing
@testable import ReactantAnalysis

/// docs/DIAGNOSTICS.md documents every analysis code with the severity it is reported at.
@Suite struct AnalysisDocumentationTests {
    static let severities: [AnalysisCode: Diagnostic.Severity] = [
        .duplicateField: .error, .duplicateLayoutID: .error, .duplicateStyle: .error, .duplicateTemplate: .error,
        .unknownStyle: .warning, .unknownStyleGroup: .warning, .invalidStyleReference: .error,
        .unknownComponent: .warning, .componentWithoutType: .error, .forbiddenComponentType: .error,
        .duplicateComponentType: .warning, .duplicateStyleGroup: .warning, .ignoredRootAttribute: .warning,
        .duplicateConstraintName: .error, .mismatchedStyleType: .error, .themedStyleApplied: .error, .circularStyleExtension: .error,
    ]

    @Test(arguments: AnalysisCode.allCases)
    func codeIsDocumentedWithItsSeverity(_ code: AnalysisCode) throws {
        let documentation = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        let row = documentation.split(separator: "\n").first { $0.hasPrefix("| `\(code.rawValue)` |") }
        let severity = try #require(Self.severities[code])
        #expect(row?.contains("| \(severity.rawValue) |") == true, "\(code.rawValue)")
    }
}
