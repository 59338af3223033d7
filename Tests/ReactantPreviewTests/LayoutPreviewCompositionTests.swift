import LayoutSolver
import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantPreview

/// The preview for a review: several devices' screens composed side by side, the names the
/// images of a folder are written under, and the marks that explain a warning (the constraint
/// a conflict breaks, the room a free axis leaves), all with hand-computed geometry.
@Suite struct LayoutPreviewCompositionTests {
    static func preview(_ text: String, on preset: DevicePreset, required: Bool? = nil) -> LayoutPreview {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        let layout = ComponentLayout.solve(document, tree: tree, preset: preset, rootSizeIsRequired: required)!
        return LayoutPreview(layout: layout, document: document, tree: tree, text: text)
    }

    static let placed = """
        <Component rootView="true">
          <View field="header" layout:top="super" layout:fillHorizontally="super" layout:height="100"/>
        </Component>
        """

    /// Each drawing is its screen with an 8-point margin on each side and a one-line legend
    /// (16 + 12) under it; drawings go left to right 40 points apart, under a 24-point heading.
    @Test func devicesAreDrawnSideBySideUnderTheirHeadings() {
        let se = Self.preview(Self.placed, on: DevicePreset.named("iphone-se")!)
        let eight = Self.preview(Self.placed, on: DevicePreset.named("iphone-8")!)
        let drawings = [se.drawing(), eight.drawing()]
        #expect(drawings.map(\.width) == [336, 391])
        #expect(drawings.map(\.height) == [612, 711])
        let placed = MultiDevicePreview.placements(of: drawings)
        #expect(placed.origins.map(\.x) == [8, 384])
        #expect(placed.origins.map(\.y) == [32, 32])
        #expect(placed.width == 767 && placed.height == 735)

        let svg = MultiDevicePreview(previews: [se, eight]).svg()
        #expect(svg.contains("width=\"767\" height=\"735\" viewBox=\"0 0 767 735\""))
        #expect(svg.contains("<g id=\"device-iphone-se\" transform=\"translate(8 32)\">"))
        #expect(svg.contains("<g id=\"device-iphone-8\" transform=\"translate(384 32)\">"))
        #expect(svg.contains(">iPhone SE — 320×568 pt</text>"))
        #expect(svg.contains(">iPhone 8 — 375×667 pt</text>"))
        // Each device's screen as the one-device preview draws it: the header as wide as the screen.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"320\" height=\"100\""))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"100\""))
        #expect(svg.components(separatedBy: "<?xml").count == 2)
    }

    @Test func everyDeviceIsDrawnInTheOrderOfThePresets() {
        let svg = MultiDevicePreview(previews: DevicePreset.all.map { Self.preview(Self.placed, on: $0) }).svg()
        let ids = DevicePreset.all.map { "id=\"device-\($0.identifier)\"" }
        let offsets = ids.map { svg.range(of: $0)?.lowerBound }
        #expect(offsets.allSatisfy { $0 != nil })
        #expect(offsets.compactMap { $0 } == offsets.compactMap { $0 }.sorted())
    }

    /// 100 points hold 16 characters at 6.2 a character; a word longer than a line keeps its own line.
    @Test func theLegendIsWrappedToTheScreensWidth() {
        #expect(LayoutPreview.wrapped("Conflict: the width breaks the edges", width: 100) == ["Conflict: the", "width breaks the", "edges"])
        #expect(LayoutPreview.wrapped("layout:fillHorizontally=\"super\" x", width: 100) == ["layout:fillHorizontally=\"super\"", "x"])
        #expect(LayoutPreview.wrapped("iPhone SE, 320×568 pt", width: 320) == ["iPhone SE, 320×568 pt"])
    }

    @Test func imagesAreNamedByPathAndDevice() {
        #expect(PreviewOutputName.fileName(path: "Sources/Screens/Login.ui.xml", device: "iphone-se", extension: "svg")
            == "Sources__Screens__Login--iphone-se.svg")
        #expect(PreviewOutputName.fileName(path: "./Login.ui.xml", device: "ipad-landscape", extension: "svg")
            == "Login--ipad-landscape.svg")
        #expect(PreviewOutputName.fileName(path: "/work/App/Cell.ui.xml", device: "400x800", extension: "json")
            == "work__App__Cell--400x800.json")
        // A file named as an argument whatever its name keeps its whole name.
        #expect(PreviewOutputName.fileName(path: "Screens//Odd.xml", device: "iphone-8", extension: "svg")
            == "Screens__Odd.xml--iphone-8.svg")
    }

    /// `left`, `width` and `right` cannot all hold on a 400-point root: UIKit breaks the last
    /// installed, `right`. The box stays 20 + 100; the line runs from its right edge (120) to
    /// the root's (400) through its middle (y 25).
    @Test func theBrokenConstraintIsALineBetweenTheAnchorsItRelates() {
        let text = """
            <Component rootView="true">
              <View field="box" layout:top="super" layout:height="50" layout:left="super inset(20)" layout:width="100" layout:right="super inset(30)"/>
            </Component>
            """
        let preview = Self.preview(text, on: .custom(width: 400, height: 800), required: true)
        let marks = PreviewMarks(layout: preview.layout)
        #expect(marks.broken.count == 1)
        let broken = marks.broken.first
        #expect(broken?.label == "layout:right=\"super inset(30)\"")
        #expect(broken?.segments == [PreviewMarks.Segment(x1: 120, y1: 25, x2: 400, y2: 25)])
        #expect(marks.free.isEmpty)
        let svg = preview.svg()
        #expect(svg.contains("<line x1=\"120\" y1=\"25\" x2=\"400\" y2=\"25\" stroke=\"#d0021b\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>"))
        #expect(svg.contains(">layout:right=&quot;super inset(30)&quot;</text>"))
        #expect(svg.contains("Red dashed line: the constraint UIKit breaks"))
    }

    /// A width against a constant: the view's width is the segment, across its middle.
    @Test func aBrokenWidthIsDrawnAcrossTheView() {
        let text = """
            <Component rootView="true">
              <View field="strut" layout:edges="super" layout:width="100"/>
            </Component>
            """
        let marks = PreviewMarks(layout: Self.preview(text, on: .custom(width: 400, height: 800), required: true).layout)
        #expect(marks.broken.map(\.label) == ["layout:width=\"100\""])
        #expect(marks.broken.first?.segments == [PreviewMarks.Segment(x1: 0, y1: 400, x2: 400, y2: 400)])
    }

    /// The footer has a bottom and a width but no height: free vertically, a span over the
    /// root's height through its centre line (x 200); the placed header has none.
    @Test func aFreeAxisIsADashedSpanOverTheSuperview() {
        let text = """
            <Component rootView="true">
              <View field="header" layout:top="super" layout:fillHorizontally="super" layout:height="100"/>
              <View layout:id="footer" layout:bottom="super" layout:fillHorizontally="super"/>
            </Component>
            """
        let preview = Self.preview(text, on: .custom(width: 400, height: 800), required: true)
        let marks = PreviewMarks(layout: preview.layout)
        #expect(marks.broken.isEmpty)
        #expect(marks.free.count == 1)
        #expect(marks.free.first?.segment == PreviewMarks.Segment(x1: 200, y1: 0, x2: 200, y2: 800))
        #expect(marks.free.first?.label == "y and height free")
        let svg = preview.svg()
        #expect(svg.contains("<line x1=\"200\" y1=\"0\" x2=\"200\" y2=\"800\" stroke=\"#e08a00\" stroke-width=\"1\" stroke-dasharray=\"6 3\"/>"))
    }
}
