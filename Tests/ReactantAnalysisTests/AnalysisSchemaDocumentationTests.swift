import Foundation
import TestSupport
import Testing
@testable import ReactantAnalysis

/// docs/DIAGNOSTICS.md documents every schema code with the severity it is reported at.
@Suite struct AnalysisSchemaDocumentationTests {
    @Test(arguments: SchemaCheckCode.allCases)
    func codeIsDocumentedWithItsSeverity(_ code: SchemaCheckCode) throws {
        let documentation = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        let row = documentation.split(separator: "\n").first { $0.hasPrefix("| `\(code.rawValue)` |") }
        #expect(row?.contains("| \(code.severity.rawValue) |") == true, "\(code.rawValue)")
    }
}
