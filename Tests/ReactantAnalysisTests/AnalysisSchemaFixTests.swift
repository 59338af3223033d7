import Support
import TestSupport
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// The did-you-mean quick fixes of the schema participant: what they replace and with what.
@Suite struct AnalysisSchemaFixTests {
    /// The fixes and message of the only diagnostic of a fixture, with its marked ranges.
    private func fixes(_ marked: String, sourceLocation: SourceLocation = #_sourceLocation) -> (fixes: [Diagnostic.Fix], ranges: [Range<Int>], message: String) {
        let fixture = MarkedText(marked)
        let analyzed = AnalysisWorkspace(["Screen.ui.xml": fixture.text]).analyzed("Screen.ui.xml", analyzer: schemaAnalyzer)
        #expect(analyzed.diagnostics.count == 1, "\(analyzed.diagnostics)", sourceLocation: sourceLocation)
        return (analyzed.diagnostics.first?.fixes ?? [], fixture.ranges, analyzed.diagnostics.first?.message ?? "")
    }

    @Test func unknownElementIsRenamedInBothTags() {
        let (fixes, ranges, message) = fixes("<Component><Container><⟦Lable⟧ text=\"x\"></⟦Lable⟧></Container></Component>")
        #expect(fixes.map(\.replacement) == ["Label", "Label"])
        #expect(fixes.map(\.range) == ranges)
        #expect(Set(fixes.map(\.title)).count == 1)
        expectLines(message, "Unknown element <Lable> inside <Container>; the generator fails (did you mean 'Label'?)")
    }

    @Test func selfClosingUnknownElementHasOneFix() {
        let (fixes, ranges, _) = fixes("<Component><⟦Lable⟧/></Component>")
        #expect(fixes.map(\.replacement) == ["Label"])
        #expect(fixes.map(\.range) == ranges)
    }

    @Test func misplacedElementHasNoFix() {
        let (fixes, _, message) = fixes("<Component><View><Label/></View></Component>")
        #expect(fixes.isEmpty)
        expectLines(message, """
            <Label> is not allowed inside <View>: <View> takes no child elements; the generator fails
            """)
    }

    @Test func unknownAttributeIsRenamed() {
        let (fixes, ranges, _) = fixes("<Component><Label ⟦txtColor⟧=\"red\"/></Component>")
        #expect(fixes.map(\.replacement) == ["textColor"])
        #expect(fixes.map(\.range) == ranges)
    }

    @Test func unknownLayoutAttributeKeepsItsPrefix() {
        let (fixes, ranges, message) = fixes("<Component><Label layout:⟦lefft⟧=\"super\"/></Component>")
        #expect(fixes.map(\.replacement) == ["left"])
        #expect(fixes.map(\.range) == ranges)
        expectLines(message, "`layout:lefft` is not a layout attribute; did you mean `layout:left`?")
    }

    @Test func invalidValueNamesTheExpectedValuesAndReplacesTheWholeValue() {
        let (fixes, ranges, message) = fixes("<Component><Label textAlignment=\"⟦centre⟧\"/></Component>")
        #expect(fixes.map(\.replacement) == ["center"])
        #expect(fixes.map(\.range) == ranges)
        expectLines(message, """
            'textAlignment': `centre` is not a valid TextAlignment; expected one of left, right, center, justified, natural. (did you mean 'center'?)
            """)
    }

    @Test func partialProblemStillReplacesTheWholeValue() {
        let (fixes, ranges, _) = fixes("<Component><Label font=\"⟦:bolt@17⟧\"/></Component>")
        #expect(fixes.map(\.replacement) == [":bold@17"])
        #expect(fixes.map(\.range) == ranges)
    }

    @Test func controlStateWordIsRenamed() {
        let (fixes, ranges, _) = fixes("<Component><Button titleColor.⟦hilighted⟧=\"red\"/></Component>")
        #expect(fixes.map(\.replacement) == ["highlighted"])
        #expect(fixes.map(\.range) == ranges)
    }

    @Test func replacementsAreEscapedForTheirQuotes() {
        #expect(SchemaCheckWalk.escaped("a \"b\" & 'c' <", quote: "\"") == "a &quot;b&quot; &amp; 'c' &lt;")
        #expect(SchemaCheckWalk.escaped("a \"b\" 'c'", quote: "'") == "a \"b\" &apos;c&apos;")
        #expect(SchemaCheckWalk.escaped("plain", quote: "\"") == "plain")
    }
}
