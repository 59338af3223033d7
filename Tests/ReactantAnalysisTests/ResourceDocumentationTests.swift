import Foundation
import Support
import Testing
@testable import ReactantAnalysis
import TestSupport

/// docs/DIAGNOSTICS.md documents every `theme.*` and `asset.*` code with its severity.
@Suite struct ResourceDocumentationTests {
    @Test(arguments: ResourceCode.allCases)
    func codeIsDocumentedWithItsSeverity(_ code: ResourceCode) throws {
        let documentation = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        let row = documentation.split(separator: "\n").first { $0.hasPrefix("| `\(code.rawValue)` |") }
        #expect(row?.contains("| \(code.severity.rawValue) |") == true, "\(code.rawValue)")
    }
}
