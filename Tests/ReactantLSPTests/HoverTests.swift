import ConstraintGrammar
import SchemaModel
import Testing
@testable import ReactantLSP

/// Hover: schema documentation for markup, the constraint grammar for `layout:` values, and
/// the declarations behind names.
@Suite struct HoverTests {
    @Test func elementNameShowsSchemaDocumentationAndFieldType() throws {
        let fixture = NavigationFixture(#"<Component><⟦La‸bel⟧ field="title"/></Component>"#)
        let content = try #require(fixture.hover())
        let documentation = try #require(Schema.embedded.root(named: "Component")?.child(named: "Label")?.documentation)
        #expect(content.markdown.contains("`<Label>`"))
        #expect(content.markdown.contains(documentation))
        #expect(content.markdown.contains("Field `title` has the Swift type `UILabel`"))
        #expect(content.range == fixture.ranges[0])
    }

    @Test func aViewWithoutFieldNamesTheTypeAFieldMustHave() throws {
        let content = try #require(hover(#"<Component><Activity‸Indicator/></Component>"#))
        #expect(content.markdown.contains("must have the Swift type `UIActivityIndicatorView`"))
    }

    @Test func attributeNameShowsDocumentationTypeAndValues() throws {
        let fixture = NavigationFixture(#"<Component><Label ⟦textAlign‸ment⟧="center"/></Component>"#)
        let content = try #require(fixture.hover())
        let declaration = try #require(Schema.embedded.root(named: "Component")?.child(named: "Label")?.attribute(named: "textAlignment"))
        #expect(content.markdown.contains("**`textAlignment`**"))
        if let documentation = declaration.documentation { #expect(content.markdown.contains(documentation)) }
        for value in declaration.suggestedValues.prefix(3) { #expect(content.markdown.contains("`\(value)`")) }
        #expect(content.markdown.contains("Type:"))
        #expect(content.range == fixture.ranges[0])
    }

    @Test func layoutAttributeNameShowsSummaryAndParts() throws {
        let content = try #require(hover(#"<Component><View layout:ed‸ges="super"/></Component>"#))
        #expect(content.markdown.contains(try #require(LayoutAttribute.named("edges")).summary))
        for part in ["left", "right", "top", "bottom"] { #expect(content.markdown.contains("`\(part)` (`\(part)` to the target's `\(part)`)")) }
        let below = try #require(hover(#"<Component><View layout:bel‸ow="super"/></Component>"#))
        #expect(below.markdown.contains("`below` (`top` to the target's `bottom`)"))
    }

    @Test func targetNameShowsTheDeclaringElementAndTheConstraint() throws {
        let fixture = NavigationFixture(
            #"<Component><Button field="greeting"/><Label field="title" layout:below="⟦gree‸ting⟧ offset(10) @high"/></Component>"#)
        let content = try #require(fixture.hover())
        #expect(content.markdown.contains(#"the `<Button>` declared with `field="greeting"` (`UIButton`)"#))
        #expect(content.markdown.contains("1 constraint targets it"))
        #expect(content.markdown.contains("`title.top` = `greeting.bottom` + 10, priority 750 (high)"))
        #expect(content.markdown.contains("The top edge of `title` equals the bottom edge of `greeting` plus 10."))
        #expect(content.range == fixture.ranges[0])
    }

    @Test func layoutIDTargetAndAnUndeclaredTarget() throws {
        let id = try #require(hover(#"<Component><Label layout:id="logo"/><View layout:after="id:lo‸go"/></Component>"#))
        #expect(id.markdown.contains(#"`<Label>` declared with `layout:id="logo"`"#))
        #expect(id.markdown.contains("`View.leading` = `id:logo.trailing`"))
        let missing = try #require(hover(#"<Component><View layout:after="nob‸ody"/></Component>"#))
        #expect(missing.markdown.contains(#"no view of this component declares `field="nobody"`"#))
    }

    @Test(arguments: [
        (#"layout:top="super.bot‸tom""#, "(anchor): " + LayoutAnchor.bottom.summary),
        (#"layout:top="[pho‸ne] super""#, "(condition): True on an iPhone."),
        (#"layout:top="[phone an‸d landscape] super""#, "(condition operator): Both sides are true"),
        (#"layout:top=":gt‸e super""#, "(relation ≥): Greater than or equal to the target."),
        (#"layout:top="super off‸set(4)""#, "(modifier): " + ConstraintModifierKind.offset.summary),
        (#"layout:top="su‸per""#, "(target): " + TargetKeyword.super.summary),
        (#"layout:top="super @lo‸w""#, "**Priority 250 (low)**"),
        (#"layout:top="gap = su‸per""#, "`title.top` = `super.top`, priority 1000 (required), stored in `gap`"),
        (#"layout:width="super multi‸plied(by: 0.5) offset(-3)""#, "`title.width` = `super.width` × 0.5 − 3"),
        (#"layout:width=":lte 1‸00""#, "`title.width` ≤ 100, priority 1000 (required)"),
        (#"layout:top="[ipad] super inset(2‸0)""#, "`title.top` = `super.top` + 20, priority 1000 (required), when `[ipad]`"),
        (#"layout:top="sel‸f.bottom""#, "The top edge of `title` equals the bottom edge of `title` itself."),
    ])
    func layoutValueWords(attribute: String, expected: String) throws {
        let content = try #require(hover(#"<Component><Label field="title" "# + attribute + "/></Component>"))
        #expect(content.markdown.contains(expected), "\(content.markdown)")
    }

    @Test func anAttributeWithSeveralPartsExplainsEachConstraint() throws {
        let content = try #require(hover(#"<Component><View field="card" layout:edges="super ins‸et(8)"/></Component>"#))
        #expect(content.markdown.contains("`card.left` = `super.left` + 8"))
        #expect(content.markdown.contains("`card.right` = `super.right` − 8"))
        #expect(content.markdown.contains("`card.top` = `super.top` + 8"))
        #expect(content.markdown.contains("`card.bottom` = `super.bottom` − 8"))
    }

    @Test func onlyTheConstraintUnderTheCursorIsExplained() throws {
        let content = try #require(hover(#"<Component><View field="v" layout:top="super; 1‸2 @low"/></Component>"#))
        #expect(content.markdown.contains("`v.top` = 12, priority 250 (low)"))
        #expect(!content.markdown.contains("`super.top`"))
    }

    @Test func aRejectedConstraintSaysSo() throws {
        let content = try #require(hover(#"<Component><View layout:top="super.botom of‸fset(1)"/></Component>"#))
        #expect(content.markdown.contains("has errors"))
    }

    @Test func layoutIDValueAndPriorityValue() throws {
        let id = try #require(hover(#"<Component><Label layout:id="lo‸go"/><View layout:below="id:logo"/></Component>"#))
        #expect(id.markdown.contains("1 constraint targets it"))
        let priority = try #require(hover(#"<Component><Label layout:huggingPriority="hi‸gh"/></Component>"#))
        #expect(priority.markdown.contains("Priority 750 (high)"))
    }

    @Test func valueInsideAnEntityReferenceMapsToTheDocument() throws {
        let fixture = NavigationFixture(#"<Component><Label field="a"/><View layout:below="[phone&#32;and&#32;pad] ⟦‸a⟧"/></Component>"#)
        let content = try #require(fixture.hover())
        #expect(content.range == fixture.ranges[0])
        #expect(content.markdown.contains("when `[phone and pad]`"))
    }

    @Test func namesOfStylesAndComponents() throws {
        let style = try #require(hover(#"<Component><styles><LabelStyle name="big"/></styles><Label style="b‸ig"/></Component>"#))
        #expect(style.markdown.contains("**Style `big`** (`<LabelStyle>`), declared in this file."))
        let other = PreparedDocument(text: #"<Component type="Card"/>"#, path: "/project/Card.ui.xml")
        let index = WorkspaceIndex([other.facts])
        let component = try #require(hover(#"<Component><Component type="Ca‸rd"/></Component>"#, workspace: index))
        #expect(component.markdown.contains("**Component `Card`**, defined in `/project/Card.ui.xml`."))
        let unknown = try #require(hover(#"<Component><Component type="Ca‸rd"/></Component>"#))
        #expect(unknown.markdown.contains("must be written in Swift"))
    }

    @Test(arguments: [
        #"<Component>‸  <Label/></Component>"#, #"<!-- La‸bel --><Component/>"#, #"<Component><Label ‸/></Component>"#, "‸", "<‸"
    ])
    func nothingToSay(marked: String) {
        #expect(hover(marked) == nil)
    }

    @Test func everyOffsetOfABrokenDocumentIsSafe() {
        let text = #"<Component><Label field="a" layout:below="[phone and (pad] a.botom @; id:"/><styles><LabelStyle name="x" extend="y:z"#
        let document = NavigationDocument(text: text, path: "/p/A.ui.xml")
        for offset in 0...text.utf8.count {
            _ = HoverEngine.hover(at: offset, in: document, schema: Schema.embedded)
            _ = Navigator(document).definition(at: offset, workspace: WorkspaceIndex())
        }
    }
}
