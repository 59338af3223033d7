import Foundation
import Testing
import TestSupport

/// `reactant-lsp --preview` as a user runs it: the built binary on a file, its JSON frames
/// and its SVG drawing checked by outside tools.
@Suite(.hangGuard) struct PreviewCommandTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
          <View field="header" layout:top="super" layout:fillHorizontally="super" layout:height="100"/>
          <Label field="title" text="Tom &amp; Jerry" layout:below="header offset(10)" layout:leading="super inset(20)"/>
          <View layout:id="footer" layout:bottom="super" layout:fillHorizontally="super"/>
          <View field="strut" layout:edges="super" layout:width="100"/>
        </Component>
        """

    /// An app description of two themes whose title fonts differ, and a screen of one title in
    /// that font: the title is 24 tall in the default night theme (20 pt: ⌈20 × 1.193⌉) and 36
    /// in the day theme (30 pt). The live preview's theme picker is tested on them too.
    static let themedDescription = """
        <Application>
            <Themes default="night"><day/><night/></Themes>
            <Fonts><day title=":bold@30"/><night title=":bold@20"/></Fonts>
        </Application>
        """
    static let themedScreen = """
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
            <Label field="title" text="Hi" font="theme.title" layout:top="super" layout:leading="super"/>
        </Component>
        """

    /// `--theme` reads themed fonts in another theme of the app's description.
    @Test func aThemeOtherThanTheDefault() throws {
        let fixture = try CheckFixture(["App.hyperdrive.xml": Self.themedDescription, "Screen.ui.xml": Self.themedScreen])
        func titleHeight(_ extra: [String]) throws -> Double? {
            let run = try fixture.run(["--preview", "Screen.ui.xml", "--size", "400x800", "--format", "json"] + extra)
            #expect(run.status == 0, "\(run.standardError)")
            let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            let views = object?["views"] as? [[String: Any]]
            return (views?.first?["frame"] as? [String: Double])?["height"]
        }
        #expect(try titleHeight([]) == 24)
        #expect(try titleHeight(["--theme", "day"]) == 36)
        let unknown = try fixture.run(["--preview", "Screen.ui.xml", "--theme", "dusk"])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("declares the themes day, night"), "\(unknown.standardError)")
    }

    @Test func jsonGivesEveryViewsFrameInDocumentOrder() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--size", "400x800", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let size = try #require(object["size"] as? [String: Double])
        #expect(size == ["width": 400, "height": 800])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.map { $0["element"] as? String } == ["View", "Label", "View", "View"])
        #expect(views.map { $0["field"] as? String } == ["header", "title", nil, "strut"])
        #expect(views[2]["id"] as? String == "footer")
        #expect(views[0]["field"] is String && views[2]["field"] is NSNull)
        let header = try #require(views[0]["frame"] as? [String: Double])
        #expect(header == ["x": 0, "y": 0, "width": 400, "height": 100])
        let title = try #require(views[1]["frame"] as? [String: Double])
        #expect(title["x"] == 20 && title["y"] == 110 && title["height"] == 21)
        // The footer has no height: ambiguous vertically; the others are placed.
        #expect(views.map { $0["ambiguous"] as? [String] } == [[], [], ["vertical"], []])
        // The strut's width contradicts its edges and the root's width: UIKit breaks `100`.
        let conflicts = try #require(object["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["line"] as? Int == 5)
        let column = try #require(Self.screen.split(separator: "\n")[5].range(of: "\"100\""))
        #expect(conflicts.first?["character"] as? Int == Self.screen.split(separator: "\n")[5].utf16.distance(
            from: Self.screen.split(separator: "\n")[5].startIndex, to: column.lowerBound) + 1)
        #expect((conflicts.first?["message"] as? String)?.contains("breaks this one") == true)
    }

    /// An aspect ratio relates a width to a height: the avatar is drawn square.
    /// A file with an error is drawn as far as it reads, and says so: its errors on standard
    /// error as `--check` prints them, exit status 1; the views whose place is not known are not
    /// drawn (where the solver left them is above the screen) but named, so the legend's count
    /// is what it lists; on every device none is drawn over another device's heading.
    @Test func aFileWithAnErrorIsDrawnAndItsErrorsReported() throws {
        let broken = """
            <Component rootView="true">
              <Label field="title" text="Hello" layout:top="super inset(20)" layout:fillHorizontally="super"/>
              <Button field="send" title="Send" layout:below="title offst(8)" layout:left="super" layout:size="100"/>
            </Component>
            """
        let fixture = try CheckFixture(["Screen.ui.xml": broken])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "iphone-se"])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("Screen.ui.xml:3:57: error: "), "\(run.standardError)")
        #expect(run.standardError.contains("[layout.unknown-modifier]"))
        #expect(run.standardError.hasSuffix("Screen.ui.xml: 1 error: the preview shows what could be read; views whose place is not known are not drawn\n"))
        #expect(run.standardOutput.hasPrefix("<?xml"))
        #expect(!run.standardOutput.contains("<title>Button send"))
        // Wrapped to the iPhone SE's width: the count, then the names.
        #expect(run.standardOutput.contains(">2 view(s) not drawn, place not known (a constraint</text>"))
        #expect(run.standardOutput.contains(">that could place them could not be read): title,</text>"))
        #expect(run.standardOutput.contains(">send</text>"))
        let all = try fixture.run(["--preview", "Screen.ui.xml", "--device", "all"])
        #expect(all.status == 1)
        #expect(!all.standardOutput.contains("<title>Button send"))
    }

    /// Background colors are painted (a hex color with its alpha, a system color, `@alpha`), and
    /// a button's title is centred, as UIButton draws it.
    @Test func backgroundColorsArePaintedAndAButtonsTitleCentred() throws {
        let colored = """
            <Component rootView="true" backgroundColor="lightGray">
              <Label field="title" text="Hello" backgroundColor="#ffcc0080" layout:top="super" layout:fillHorizontally="super"/>
              <Button field="send" title="Send" backgroundColor="blue@alpha(50%)" layout:below="title" layout:left="super" layout:size="100"/>
              <View field="themed" backgroundColor="theme.accent" layout:below="send" layout:left="super" layout:size="10"/>
            </Component>
            """
        let fixture = try CheckFixture(["Screen.ui.xml": colored])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--size", "320x480"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let svg = run.standardOutput
        #expect(svg.contains(##"<rect x="0" y="0" width="320" height="480" fill="#aaaaaa" fill-opacity="1" "##))
        #expect(svg.contains(##"fill="#ffcc00" fill-opacity="0.5""##))
        #expect(svg.contains(##"fill="#0000ff" fill-opacity="0.5""##))
        // A theme color is not known here: the usual fill.
        #expect(svg.contains(##"width="10" height="10" fill="#dce8f7" fill-opacity="0.35""##))
        #expect(svg.contains(##"text-anchor="middle" fill="#111">Send</text>"##))
        let title = try #require(svg.range(of: ##"text-anchor="middle""##))
        #expect(svg[..<title.lowerBound].hasSuffix(##"<text x="50" y="76.3" font-size="15" "##), "\(svg)")
    }

    @Test func anAspectRatioViewIsDrawnSquare() throws {
        let fixture = try CheckFixture(["Avatar.ui.xml": """
            <Component rootView="true">
              <ImageView field="avatar" layout:left="super inset(16)" layout:top="super inset(20)" layout:height="40" layout:width="self.height"/>
            </Component>
            """])
        let run = try fixture.run(["--preview", "Avatar.ui.xml", "--size", "400x800", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.first?["frame"] as? [String: Double] == ["x": 16, "y": 20, "width": 40, "height": 40])
        #expect(views.map { $0["ambiguous"] as? [String] } == [[]])
    }

    @Test func svgIsValidAndRenders() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "iphone-se"])
        #expect(run.status == 0)
        let svg = fixture.directory.appendingPathComponent("screen.svg")
        try Data(run.standardOutput.utf8).write(to: svg)
        #expect(run.standardOutput.contains("Tom &amp; Jerry"))
        #expect(run.standardOutput.contains("iPhone SE, 320×568 pt"))
        let lint = try Self.tool("xmllint", ["--noout", svg.path])
        #expect(lint.status == 0, "\(lint.output)")
        if let renderer = Self.which("rsvg-convert") {
            let png = fixture.directory.appendingPathComponent("screen.png")
            let render = try Self.tool(renderer, ["-o", png.path, svg.path])
            #expect(render.status == 0, "\(render.output)")
            let bytes = try Data(contentsOf: png)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    /// A hidden arranged view takes no room in its stack; a collapsed view is flat; a view
    /// hidden through `visibility` keeps its place.
    @Test func hiddenAndCollapsedViewsAreDrawnAsAutoLayoutPlacesThem() throws {
        let screen = """
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
              <StackView axis="vertical" spacing="10" layout:leading="super" layout:top="super" layout:width="100">
                <View layout:id="a" layout:height="20"/>
                <View layout:id="gone" isHidden="true"/>
                <View layout:id="c" layout:height="40"/>
              </StackView>
              <View layout:id="banner" visibility="collapsed" layout:top="super inset(100)" layout:fillHorizontally="super"/>
              <View layout:id="ghost" visibility="hidden" layout:below="id:banner offset(8)" layout:leading="super" layout:size="40"/>
            </Component>
            """
        let fixture = try CheckFixture(["Screen.ui.xml": screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--size", "400x800", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let frames = views.map { $0["frame"] as? [String: Double] }
        #expect(views.map { $0["id"] as? String } == [nil, "a", "gone", "c", "banner", "ghost"])
        // 20, then half the spacing on each side of the hidden view, 0 tall: 25, then 30.
        #expect(frames[1] == ["x": 0, "y": 0, "width": 100, "height": 20])
        #expect(frames[2] == ["x": 0, "y": 25, "width": 100, "height": 0])
        #expect(frames[3] == ["x": 0, "y": 30, "width": 100, "height": 40])
        #expect(frames[4] == ["x": 0, "y": 100, "width": 400, "height": 0])
        #expect(frames[5] == ["x": 0, "y": 108, "width": 40, "height": 40])
        #expect(views.allSatisfy { ($0["ambiguous"] as? [String]) == [] })
        #expect((object["conflicts"] as? [Any])?.isEmpty == true)

        // Drawn: the views that are not shown are dotted outlines without their text.
        let labelled = screen.replacingOccurrences(of: "<View layout:id=\"gone\" isHidden=\"true\"/>",
                                                   with: "<Label layout:id=\"gone\" isHidden=\"true\" text=\"Gone\"/>")
        try Data(labelled.utf8).write(to: fixture.directory.appendingPathComponent("Screen.ui.xml"))
        let drawn = try fixture.run(["--preview", "Screen.ui.xml", "--size", "400x800"])
        #expect(drawn.status == 0)
        #expect(!drawn.standardOutput.contains(">Gone<"))
        #expect(drawn.standardOutput.contains("Label id:gone: x 0, y 25, 100×0 (not shown)"))
        #expect(drawn.standardOutput.contains("View id:banner: x 0, y 100, 400×0 (not shown)"))
    }

    @Test func badInputIsAUsageErrorOrAPositionedError() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen, "Style.styles.xml": "<styleGroup name=\"g\"/>"])
        let device = try fixture.run(["--preview", "Screen.ui.xml", "--device", "Nokia"])
        #expect(device.status == 2)
        #expect(device.standardError.hasPrefix("error: unknown device 'Nokia'; known devices: iphone-se, iphone-8"))
        let size = try fixture.run(["--preview", "Screen.ui.xml", "--size", "0x10"])
        #expect(size.status == 2)
        let missing = try fixture.run(["--preview", "Nothing.ui.xml"])
        #expect(missing.status == 2)
        let styles = try fixture.run(["--preview", "Style.styles.xml"])
        #expect(styles.status == 1)
        #expect(styles.standardError == "Style.styles.xml:1:2: error: nothing to preview: the file's root is not a <Component> of a .ui.xml file\n")
    }

    /// A component past the check's limits is not laid out for the preview either, and the
    /// error says why.
    @Test func aComponentPastTheChecksLimitsIsNotPreviewed() throws {
        let labels = (0...100).map { "<Label text=\"Item \($0)\"/>" }.joined(separator: "\n")
        let list = "<Component rootView=\"true\">\n<StackView axis=\"vertical\" layout:edges=\"super\">\n\(labels)\n</StackView>\n</Component>\n"
        let fixture = try CheckFixture(["List.ui.xml": list])
        let preview = try fixture.run(["--preview", "List.ui.xml"])
        #expect(preview.status == 1)
        #expect(preview.standardOutput.isEmpty)
        #expect(preview.standardError == "List.ui.xml:1:2: error: nothing to preview: the component has a stack view arranging "
            + "more than 100 views; past that its layout is not solved\n")
    }

    /// The preview lays the file out as `--check` of its folder does: with the styles of the
    /// `.styles.xml` files there, and nested safe areas as UIKit gives them.
    @Test func theFoldersStylesAndNestedSafeAreasShapeThePreview() throws {
        let fixture = try CheckFixture([
            "Styles/Common.styles.xml": """
                <styleGroup name="common"><StackViewStyle name="column" axis="vertical" spacing="10"/></styleGroup>
                """,
            "Screen.ui.xml": """
                <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
                  <Container layout:edges="super">
                    <StackView style=":common:column" layout:edges="safeAreaLayoutGuide">
                      <View layout:height="100"/>
                      <View/>
                    </StackView>
                  </Container>
                </Component>
                """,
        ])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "iphone-15", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let frames = views.map { $0["frame"] as? [String: Double] }
        // iPhone 15: 393×852, safe area y 59...818. The column: 100, 10 apart, then the rest.
        #expect(frames == [
            ["x": 0, "y": 0, "width": 393, "height": 852],
            ["x": 0, "y": 59, "width": 393, "height": 759],
            ["x": 0, "y": 59, "width": 393, "height": 100],
            ["x": 0, "y": 169, "width": 393, "height": 649],
        ])
        #expect((object["conflicts"] as? [Any])?.isEmpty == true)
        let check = try fixture.run(["--check", "."])
        #expect(!check.standardOutput.contains("layout."), "\(check.standardOutput)")
    }

    static func which(_ name: String) -> String? {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
            return directory + "/" + name
        }
        return nil
    }

    static func tool(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: name.hasPrefix("/") ? name : try #require(which(name)))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
