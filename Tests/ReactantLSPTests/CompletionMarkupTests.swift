import Testing
@testable import ReactantLSP

/// Completion of element names, closing tags, attribute names and attribute values.
@Suite struct CompletionMarkupTests {
    // MARK: Elements

    @Test func childElementsAndTheEnclosingEndTagAfterALessThan() throws {
        let fixture = CompletionFixture("<Component>\n  <Container>\n    <‸\n  </Container>\n</Component>")
        let items = fixture.complete()
        #expect(items.labels.contains("Label") && items.labels.contains("Component") && items.labels.contains("StackView"))
        #expect(!items.labels.contains("styles"))
        #expect(items.filter { $0.kind == .element }.count == 32)
        let close = try #require(items.item("/Container"))
        #expect(close.kind == .closingTag)
        #expect(close.insertText == "/Container>")
        #expect(items.allSatisfy { $0.replacementRange == fixture.offset..<fixture.offset })
    }

    @Test func theRootTakesStylesAndTemplates() {
        let items = complete("<Component>\n  <‸\n</Component>")
        #expect(items.labels.contains("styles") && items.labels.contains("templates"))
    }

    @Test func aPartialNameIsReplacedWhole() {
        let fixture = CompletionFixture("<Component>\n  <⟦Lab‸⟧\n</Component>")
        let items = fixture.complete()
        #expect(items.labels.contains("Label"))
        #expect(items.allSatisfy { $0.kind == .element && $0.replacementRange == fixture.expectedRange })
    }

