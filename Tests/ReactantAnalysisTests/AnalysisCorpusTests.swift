import Foundation
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// The real files of the shared corpus, analyzed as one workspace: the generator builds all of
/// them, so no participant may report an error; their references all resolve, so no warning either.
@Suite struct AnalysisCorpusTests {
    @Test func corpusHasNoErrorsAsOneWorkspace() throws {
        guard let (files, workspace) = try AnalysisWorkspace.corpus() else { return }
        var warnings: [String] = []
        for file in files {
            let analyzed = workspace.analyzed(file)
            let errors = analyzed.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file): \(errors.map { "\($0.code) \($0.message)" })")
            warnings += analyzed.diagnostics.map { "\(file) \($0.code) \(analyzed.text.utf8Slice($0.range))" }
        }
        // Every style, component and field reference of the corpus resolves (the one dangling
        // style, `:common:map`, is inside a comment).
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(workspace.index.componentDeclarations(named: "ExampleCell3").map(\.path) == ["Playground/ATest.ui.xml"])
        #expect(workspace.index.documents(referencingComponentType: "PlainCell").count == 4)
    }
}

extension String {
    /// The text of a UTF-8 range (tests only).
    func utf8Slice(_ range: Range<Int>) -> String { String(decoding: Array(utf8)[range], as: UTF8.self) }
}
