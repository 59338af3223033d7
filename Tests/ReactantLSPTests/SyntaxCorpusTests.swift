import Foundation
import Testing
@testable import ReactantLSP
import TestSupport

/// Every real file of the shared corpus is well-formed and fully closed.
@Suite struct SyntaxCorpusTests {
    static let corpus = TestPaths.corpus

    static func corpusFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".ui.xml") || $0.hasSuffix(".styles.xml") }
            .sorted()
    }

    @Test func corpusHasNoWellFormednessErrors() throws {
        let files = Self.corpusFiles()
        guard !files.isEmpty else {
            withKnownIssue("../shared/corpus is absent: corpus test skipped") { Issue.record("no corpus at \(Self.corpus)") }
            return
        }
        for file in files {
            let text = try String(contentsOfFile: Self.corpus + "/" + file, encoding: .utf8)
            let document = XMLDocumentSyntax(text: text)
            #expect(document.diagnostics.isEmpty, "\(file): \(document.diagnostics)")
            #expect(document.tree.root != nil, "\(file)")
            #expect(document.tree.elements.allSatisfy { !$0.isUnclosed }, "\(file)")
            #expect(document.tree.elements.allSatisfy { $0.attributes.allSatisfy { $0.value?.isClosed == true } }, "\(file)")
        }
    }
}
