import Foundation
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantPreview
import LayoutTestSupport

/// The preview of layouts at the edges: frames far beyond a screen, and views whose place is
/// not known because a constraint that could have placed them could not be read.
@Suite struct LayoutPreviewEdgeTests {
    /// `id:a`'s top is misspelt; `id:b` is placed below it (and has no horizontal position of its
    /// own); `id:c` is placed from the screen alone (as in `LayoutNotCheckedTests`).
    static let brokenAndUnrelated = MarkedText("""
        <Component rootView="true">
          <View layout:id="a" layout:left="super" layout:size="10" layout:top="super offst(8)"/>
          <View layout:id="b" layout:below="id:a offset(4)" layout:height="10"/>
          <Label layout:id="c" text="Hi" layout:leading="super inset(16)"/>
        </Component>
        """)

    /// Each number within what the layout solves (`LayoutSceneBuilder.largestSolvableMagnitude`),
    /// their product far beyond Int's range: (10^6)^4 = 10^24.
    @Test func aFrameBeyondIntsRangeIsPreviewed() {
        let text = """
            <Component rootView="true">
              <View layout:id="a" layout:left="super" layout:top="super" layout:width="1000000" layout:height="10"/>
              <View layout:id="b" layout:left="super" layout:top="super" layout:width="id:a.width multiplied(by: 1000000)" layout:height="10"/>
              <View layout:id="c" layout:left="super" layout:top="super" layout:width="id:b.width multiplied(by: 1000000)" layout:height="10"/>
              <View layout:id="d" layout:left="super" layout:top="super" layout:width="id:c.width multiplied(by: 1000000)" layout:height="10"/>
              <View field="far" layout:left="id:d.right" layout:top="super" layout:width="id:c.width" layout:height="10"/>
            </Component>
            """
        let (layout, document) = LayoutFixture.layout(text)
        let far = LayoutFixture.frame(layout, field: "far", in: document)!
        #expect(far.x == 1e24 && far.width == 1e18)
        let tree = XMLSyntaxTree.parse(text)
        let svg = LayoutPreview(layout: layout, document: document, tree: tree, text: text).svg()
        #expect(svg.contains("width=\"1e+18\""))
    }

    @Test func thePreviewDoesNotPlaceAViewItCannotKnow() throws {
        let tree = XMLSyntaxTree.parse(Self.brokenAndUnrelated.text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        let layout = try #require(ComponentLayout.solve(document, tree: tree, preset: DevicePreset.named("iphone-8")!))
        let preview = LayoutPreview(layout: layout, document: document, tree: tree, text: Self.brokenAndUnrelated.text)
        let json = try #require(JSONSerialization.jsonObject(with: Data(preview.json().utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["ambiguous"] as? [String] } == [["horizontal", "vertical"], ["horizontal", "vertical"], ["vertical"]])
        let svg = preview.svg()
        // Not drawn where the solver left them, but named: the legend's count is what it lists,
        // wrapped to the iPhone 8's 375 points (60 characters a line).
        #expect(svg.contains(">2 view(s) not drawn, place not known (a constraint that</text>"))
        #expect(svg.contains(">could place them could not be read): id:a, id:b</text>"))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 2 + 1)  // the screen, its safe area, the one placed view
        #expect(svg.contains("1 ambiguous view(s), dashed"))
    }
}
