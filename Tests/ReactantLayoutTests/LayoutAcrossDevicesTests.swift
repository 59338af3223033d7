import LayoutSolver
import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout

/// One component laid out by the check on every built-in device, each solved from the system of
/// another (`LayoutCheck.layouts`): text measured again per width and free views held per
/// device move the system's constants in place. Frames computed by hand.
@Suite struct LayoutAcrossDevicesTests {
    static func layouts(_ text: String) -> (layouts: [ComponentLayout], document: ReactantDocument) {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        return (LayoutCheck.layouts(document: document, tree: tree) ?? [], document)
    }

    static func frame(_ layout: ComponentLayout, field: String, in document: ReactantDocument) -> Frame? {
        guard let view = document.views.first(where: { $0.field?.name == field }), let item = layout.item(ofView: view.index) else { return nil }
        return layout.solution.frames[item]
    }

    /// Six words of ten `#` at 20 points: each word 10 × 0.5 em = 100 wide, a space 5, the line
    /// 625; lines 24 tall (20 × 1.193 rounded up). The label gets the root's width less 32: at
    /// 288 two words fit a line (205; a third makes 310), so three lines; at 343 to 398 three
    /// fit, so two; from 788 one. The view below follows the label's height.
    @Test func aWrappingLabelIsMeasuredAgainOnEachDevice() {
        let words = Array(repeating: String(repeating: "#", count: 10), count: 6).joined(separator: " ")
        let (layouts, document) = Self.layouts("""
            <Component rootView="true">
              <Label field="text" text="\(words)" font="20" numberOfLines="0"
                     layout:top="super inset(10)" layout:fillHorizontally="super inset(16)"/>
              <View field="below" layout:below="text offset(8)" layout:leading="super" layout:width="10" layout:height="10"/>
            </Component>
            """)
        let lines = ["iphone-se": 3, "iphone-8": 2, "iphone-15": 2, "iphone-15-landscape": 1, "iphone-15-pro-max": 2,
                     "ipad-portrait": 1, "ipad-landscape": 1]
        #expect(layouts.map(\.preset.identifier) == DevicePreset.all.map(\.identifier))
        for layout in layouts {
            let height = 24 * Double(lines[layout.preset.identifier] ?? 0)
            #expect(Self.frame(layout, field: "text", in: document)
                == Frame(x: 16, y: 10, width: layout.preset.width - 32, height: height), "\(layout.preset.identifier)")
            #expect(Self.frame(layout, field: "below", in: document) == Frame(x: 0, y: 18 + height, width: 10, height: 10),
                    "\(layout.preset.identifier)")
            #expect(layout.solution.ambiguity.allSatisfy { $0.isEmpty })
        }
    }

    /// Views code may place (each has a field) that the file leaves free are held at zero by
    /// the weakest preferences, on every device alike: one's left (it has a top and a size),
    /// the other's width (it has a leading edge, a top and a height). Neither is reported.
    @Test func freeViewsAreHeldOnEveryDevice() {
        let (layouts, document) = Self.layouts("""
            <Component rootView="true">
              <View field="floating" layout:top="super inset(10)" layout:width="40" layout:height="20"/>
              <View field="stretchy" layout:leading="super inset(20)" layout:top="super inset(40)" layout:height="20"/>
            </Component>
            """)
        #expect(layouts.count == DevicePreset.all.count)
        for layout in layouts {
            #expect(Self.frame(layout, field: "floating", in: document) == Frame(x: 0, y: 10, width: 40, height: 20))
            #expect(Self.frame(layout, field: "stretchy", in: document) == Frame(x: 20, y: 40, width: 0, height: 20))
            #expect(layout.solution.ambiguity.allSatisfy { $0.isEmpty }, "\(layout.preset.identifier)")
        }
        #expect(LayoutDiagnostics.diagnostics(for: layouts, in: document).isEmpty)
    }
}
