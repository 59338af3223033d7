import LayoutSolver
import Support
import SwiftBinding
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// Documents laid out as the generated code lays them out, frames computed by hand, and the
/// layout diagnostics that land on the views and constraint text concerned.
@Suite struct LayoutDocumentTests {
    /// A pasted value with more constraints than a screen ever has is not solved: one note
    /// says so, and nothing is guessed about its layout.
    @Test func pastTheConstraintLimitTheLayoutIsNotSolvedAndSaysSo() {
        let flood = String(repeating: "super; ", count: LayoutCheck.constraintLimit + 1)
        let marked = MarkedText("""
            <⟦Component⟧ rootView="true">
              <Label field="title" text="Hi" layout:top="\(flood)"/>
            </Component>
            """)
        let diagnostics = LayoutFixture.diagnostics(marked)
        #expect(diagnostics.map(\.code) == [LayoutCheck.notSolvedCode])
        #expect(diagnostics.map(\.severity) == [.information])
        #expect(diagnostics.map(\.range) == marked.ranges)
        #expect(diagnostics.first?.message.hasPrefix("This component has more than \(LayoutCheck.constraintLimit) constraints") == true)
        let tree = XMLSyntaxTree.parse(marked.text)
        #expect(LayoutCheck.layouts(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)?.isEmpty == true)
    }

    /// Past the view limit too, and past the arranged-view limit of one stack view: along a
    /// chain of views (a stack's) the solver's work grows with the square of their number.
    @Test(arguments: [("Container", LayoutCheck.viewLimit, "more than \(LayoutCheck.viewLimit) views"),
                      ("StackView", LayoutCheck.arrangedViewLimit + 1,
                       "a stack view arranging more than \(LayoutCheck.arrangedViewLimit) views")])
    func pastTheViewLimitsTheLayoutIsNotSolvedAndSaysSo(container: String, count: Int, says: String) {
        let marked = MarkedText("""
            <⟦Component⟧ rootView="true">
              <\(container) layout:edges="super">
            \(String(repeating: #"    <Label text="Hi"/>\#n"#, count: count))  </\(container)>
            </Component>
            """)
        let diagnostics = LayoutFixture.diagnostics(marked)
        #expect(diagnostics.map(\.code) == [LayoutCheck.notSolvedCode])
        #expect(diagnostics.map(\.range) == marked.ranges)
        #expect(diagnostics.first?.message.hasPrefix("This component has \(says);") == true)
        let tree = XMLSyntaxTree.parse(marked.text)
        #expect(LayoutCheck.layouts(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)?.isEmpty == true)
    }

    /// A stack view arranging as many as the limit is solved.
    @Test func aStackOfAsManyViewsAsTheLimitIsSolved() {
        let text = """
            <Component rootView="true">
              <StackView axis="vertical" layout:edges="super">
            \(String(repeating: #"    <Label text="Hi"/>\#n"#, count: LayoutCheck.arrangedViewLimit))  </StackView>
            </Component>
            """
        let tree = XMLSyntaxTree.parse(text)
        #expect(LayoutCheck.layouts(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)?.count == DevicePreset.all.count)
    }

    @Test func aScreenIsLaidOutToTheDevice() {
        let (layout, document) = LayoutFixture.layout("""
            <Component rootView="true">
              <Label field="title" text="Hi" layout:top="safeAreaLayoutGuide inset(10)" layout:leading="super inset(16)"/>
              <View field="card" layout:below="title offset(8)" layout:fillHorizontally="super inset(20)" layout:height="120"/>
              <Button field="go" layout:after="card.leading offset(0)" layout:bottom="super inset(20)" layout:width="card multiplied(by: 0.5)"/>
            </Component>
            """)
        // iPhone 8: 375×667, status bar 20. "Hi" in 17 pt: line 21 (⌈17 × 1.193⌉).
        let title = LayoutFixture.frame(layout, field: "title", in: document)!
        #expect(title.x == 16 && title.y == 30 && title.height == 21)
        #expect(LayoutFixture.frame(layout, field: "card", in: document) == Frame(x: 20, y: 59, width: 335, height: 120))
        let go = LayoutFixture.frame(layout, field: "go", in: document)!
        #expect(go.x == 20 && go.width == 167.5 && go.height == 30 && go.y == 667 - 20 - 30)
        #expect(layout.solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(layout.solution.conflicts.isEmpty)
    }

