import ConstraintGrammar
import Foundation
import TestSupport
import Testing
@testable import ReactantAnalysis

/// docs/DIAGNOSTICS.md documents every code the constraint check reports, with its severity.
@Suite struct AnalysisConstraintDocumentationTests {
    static func row(for code: String) throws -> Substring? {
        let documentation = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        return documentation.split(separator: "\n").first { $0.hasPrefix("| `\(code)` |") }
    }

    @Test(arguments: ConstraintCheckCode.allCases)
    func ownCodeIsDocumentedWithItsSeverity(_ code: ConstraintCheckCode) throws {
        let row = try Self.row(for: code.rawValue)
        #expect(row?.contains("| \(code.severity.rawValue) |") == true, "\(code.rawValue)")
    }

    @Test(arguments: LayoutDiagnosticCode.allCases)
    func grammarCodeIsDocumentedWithItsSeverity(_ code: LayoutDiagnosticCode) throws {
        let row = try Self.row(for: code.rawValue)
        #expect(row?.contains("| \(code.severity.rawValue) |") == true, "\(code.rawValue)")
    }

    @Test func theSeparateLayoutPageIsGone() {
        #expect(!FileManager.default.fileExists(atPath: TestPaths.packageRoot + "/docs/diagnostics-layout.md"))
    }
}
