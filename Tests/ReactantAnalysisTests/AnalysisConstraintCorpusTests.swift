import ConstraintGrammar
import Foundation
import SchemaModel
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// The real files of the shared corpus, analyzed as one workspace by the product's own
/// analyzer: the generator and the Swift build accept all of them, so the constraint check
/// must find no error there.
@Suite struct AnalysisConstraintCorpusTests {
    static let ownCodes = Set(ConstraintCheckCode.allCases.map(\.rawValue) + LayoutDiagnosticCode.allCases.map(\.rawValue))

    @Test func corpusHasNoConstraintErrors() throws {
        guard let (files, workspace) = try AnalysisWorkspace.corpus() else { return }
        let analyzer = DocumentAnalyzer.standard(schema: .embedded)
        #expect(analyzer.participants.contains { $0 is ConstraintCheck })
        var constrainedViews = 0
        for file in files {
            let analyzed = workspace.analyzed(file, analyzer: analyzer)
            let own = analyzed.diagnostics.filter { Self.ownCodes.contains($0.code) }
            let errors = own.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file): \(errors.map { "\($0.code) '\(analyzed.text.utf8Slice($0.range))' \($0.message)" })")
            // Every target resolves and no two attributes overlap; the only warnings are the
            // generator's field renaming (`layout.field-copied-to-parts`), which the corpus uses.
            let references = own.filter { ConstraintCheckCode(rawValue: $0.code) != nil }
            #expect(references.isEmpty, "\(file): \(references.map { "\($0.code) '\(analyzed.text.utf8Slice($0.range))'" })")
            constrainedViews += analyzed.document.views.filter { view in
                analyzed.syntax.tree.elements[view.element].attributes.contains { $0.name.prefix == "layout" }
            }.count
        }
        // The check had something to read (34 constrained views when this was written).
        #expect(constrainedViews > 20)
    }
}
