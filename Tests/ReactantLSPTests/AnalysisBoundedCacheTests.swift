import ConstraintGrammar
import Testing
@testable import ReactantLSP

/// Results kept across passes (`BoundedCache`) must never leak from one document or version
/// into another.
@Suite struct AnalysisBoundedCacheTests {
    @Test func aMissComputesOnceAndAHitReturnsTheSameResult() {
        let cache = BoundedCache<String, Int>()
        var computed = 0
        #expect(cache.value(for: "a") { computed += 1; return 1 } == 1)
        #expect(cache.value(for: "a") { computed += 1; return 2 } == 1)
        #expect(cache.value(for: "b") { computed += 1; return 3 } == 3)
        #expect(computed == 2)
        #expect(cache.count == 2)
    }

    @Test func theCacheNeverHoldsMoreThanItsCapacity() {
        let cache = BoundedCache<Int, Int>(capacity: 3)
        for index in 0..<10 { _ = cache.value(for: index) { index * 2 } }
        #expect(cache.count <= 3)
        #expect(cache.value(for: 9) { -1 } == 18)
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
