import Foundation
import Testing
import TestSupport

/// The previews for a review, as a CI job runs them: the built binary drawing one file on
/// every device in one SVG (`--device all`), and writing a folder's images (`--output DIR`),
/// the SVGs checked by xmllint and rendered by rsvg-convert.
@Suite(.hangGuard) struct PreviewReviewCommandTests {
    static let devices = ["iphone-se", "iphone-8", "iphone-15", "iphone-15-landscape", "iphone-15-pro-max", "ipad-portrait", "ipad-landscape"]

    /// A header that is placed, a footer free vertically, and a strut whose width UIKit breaks.
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
          <View field="header" layout:top="super" layout:fillHorizontally="super" layout:height="100"/>
          <Label field="title" text="Tom &amp; Jerry" layout:below="header offset(10)" layout:leading="super inset(20)"/>
          <View layout:id="footer" layout:bottom="super" layout:fillHorizontally="super"/>
          <View field="strut" layout:edges="super" layout:width="100"/>
        </Component>
        """

    static let xmllint = PreviewCommandTests.which("xmllint")
    static let renderer = PreviewCommandTests.which("rsvg-convert")

    @Test func everyDeviceIsDrawnSideBySideInOneSVG() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "all"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let svg = run.standardOutput
        for device in Self.devices { #expect(svg.contains("<g id=\"device-\(device)\" transform=\"translate("), "\(device)") }
        for heading in ["iPhone SE — 320×568 pt", "iPhone 15 landscape — 852×393 pt", "iPad landscape — 1180×820 pt"] {
            #expect(svg.contains(">\(heading)</text>"), "\(heading)")
        }
        // Marked on every device: the broken width and the footer's free height.
        #expect(svg.components(separatedBy: "<g class=\"broken-constraint\">").count == 8)
        #expect(svg.components(separatedBy: ">layout:width=&quot;100&quot;</text>").count == 8)
        #expect(svg.components(separatedBy: "<g class=\"free-axis\">").count == 8)
        // iPhone SE: the strut fills the 320-point screen; the broken width is drawn across it at y 284.
        #expect(svg.contains("<line x1=\"0\" y1=\"284\" x2=\"320\" y2=\"284\" stroke=\"#d0021b\""))
    }

    @Test(.enabled(if: xmllint != nil, "xmllint (libxml2-utils) is not installed"))
    func theMultiDeviceSVGIsValid() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "all"])
        #expect(run.status == 0)
        let svg = fixture.directory.appendingPathComponent("all.svg")
        try Data(run.standardOutput.utf8).write(to: svg)
        let lint = try PreviewCommandTests.tool(try #require(Self.xmllint), ["--noout", svg.path])
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.isEmpty, "\(lint.output)")
    }

    /// Rendered at its own size: as wide as the seven screens with their margins, 40 apart
    /// (336 + 391 + 409 + 868 + 446 + 836 + 1196 + 6 × 40), as tall as the tallest drawing
    /// (the iPad portrait's 1180 + 16 + its legend of 5 lines, 92: the device, the ambiguous
    /// view, the conflict's message wrapped at 132 characters to two lines, the broken
    /// constraint's key) under the 24-point heading.
    @Test(.enabled(if: renderer != nil, "rsvg-convert (librsvg2-bin) is not installed"))
    func theMultiDeviceSVGRenders() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "all"])
        #expect(run.status == 0)
        let svg = fixture.directory.appendingPathComponent("all.svg")
        try Data(run.standardOutput.utf8).write(to: svg)
        #expect(run.standardOutput.contains("width=\"4722\" height=\"1312\""))
        let png = fixture.directory.appendingPathComponent("all.png")
        let render = try PreviewCommandTests.tool(try #require(Self.renderer), ["-o", png.path, svg.path])
        #expect(render.status == 0, "\(render.output)")
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 4722 && height == 1312)
    }

    @Test func allDevicesIsOneSVGNotJSON() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "Screen.ui.xml", "--device", "all", "--format", "json"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("error: --device all draws one SVG"))
        let unknown = try fixture.run(["--preview", "Screen.ui.xml", "--device", "nokia"])
        #expect(unknown.standardError.hasSuffix("ipad-landscape, or all\n"))
    }

    /// A folder: each `.ui.xml` file on each device, named by its path and the device; a
    /// styles file is not previewed, a `.ui.xml` file whose root is no component is skipped
    /// with a note, and the paths written are printed.
    @Test func aFolderIsWrittenAsOneImagePerFileAndDevice() throws {
        let fixture = try CheckFixture([
            "App/Screens/Login.ui.xml": Self.screen,
            "App/Cells/Row.ui.xml": """
                <Component rootView="true"><Label text="Row" layout:edges="super inset(8)"/></Component>
                """,
            "App/Styles/Common.styles.xml": "<styleGroup name=\"common\"/>",
            "App/Odd.ui.xml": "<styleGroup name=\"odd\"/>",
        ])
        let run = try fixture.run(["--preview", "App", "--output", "out/previews"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "App/Odd.ui.xml:1:2: note: skipped: the file's root is not a <Component> of a .ui.xml file\n")
        let expected = ["App__Cells__Row", "App__Screens__Login"].flatMap { file in Self.devices.map { "\(file)--\($0).svg" } }
        #expect(run.lines.dropLast() == ArraySlice(expected.map { "out/previews/" + $0 }))
        let written = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.appendingPathComponent("out/previews").path)
        #expect(written.sorted() == expected.sorted())
        let login = try String(contentsOf: fixture.directory.appendingPathComponent("out/previews/App__Screens__Login--iphone-se.svg"), encoding: .utf8)
        #expect(login.contains("iPhone SE, 320×568 pt"))
        #expect(login.contains("<g class=\"broken-constraint\">"))
        if let xmllint = Self.xmllint {
            let lint = try PreviewCommandTests.tool(xmllint, ["--noout"] + expected.map { fixture.directory.appendingPathComponent("out/previews/" + $0).path })
            #expect(lint.status == 0, "\(lint.output)")
        }
    }

    @Test func aFolderOnOneDeviceOrSizeAndAsJSON() throws {
        let fixture = try CheckFixture(["Screens/Login.ui.xml": Self.screen, "Screens/Other.ui.xml": Self.screen])
        let one = try fixture.run(["--preview", "Screens", "--device", "iphone-se", "--output", "one"])
        #expect(one.status == 0)
        #expect(one.lines == ["one/Screens__Login--iphone-se.svg", "one/Screens__Other--iphone-se.svg", ""])
        let sized = try fixture.run(["--preview", "./Screens/Login.ui.xml", "--size", "400x800", "--format", "json", "--output", "sized"])
        #expect(sized.status == 0)
        #expect(sized.lines == ["sized/Screens__Login--400x800.json", ""])
        let json = try Data(contentsOf: fixture.directory.appendingPathComponent("sized/Screens__Login--400x800.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["size"] as? [String: Double] == ["width": 400, "height": 800])
    }

    @Test func twoFilesThatWouldShareANameAreAnError() throws {
        let fixture = try CheckFixture(["a/b.ui.xml": Self.screen, "a__b.ui.xml": Self.screen])
        let run = try fixture.run(["--preview", "a", "a__b.ui.xml", "--device", "iphone-8", "--output", "out"])
        #expect(run.status == 2)
        #expect(run.lines == ["out/a__b--iphone-8.svg", ""])
        #expect(run.standardError == "error: a__b.ui.xml and a/b.ui.xml would both be written to a__b--iphone-8.svg; rename one\n")
    }

    @Test func outputIsForPreviewAndPreviewOfSeveralPathsNeedsIt() throws {
        let fixture = try CheckFixture(["Screen.ui.xml": Self.screen, "Other.ui.xml": Self.screen])
        let several = try fixture.run(["--preview", "Screen.ui.xml", "Other.ui.xml"])
        #expect(several.status == 2)
        #expect(several.standardError.contains("--preview takes exactly one .ui.xml file (or, with --output DIR, files and folders)"))
        let check = try fixture.run(["--check", ".", "--output", "out"])
        #expect(check.status == 2)
        #expect(check.standardError.contains("--size, --device, --output and --theme are only meaningful with --preview"))
        let missing = try fixture.run(["--preview", "Nothing", "--output", "out"])
        #expect(missing.status == 2)
        #expect(missing.standardOutput.isEmpty)
    }
}