    /// Two labels sharing a row: with the same hugging priority either may stretch
    /// (ambiguous); the title's `huggingPriority.horizontal="high"` keeps it at its text's
    /// width and the value takes the rest of the row.
    @Test(arguments: [("", false), (#" layout:huggingPriority.horizontal="high""#, true)])
    func aHuggingPriorityDecidesWhichLabelStretches(priority: String, decided: Bool) {
        let (layout, document) = LayoutFixture.layout("""
            <Component rootView="true">
              <Label layout:id="title" text="Name"\(priority) layout:leading="super" layout:top="super"/>
              <Label layout:id="value" text="A value" layout:after="id:title" layout:trailing="super" layout:top="super"/>
            </Component>
            """)
        #expect(layout.solution.ambiguity.allSatisfy { $0.isEmpty } == decided)
        guard decided else { return }
        func frame(_ id: String) -> Frame? {
            document.views.first { $0.layoutID?.name == id }.flatMap { layout.item(ofView: $0.index) }.map { layout.solution.frames[$0] }
        }
        let title = frame("title")!, value = frame("value")!
        // iPhone 8 is 375 wide; "A value" is wider than "Name", so the title hugs and the value stretches.
        #expect(title.x == 0 && value.x == title.width && value.x + value.width == 375)
        #expect(value.width > title.width)
    }

    @Test func anUnplacedViewIsReportedOnItsTagOnEveryDevice() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦Label⟧ layout:id="title" text="Hi" layout:leading="super inset(16)"/>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == ["layout.ambiguous"])
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message == "`id:title` has no vertical position on every device: AutoLayout can put it anywhere along that axis. Add e.g. `layout:top`")
    }

