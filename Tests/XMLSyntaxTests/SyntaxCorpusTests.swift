import Foundation
import TestSupport
import Testing
@testable import XMLSyntax
import TestSupport

/// Every real file of the shared corpus is well-formed and fully closed.
@Suite struct SyntaxCorpusTests {
    @Test func corpusHasNoWellFormednessErrors() throws {
        let files = TestPaths.corpusFiles()
        guard !files.isEmpty else {
            withKnownIssue("../shared/corpus is absent: corpus test skipped") { Issue.record("no corpus at \(TestPaths.corpus)") }
            return
        }
        for file in files {
            let text = try String(contentsOfFile: TestPaths.corpus + "/" + file, encoding: .utf8)
            let document = XMLDocumentSyntax(text: text)
            #expect(document.diagnostics.isEmpty, "\(file): \(document.diagnostics)")
            #expect(document.tree.root != nil, "\(file)")
            #expect(document.tree.elements.allSatisfy { !$0.isUnclosed }, "\(file)")
            #expect(document.tree.elements.allSatisfy { $0.attributes.allSatisfy { $0.value?.isClosed == true } }, "\(file)")
        }
    }
}
