import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// The constraint grammar's diagnostics land on the characters as written: through entities,
/// character references, CRLF line breaks inside a value and non-ASCII text before it.
@Suite struct AnalysisConstraintValueTests {
    static let fixtures: [ConstraintFixture] = [
        ConstraintFixture("an operator relation written with entities", """
            <Component>
                <Label layout:top="⟦&gt;=⟧ super" layout:bottom="⟦&lt;=⟧ super"/>
                <Label layout:top='⟦&gt;&#61;⟧ super'/>
            </Component>
            """, [.error("layout.operator-relation", fix: .here(":gte")), .error("layout.operator-relation", fix: .here(":lte")),
                  .error("layout.operator-relation", fix: .here(":gte"))]),
        ConstraintFixture("a CRLF multi-line value after non-ASCII text",
            "<Component>\r\n    <Label text=\"Žluťoučký kůň 日本 😀\" layout:edges=\"super\r\n        inset(20)⟦fix¦⟧\r\n"
            + "        ⟦⟦foo⟧⟧\"/>\r\n    <View field=\"food\"/>\r\n</Component>\r\n",
            [.warning("layout.missing-separator", fix: .marked(";")), .error("ref.unknown-target", fix: .here("food"))]),
        ConstraintFixture("an anchor after a line feed written as a character reference", """
            <Component>
                <View layout:top="super&#10;.⟦bottm⟧" layout:left="super.⟦lef⟧&#x9;"/>
            </Component>
            """, [.error("layout.unknown-anchor", fix: .here("bottom")), .error("layout.unknown-anchor", fix: .here("left"))]),
        ConstraintFixture("a condition operator written as two entities", """
            <Component>
                <View layout:top="[ipad ⟦&amp;&amp;⟧ tv] super"/>
            </Component>
            """, [.error("layout.condition-unexpected-token", fix: .here("and"))]),
        ConstraintFixture("a stray ampersand entity", """
            <Component>
                <View layout:left="super ⟦&amp;⟧ foo"/>
            </Component>
            """, [.error("layout.unexpected-token")]),
        ConstraintFixture("warnings with deleting fixes", """
            <Component>
                <View layout:width="100 @high⟦;⟧ 50" layout:top="⟦;⟧ super"/>
            </Component>
            """, [.warning("layout.priority-semicolon", fix: .here("")), .warning("layout.empty-constraint", fix: .here(""))]),
        ConstraintFixture("a constraint name copied to every part", """
            <Component>
                <View layout:fillHorizontally="⟦fill⟧ = super inset(20)"/>
            </Component>
            """, [.warning("layout.field-copied-to-parts")]),
        ConstraintFixture("layout ids and priorities", """
            <Component>
                <View layout:id="⟦my_view⟧" layout:huggingPriority="⟦hgh⟧" layout:compressionPriority.vertical="⟦0⟧"/>
            </Component>
            """, [.warning("layout.unreferenceable-id"), .error("layout.unknown-priority", fix: .here("high")),
                  .error("layout.priority-out-of-range")]),
        ConstraintFixture("anchors AutoLayout refuses to relate, on the anchor as written", """
            <Component>
                <View layout:id="a" layout:leading="super.⟦left⟧" layout:width="super.⟦size⟧&#10;multiplied(by: 0.5)"/>
                <View layout:left="id:a.⟦top⟧" layout:top="id:a.bottom" layout:size="id:a.width"/>
            </Component>
            """, [.error("layout.incompatible-anchors", fix: .here("leading")), .error("layout.incompatible-anchors", fix: .here("width")),
                  .error("layout.incompatible-anchors")]),
        ConstraintFixture("a shorthand no one anchor suits loses its anchor, each part taking its own", """
            <Component>
                <View layout:center="super⟦fix¦.⟦centerX⟧⟧" layout:size="20"/>
            </Component>
            """, [.error("layout.incompatible-anchors", fix: .marked(""))]),
        ConstraintFixture("valid values from the generator's own examples", """
            <Component>
                <Container layout:id="header" layout:edges="[ipad] safeAreaLayoutGuide; super inset(10) @750" layout:height=":gte 44">
                    <Label field="title" layout:fillHorizontally="super" layout:centerY="[horizontal == compact] super.centerY offset(by: -8.5)"/>
                </Container>
                <View layout:below="id:header offset(10); [ipad] :lte readableContentGuide @750" layout:width="w = 370"
                      layout:leading="title" layout:huggingPriority.horizontal="high" layout:compressionPriority="250"/>
            </Component>
            """, []),
    ]

    @Test(arguments: fixtures)
    func reportsExactly(_ fixture: ConstraintFixture) {
        expectConstraintDiagnostics(fixture)
    }

    @Test func theRootAndUnknownAttributesAreLeftToOtherChecks() {
        expectConstraintDiagnostics(ConstraintFixture("root and unknown names", """
            <Component layout:edges="&gt;= nowhere" layout:id="a_b">
                <View layout:lefft="&gt;=" layout:Top="bad_name" tools:layout="x"/>
                <styles><ViewStyle name="plain" layout:left="&gt;="/></styles>
            </Component>
            """, []))
    }

    @Test func valuesTheGeneratorNeverReadsAreNotAnalyzed() {
        // A value without quotes or without `=`, or repeated, is a well-formedness error.
        let analyzed = AnalysisWorkspace(["Screen.ui.xml": """
            <Component>
                <View layout:left layout:top="&gt;= super" layout:top="&gt;= super"/>
                <View layout:top="&gt;= super
            """]).analyzed("Screen.ui.xml", analyzer: constraintAnalyzer)
        let codes = analyzed.diagnostics.map(\.code)
        #expect(codes.filter { $0.hasPrefix("xml.") }.count >= 2)
        #expect(codes.filter { $0 == "layout.operator-relation" }.count == 1, "\(codes)")
    }

    @Test func fixesKeepTheValueWellFormed() {
        // A replacement is written as the attribute needs it: the fix applied gives a value
        // that decodes to the grammar's own replacement.
        let analyzed = expectConstraintDiagnostics(ConstraintFixture("entities in and out", """
            <Component>
                <Label layout:top="⟦&gt;=⟧ super"/>
            </Component>
            """, [.error("layout.operator-relation", fix: .here(":gte"))]))
        let fix = analyzed.diagnostics[0].fixes[0]
        var bytes = Array(analyzed.text.utf8)
        bytes.replaceSubrange(fix.range, with: Array(fix.replacement.utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains("layout:top=\":gte super\""))
        #expect(fix.title == "Change to ':gte'")

        let removal = expectConstraintDiagnostics(ConstraintFixture("a removal", """
            <Component>
                <View layout:top="&#32;⟦;⟧ super"/>
            </Component>
            """, [.warning("layout.empty-constraint", fix: .here(""))]))
        #expect(removal.diagnostics[0].fixes.map(\.title) == ["Remove ';'"])
    }
}
