import Foundation
import TestFixtures
import Testing
@testable import XMLSyntax

/// Every real file of the shared corpus is well-formed and fully closed.
@Suite struct SyntaxCorpusTests {
    @Test func corpusHasNoWellFormednessErrors() throws {
        let files = SharedCorpus.files()
        guard !files.isEmpty else {
            withKnownIssue("../shared/corpus is absent: corpus test skipped") { Issue.record("no corpus at \(SharedCorpus.path)") }
            return
        }
        for file in files {
            let text = try String(contentsOfFile: SharedCorpus.path + "/" + file, encoding: .utf8)
            let document = XMLDocumentSyntax(text: text)
            #expect(document.diagnostics.isEmpty, "\(file): \(document.diagnostics)")
            #expect(document.tree.root != nil, "\(file)")
            #expect(document.tree.elements.allSatisfy { !$0.isUnclosed }, "\(file)")
            #expect(document.tree.elements.allSatisfy { $0.attributes.allSatisfy { $0.value?.isClosed == true } }, "\(file)")
        }
    }
}