    @Test func aConditionHoldsOnlyOnTheDevicesItNames() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦View⟧ layout:id="panel" layout:fillHorizontally="super" layout:height="100" layout:top="[ipad] super inset(40)"/>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.message == "`id:panel` has no vertical position on iPhone SE, iPhone 8, iPhone 15, iPhone 15 landscape "
            + "and iPhone 15 Pro Max: AutoLayout can put it anywhere along that axis. Add e.g. `layout:top`")
    }

    @Test func contradictingConstraintsNameTheOneUIKitBreaks() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="⟦left¦super⟧" layout:width="⟦width¦200⟧"/>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == ["layout.conflict"])
        let conflict = found[0]
        #expect(conflict.range == marked.range("width"))
        #expect(conflict.message.hasPrefix("`200` (layout:width on `bar`) contradicts 3 other required constraints on every device"))
        // Every member: the edge constraints (left and right come from one `super`), the width, the screen.
        #expect(conflict.related.map(\.range).contains(marked.range("left")))
        #expect(conflict.related.contains { $0.range == marked.range("width") && $0.message.hasSuffix("(UIKit breaks this one)") })
        #expect(conflict.related.contains { $0.message.hasPrefix("the screen's size") })
    }

    @Test func aStackViewArrangesItsChildren() {
        let (layout, document) = LayoutFixture.layout("""
            <Component rootView="true">
              <StackView field="stack" axis="vertical" spacing="10" distribution="fillEqually" layout:edges="super">
                <View field="a"/>
                <View field="b"/>
              </StackView>
            </Component>
            """)
        #expect(LayoutFixture.frame(layout, field: "a", in: document) == Frame(x: 0, y: 0, width: 375, height: 328.5))
        #expect(LayoutFixture.frame(layout, field: "b", in: document) == Frame(x: 0, y: 338.5, width: 375, height: 328.5))
        #expect(layout.solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func aComponentThatIsNoScreenIsSizedByItsContent() {
        let (layout, _) = LayoutFixture.layout("""
            <Component>
              <View field="line" layout:edges="super" layout:height="1"/>
            </Component>
            """)
        #expect(layout.solution.conflicts.isEmpty)
        #expect(layout.solution.frames[0].height == 1)
        let screen = LayoutFixture.layout("""
            <Component rootView="true">
              <View field="line" layout:edges="super" layout:height="1"/>
            </Component>
            """).0
        #expect(screen.solution.conflicts.count == 1)
    }

    @Test func aViewTheSwiftClassCanReachIsNotReportedUndetermined() {
        let marked = MarkedText("""
            <Component rootView="true">
              <Label field="title" text="Hi" layout:leading="super inset(16)"/>
              <⟦View⟧ layout:below="title"/>
            </Component>
            """)
        // The class may place `title` in code; the unnamed view below it still has no height.
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.message.hasPrefix("This View has no horizontal position or width and no height on every device") == true)
    }

    /// `edges` is four constraints, and each part contradicts on every device: the devices are
    /// named once, not once per part.
    @Test func aConflictOfEveryPartOfAnAttributeNamesEachDeviceOnce() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:edges="super inset(8); ⟦super⟧"/>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == [LayoutDiagnostics.conflictCode])
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.message == "`super` (layout:edges on this View) contradicts another required constraint on every device: "
            + "UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks this one at run time")
    }

    @Test func viewsOfAnInlineCellAreNotLaidOutWithTheScreen() {
        let marked = MarkedText("""
            <Component rootView="true">
              <PlainTableView field="list" cell="Cell" layout:edges="super">
                <cell>
                  <Label field="name"/>
                </cell>
              </PlainTableView>
            </Component>
            """)
        #expect(LayoutFixture.diagnostics(marked).isEmpty)
    }

    @Test func noAmbiguityIsReportedWhereAConstraintCouldNotBeRead() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="a" layout:left="super" layout:size="10" layout:top="nowhere"/>
            </Component>
            """)
        #expect(LayoutFixture.diagnostics(marked).isEmpty)
    }
}

/// Numbers far beyond a screen are still numbers: the messages print them rather than trapping
/// on a conversion to Int (the preview too: `LayoutPreviewEdgeTests`).
@Suite struct LayoutHugeValueTests {
    @Test func numbersArePrintedWholeWhereTheyAreWhole() {
        #expect(LayoutDiagnostics.format(12) == "12")
        #expect(LayoutDiagnostics.format(12.25) == "12.3" || LayoutDiagnostics.format(12.25) == "12.2")
        #expect(LayoutDiagnostics.format(-1e30) == "-1e+30")
        #expect(LayoutDiagnostics.format(.infinity) == "inf")
    }
}

/// Text is measured in the font the generated code sets, read as the value check reads it.
@Suite struct LayoutFontTests {
    @Test(arguments: [
        // 17 pt: ⌈17 × 1.193⌉ = 21; 15 pt: ⌈15 × 1.193⌉ = 18; 30 pt: 36.
        (nil, 21.0), (":bold@30", 36.0), (":bold ", 18.0), (":bold @30", 18.0), ("theme.title", 21.0), ("30", 36.0),
    ] as [(String?, Double)])
    func aLabelIsAsTallAsItsFontsLine(font: String?, height: Double) {
        let fontAttribute = font.map { " font=\"\($0)\"" } ?? ""
        let (layout, document) = LayoutFixture.layout("""
            <Component rootView="true">
              <Label field="title" text="Hi"\(fontAttribute) layout:top="super" layout:leading="super"/>
            </Component>
            """)
        #expect(LayoutFixture.frame(layout, field: "title", in: document)?.height == height)
    }
}
