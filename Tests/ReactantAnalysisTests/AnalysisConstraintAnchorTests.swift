import ConstraintGrammar
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport
import TestSupport

/// Two attributes of one view constraining the same anchor with the same relation and
/// priority, neither under a condition.
@Suite struct AnalysisConstraintAnchorTests {
    static let fixtures: [ConstraintFixture] = [
        ConstraintFixture("left beside edges", """
            <Component>
                <View layout:left="super" ⟦layout:edges⟧="super inset(8)"/>
            </Component>
            """, [.warning("layout.duplicate-anchor")]),
        ConstraintFixture("width beside size, top beside below", """
            <Component>
                <Label field="header"/>
                <View layout:width="100" ⟦layout:size⟧="50" layout:top="super" ⟦layout:below⟧="header"/>
            </Component>
            """, [.warning("layout.duplicate-anchor"), .warning("layout.duplicate-anchor")]),
        ConstraintFixture("one attribute overlapping two earlier ones", """
            <Component>
                <View layout:left="super" layout:top="super inset(4)" layout:leading="super" ⟦⟦layout:edges⟧⟧="super"/>
            </Component>
            """, [.warning("layout.duplicate-anchor"), .warning("layout.duplicate-anchor")]),
        ConstraintFixture("different relations, priorities, conditions or anchors", """
            <Component>
                <View layout:left=":gte super" layout:right="super @high" layout:top="[ipad] super" layout:edges="super"/>
                <View layout:leading="super" layout:trailing="super" layout:fillHorizontally="super"/>
                <View layout:width="100" layout:height="super; 20" layout:centerX="super" layout:center="[tv] super"/>
            </Component>
            """, []),
        ConstraintFixture("constraints with errors constrain nothing", """
            <Component>
                <View layout:left="super.⟦lft⟧" layout:edges="super"/>
            </Component>
            """, [.error("layout.unknown-anchor", fix: .here("left"))]),
    ]

    @Test(arguments: fixtures)
    func reportsExactly(_ fixture: ConstraintFixture) {
        expectConstraintDiagnostics(fixture)
    }

    @Test func theOtherAttributeIsRelated() {
        let analyzed = expectConstraintDiagnostics(Self.fixtures[2])
        let text = analyzed.text
        let related = analyzed.diagnostics.map { $0.related.map { text.utf8Slice($0.range) } }
        #expect(Set(related) == [["layout:left"], ["layout:top"]])
        expectLines(analyzed.diagnostics.map(\.message), [
            "'layout:edges' constrains left again, as 'layout:left' does, with the same relation and priority and no condition: one of the two is redundant, or UIKit drops one at run time",
            "'layout:edges' constrains top again, as 'layout:top' does, with the same relation and priority and no condition: one of the two is redundant, or UIKit drops one at run time",
        ])
    }

    @Test func manyDistinctClaimsOnOneViewStillMatch() {
        // Forty priorities on one anchor: more claims than a view usually makes.
        let left = (1...40).map { "super @\($0)" }.joined(separator: "; ")
        let text = "<Component><View layout:left=\"\(left)\" layout:edges=\"super @33\" layout:top=\"super @33\"/></Component>"
        let analyzed = AnalysisWorkspace(["Screen.ui.xml": text]).analyzed("Screen.ui.xml", analyzer: constraintAnalyzer)
        let overlaps = analyzed.diagnostics.filter { $0.code == "layout.duplicate-anchor" }
        #expect(overlaps.map { text.utf8Slice($0.range) } == ["layout:edges", "layout:top"])
        #expect(overlaps.map { $0.related.map { text.utf8Slice($0.range) } } == [["layout:left"], ["layout:edges"]])
    }

    @Test func aValueClaimsEachAnchorOnceInOrder() {
        // `size` is width and height; a repeated claim counts once, a conditional one not at all.
        let analysis = LayoutAnalysis.analyze("100; [ipad] 50; :gte 100; 100; :lte 20; 100 @high", as: LayoutAttribute.named("size")!)
        #expect(analysis.diagnostics.isEmpty)
        let claims = ConstraintAnchorOverlap.claims(of: analysis.constraints)
        #expect(claims.map(\.anchor) == [.width, .height, .width, .height, .width, .height, .width, .height])
        #expect(claims.map(\.relation) == [.equal, .equal, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual, .equal, .equal])
        #expect(Set(claims.map(\.priority)).count == 2)
    }

    @Test func aValueWithManyClaimsStillClaimsEachOnce() {
        // Past a few claims they are kept in a set as well as in order: repeats before and
        // after that point still count once. (Each `;` after a priority also makes the
        // generator add a required constraint to super: that claim repeats fifteen times.)
        let priorities = (1...12).map { "super @\($0)" } + ["super @3", "super @12", "super @13", "super @1"]
        let analysis = LayoutAnalysis.analyze(priorities.joined(separator: "; "), as: LayoutAttribute.named("left")!)
        #expect(Set(analysis.diagnostics.map(\.code)) == [.prioritySemicolon])
        let claims = ConstraintAnchorOverlap.claims(of: analysis.constraints)
        #expect(claims.map(\.priority) == [1, 1000] + (2...13).map(Double.init))
        #expect(claims.allSatisfy { $0.anchor == .left && $0.relation == .equal })
    }
}
