import LayoutSolver
import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout

/// Hover and the preview lay out one device on demand, within the check's bounds: a component
/// the check does not solve (`layout.not-solved`) is not solved for them either.
@Suite struct LayoutOnDemandBoundsTests {
    /// A screen filled by a vertical stack of `count` labels.
    static func stack(_ count: Int) -> String {
        "<Component rootView=\"true\">\n<StackView axis=\"vertical\" layout:edges=\"super\">\n"
            + (0..<count).map { "<Label text=\"Item \($0)\"/>" }.joined(separator: "\n") + "\n</StackView>\n</Component>"
    }

    static func hover(_ text: String) -> (reason: String?, paragraph: String?) {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/List.ui.xml")
        let label = document.views[1].element
        let paragraph = LayoutHover.paragraph(forElement: label, document: document) {
            ComponentLayout.solve(document, tree: tree, preset: DevicePreset.defaultPreset)
        }
        return (LayoutCheck.notSolvedReason(document: document, tree: tree), paragraph)
    }

    @Test func aStackPastTheArrangedLimitIsNotLaidOutOnDemand() {
        let past = Self.hover(Self.stack(LayoutCheck.arrangedViewLimit + 1))
        #expect(past.reason == "a stack view arranging more than 100 views")
        #expect(past.paragraph == nil)
    }

    /// At the limit the stack is laid out: the first label at the screen's top, as wide as the
    /// iPhone 15 (393), one line of 17-point text (⌈17 × 1.193⌉ = 21) tall.
    @Test func aStackAtTheLimitIsLaidOut() {
        let within = Self.hover(Self.stack(LayoutCheck.arrangedViewLimit))
        #expect(within.reason == nil)
        #expect(within.paragraph?.hasPrefix("Frame on iPhone 15: x 0, y 0, 393 × 21") == true, "\(within.paragraph ?? "nil")")
    }

    @Test func nestingPastTheParsersLimitIsNotLaidOutOnDemand() {
        let depth = LayoutCheck.maximumDepth + 1
        let text = "<Component>" + String(repeating: "<Container layout:edges=\"super\">", count: depth)
            + String(repeating: "</Container>", count: depth) + "</Component>"
        let result = Self.hover(text)
        #expect(result.reason == "elements nested more than 256 levels deep")
        #expect(result.paragraph == nil)
    }
}
