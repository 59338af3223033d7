import Foundation
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// The schema participant is never stricter than the generator: every file of the shared corpus
/// builds, so the full analysis reports no error, and the only warnings are the genuine slips
/// those files are known to contain (reactant-ui-facts §6).
@Suite struct AnalysisSchemaCorpusTests {
    /// `file code text-at-range`, sorted by file then position.
    static let knownSlips = [
        "ExampleSelection/ExampleSelectionRootView.ui.xml schema.unknown-attribute root",
        // The generator copies a constraint's field name to every part of a multi-constraint
        // attribute (`progressFill` becomes progressFillLeft/Right): true warnings.
        "Examples/ProgressView/ProgressViewRootView.ui.xml layout.field-copied-to-parts progressFill",
        "Examples/SimulatedSeparatorTableView/SimulatedSeparatorTableViewRootView.ui.xml schema.unknown-attribute tools:sectionCount",
        "Playground/ATest.ui.xml schema.unknown-attribute examples",
        "Playground/ExampleRootView.ui.xml layout.field-copied-to-parts coolConstraint",
        "Playground/ExampleRootView.ui.xml layout.field-copied-to-parts coolConstraint",
        "Playground/ExampleRootView.ui.xml layout.field-copied-to-parts uniqueConstraint",
        // `light@17` names a font called "light"; the same file writes `:light@17` elsewhere.
        "Playground/ExampleRootView.ui.xml schema.questionable-value light",
        "Playground/ExampleRootView.ui.xml schema.unknown-attribute paragraphStyle.defaultTabInterval",
        "Playground/ExampleView2.ui.xml schema.questionable-value  @17",
    ]

    @Test func corpusGivesNoErrorAndOnlyTheKnownSlips() throws {
        guard let (files, workspace) = try AnalysisWorkspace.corpus() else { return }
        let analyzer = DocumentAnalyzer.standard(schema: .embedded)
        var warnings: [String] = []
        for file in files {
            let analyzed = workspace.analyzed(file, analyzer: analyzer)
            let errors = analyzed.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file): \(errors.map { "\($0.code) \(analyzed.text.utf8Slice($0.range)): \($0.message)" })")
            warnings += analyzed.diagnostics.filter { $0.severity == .warning }
                .map { "\(file) \($0.code) \(analyzed.text.utf8Slice($0.range))" }
        }
        #expect(warnings == Self.knownSlips)
    }
}
