import Testing
@testable import ReactantLSP

/// Completion inside `layout:` values: targets from the document, then the grammar's words.
@Suite struct CompletionLayoutTests {
    @Test func targetsAreTheOtherViewsAndTheKeywords() throws {
        let fixture = CompletionFixture(
            #"<Component><Label field="a"/><Button layout:id="b"/><View field="me" layout:id="mine" layout:below="‸"/></Component>"#)
        let items = fixture.complete()
        #expect(items.labels.prefix(6) == ["super", "a", "id:b", "self", "safeAreaLayoutGuide", "readableContentGuide"])
        // An empty value may also start with a relation.
        #expect(items.dropFirst(6).allSatisfy { $0.kind == .operator && $0.label.hasPrefix(":") })
        let field = try #require(items.item("a"))
        #expect(field.kind == .reference)
        #expect(field.detail == "Label")
        #expect(field.replacementRange == fixture.offset..<fixture.offset)
        #expect(items.item("id:b")?.detail == "Button")
        #expect(items.item("super")?.kind == .keyword)
        #expect(!items.labels.contains("me") && !items.labels.contains("id:mine"))
    }

    @Test func aPartialTargetIsReplacedWhole() throws {
        let fixture = CompletionFixture(#"<Component><Label field="title"/><View layout:leading="⟦ti‸⟧"/></Component>"#)
        let items = fixture.complete()
        #expect(items.labels.contains("title"))
        #expect(items.allSatisfy { $0.replacementRange == fixture.expectedRange })
    }

    @Test func aTargetAfterARelationAndAComponentsTypeAsDetail() {
        let items = complete(#"<Component><Component field="card" type="CardView"/><View layout:top=":gte ‸"/></Component>"#)
        #expect(items.item("card")?.detail == "CardView")
        #expect(!items.labels.contains(":eq"))
    }

    @Test func layoutIDsAfterIDColon() {
        let fixture = CompletionFixture(#"<Component><Label layout:id="first" field="f"/><View layout:id="own" layout:below="id:⟦fi‸⟧"/></Component>"#)
        let items = fixture.complete()
        #expect(items.labels == ["first"])
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
        #expect(inside.labels.contains("inner"))
        #expect(!inside.labels.contains("outer") && !inside.labels.contains("inline"))
        let outside = fixture.complete(at: fixture.marked.range("outside").lowerBound)
        #expect(outside.labels.contains("outer") && outside.labels.contains("inline"))
        #expect(!outside.labels.contains("inner"))
    }

    @Test func anchorsAfterAPeriod() throws {
        let fixture = CompletionFixture(#"<Component><Label field="a"/><View layout:below="a.⟦bo‸⟧"/></Component>"#)
        let items = fixture.complete()
        #expect(items.count == 13)
        #expect(Set(items.labels) == Set(["top", "bottom", "leading", "trailing", "left", "right", "width", "height",
                                          "centerX", "centerY", "firstBaseline", "lastBaseline", "size"]))
        #expect(items.allSatisfy { $0.kind == .keyword && $0.replacementRange == fixture.expectedRange })
        #expect(items.item("leading")?.documentation?.contains("leading edge") == true)
    }

    @Test func modifiersAfterATarget() throws {
        let items = complete(#"<Component><View layout:leading="super ‸"/></Component>"#)
        #expect(items.labels == ["offset", "inset", "multiplied", "divided"])
        let inset = try #require(items.item("inset"))
        #expect(inset.kind == .function && inset.isSnippet && inset.insertText == "inset($1)$0")
    }

    @Test func relationsIncludeTheColonTheyReplace() {
        let fixture = CompletionFixture(#"<Component><View layout:width="⟦:gt‸⟧ 10"/></Component>"#)
        let items = fixture.complete()
        #expect(items.labels == [":eq", ":equal", ":lt", ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual"])
        #expect(items.allSatisfy { $0.kind == .operator && $0.replacementRange == fixture.expectedRange })
        #expect(items.item(":lt")?.detail == "relation ≤")
    }

    @Test func anEmptyValueOffersTargetsAndRelations() {
        let items = complete(#"<Component><View layout:width="‸"/></Component>"#)
        #expect(items.labels.contains("super") && items.labels.contains(":gte"))
    }

    @Test func prioritiesAfterAnAtAndAsAWholeValue() {
        let after = complete(#"<Component><View layout:top="super inset(8) @‸"/></Component>"#)
        #expect(after.labels == ["required", "high", "medium", "low"])
        #expect(after.item("high")?.detail == "priority 750")
        let fixture = CompletionFixture(#"<Component><Label layout:huggingPriority="⟦hi‸gh⟧"/></Component>"#)
        let whole = fixture.complete()
        #expect(whole.labels == ["required", "high", "medium", "low"])
        #expect(whole.first?.replacementRange == fixture.expectedRange)
    }

    @Test func conditionIdentifiersAndOperators() {
        let identifiers = complete(#"<Component><View layout:top="[‸"/></Component>"#)
        #expect(identifiers.labels.contains("ipad") && identifiers.labels.contains("landscape"))
        #expect(identifiers.count == 17)
        let afterAnd = complete(#"<Component><View layout:top="[ipad and ‸] super"/></Component>"#)
        #expect(afterAnd.labels.contains("portrait"))
        let operators = complete(#"<Component><View layout:top="[horizontal ‸"/></Component>"#)
        #expect(operators.labels == ["and", "or", "==", "!=", ":lt", ":lte", ":gt", ":gte", "]"])
        #expect(operators.allSatisfy { $0.kind == .operator })
    }

    @Test func theLayoutIDValueItselfOffersNothing() {
        #expect(complete(#"<Component><View layout:id="‸"/></Component>"#).isEmpty)
    }

    @Test func rangesMapThroughReferencesAndMultibyteText() {
        let fixture = CompletionFixture(#"<Component><Label text="Grüße"/><View layout:below="[ipad]&#32;⟦su‸⟧"/></Component>"#)
        let items = fixture.complete()
        #expect(items.labels.contains("super"))
        #expect(items.item("super")?.replacementRange == fixture.expectedRange)
        // Nothing can be inserted inside the reference itself.
        #expect(complete(#"<Component><View layout:below="[ipad]&#3‸2;su"/></Component>"#).isEmpty)
    }

    @Test func anUnclosedQuoteStillCompletes() {
        let fixture = CompletionFixture("<Component>\n  <Label field=\"a\"/>\n  <View layout:below=\"⟦s‸⟧\n</Component>")
        let items = fixture.complete()
        #expect(items.labels.contains("a") && items.labels.contains("super"))
        #expect(items.item("a")?.replacementRange == fixture.expectedRange)
    }

    @Test func declarationsAreCollectedWithTheirElementAndScope() {
        let tree = XMLSyntaxTree.parse(#"<Component><Label field=" a "/><Component type="T" layout:id="c"><View field="x"/></Component></Component>"#)
        let targets = DocumentDeclarations.targets(in: tree)
        #expect(targets.map(\.reference) == ["a", "id:c", "x"])
        #expect(targets.map(\.elementType) == ["Label", "T", "View"])
        #expect(targets.map(\.scope) == [0, 0, 2])
    }
}