    @Test func theNameOfAnExistingTagCanBeChanged() {
        let fixture = CompletionFixture(#"<Component><⟦Vi‸ew⟧ field="x"/></Component>"#)
        let items = fixture.complete()
        #expect(items.item("ImageView")?.replacementRange == fixture.expectedRange)
    }

    @Test func rootsAtTheTopLevel() {
        let items = complete("<?xml version=\"1.0\"?>\n<‸")
        #expect(Set(items.labels).isSuperset(of: ["Component", "styleGroup"]))
        #expect(items.allSatisfy { $0.kind == .element })
    }

    @Test func stylesOfferAStyleTagPerElement() {
        let items = complete("<Component><styles name=\"S\"><Lab‸</styles></Component>")
        #expect(items.labels.contains("LabelStyle") && items.labels.contains("attributedTextStyle"))
        #expect(!items.labels.contains("Label"))
    }

    @Test func unknownParentsOfferNothing() {
        #expect(complete("<Component><Bogus><‸</Bogus></Component>").filter { $0.kind == .element }.isEmpty)
    }

    // MARK: Closing tags

    @Test func anEndTagOffersTheInnermostOpenElement() throws {
        let items = complete("<Component>\n  <StackView>\n    <Label/>\n  </‸")
        #expect(items.labels == ["/StackView"])
        #expect(items.first?.insertText == "StackView>")
    }

    @Test func aPartialEndTagIsReplacedWhole() {
        let fixture = CompletionFixture("<Component>\n  <StackView>\n  </⟦Sta‸⟧\n</Component>")
        let items = fixture.complete()
        #expect(items.labels == ["/StackView"])
        #expect(items.first?.replacementRange == fixture.expectedRange)
        #expect(items.first?.filterText == "StackView")
    }

    @Test func aTerminatedEndTagKeepsItsGreaterThan() {
        let fixture = CompletionFixture("<Component><Container><Label></⟦Cont‸ainer⟧></Component>")
        let items = fixture.complete()
        #expect(items.labels == ["/Label"])
        #expect(items.first?.insertText == "Label")
        #expect(items.first?.replacementRange == fixture.expectedRange)
    }

    // MARK: Attribute names

    @Test func attributesNotYetPresentWithTheLayoutOnes() throws {
        let fixture = CompletionFixture(#"<Component><Label text="x" field="f" ‸ /></Component>"#)
        let items = fixture.complete()
        #expect(!items.labels.contains("text") && !items.labels.contains("field"))
        #expect(items.labels.contains("textColor") && items.labels.contains("numberOfLines"))
        #expect(items.filter { $0.label.hasPrefix("layout:") }.count == 28)
        let below = try #require(items.item("layout:below"))
        #expect(below.kind == .attribute && below.detail == "constraints")
        #expect(below.documentation?.contains("below the target") == true)
        #expect(below.isSnippet && below.insertText == #"layout:below="$1"$0"#)
        #expect(items.item("textAlignment")?.documentation?.contains("`center`") == true)
        #expect(items.item("textColor")?.detail == "Color")
        let firstLayout = try #require(items.firstIndex { $0.label.hasPrefix("layout:") })
        #expect(items[..<firstLayout].allSatisfy { !$0.label.contains(":") })
        #expect(items.allSatisfy { $0.replacementRange == fixture.offset..<fixture.offset })
    }

    @Test func aHalfTypedAttributeIsReplacedWhole() {
        let fixture = CompletionFixture(#"<Component><Label ⟦tex‸⟧"#)
        let items = fixture.complete()
        #expect(items.labels.contains("text") && items.labels.contains("textColor"))
        #expect(items.allSatisfy { $0.replacementRange == fixture.expectedRange })
        #expect(items.item("text")?.isSnippet == true)
    }

    @Test func renamingAnAttributeKeepsItsValue() {
        let items = complete(#"<Component><Label te‸xt="a"/></Component>"#)
        #expect(items.item("textColor")?.insertText == "textColor")
        #expect(items.item("textColor")?.isSnippet == false)
    }

    @Test func rightAfterAQuoteASpaceIsInserted() {
        let items = complete(#"<Component><Label text="a"‸/></Component>"#)
        #expect(items.item("font")?.insertText == #" font="$1"$0"#)
        #expect(complete(#"<Component><Label text="a" /‸></Component>"#).isEmpty)
    }

    @Test func requiredAttributesComeFirst() {
        let items = complete(#"<Component><styles name="S"><LabelStyle ‸/></styles></Component>"#)
        #expect(items.first?.label == "name")
        #expect(items.first?.documentation?.contains("Required.") == true)
        #expect(!items.labels.contains("layout:below"))
    }

    // MARK: Values

    @Test func enumerationMembersReplaceTheWholeValue() {
        let fixture = CompletionFixture(#"<Component><Label textAlignment="⟦ce‸nt⟧"/></Component>"#)
        let items = fixture.complete()
        #expect(items.labels == ["left", "right", "center", "justified", "natural"])
        #expect(items.allSatisfy { $0.kind == .enumMember && $0.replacementRange == fixture.expectedRange })
    }

    @Test(arguments: [
        #"<Component><View isHidden="‸"/></Component>"#,
        #"<Component rootView="‸"></Component>"#,
    ])
    func booleans(document: String) {
        #expect(complete(document).labels == ["true", "false"])
    }

    @Test func wordListsReplaceOneWord() {
        let extend = CompletionFixture(#"<Component rootView="true" extend="top ⟦le‸⟧"></Component>"#)
        #expect(extend.complete().labels == ["top", "left", "bottom", "right", "all"])
        #expect(extend.complete().first?.replacementRange == extend.expectedRange)
        let states = CompletionFixture(#"<Component><Button><attributedTitle state="selected|⟦hi‸⟧"/></Button></Component>"#)
        #expect(states.complete().labels.contains("highlighted"))
        #expect(states.complete().first?.replacementRange == states.expectedRange)
    }

    @Test func stylesOfTheElementsKindFromTheDocumentAndTheWorkspace() {
        let workspace = CompletionWorkspace(styles: [
            .init(name: "title", elementKind: "Label", group: "common"),
            .init(name: "primary", elementKind: "Button", group: "common"),
            .init(name: "any", elementKind: nil, group: "misc"),
        ])
        let text = """
            <Component>
                <styles name="S">
                    <LabelStyle name="big"/>
                    <ButtonStyle name="flat"/>
                    <LabelStyle name="small" extend="⟦extending¦⟧"/>
                </styles>
                <Label style="big ⟦‸⟧"/>
            </Component>
            """
        let fixture = CompletionFixture(text)
        let items = fixture.complete(workspace)
        #expect(items.labels == ["big", "small", "common:title", "misc:any"])
        #expect(items.item("common:title")?.detail == "LabelStyle in common")
        #expect(items.allSatisfy { $0.kind == .reference && $0.replacementRange == fixture.expectedRange })
        let extending = fixture.complete(workspace, at: fixture.marked.range("extending").lowerBound)
        #expect(extending.labels == ["big", "common:title", "misc:any"])
    }

    @Test func componentTypesForAReferenceButNotForTheRoot() {
        let workspace = CompletionWorkspace(componentTypes: ["ProfileView", "CardView"])
        let fixture = CompletionFixture(#"<Component type="Root"><Component type="⟦Pro‸⟧"/></Component>"#)
        let items = fixture.complete(workspace)
        #expect(items.labels == ["CardView", "ProfileView"])
        #expect(items.allSatisfy { $0.kind == .reference && $0.replacementRange == fixture.expectedRange })
        #expect(complete(#"<Component type="‸"></Component>"#, workspace: workspace).isEmpty)
        // A table view's cell type is a component type too.
        #expect(complete(#"<Component><PlainTableView cell="‸"/></Component>"#, workspace: workspace).labels == ["CardView", "ProfileView"])
    }

    @Test func freeTextAndMarkupOfferNothing() {
        #expect(complete(#"<Component><Label text="he‸llo"/></Component>"#).isEmpty)
        #expect(complete("<Component><!-- <‸ --></Component>").isEmpty)
        #expect(complete("<Component>\n  La‸\n</Component>").isEmpty)
    }
}
