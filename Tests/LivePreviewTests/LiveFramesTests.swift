import LivePreview
import PreviewServer
import ReactantAnalysis
import ReactantLayout
import ReactantPreview
import Testing
import XMLSyntax

/// A document drawn for a live page: the device or every device asked for, the pickers'
/// choices, each view's box and hover lines, the marks the drawing makes, the view under an
/// offset and where a click leads; a file with nothing to lay out says why.
@Suite struct LiveFramesTests {
    static let screen = """
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
            <Label field="title" text="Hello" layout:left="super inset(8)" layout:top="super inset(20)"/>
            <View layout:left="super"/>
        </Component>
        """

    static func drawable(_ text: String) -> DrawableDocument {
        let tree = XMLSyntaxTree.parse(text)
        return DrawableDocument(
            path: "Screen.ui.xml", text: text, tree: tree, document: ReactantDocument(tree: tree, path: "Screen.ui.xml"),
            index: WorkspaceIndex(), holds: nil)
    }

    let component = PreviewComponent(id: "file:///Screen.ui.xml", title: "Screen.ui.xml")

    @Test func oneDeviceDrawnWithItsViewsBoxesAndMarks() throws {
        let frame = LiveFrames.frame(
            of: Self.drawable(Self.screen), component: component, origin: "version 3", options: PreviewOptions(device: "iphone-se"),
            defaultDevice: .defaultPreset)
        #expect(frame.problem == nil)
        #expect(frame.options == PreviewOptions(device: "iphone-se", theme: nil))
        #expect(frame.devices.last == PreviewChoice(value: "all", label: "All devices"))
        #expect(frame.devices.count == DevicePreset.all.count + 1)
        #expect(frame.themes.isEmpty, "no application description, no themes")
        let drawing = try #require(frame.drawings.first)
        #expect(frame.drawings.count == 1)
        #expect(drawing.device == "iphone-se")
        #expect(drawing.heading.hasPrefix("iPhone SE — 320×568 pt"))
        #expect(drawing.svg.hasPrefix("<?xml"))
        #expect(drawing.views.map(\.label) == ["title", "View"])
        let title = drawing.views[0]
        #expect((title.x, title.y) == (8, 20))
        #expect(title.mark == nil)
        #expect(title.details.first == "Label title")
        #expect(title.details.contains("layout:left=\"super inset(8)\""))
        #expect(title.details.contains { $0.hasPrefix("intrinsic size ") }, "\(title.details)")
        #expect(title.details.last == "its Swift class may constrain it too", "a view with a field, no Swift class read")
        #expect(title.place == "Screen.ui.xml:2:5")
        #expect(drawing.views[1].mark == "ambiguous")
        #expect(drawing.views[1].details.last == "layout:left=\"super\"", "a plain view without a field: nothing implied")
    }

    /// Hover also says what AutoLayout applies besides the `layout:` attributes: the stack view
    /// arranging a view, priorities other than UIKit's defaults.
    @Test func hoverSaysWhatTheStackAndThePrioritiesApply() throws {
        let text = """
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
                <StackView axis="vertical" spacing="8" layout:edges="super">
                    <Label field="name" text="Name" layout:huggingPriority.vertical="high"/>
                </StackView>
            </Component>
            """
        let frame = LiveFrames.frame(
            of: Self.drawable(text), component: component, origin: "", options: PreviewOptions(device: "iphone-se"), defaultDevice: .defaultPreset)
        let name = try #require(frame.drawings.first?.views.first { $0.label == "name" })
        #expect(name.details.contains("arranged by its StackView: vertical, spacing 8 pt"), "\(name.details)")
        #expect(name.details.contains("content hugging 250 horizontal, 750 vertical"), "\(name.details)")
    }

    @Test func everyDeviceAndAnUnknownDeviceOrTheme() {
        let all = LiveFrames.frame(
            of: Self.drawable(Self.screen), component: component, origin: "", options: PreviewOptions(device: "all", theme: "night"),
            defaultDevice: .defaultPreset)
        #expect(all.drawings.map(\.device) == DevicePreset.all.map(\.identifier))
        #expect(all.options == PreviewOptions(device: "all", theme: nil), "a theme the app does not declare is not shown")
        let unknown = LiveFrames.frame(
            of: Self.drawable(Self.screen), component: component, origin: "", options: PreviewOptions(device: "toaster"),
            defaultDevice: .defaultPreset)
        #expect(unknown.drawings.map(\.device) == [DevicePreset.defaultPreset.identifier])
    }

    @Test func aFileWithNothingToLayOutSaysWhy() {
        let frame = LiveFrames.frame(
            of: Self.drawable("<styleGroup name=\"G\"/>"), component: component, origin: "", options: PreviewOptions(),
            defaultDevice: .defaultPreset)
        #expect(frame.drawings.isEmpty)
        #expect(frame.problem == "Nothing to draw: the file's root is not a <Component> to lay out.")
    }

    @Test func theViewUnderAnOffsetAndWhereAClickLeads() throws {
        let drawable = Self.drawable(Self.screen)
        let text = Self.screen
        func offset(of needle: String) throws -> Int {
            let range = try #require(text.range(of: needle))
            return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        }
        #expect(PreviewedView.view(at: try offset(of: "inset(8)"), in: drawable.document, tree: drawable.tree) == 0)
        #expect(PreviewedView.view(at: try offset(of: "layout:left=\"super\""), in: drawable.document, tree: drawable.tree) == 1)
        #expect(PreviewedView.view(at: 0, in: drawable.document, tree: drawable.tree) == nil)
        let tag = try #require(drawable.startTag(ofView: 1))
        let start = try offset(of: "<View")
        #expect(tag.lowerBound == start)
        #expect(drawable.startTag(ofView: 7) == nil)
        #expect(drawable.startTag(ofView: -1) == nil)
    }
}
