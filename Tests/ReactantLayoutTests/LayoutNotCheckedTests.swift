import Foundation
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout

/// A constraint that could not be read, or that names no view, leaves out of the ambiguity
/// check only the views it could have placed; every other view is still checked, and one note
/// says what was not.
@Suite struct LayoutNotCheckedTests {
    static func diagnostics(_ marked: MarkedText) -> [Diagnostic] {
        let tree = XMLSyntaxTree.parse(marked.text)
        return LayoutCheck.diagnostics(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)
    }

    /// `id:a`'s top is misspelt; `id:b` is placed below it (and has no horizontal position of its
    /// own); `id:c` is placed from the screen alone.
    static let brokenAndUnrelated = MarkedText("""
        <Component rootView="true">
          <⟦note¦View⟧ layout:id="a" layout:left="super" layout:size="10" layout:top="super offst(8)"/>
          <View layout:id="b" layout:below="id:a offset(4)" layout:height="10"/>
          <⟦unrelated¦Label⟧ layout:id="c" text="Hi" layout:leading="super inset(16)"/>
        </Component>
        """)

    @Test func anUnrelatedViewIsStillReportedAndTheBrokenOneAndItsDependentAreNot() {
        let marked = Self.brokenAndUnrelated
        let found = Self.diagnostics(marked)
        #expect(found.map(\.code) == [LayoutDiagnostics.ambiguousCode, LayoutDiagnostics.notCheckedCode])
        #expect(found.map(\.range) == [marked.range("unrelated"), marked.range("note")])
        #expect(found.map(\.severity) == [.warning, .information])
        #expect(found.first?.message == "`id:c` has no vertical position on every device: AutoLayout can put it anywhere along that axis. "
            + "Add e.g. `layout:top`")
        #expect(found.last?.message == "`id:a` is not checked for ambiguity: a constraint of it could not be read or names no view; "
            + "nor is 1 view laid out with it (`id:b`)")
    }

    @Test func theNoteIsGivenOnceForSeveralBrokenViews() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦View⟧ layout:id="a" layout:left="super" layout:size="10" layout:top="super offst(8)"/>
              <View layout:id="b" layout:left="super" layout:size="10" layout:top="nowhere"/>
              <View layout:id="c" layout:after="id:b" layout:size="10"/>
              <Label text="Hi" layout:left="super" layout:top="super"/>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.code) == [LayoutDiagnostics.notCheckedCode])
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.message == "`id:a` and `id:b` are not checked for ambiguity: a constraint of each could not be read "
            + "or names no view; nor is 1 view laid out with them (`id:c`)")
    }

    /// An unknown target under a condition leaves the view out only where the condition holds;
    /// elsewhere the constraint is not installed and the view is judged as it stands.
    @Test func aConditionalBrokenConstraintLeavesTheViewOutOnlyWhereItHolds() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦View⟧ layout:id="panel" layout:fillHorizontally="super" layout:height="100" layout:top="[ipad] nowhere"/>
              <View layout:id="badge" layout:below="id:panel" layout:left="super" layout:size="10"/>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.code) == [LayoutDiagnostics.ambiguousCode, LayoutDiagnostics.notCheckedCode])
        #expect(found.map(\.range) == [marked.range, marked.range])
        #expect(found.first?.message == "`id:panel` has no vertical position on iPhone SE, iPhone 8, iPhone 15, iPhone 15 landscape "
            + "and iPhone 15 Pro Max: AutoLayout can put it anywhere along that axis. Add e.g. `layout:top`. "
            + "1 view placed from it moves with it and is not reported on its own")
        #expect(found.last?.message == "`id:panel` is not checked for ambiguity: a constraint of it could not be read or names no view; "
            + "nor is 1 view laid out with it (`id:badge`) (on iPad portrait and iPad landscape)")
    }

    /// The children of a view with a broken constraint are placed in a frame that is not known.
    @Test func theChildrenOfABrokenViewAreNotChecked() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦Container⟧ layout:id="box" layout:edges="super offst(8)">
                <View layout:id="inner" layout:left="super" layout:size="10"/>
              </Container>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.message == "`id:box` is not checked for ambiguity: a constraint of it could not be read or names no view; "
            + "nor is 1 view laid out with it (`id:inner`)")
    }

    /// A constant of 10^20 points is past the solver's precision: beside it the screen's width
    /// rounds away, so `trailing` 10^20 past the superview's and `width` equal to it would read
    /// as a conflict that exact numbers do not have. The view is not judged (left without a
    /// horizontal position, it would be ambiguous); the rest is.
    @Test func aConstantPastTheSolversPrecisionLeavesItsViewUnjudged() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:id="a" layout:leading="super offset(100000000000000000000)"
                layout:trailing="super offset(100000000000000000000)" layout:width="super" layout:top="super" layout:height="10"/>
              <⟦unrelated¦Label⟧ layout:id="c" text="Hi" layout:leading="super inset(16)"/>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.code) == [LayoutDiagnostics.ambiguousCode])
        #expect(found.map(\.range) == [marked.range("unrelated")])
    }

    /// The error on a view's own constraint says its layout is not known; a note would echo it.
    @Test func aBrokenViewAloneGetsNoNote() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:id="a" layout:left="super" layout:size="10" layout:top="super offst(8)"/>
            </Component>
            """)
        #expect(Self.diagnostics(marked).isEmpty)
    }
}
