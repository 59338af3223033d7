import ConstraintGrammar
import SchemaModel
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport
import TestSupport

/// Hover: schema documentation for markup, the constraint grammar for `layout:` values, and
/// the declarations behind names.
@Suite struct HoverTests {
    /// Hovers at the fixture's cursor `‸` and expects the whole markdown, and the hover's range
    /// to be the fixture's `⟦…⟧` when it has one.
    private func expectHoverText(
        _ marked: String, workspace: WorkspaceIndex = WorkspaceIndex(), _ expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fixture = NavigationFixture(marked)
        guard let content = fixture.hover(workspace: workspace) else {
            Issue.record("no hover", sourceLocation: sourceLocation)
            return
        }
        expectLines(content.markdown, expected, sourceLocation: sourceLocation)
        if let range = fixture.ranges.first { #expect(content.range == range, sourceLocation: sourceLocation) }
    }

    /// A label with the field `title` and `attribute`.
    private func label(_ attribute: String) -> String { #"<Component><Label field="title" "# + attribute + "/></Component>" }

    @Test func elementNameShowsSchemaDocumentationAndFieldType() throws {
        expectHoverText(#"<Component><⟦La‸bel⟧ field="title"/></Component>"#, """
            **`<Label>`**

            A label showing one or more lines of text.

            Field `title` has the Swift type `UILabel`.
            """)
    }

    @Test func aViewWithoutFieldNamesTheTypeAFieldMustHave() throws {
        expectHoverText(#"<Component><Activity‸Indicator/></Component>"#, """
            **`<ActivityIndicator>`**

            A spinning activity indicator.

            A `field` on this view must have the Swift type `UIActivityIndicatorView`.
            """)
    }

    @Test func attributeNameShowsDocumentationTypeAndValues() throws {
        expectHoverText(#"<Component><Label ⟦textAlign‸ment⟧="center"/></Component>"#, """
            **`textAlignment`**

            Horizontal alignment of the text.

            Type: `TextAlignment`. Values: `left`, `right`, `center`, `justified`, `natural`.
            """)
    }

    @Test func layoutAttributeNameShowsSummaryAndParts() throws {
        expectHoverText(#"<Component><View layout:ed‸ges="super"/></Component>"#, """
            **`layout:edges`**

            Constrains left, right, top and bottom (not leading/trailing) with the same value.

            Makes one constraint per part: `left` (`left` to the target's `left`), `right` (`right` to the target's `right`), `top` (`top` to the target's `top`), `bottom` (`bottom` to the target's `bottom`).

            Constrains the left, right, top and bottom edges at once.

            Type: `Constraint`.
            """)
        expectHoverText(#"<Component><View layout:bel‸ow="super"/></Component>"#, """
            **`layout:below`**

            Places the view below the target: its top edge to the target's bottom edge.

            Makes one constraint per part: `below` (`top` to the target's `bottom`).

            Type: `Constraint`.
            """)
    }

    @Test func targetNameShowsTheDeclaringElementAndTheConstraint() throws {
        let marked = #"<Component><Button field="greeting"/><Label field="title" layout:below="⟦gree‸ting⟧ offset(10) @high"/></Component>"#
        expectHoverText(marked, """
            **`greeting`**: the `<Button>` declared with `field="greeting"` (`UIButton`). 1 constraint targets it.

            - `title.top` = `greeting.bottom` + 10, priority 750 (high)

            The top edge of `title` equals the bottom edge of `greeting` plus 10.
            """)
    }

    @Test func layoutIDTargetAndAnUndeclaredTarget() throws {
        expectHoverText(#"<Component><Label layout:id="logo"/><View layout:after="id:lo‸go"/></Component>"#, """
            **`id:logo`**: the `<Label>` declared with `layout:id="logo"` (`UILabel`). 1 constraint targets it.

            - `View.leading` = `id:logo.trailing`, priority 1000 (required)

            The leading edge of `View` equals the trailing edge of `id:logo`.
            """)
        expectHoverText(#"<Component><View layout:after="nob‸ody"/></Component>"#, """
            **`nobody`**: no view of this component declares `field="nobody"`.

            - `View.leading` = `nobody.trailing`, priority 1000 (required)

            The leading edge of `View` equals the trailing edge of `nobody`.
            """)
    }

    @Test func layoutValueWords() throws {
        expectHoverText(label(#"layout:top="super.bot‸tom""#), """
            **`.bottom`** (anchor): The bottom edge.

            - `title.top` = `super.bottom`, priority 1000 (required)

            The top edge of `title` equals the bottom edge of the parent view.
            """)
        expectHoverText(label(#"layout:top="[pho‸ne] super""#), """
            **`phone`** (condition): True on an iPhone.

            - `title.top` = `super.top`, priority 1000 (required), when `[phone]`

            The top edge of `title` equals the top edge of the parent view.
            """)
        expectHoverText(label(#"layout:top="[phone an‸d landscape] super""#), """
            **`and`** (condition operator): Both sides are true (binds tighter than `or`).

            - `title.top` = `super.top`, priority 1000 (required), when `[phone and landscape]`

            The top edge of `title` equals the top edge of the parent view.
            """)
        expectHoverText(label(#"layout:top=":gt‸e super""#), """
            **`:gte`** (relation ≥): Greater than or equal to the target.

            - `title.top` ≥ `super.top`, priority 1000 (required)

            The top edge of `title` is at least the top edge of the parent view.
            """)
        expectHoverText(label(#"layout:top="super off‸set(4)""#), """
            **`offset(…)`** (modifier): Adds the number to the constant, always with a plus sign.

            - `title.top` = `super.top` + 4, priority 1000 (required)

            The top edge of `title` equals the top edge of the parent view plus 4.
            """)
        expectHoverText(label(#"layout:top="su‸per""#), """
            **`super`** (target): The parent view.

            - `title.top` = `super.top`, priority 1000 (required)

            The top edge of `title` equals the top edge of the parent view.
            """)
        expectHoverText(label(#"layout:top="super @lo‸w""#), """
            **Priority 250 (low)**: UIKit satisfies higher priorities first; 1000 is required.

            - `title.top` = `super.top`, priority 250 (low)

            The top edge of `title` equals the top edge of the parent view.
            """)
        expectHoverText(label(#"layout:top="gap = su‸per""#), """
            **`super`** (target): The parent view.

            - `title.top` = `super.top`, priority 1000 (required), stored in `gap`

            The top edge of `title` equals the top edge of the parent view.
            """)
        expectHoverText(label(#"layout:width="super multi‸plied(by: 0.5) offset(-3)""#), """
            **`multiplied(…)`** (modifier): Multiplies the multiplier by the number.

            - `title.width` = `super.width` × 0.5 − 3, priority 1000 (required)

            The width of `title` equals 0.5 × the width of the parent view minus 3.
            """)
        expectHoverText(label(#"layout:width=":lte 1‸00""#), """
            - `title.width` ≤ 100, priority 1000 (required)

            The width of `title` is at most 100.
            """)
        expectHoverText(label(#"layout:top="[ipad] super inset(2‸0)""#), """
            **`inset(…)`** (modifier): Adds the number to the constant, signed so that it pulls inward from the target's edge.

            - `title.top` = `super.top` + 20, priority 1000 (required), when `[ipad]`

            The top edge of `title` equals the top edge of the parent view plus 20.
            """)
        expectHoverText(label(#"layout:top="sel‸f.bottom""#), """
            **`self`** (target): This view itself.

            - `title.top` = `title.bottom`, priority 1000 (required)

            The top edge of `title` equals the bottom edge of `title` itself.
            """)
    }

    @Test func anAttributeWithSeveralPartsExplainsEachConstraint() throws {
        expectHoverText(#"<Component><View field="card" layout:edges="super ins‸et(8)"/></Component>"#, """
            **`inset(…)`** (modifier): Adds the number to the constant, signed so that it pulls inward from the target's edge.

            - `card.left` = `super.left` + 8, priority 1000 (required)
            - `card.right` = `super.right` − 8, priority 1000 (required)
            - `card.top` = `super.top` + 8, priority 1000 (required)
            - `card.bottom` = `super.bottom` − 8, priority 1000 (required)

            The left edge of `card` equals the left edge of the parent view plus 8. The right edge of `card` equals the right edge of the parent view minus 8. The top edge of `card` equals the top edge of the parent view plus 8. The bottom edge of `card` equals the bottom edge of the parent view minus 8.
            """)
    }

    @Test func onlyTheConstraintUnderTheCursorIsExplained() throws {
        expectHoverText(#"<Component><View field="v" layout:top="super; 1‸2 @low"/></Component>"#, """
            - `v.top` = 12, priority 250 (low)

            The top edge of `v` equals 12.
            """)
    }

    @Test func aRejectedConstraintSaysSo() throws {
        expectHoverText(#"<Component><View layout:top="super.botom of‸fset(1)"/></Component>"#, """
            **`offset(…)`** (modifier): Adds the number to the constant, always with a plus sign.

            This constraint has errors; the generator rejects it.
            """)
    }

    @Test func layoutIDValueAndPriorityValue() throws {
        expectHoverText(#"<Component><Label layout:id="lo‸go"/><View layout:below="id:logo"/></Component>"#, """
            **`id:logo`**: the `<Label>` declared with `layout:id="logo"` (`UILabel`). 1 constraint targets it.
            """)
        expectHoverText(#"<Component><Label layout:huggingPriority="hi‸gh"/></Component>"#, """
            **Priority 750 (high)**: Content hugging priority on both axes.
            """)
    }

    @Test func valueInsideAnEntityReferenceMapsToTheDocument() throws {
        expectHoverText(#"<Component><Label field="a"/><View layout:below="[phone&#32;and&#32;pad] ⟦‸a⟧"/></Component>"#, """
            **`a`**: the `<Label>` declared with `field="a"` (`UILabel`). 1 constraint targets it.

            - `View.top` = `a.bottom`, priority 1000 (required), when `[phone and pad]`

            The top edge of `View` equals the bottom edge of `a`.
            """)
    }

    @Test func namesOfStylesAndComponents() throws {
        expectHoverText(#"<Component><styles><LabelStyle name="big"/></styles><Label style="b‸ig"/></Component>"#, """
            **Style `big`** (`<LabelStyle>`), declared in this file.
            """)
        let other = PreparedDocument(text: #"<Component type="Card"/>"#, path: "/project/Card.ui.xml")
        let index = WorkspaceIndex([other.facts])
        expectHoverText(#"<Component><Component type="Ca‸rd"/></Component>"#, workspace: index, """
            **Component `Card`**, defined in `/project/Card.ui.xml`.
            """)
        expectHoverText(#"<Component><Component type="Ca‸rd"/></Component>"#, """
            **Component `Card`**: no `.ui.xml` in the workspace defines it; it must be written in Swift.
            """)
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
