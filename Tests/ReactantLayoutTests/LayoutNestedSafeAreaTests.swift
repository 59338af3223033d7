import LayoutSolver
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// A nested view's safe area as UIKit gives it: the part of the screen's insets its frame
/// overlaps. Frames computed by hand; iPhone 15 is 393×852 with insets top 59 and bottom 34.
@Suite struct LayoutNestedSafeAreaTests {
    static func frame(_ layout: ComponentLayout, id: String, in document: ReactantDocument) -> Frame? {
        guard let view = document.views.first(where: { $0.layoutID?.name == id }), let item = layout.item(ofView: view.index) else { return nil }
        return layout.solution.frames[item]
    }

    static let screen = """
        <Component rootView="true">
          <Container layout:id="content" layout:edges="super">
            <View layout:id="bar" layout:top="safeAreaLayoutGuide" layout:fillHorizontally="super" layout:height="44"/>
            <View layout:id="body" layout:below="id:bar" layout:bottom="safeAreaLayoutGuide" layout:fillHorizontally="super"/>
          </Container>
        </Component>
        """

    @Test func aFullScreenContainersChildrenKeepClearOfTheInsets() {
        let (layout, document) = LayoutFixture.layout(Self.screen, on: DevicePreset.named("iphone-15")!)
        #expect(Self.frame(layout, id: "bar", in: document) == Frame(x: 0, y: 59, width: 393, height: 44))
        #expect(Self.frame(layout, id: "body", in: document) == Frame(x: 0, y: 103, width: 393, height: 852 - 34 - 103))
        #expect(LayoutFixture.diagnostics(MarkedText(Self.screen)).isEmpty)
    }

    @Test func aBoundOnTheNestedSafeAreaHoldsWhereTheScreenHasInsetsOnly() {
        // The bar's top is the container's safe top and at least 20 below the container's top:
        // 20, 59 and 24 on the phones and iPads, but 0 on iPhone 15 landscape, where UIKit
        // breaks the bound. (Taking the container's safe area as its frame contradicted it everywhere.)
        let marked = MarkedText("""
            <Component rootView="true">
              <Container layout:edges="super">
                <View layout:id="bar" layout:top="safeAreaLayoutGuide; ⟦:gte super inset(20)⟧" layout:fillHorizontally="super" layout:height="44"/>
              </Container>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        #expect(found.map(\.code) == ["layout.conflict"])
        #expect(found.map(\.range) == [marked.range])
        #expect(found.first?.message.contains(" on iPhone 15 landscape: ") == true)
        let (portrait, document) = LayoutFixture.layout(marked.text, on: DevicePreset.named("iphone-15")!)
        #expect(Self.frame(portrait, id: "bar", in: document) == Frame(x: 0, y: 59, width: 393, height: 44))
    }

    @Test func aCardInTheMiddleKeepsItsOwnEdges() {
        // The card (y 300...500) does not reach the insets: its safe area is its frame.
        let text = """
            <Component rootView="true">
              <Container layout:id="card" layout:top="super inset(300)" layout:height="200" layout:fillHorizontally="super">
                <View layout:id="inner" layout:edges="safeAreaLayoutGuide"/>
              </Container>
            </Component>
            """
        let (layout, document) = LayoutFixture.layout(text, on: DevicePreset.named("iphone-15")!)
        #expect(Self.frame(layout, id: "inner", in: document) == Frame(x: 0, y: 300, width: 393, height: 200))
        #expect(LayoutFixture.diagnostics(MarkedText(text)).isEmpty)
    }

    @Test func theSafeAreaOfAViewWithNoPlaceIsNotReportedThrough() {
        // The panel has no vertical position: it is reported. Where the screen has a top inset,
        // the label placed on the panel's safe top is not: whether the panel reaches the inset,
        // and so where the label is, is not known. (On iPhone 15 landscape, with no top inset,
        // the label's top is the panel's, and it is as free as the panel.)
        let marked = MarkedText("""
            <Component rootView="true">
              <⟦Container⟧ layout:id="panel" layout:fillHorizontally="super" layout:height="100">
                <⟦title¦Label⟧ layout:id="title" text="Hi" layout:top="safeAreaLayoutGuide" layout:leading="super"/>
              </Container>
            </Component>
            """)
        let found = LayoutFixture.diagnostics(marked)
        // One warning, though the label follows the panel only where the screen has no top inset.
        let panel = found.filter { $0.range == marked.range }
        #expect(panel.count == 1)
        #expect(panel.first?.message.hasPrefix("`id:panel` has no vertical position on every device") == true)
        #expect(panel.first?.message.hasSuffix("Up to 1 view placed from it moves with it and is not reported on its own") == true)
        let title = found.filter { $0.range == marked.range("title") }
        #expect(title.allSatisfy { $0.message.hasPrefix("`id:title` has no vertical position on iPhone 15 landscape:") })
        let (layout, document) = LayoutFixture.layout(marked.text, on: DevicePreset.named("iphone-15")!)
        let item = layout.item(ofView: document.views.first { $0.layoutID?.name == "title" }!.index)!
        #expect(layout.solution.ambiguity[item].isEmpty)
    }
}
