import LayoutSolver
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// Stack views and Reactant's `visibility` read from `.ui.xml` text: frames computed by hand
/// (iPhone 8, 375×667), and the layout diagnostics that follow.
@Suite struct LayoutStackVisibilityTests {
    static func frame(_ layout: ComponentLayout, id: String, in document: ReactantDocument) -> Frame? {
        guard let view = document.views.first(where: { $0.layoutID?.name == id }), let item = layout.item(ofView: view.index) else { return nil }
        return layout.solution.frames[item]
    }

    static func frames(_ text: String, _ ids: [String]) -> [Frame?] {
        let (layout, document) = LayoutFixture.layout(text)
        return ids.map { frame(layout, id: $0, in: document) }
    }

    @Test func equalSpacingRowIsDeterminedWithEqualGaps() {
        let text = """
            <Component rootView="true">
              <StackView layout:id="row" distribution="equalSpacing" spacing="10" layout:fillHorizontally="super" layout:top="super">
                <View layout:id="a" layout:width="50" layout:height="20"/>
                <View layout:id="b" layout:width="60" layout:height="20"/>
                <View layout:id="c" layout:width="70" layout:height="20"/>
              </StackView>
            </Component>
            """
        // 375 − 180 = 195 of room in two gaps of 97.5.
        #expect(Self.frames(text, ["a", "b", "c"]) == [
            Frame(x: 0, y: 0, width: 50, height: 20), Frame(x: 147.5, y: 0, width: 60, height: 20), Frame(x: 305, y: 0, width: 70, height: 20),
        ])
        #expect(LayoutFixture.diagnostics(MarkedText(text)).isEmpty)

        // Equal centres: 25 and 340 at the ends, the middle one's at 182.5.
        let centering = text.replacingOccurrences(of: "equalSpacing", with: "equalCentering")
        let middle = Self.frames(centering, ["b"])[0]
        #expect(abs((middle?.x ?? 0) - 152.5) < 1e-6 && middle?.width == 60)
        #expect(LayoutFixture.diagnostics(MarkedText(centering)).isEmpty)
    }

    @Test func aLayoutMarginsRelativeStackArrangesInsideItsMargins() {
        let text = """
            <Component rootView="true">
              <StackView layout:id="box" isLayoutMarginsRelativeArrangement="true" layout:leading="super" layout:top="super" layout:width="66">
                <View layout:id="inner" layout:width="50" layout:height="20"/>
              </StackView>
            </Component>
            """
        // Margins 8 on each side (UIView's default): 8 + 50 + 8 = 66; 8 + 20 + 8 tall.
        #expect(Self.frames(text, ["box", "inner"]) == [Frame(x: 0, y: 0, width: 66, height: 36), Frame(x: 8, y: 8, width: 50, height: 20)])
        #expect(LayoutFixture.diagnostics(MarkedText(text)).isEmpty)

        // Margins the file sets: 12 + 50 + 4 = 66, 0 above and below.
        let set = text.replacingOccurrences(of: "layout:width=\"66\"", with: "layout:width=\"66\" layoutMargins=\"top: 0, left: 12, right: 4\"")
        #expect(Self.frames(set, ["inner"]) == [Frame(x: 12, y: 0, width: 50, height: 20)])
        #expect(LayoutFixture.diagnostics(MarkedText(set)).isEmpty)

        // Margins of 5 leave 56 for 50: the inner width, installed last, is broken (in the
        // safe area, where the margins are as written).
        let marked = MarkedText("""
            <Component rootView="true">
              <StackView isLayoutMarginsRelativeArrangement="true" layoutMargins="5" layout:leading="safeAreaLayoutGuide" layout:top="safeAreaLayoutGuide" layout:width="66">
                <View layout:id="inner" layout:width="⟦50⟧" layout:height="20"/>
              </StackView>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == ["layout.conflict"])
        #expect(found.map(\.range) == [marked.range])
    }

    @Test func marginsUnderTheUnsafeAreaAreNotKnownSoTheirConflictsAreNotReported() {
        // 8 + 30 + 8 = 46 in a 36-point stack: a conflict where the margins are as written.
        func stack(_ anchor: String) -> MarkedText {
            MarkedText("""
                <Component rootView="true">
                  <StackView isLayoutMarginsRelativeArrangement="true" layout:top="\(anchor)" layout:leading="\(anchor)" layout:width="66" layout:height="36">
                    <View layout:height="⟦30⟧"/>
                  </StackView>
                </Component>
                """)
        }
        let safe = stack("safeAreaLayoutGuide")
        let found = LayoutFixture.diagnostics(safe)
        #expect(found.map(\.code) == ["layout.conflict"])
        #expect(found.map(\.range) == [safe.range])
        #expect(found.first?.message.contains("on every device") == true)
        // At the screen's corner the stack is under the status bar (or the notch): UIKit grows
        // its margins by the insets there, so nothing is known.
        #expect(LayoutFixture.diagnostics(stack("super")).isEmpty)
    }

    static let column = """
        <Component rootView="true">
          <StackView axis="vertical" spacing="10" layout:leading="super" layout:top="super" layout:width="100">
            <View layout:id="a" layout:height="20"/>
            <View layout:id="gone" isHidden="true"/>
            <View layout:id="c" layout:height="40"/>
          </StackView>
        </Component>
        """

    @Test func aHiddenArrangedViewTakesNoRoomAndIsNotReported() {
        // 20, then half the spacing on each side of the hidden view: 25 and 30.
        #expect(Self.frames(Self.column, ["a", "gone", "c"]) == [
            Frame(x: 0, y: 0, width: 100, height: 20), Frame(x: 0, y: 25, width: 100, height: 0), Frame(x: 0, y: 30, width: 100, height: 40),
        ])
        #expect(LayoutFixture.diagnostics(MarkedText(Self.column)).isEmpty)
    }

    @Test func aRequiredHeightOnAHiddenArrangedViewIsTheConflictUIKitLogs() {
        let marked = MarkedText(Self.column.replacingOccurrences(of: "isHidden=\"true\"", with: "isHidden=\"true\" layout:height=\"⟦30⟧\""))
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == ["layout.conflict"])
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.related.contains { $0.message.contains("UISV-hiding") } == true)
        let (layout, document) = LayoutFixture.layout(marked.text)
        #expect(Self.frame(layout, id: "gone", in: document)?.height == 0)
    }

    static let banner = """
        <Component rootView="true">
          <View layout:id="banner" visibility="collapsed" layout:top="super" layout:fillHorizontally="super"/>
          <Label layout:id="title" text="Hi" layout:below="id:banner offset(8)" layout:leading="super inset(16)"/>
          <View layout:id="ghost" visibility="hidden" layout:below="id:title" layout:leading="super" layout:size="40"/>
        </Component>
        """

    @Test func aCollapsedViewIsFlatAndAHiddenOneKeepsItsPlace() {
        // The collapsed banner has no height of its own: Reactant's zero height determines it.
        // "Hi" in 17 pt is 21 tall; the hidden ghost (alpha 0) is laid out as if shown.
        let frames = Self.frames(Self.banner, ["banner", "title", "ghost"])
        #expect(frames[0] == Frame(x: 0, y: 0, width: 375, height: 0))
        #expect(frames[1]?.y == 8 && frames[1]?.height == 21)
        #expect(frames[2] == Frame(x: 0, y: 29, width: 40, height: 40))
        #expect(LayoutFixture.diagnostics(MarkedText(Self.banner)).isEmpty)
    }

    @Test func aCollapsedViewWithARequiredHeightConflicts() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:id="banner" visibility="collapsed" layout:top="super" layout:fillHorizontally="super" layout:height="⟦40⟧"/>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == ["layout.conflict"])
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.related.contains { $0.message.contains("visibility") } == true)
        #expect(Self.frames(marked.text, ["banner"]) == [Frame(x: 0, y: 0, width: 375, height: 0)])
    }

    @Test func theCollapseAxisDecidesWhichLengthIsZero() {
        func banner(_ axis: String) -> String {
            """
            <Component rootView="true">
              <View layout:id="banner" visibility="collapsed" collapseAxis="\(axis)" layout:top="super" layout:leading="super" layout:height="40"/>
            </Component>
            """
        }
        // Horizontally collapsed: no width, its own height; no conflict.
        #expect(Self.frames(banner("horizontal"), ["banner"]) == [Frame(x: 0, y: 0, width: 0, height: 40)])
        #expect(LayoutFixture.diagnostics(MarkedText(banner("horizontal"))).isEmpty)
        // Both: the height of 40 contradicts the zero height.
        #expect(Self.frames(banner("both"), ["banner"]) == [Frame(x: 0, y: 0, width: 0, height: 0)])
        #expect(LayoutFixture.diagnostics(MarkedText(banner("both"))).map(\.code) == ["layout.conflict"])
    }
}
