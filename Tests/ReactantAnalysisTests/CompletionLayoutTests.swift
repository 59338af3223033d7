import Testing
import XMLSyntax
@testable import ReactantAnalysis
import TestSupport

/// Completion inside `layout:` values: targets from the document, then the grammar's words.
@Suite struct CompletionLayoutTests {
    @Test func targetsAreTheOtherViewsAndTheKeywords() throws {
        let fixture = CompletionFixture(
            #"<Component><Label field="a"/><Button layout:id="b"/><View field="me" layout:id="mine" layout:below="‸"/></Component>"#)
        let items = fixture.complete()
        // The targets, then the relations an empty value may also start with.
        expectLabels(items.labels, [
            "super", "a", "id:b", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt",
            ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        #expect(items.dropFirst(6).allSatisfy { $0.kind == .operator && $0.label.hasPrefix(":") })
        let field = try #require(items.item("a"))
        #expect(field.kind == .reference)
        #expect(field.detail == "Label")
        #expect(field.replacementRange == fixture.offset..<fixture.offset)
        #expect(items.item("id:b")?.detail == "Button")
        #expect(items.item("super")?.kind == .keyword)
    }

    @Test func aPartialTargetIsReplacedWhole() throws {
        let fixture = CompletionFixture(#"<Component><Label field="title"/><View layout:leading="⟦ti‸⟧"/></Component>"#)
        let items = fixture.complete()
        expectLabels(items.labels, [
            "super", "title", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        #expect(items.allSatisfy { $0.replacementRange == fixture.expectedRange })
    }

    @Test func aTargetAfterARelationAndAComponentsTypeAsDetail() {
        let items = complete(#"<Component><Component field="card" type="CardView"/><View layout:top=":gte ‸"/></Component>"#)
        expectLabels(items.labels, ["super", "card", "self", "safeAreaLayoutGuide", "readableContentGuide"])
        #expect(items.item("card")?.detail == "CardView")
    }

    @Test func layoutIDsAfterIDColon() {
        let fixture = CompletionFixture(#"<Component><Label layout:id="first" field="f"/><View layout:id="own" layout:below="id:⟦fi‸⟧"/></Component>"#)
        let items = fixture.complete()
        expectLabels(items.labels, ["first"])
        #expect(items.first?.replacementRange == fixture.expectedRange)
    }

    @Test func targetsStayInsideTheirComponentDefinition() {
        let text = """
            <Component>
                <Label field="outer"/>
                <Component type="Inline" field="inline">
                    <Label field="inner"/>
                    <View layout:below="‸"/>
                </Component>
                <View layout:above="⟦outside¦⟧"/>
            </Component>
            """
        let fixture = CompletionFixture(text)
        let inside = fixture.complete()
        expectLabels(inside.labels, [
            "super", "inner", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        let outside = fixture.complete(at: fixture.marked.range("outside").lowerBound)
        expectLabels(outside.labels, [
            "super", "outer", "inline", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt",
            ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
    }

    @Test func anchorsAfterAPeriod() throws {
        let fixture = CompletionFixture(#"<Component><Label field="a"/><View layout:below="a.⟦bo‸⟧"/></Component>"#)
        let items = fixture.complete()
        expectLabels(items.labels, [
            "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline", "size",
        ])
        #expect(items.allSatisfy { $0.kind == .keyword && $0.replacementRange == fixture.expectedRange })
        expectLines(items.item("leading")?.documentation ?? "", "The leading edge (left in left-to-right languages).")
    }

    @Test func modifiersAfterATarget() throws {
        let items = complete(#"<Component><View layout:leading="super ‸"/></Component>"#)
        expectLabels(items.labels, ["offset", "inset", "multiplied", "divided"])
        let inset = try #require(items.item("inset"))
        #expect(inset.kind == .function && inset.isSnippet && inset.insertText == "inset($1)$0")
    }

    @Test func relationsIncludeTheColonTheyReplace() {
        let fixture = CompletionFixture(#"<Component><View layout:width="⟦:gt‸⟧ 10"/></Component>"#)
        let items = fixture.complete()
        expectLabels(items.labels, [":eq", ":equal", ":lt", ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual"])
        #expect(items.allSatisfy { $0.kind == .operator && $0.replacementRange == fixture.expectedRange })
        #expect(items.item(":lt")?.detail == "relation ≤")
    }

    @Test func anEmptyValueOffersTargetsAndRelations() {
        let items = complete(#"<Component><View layout:width="‸"/></Component>"#)
        expectLabels(items.labels, [
            "super", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
    }

    @Test func prioritiesAfterAnAtAndAsAWholeValue() {
        let after = complete(#"<Component><View layout:top="super inset(8) @‸"/></Component>"#)
        expectLabels(after.labels, ["required", "high", "medium", "low"])
        #expect(after.item("high")?.detail == "priority 750")
        let fixture = CompletionFixture(#"<Component><Label layout:huggingPriority="⟦hi‸gh⟧"/></Component>"#)
        let whole = fixture.complete()
        expectLabels(whole.labels, ["required", "high", "medium", "low"])
        #expect(whole.first?.replacementRange == fixture.expectedRange)
    }

    @Test func conditionIdentifiersAndOperators() {
        let identifiers = complete(#"<Component><View layout:top="[‸"/></Component>"#)
        expectLabels(identifiers.labels, [
            "phone", "iphone", "pad", "ipad", "tv", "appletv", "carplay", "landscape", "portrait", "horizontal",
            "vertical", "compact", "regular", "true", "false", "width", "height",
        ])
        let afterAnd = complete(#"<Component><View layout:top="[ipad and ‸] super"/></Component>"#)
        expectLabels(afterAnd.labels, [
            "phone", "iphone", "pad", "ipad", "tv", "appletv", "carplay", "landscape", "portrait", "horizontal",
            "vertical", "compact", "regular", "true", "false", "width", "height",
        ])
        let operators = complete(#"<Component><View layout:top="[horizontal ‸"/></Component>"#)
        expectLabels(operators.labels, ["and", "or", "==", "!=", ":lt", ":lte", ":gt", ":gte", "]"])
        #expect(operators.allSatisfy { $0.kind == .operator })
    }

    @Test func theLayoutIDValueItselfOffersNothing() {
        #expect(complete(#"<Component><View layout:id="‸"/></Component>"#).isEmpty)
    }

    @Test func rangesMapThroughReferencesAndMultibyteText() {
        let fixture = CompletionFixture(#"<Component><Label text="Grüße"/><View layout:below="[ipad]&#32;⟦su‸⟧"/></Component>"#)
        let items = fixture.complete()
        expectLabels(items.labels, [
            "super", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        #expect(items.item("super")?.replacementRange == fixture.expectedRange)
        // Nothing can be inserted inside the reference itself.
        #expect(complete(#"<Component><View layout:below="[ipad]&#3‸2;su"/></Component>"#).isEmpty)
    }

    @Test func anUnclosedQuoteStillCompletes() {
        let fixture = CompletionFixture("<Component>\n  <Label field=\"a\"/>\n  <View layout:below=\"⟦s‸⟧\n</Component>")
        let items = fixture.complete()
        expectLabels(items.labels, [
            "super", "a", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        #expect(items.item("a")?.replacementRange == fixture.expectedRange)
    }

    @Test func declarationsAreCollectedWithTheirElementAndScope() {
        let tree = XMLSyntaxTree.parse(#"<Component><Label field="a"/><Component type="T" layout:id="c"><View field="x"/></Component></Component>"#)
        let targets = ReactantDocument(tree: tree, path: "Main.ui.xml").targetDeclarations
        #expect(targets.map(\.reference) == ["a", "id:c", "x"])
        #expect(targets.map(\.elementType) == ["Label", "T", "View"])
        #expect(targets.map(\.element) == [1, 2, 3])
        // The root component, then the inline definition `T`.
        #expect(targets.map(\.scope) == [0, 0, 1])
    }

    /// Completion offers targets by the analysis's scopes: a `<header>` inside a
    /// `PlainTableView` (which has no header slot) is no component of its own, so its views
    /// see the root's fields, as the generator and the analysis see them.
    @Test func targetsFollowTheAnalysisScopes() {
        let text = """
            <Component>
              <Label field="title"/>
              <PlainTableView field="list" cell="Cell">
                <header><View layout:below="⟦‸⟧"/></header>
                <cell><Label field="inCell"/></cell>
              </PlainTableView>
            </Component>
            """
        let fixture = CompletionFixture(text)
        #expect(fixture.complete().labels == [
            "super", "title", "list", "self", "safeAreaLayoutGuide", "readableContentGuide",
            ":eq", ":equal", ":lt", ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
    }
}
