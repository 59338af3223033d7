import ConstraintGrammar
import Testing
@testable import ReactantLSP

@Suite struct AnalysisLayoutCacheTests {
    let below = LayoutAttribute.named("below")!
    let edges = LayoutAttribute.named("edges")!

    @Test func cachedAnalysesEqualFreshOnesPerAttribute() {
        let cache = LayoutAnalysisCache()
        let first = cache.analysis(of: "super.topp inset(8)", as: below)
        #expect(first == LayoutAnalysis.analyze("super.topp inset(8)", as: below))
        #expect(cache.analysis(of: "super.topp inset(8)", as: below) == first)
        // The same text under another attribute is another analysis (parts, inset signs).
        #expect(cache.analysis(of: "super.topp inset(8)", as: edges) == LayoutAnalysis.analyze("super.topp inset(8)", as: edges))
        #expect(cache.count == 2)
    }

    @Test func theCacheNeverHoldsMoreThanItsCapacity() {
        let cache = LayoutAnalysisCache(capacity: 3)
        for index in 0..<10 { _ = cache.analysis(of: "super inset(\(index))", as: below) }
        #expect(cache.count <= 3)
        #expect(cache.analysis(of: "super inset(9)", as: below) == LayoutAnalysis.analyze("super inset(9)", as: below))
    }

    /// A fix on one keystroke must not leave the previous value's diagnostics behind.
    @Test func aSharedCacheKeepsDocumentsApart() {
        let analyzer = DocumentAnalyzer.standard(schema: .embedded)
        let broken = "<Component><View field=\"a\" layout:below=\"super.topp\"/></Component>"
        let fixed = "<Component><View field=\"a\" layout:below=\"super.top\"/></Component>"
        let workspace = WorkspaceIndex()
        #expect(analyzer.analyse(text: broken, path: "A.ui.xml", workspace: workspace).diagnostics.map(\.code) == ["layout.unknown-anchor"])
        #expect(analyzer.analyse(text: fixed, path: "A.ui.xml", workspace: workspace).diagnostics.isEmpty)
        #expect(analyzer.analyse(text: broken, path: "B.ui.xml", workspace: workspace).diagnostics.map(\.code) == ["layout.unknown-anchor"])
    }
}
