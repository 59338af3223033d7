import LayoutSolver
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// Each cause of an undetermined layout reported once, where it starts; lengths related across
/// axes; and no layout warning echoing a pair of anchors the app would crash on.
@Suite struct LayoutCauseTests {
    static func diagnostics(_ marked: MarkedText) -> [Diagnostic] { LayoutFixture.diagnostics(marked) }

    @Test func aSquareAvatarIsSquare() {
        let (layout, document) = LayoutFixture.layout("""
            <Component rootView="true">
              <ImageView field="avatar" layout:left="super inset(16)" layout:top="super inset(20)" layout:height="40" layout:width="self.height"/>
              <View field="badge" layout:left="avatar" layout:top="avatar.bottom" layout:size="avatar.width multiplied(by: 0.5)"/>
              <View field="bar" layout:leading="super" layout:trailing="super" layout:top="badge.bottom" layout:height="super.width multiplied(by: 0.1)"/>
            </Component>
            """)
        #expect(LayoutFixture.frame(layout, field: "avatar", in: document) == Frame(x: 16, y: 20, width: 40, height: 40))
        #expect(LayoutFixture.frame(layout, field: "badge", in: document) == Frame(x: 16, y: 60, width: 20, height: 20))
        #expect(LayoutFixture.frame(layout, field: "bar", in: document) == Frame(x: 0, y: 80, width: 375, height: 37.5))
        #expect(layout.solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func anUndeterminedContainerIsReportedOnceWithTheViewsThatFollowIt() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦Container⟧ layout:id="card" layout:top="super" layout:size="100">
                <View layout:edges="super inset(8)"/>
                <Label text="Hi" layout:leading="super" layout:top="super"/>
              </Container>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.range) == [marked.range])
        #expect(found.map(\.message) == ["`id:card` has no horizontal position on every device: AutoLayout can put it anywhere along that "
            + "axis. Add e.g. `layout:leading`. 2 views placed from it move with it and are not reported on their own"])
    }

    @Test func aChildIsReportedForWhatIsFreeRelativeToItsContainer() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦card¦Container⟧ layout:id="card" layout:top="super" layout:size="100">
                <⟦child¦View⟧ layout:leading="super" layout:top="super" layout:height="10"/>
              </Container>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.range) == [marked.range("card"), marked.range("child")])
        #expect(found.map(\.message) == [
            "`id:card` has no horizontal position on every device: AutoLayout can put it anywhere along that axis. Add e.g. "
                + "`layout:leading`. 1 view placed from it moves with it and is not reported on its own",
            "This View has no width on every device: AutoLayout can put it anywhere along that axis. Add e.g. `layout:width`",
        ])
    }

    @Test func aViewWithNoConstraintSaysSo() {
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦label¦Label⟧ text="Hi"/>
              <⟦a¦View⟧ layout:id="a"/>
              <View layout:after="id:a" layout:top="id:a" layout:size="10"/>
              <StackView layout:edges="super">
                <Label text="Arranged"/>
              </StackView>
            </Component>
            """)
        let found = Self.diagnostics(marked)
        #expect(found.map(\.range) == [marked.range("label"), marked.range("a")])
        #expect(found.map(\.message) == [
            "This Label has no `layout:` constraint: AutoLayout cannot place it",
            "`id:a` has no `layout:` constraint: AutoLayout cannot place it. 1 view placed from it moves with it and is not reported on its own",
        ])
    }

    /// The app crashes on `super.left` against `leading`: that error is the cause, so the
    /// view it leaves without a horizontal position is not reported as well.
    @Test func aRefusedPairLeavesNoLayoutEcho() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:id="a" layout:leading="super.left" layout:top="super" layout:size="10"/>
            </Component>
            """)
        #expect(Self.diagnostics(marked).isEmpty)
    }
}
