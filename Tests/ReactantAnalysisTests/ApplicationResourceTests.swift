import Foundation
import Support
import Testing
@testable import ReactantAnalysis
@testable import SchemaModel
import TestSupport
import AnalysisTestSupport

/// The application description and asset catalogs: read as the generator and UIKit read them
/// (Brightify/ReactantUI, Sources/Tokenizer/Themes/ApplicationDescription.swift and
/// Sources/reactant-ui/GenerateCommand.swift's theme output), and the `theme.NAME`, image and
/// color values checked against them.
@Suite struct ApplicationResourceTests {
    static let analyzer = DocumentAnalyzer.standard(schema: .embedded, memoCapacity: 64)

    /// The description's own diagnostics, at the marked ranges.
    static func expectDescription(_ marked: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let text = MarkedText(marked)
        let description = ApplicationDescription(path: "/app/App.hyperdrive.xml", text: text.text)
        let actual = description.diagnostics.map { "\($0.severity) \($0.code) \($0.range)" }
        let wanted = zip(expected, text.ranges).map { "\($0) \($1)" }
        #expect(expected.count == text.ranges.count, "fixture has \(text.ranges.count) ranges", sourceLocation: sourceLocation)
        #expect(actual == wanted, "\(description.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    }

    static let description = """
        <Application>
            <Themes default="night"><day/><night/></Themes>
            <Colors>
                <shared accent="#ff0000"/>
                <day background="white"/>
                <night background="black"/>
            </Colors>
            <Images><shared logo="star"/></Images>
            <Fonts><day title=":bold@30"/><night title=":bold@24"/></Fonts>
        </Application>
        """

    static func resources(description text: String = description, images: [String] = ["star"], colors: [String] = ["brand"]) -> ApplicationResources {
        let catalog = AssetCatalog(
            path: "/app/Assets.xcassets",
            images: Dictionary(uniqueKeysWithValues: images.map { ($0, AssetCatalog.Image(path: "/app/Assets.xcassets/\($0).imageset", size: nil)) }),
            colors: Dictionary(uniqueKeysWithValues: colors.map {
                ($0, AssetCatalog.Color(path: "/app/Assets.xcassets/\($0).colorset", color: ShownColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
            }))
        return ApplicationResources(
            folder: "/app", description: ApplicationDescription(path: "/app/App.hyperdrive.xml", text: text), catalogs: [catalog])
    }

    /// A screen of the app, analyzed against its resources (none: nothing is known).
    static func expectScreen(_ marked: String, _ expected: [String], resources: ApplicationResources? = resources(),
                             path: String = "/app/Views/Screen.ui.xml", sourceLocation: SourceLocation = #_sourceLocation) {
        let text = MarkedText(marked)
        let prepared = PreparedDocument(text: text.text, path: path)
        let index = WorkspaceIndex([prepared.facts], resources: ApplicationResourceSet(scopes: resources.map { [$0] } ?? []))
        let analyzed = analyzer.analyze(prepared, workspace: index)
        let actual = analyzed.diagnostics.filter { $0.code.hasPrefix("theme.") || $0.code.hasPrefix("asset.") }
            .map { "\($0.severity) \($0.code) \($0.range)" }
        let wanted = zip(expected, text.ranges).map { "\($0) \($1)" }
        #expect(expected.count == text.ranges.count, "fixture has \(text.ranges.count) ranges", sourceLocation: sourceLocation)
        #expect(actual == wanted, "\(analyzed.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    }

    static let header = #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">"#

    // MARK: The description

    @Test func aValidDescriptionHasNoDiagnostics() {
        let description = ApplicationDescription(path: "/app/App.hyperdrive.xml", text: Self.description)
        #expect(description.diagnostics.isEmpty)
        #expect(description.themeNames == ["day", "night"])
        #expect(description.defaultTheme == "night")
        #expect(description.names(of: .color) == ["accent", "background"])
        #expect(description.value(of: .color, named: "background", in: "day")?.value == "white")
        #expect(description.value(of: .color, named: "accent", in: "night")?.value == "#ff0000")
        #expect(description.value(of: .font, named: "title", in: "night")?.value == ":bold@24")
    }

    /// `validate()`: the default theme must be declared; `missingTheme()`: `<Themes>` needs one.
    @Test func defaultAndDeclaredThemes() {
        Self.expectDescription(#"<Application><Themes default="⟦nite⟧"><day/><night/></Themes></Application>"#,
                               ["error theme.undeclared-default"])
        Self.expectDescription(#"<Application><⟦Themes⟧/></Application>"#, ["error theme.no-themes"])
        // Without `default`, the first theme is the default.
        #expect(ApplicationDescription(path: "a", text: "<Application><Themes><b/><a/></Themes></Application>").defaultTheme == "b")
    }

    /// `allCases(item:from:)` throws `themedItemNotFound` for an item a declared theme lacks
    /// and `<shared>` does not give; items of an undeclared theme are never read.
    @Test func everyItemHasAValueInEveryTheme() {
        Self.expectDescription("""
            <Application>
                <Themes><day/><night/></Themes>
                <Colors><day ⟦only⟧="red"/><⟦dusk⟧ ⟦extra⟧="blue"/><shared ok="red"/><night ok="blue"/></Colors>
            </Application>
            """, ["error theme.incomplete-item", "warning theme.undeclared-theme", "error theme.incomplete-item"])
        // With no <Themes>, the one theme is `none`.
        Self.expectDescription("<Application><Images><⟦day⟧ ⟦logo⟧=\"a\"/></Images></Application>",
                               ["warning theme.undeclared-theme", "error theme.incomplete-item"])
    }

    @Test func valuesSectionsAndNames() {
        Self.expectDescription("""
            <Application>
                <Colors><shared a="red@⟦brighter⟧(10%)" ⟦my-color⟧="blue"/></Colors>
                <Fonts><shared f=":bold@⟦x⟧"/></Fonts>
                <⟦Sounds⟧/>
                <⟦Colors⟧/>
            </Application>
            """, ["error theme.invalid-value", "error theme.invalid-name", "error theme.invalid-value",
                  "warning theme.unknown-section", "error theme.duplicate-section"])
        Self.expectDescription("<⟦Component⟧/>", ["error theme.not-application"])
    }

    // MARK: Values in Reactant UI files

    @Test func themeNamesAreCheckedAgainstTheDescription() {
        Self.expectScreen("""
            \(Self.header)
                <Label text="a" textColor="theme.⟦acent⟧" font="theme.title" backgroundColor="theme.⟦logo⟧" layout:edges="super"/>
                <ImageView image="theme.logo" layout:edges="super"/>
                <Label text="b" font="theme.⟦missing⟧" layout:edges="super"/>
            </Component>
            """, ["error theme.unknown-item", "error theme.wrong-kind", "error theme.unknown-item"])
    }

    @Test func theDidYouMeanIsAQuickFix() {
        let text = "\(Self.header)<Label textColor=\"theme.acent\" layout:edges=\"super\"/></Component>"
        let prepared = PreparedDocument(text: text, path: "/app/S.ui.xml")
        let index = WorkspaceIndex([prepared.facts], resources: ApplicationResourceSet(scopes: [Self.resources()]))
        let diagnostic = Self.analyzer.analyze(prepared, workspace: index).diagnostics.first { $0.code == "theme.unknown-item" }
        #expect(diagnostic?.fixes.map(\.replacement) == ["accent"])
    }

    @Test func stylesAndAttributedTextAreChecked() {
        Self.expectScreen("""
            \(Self.header)
                <styles><LabelStyle name="s" textColor="theme.⟦nope⟧"/></styles>
                <Label style="s" layout:edges="super"><attributedText foregroundColor="⟦brnad⟧">x</attributedText></Label>
            </Component>
            """, ["error theme.unknown-item", "warning asset.unknown-color"])
    }

    @Test func imagesAndColorsAreCheckedAgainstTheCatalogs() {
        Self.expectScreen("""
            \(Self.header)
                <ImageView image="⟦falcon⟧" layout:edges="super"/>
                <ImageView image="star" tintColor="brand" backgroundColor="#ff0000@alpha(0.5)" layout:edges="super"/>
                <View backgroundColor="⟦brnad⟧@alpha(0.5)" layer.borderColor="red" layout:edges="super"/>
            </Component>
            """, ["warning asset.unknown-image", "warning asset.unknown-color"])
    }

    /// What cannot be known is never judged.
    @Test func nothingIsJudgedWithoutResources() {
        Self.expectScreen("""
            \(Self.header)
                <Label textColor="theme.anything" layout:edges="super"/>
                <ImageView image="falcon" layout:edges="super"/>
            </Component>
            """, [], resources: nil)
        // A description but no catalog: images and colors are not judged.
        let noCatalog = ApplicationResources(folder: "/app", description: Self.resources().description, catalogs: [])
        Self.expectScreen("""
            \(Self.header)<ImageView image="falcon" backgroundColor="brnad" layout:edges="super"/></Component>
            """, [], resources: noCatalog)
        // A document outside the app's folder reads none of its resources.
        Self.expectScreen("\(Self.header)<ImageView image=\"falcon\" layout:edges=\"super\"/></Component>", [],
                          path: "/other/Screen.ui.xml")
    }

    // MARK: Catalogs and discovery on disk

    @Test func imageHeaders() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 120, 0, 0, 0, 60, 8, 2, 0, 0, 0]
        #expect(ImageHeader.pixelSize(of: png)?.width == 120)
        #expect(ImageHeader.pixelSize(of: png)?.height == 60)
        // JPEG: SOI, an APP0 segment, then SOF0 with height 30 and width 40.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 30, 0, 40, 3, 0, 0, 0]
        #expect(ImageHeader.pixelSize(of: jpeg)?.width == 40)
        #expect(ImageHeader.pixelSize(of: jpeg)?.height == 30)
        #expect(ImageHeader.pixelSize(of: [1, 2, 3]) == nil)
        // A vector PDF: its first page's MediaBox, in points.
        let pdf = Array("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24.2 36] >> endobj".utf8)
        #expect(ImageHeader.pixelSize(of: pdf)?.width == 24)
        #expect(ImageHeader.pixelSize(of: pdf)?.height == 36)
        #expect(ImageHeader.pixelSize(of: Array("%PDF-1.4 no page".utf8)) == nil)
    }

    /// Two apps side by side, each with its description and catalog (iOS and tvOS in one
    /// repository): each document reads its own app's.
    @Test func catalogsAndDescriptionsAreFoundByScope() throws {
        let root = try ScratchDirectory.make("resources")
        defer { try? FileManager.default.removeItem(at: root) }
        try AppResourceFiles.write(Self.description, to: root.appendingPathComponent("App.hyperdrive.xml"))
        try AppResourceFiles.write(#"{"images":[{"filename":"star.png","scale":"2x"}]}"#,
                       to: root.appendingPathComponent("Resource/Assets.xcassets/star.imageset/Contents.json"))
        try AppResourceFiles.writePNG(width: 64, height: 32, to: root.appendingPathComponent("Resource/Assets.xcassets/star.imageset/star.png"))
        try AppResourceFiles.write(#"{"properties":{"provides-namespace":true}}"#,
                       to: root.appendingPathComponent("Resource/Assets.xcassets/Icons/Contents.json"))
        try AppResourceFiles.write("{}", to: root.appendingPathComponent("Resource/Assets.xcassets/Icons/back.imageset/Contents.json"))
        try AppResourceFiles.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.000","alpha":"1.000"}}}]}"#,
                       to: root.appendingPathComponent("Resource/Assets.xcassets/brand.colorset/Contents.json"))
        try AppResourceFiles.write("<Application/>", to: root.appendingPathComponent("tv/TV.hyperdrive.xml"))
        try AppResourceFiles.write("{}", to: root.appendingPathComponent("tv/Assets.xcassets/falcon.imageset/Contents.json"))
        try AppResourceFiles.write("", to: root.appendingPathComponent("Views/Screen.ui.xml"))
        try AppResourceFiles.write("", to: root.appendingPathComponent("tv/Views/TV.ui.xml"))

        let base = ApplicationResourceDiscovery.standardized(root.path)
        let set = ApplicationResourceDiscovery.resourceSet(
            forDocuments: [("Screen", base + "/Views/Screen.ui.xml"), ("TV", base + "/tv/Views/TV.ui.xml")], root: base)
        let app = try #require(set.resources(forDocumentAt: "Screen"))
        #expect(app.description?.path == base + "/App.hyperdrive.xml")
        #expect(app.imageNames == ["Icons/back", "star"])
        #expect(app.colorNames == ["brand"])
        #expect(ShownColor.of("brand", resources: app) == ShownColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(app.image(named: "star")?.size == AssetCatalog.ImageSize(width: 32, height: 16))
        let tv = try #require(set.resources(forDocumentAt: "TV"))
        #expect(tv.imageNames == ["falcon"])
        // The workspace form finds both by folder.
        let workspace = ApplicationResourceDiscovery.resourceSet(underFolders: [base])
        #expect(workspace.resources(forDocumentAt: base + "/tv/Views/TV.ui.xml")?.imageNames == ["falcon"])
        #expect(workspace.resources(forDocumentAt: base + "/Views/Screen.ui.xml")?.imageNames == ["Icons/back", "star"])
        // An `<Application>` root in any .xml counts as a description.
        try FileManager.default.removeItem(at: root.appendingPathComponent("tv/TV.hyperdrive.xml"))
        try AppResourceFiles.write("<?xml version=\"1.0\"?>\n<Application></Application>", to: root.appendingPathComponent("tv/app.xml"))
        #expect(ApplicationResourceDiscovery.descriptionPath(forDocumentAt: base + "/tv/Views/TV.ui.xml", root: base) == base + "/tv/app.xml")
    }
}

extension ApplicationResourceTests {
    /// `textColor="` offers the system colors, the theme's colors and the catalog's colors;
    /// `image="` the theme's images and the catalog's images.
    /// Hover on `theme.NAME` shows its value in each theme; go to definition lands on its
    /// declarations in the description.
    @Test func hoverAndDefinitionOfAThemedValue() throws {
        let text = MarkedText("\(Self.header)<Label textColor=\"theme.backg‸round\"/></Component>")
        let path = "/app/Views/Screen.ui.xml"
        let index = WorkspaceIndex([], resources: ApplicationResourceSet(scopes: [Self.resources()]))
        let document = NavigationDocument(text: text.text, path: path)
        let hover = try #require(HoverEngine.hover(at: text.cursor, in: document, schema: .embedded, workspace: index))
        #expect(hover.markdown.contains("- day: `white`") && hover.markdown.contains("- night (default): `black`"), "\(hover.markdown)")
        let definitions = Navigator(document).definition(at: text.cursor, workspace: index)
        let description = Self.description
        let declared = [description.utf8Offset(of: "background=\"white\""), description.utf8Offset(of: "background=\"black\"")]
        #expect(definitions == declared.map { NavigationLocation(path: "/app/App.hyperdrive.xml", range: $0..<($0 + 10)) })
        #expect(hover.markdown.contains("From `/app/App.hyperdrive.xml`."))
        let image = MarkedText("\(Self.header)<ImageView image=\"st‸ar\"/></Component>")
        let imageHover = HoverEngine.hover(at: image.cursor, in: NavigationDocument(text: image.text, path: path), schema: .embedded, workspace: index)
        #expect(imageHover?.markdown.contains("From `/app/Assets.xcassets/star.imageset`.") == true, "\(String(describing: imageHover))")
        // Without a description nothing is said or found.
        let bare = WorkspaceIndex()
        #expect(HoverEngine.hover(at: text.cursor, in: document, schema: .embedded, workspace: bare)?.markdown.contains("night") != true)
        #expect(Navigator(document).definition(at: text.cursor, workspace: bare).isEmpty)
    }

    /// Document colors: hex and UIKit names, a theme color through the default theme (night:
    /// black), and nothing for an asset color or a value with modifiers.
    /// A colorset's color as `UIColor(named:)` gives it with no trait asked for: the entry for
    /// any appearance, its components written as Xcode writes them (`0.5`, `0x80`, `128`);
    /// another color space, or only appearance-specific entries, give no color rather than a
    /// wrong one.
    @Test(arguments: [
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.500","green":"0x33","blue":"51","alpha":"0.250"}}}]}"#,
         ShownColor(red: 0.5, green: 0.2, blue: 0.2, alpha: 0.25)),
        (#"{"colors":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}}},{"idiom":"universal","color":{"color-space":"gray-gamma","components":{"white":"0.500","alpha":"1.000"}}}]}"#,
         ShownColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"extended-srgb","components":{"red":"1.200","green":"0.000","blue":"-0.100","alpha":"1.000"}}}]}"#,
         ShownColor(red: 1, green: 0, blue: 0, alpha: 1)),
        (#"{"colors":[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#, nil),
        (#"{"colors":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}}}]}"#, nil),
        (#"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#, nil),
        (#"{"info":{"version":1}}"#, nil),
    ] as [(String, ShownColor?)])
    func colorSetsAreReadAsUIKitReadsThem(json: String, expected: ShownColor?) throws {
        let contents = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(ShownColor.ofColorSet(contents) == expected)
    }

    @Test func documentColorsReadThemeColorsThroughTheDefaultTheme() {
        let text = "\(Self.header)<Label textColor=\"theme.background\" backgroundColor=\"brand\" tintColor=\"red@alpha(0.5)\" shadowColor=\"#00FF00\"/></Component>"
        let document = NavigationDocument(text: text, path: "/app/Views/Screen.ui.xml")
        let swatches = DocumentColors.swatches(in: document, schema: .embedded, resources: Self.resources())
        let written = swatches.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) }
        #expect(written == ["theme.background", "brand", "#00FF00"])
        #expect(swatches.map { [$0.red, $0.green, $0.blue, $0.alpha] } == [[0, 0, 0, 1], [0.2, 0.4, 0.6, 1], [0, 1, 0, 1]])
        #expect(DocumentColors.swatches(in: document, schema: .embedded, resources: nil).count == 1)
        #expect(DocumentColors.presentation(red: 1, green: 0.5, blue: 0, alpha: 1) == "#FF8000")
        #expect(DocumentColors.presentation(red: 0, green: 0, blue: 0, alpha: 0.5) == "#00000080")
    }

    /// The description's image items against the app's catalogs: one the catalogs lack is a
    /// warning on the item's value, in the theme it is declared for; none without catalogs.
    @Test func descriptionImagesAreCheckedAgainstTheCatalogs() {
        let text = """
            <Application>
                <Themes default="day"><day/><night/></Themes>
                <Images><day logo="star"/><night logo="moon"/></Images>
            </Application>
            """
        let app = Self.resources(description: text)
        let moon = text.utf8Offset(of: "moon")
        #expect(app.descriptionDiagnostics.map { "\($0.code) \($0.range)" } == ["asset.unknown-image \(moon..<(moon + 4))"])
        #expect(app.descriptionDiagnostics.first?.message.contains("theme `night`") == true)
        let withoutCatalogs = ApplicationResources(folder: "/app", description: app.description, catalogs: [])
        #expect(withoutCatalogs.descriptionDiagnostics.isEmpty)
    }

    @Test func completionOffersTheAppsResources() {
        let workspace = CompletionWorkspace(resources: ApplicationResourceSet(scopes: [Self.resources()]))
            .forDocument(at: "/app/Views/Screen.ui.xml")
        func labels(_ marked: String) -> [String] {
            let text = MarkedText(marked)
            return CompletionEngine.complete(text: text.text, path: "/app/Views/Screen.ui.xml", offset: text.cursor,
                                             schema: .embedded, workspace: workspace).items.map(\.label)
        }
        let colors = labels("\(Self.header)<Label textColor=\"‸\"/></Component>")
        #expect(colors.contains("red") && colors.contains("theme.accent") && colors.contains("theme.background") && colors.contains("brand"))
        #expect(!colors.contains("theme.logo"))
        let images = labels("\(Self.header)<ImageView image=\"‸\"/></Component>")
        #expect(images.contains("theme.logo") && images.contains("star"))
        let fonts = labels("\(Self.header)<Label font=\"‸\"/></Component>")
        #expect(fonts.contains("theme.title"))
    }
}
