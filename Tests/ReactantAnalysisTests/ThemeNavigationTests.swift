import AnalysisTestSupport
import SchemaModel
import Testing
import TestSupport
@testable import ReactantAnalysis

/// References and rename of theme item names across the application description and the
/// `.ui.xml` and `.styles.xml` files it serves. `⟦c¦…⟧` marks the uses and declarations of the
/// color `accent`, `⟦p¦…⟧` those of the color `primary` (an image is named `primary` too).
@Suite struct ThemeNavigationTests {
    static let descriptionPath = "/app/App.hyperdrive.xml"

    static let description = """
        <Application>
            <Themes default="day"><day/><night/></Themes>
            <Colors>
                <shared ⟦p¦primary⟧="#ff0000"/>
                <day background="white" ⟦c¦accent⟧="red"/>
                <night background="black" ⟦c¦accent⟧="blue"/>
            </Colors>
            <Images><shared primary="star" accent="star"/></Images>
            <Fonts><shared title=":bold@30"/></Fonts>
        </Application>
        """

    static let screen = """
        <Component>
            <Label textColor="theme.⟦c¦accent⟧" font="theme.title" text="theme.accent">
                <attributedText><b foregroundColor="theme.⟦c¦accent⟧">Hi</b></attributedText>
            </Label>
            <ImageView image="theme.accent" backgroundColor="theme.⟦p¦primary⟧"/>
            <Button image="theme.primary" titleColor.highlighted="theme.⟦c¦accent⟧"/>
            <styles><LabelStyle name="s" shadowColor="theme.⟦p¦primary⟧"/></styles>
        </Component>
        """

    static let group = """
        <styleGroup name="common"><LabelStyle name="title" textColor="theme.⟦c¦accent⟧"/></styleGroup>
        """

    /// A document of another folder: the description does not serve it.
    static let elsewhere = #"<Component><Label textColor="theme.accent"/></Component>"#

    struct Fixture {
        let files: [(path: String, marked: MarkedText)]
        let cursorPath: String

        init(cursorAt name: String, occurrence: Int, inFile file: Int) {
            var texts = [ThemeNavigationTests.description, ThemeNavigationTests.screen, ThemeNavigationTests.group]
            // The cursor one character into the `occurrence`th range named `name`.
            let open = "⟦\(name)¦"
            var pieces = texts[file].components(separatedBy: open)
            pieces[occurrence + 1] = String(pieces[occurrence + 1].prefix(1)) + "‸" + pieces[occurrence + 1].dropFirst()
            texts[file] = pieces.joined(separator: open)
            let paths = [ThemeNavigationTests.descriptionPath, "/app/Views/Screen.ui.xml", "/app/Common.styles.xml"]
            files = zip(paths, texts).map { ($0, MarkedText($1)) } + [("/other/Elsewhere.ui.xml", MarkedText(ThemeNavigationTests.elsewhere))]
            cursorPath = paths[file]
        }

        func file(_ path: String) -> MarkedText { files.first { $0.path == path }!.marked }
        var cursorFile: MarkedText { file(cursorPath) }
        var descriptionText: String { file(ThemeNavigationTests.descriptionPath).text }
        var theDescription: ApplicationDescription { ApplicationDescription(path: ThemeNavigationTests.descriptionPath, text: descriptionText) }

        var index: WorkspaceIndex {
            let app = ApplicationResources(folder: "/app", description: theDescription, catalogs: [])
            return WorkspaceIndex(
                files.filter { $0.path.hasSuffix(".ui.xml") || $0.path.hasSuffix(".styles.xml") }.map { PreparedDocument(text: $0.marked.text, path: $0.path).facts },
                resources: ApplicationResourceSet(scopes: [app]))
        }

        var symbol: (symbol: ThemeItemSymbol, range: Range<Int>)? {
            if cursorPath == ThemeNavigationTests.descriptionPath { return ThemeNavigation.symbol(at: cursorFile.cursor, in: theDescription) }
            return ThemeNavigation.symbol(
                at: cursorFile.cursor, in: NavigationDocument(text: cursorFile.text, path: cursorPath), schema: .embedded, workspace: index)
        }

        func references(includeDeclaration: Bool = true) throws -> [Navigator.SymbolSite] {
            let symbol = try #require(symbol).symbol
            return ThemeNavigation.references(
                of: symbol, askedFrom: cursorPath, description: theDescription, schema: .embedded, workspace: index,
                includeDeclaration: includeDeclaration)
        }

        /// The ranges named `name`: the cursor's file first, then the description, then the others by path.
        func marked(_ name: String) -> [NavigationLocation] {
            let own = cursorFile.ranges(name).map { NavigationLocation(path: nil, range: $0) }
            let description = cursorPath == ThemeNavigationTests.descriptionPath ? [] : file(ThemeNavigationTests.descriptionPath).ranges(name)
                .map { NavigationLocation(path: ThemeNavigationTests.descriptionPath, range: $0) }
            let others = files.filter { $0.path != cursorPath && $0.path != ThemeNavigationTests.descriptionPath }.sorted { $0.path < $1.path }
            return own + description + others.flatMap { file in file.marked.ranges(name).map { NavigationLocation(path: file.path, range: $0) } }
        }

        func renamed(_ name: String, to newName: String) throws -> [String: String] {
            let symbol = try #require(symbol).symbol
            let locations = try ThemeNavigation.renameSites(
                of: symbol, to: newName, askedFrom: cursorPath, description: theDescription, schema: .embedded, workspace: index).get()
            return WorkspaceFixture(files: files, cursorPath: cursorPath).applying(locations, newName: newName)
        }
    }

    /// From a use in a view, a use in attributed text, a use in a `.styles.xml`, or either
    /// declaration in the description: the same name, every place it is written.
    @Test(arguments: [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 0)])
    func referencesOfAColorFromEveryPlaceItIsWritten(file: Int, occurrence: Int) throws {
        let fixture = Fixture(cursorAt: "c", occurrence: occurrence, inFile: file)
        let sites = try fixture.references()
        #expect(sites.map(\.location) == fixture.marked("c"))
        let declarations = sites.filter(\.isDeclaration).map(\.location)
        #expect(declarations.count == 2 && declarations.allSatisfy { ($0.path ?? fixture.cursorPath) == Self.descriptionPath })
        #expect(try fixture.references(includeDeclaration: false).map(\.location) == fixture.marked("c").filter { !declarations.contains($0) })
    }

    /// A color and an image of the same name are two names.
    @Test func renameOfAColorLeavesTheImageOfTheSameName() throws {
        let fixture = Fixture(cursorAt: "p", occurrence: 0, inFile: 1)
        let texts = try fixture.renamed("p", to: "brand")
        #expect(texts[Self.descriptionPath]?.contains(##"<shared brand="#ff0000"/>"##) == true)
        #expect(texts[Self.descriptionPath]?.contains(#"<Images><shared primary="star" accent="star"/>"#) == true)
        let screen = try #require(texts["/app/Views/Screen.ui.xml"])
        #expect(screen.contains(#"backgroundColor="theme.brand""#) && screen.contains(#"shadowColor="theme.brand""#))
        #expect(screen.contains(#"<Button image="theme.primary""#))
        #expect(texts["/other/Elsewhere.ui.xml"] == Self.elsewhere)
    }

    /// Renaming from the description edits every theme's declaration and every use.
    @Test func renameFromTheDescriptionEditsEveryThemeAndEveryUse() throws {
        let fixture = Fixture(cursorAt: "c", occurrence: 1, inFile: 0)
        let texts = try fixture.renamed("c", to: "highlight")
        let description = try #require(texts[Self.descriptionPath])
        #expect(description.contains(#"<day background="white" highlight="red"/>"#) && description.contains(#"<night background="black" highlight="blue"/>"#))
        #expect(texts["/app/Common.styles.xml"] == #"<styleGroup name="common"><LabelStyle name="title" textColor="theme.highlight"/></styleGroup>"#)
        let screen = try #require(texts["/app/Views/Screen.ui.xml"])
        #expect(screen.components(separatedBy: "theme.highlight").count == 4)
        #expect(screen.contains(#"text="theme.accent""#) && screen.contains(#"image="theme.accent""#))
        #expect(texts["/other/Elsewhere.ui.xml"] == Self.elsewhere)
    }

    @Test(arguments: ["2fast", "with space", "a-b", "class", "", "théme"])
    func aNewNameThatIsNoSwiftIdentifierIsRefused(newName: String) throws {
        let fixture = Fixture(cursorAt: "c", occurrence: 0, inFile: 1)
        let symbol = try #require(fixture.symbol).symbol
        let result = ThemeNavigation.renameSites(
            of: symbol, to: newName, askedFrom: fixture.cursorPath, description: fixture.theDescription, schema: .embedded, workspace: fixture.index)
        #expect(result == .failure(.invalidThemeItemName(newName)))
        #expect(Navigator.RenameRefusal.invalidThemeItemName(newName).message.contains("Swift identifier"))
    }

    @Test func aNameAnotherItemOfTheKindHasIsTakenAndAnUndeclaredItemIsNotRenamed() throws {
        let fixture = Fixture(cursorAt: "c", occurrence: 0, inFile: 1)
        let symbol = try #require(fixture.symbol).symbol
        func rename(_ symbol: ThemeItemSymbol, to newName: String) -> Result<[NavigationLocation], Navigator.RenameRefusal> {
            ThemeNavigation.renameSites(
                of: symbol, to: newName, askedFrom: fixture.cursorPath, description: fixture.theDescription, schema: .embedded, workspace: fixture.index)
        }
        #expect(rename(symbol, to: "background") == .failure(.nameTaken("background")))
        // `title` is a font: a color may take the name.
        #expect((try? rename(symbol, to: "title").get())?.count == 6)
        let missing = ThemeItemSymbol(kind: .color, name: "missing", descriptionPath: Self.descriptionPath)
        #expect(rename(missing, to: "found") == .failure(.undeclared("theme.missing")))
    }

    /// No symbol where the value is not themed (`Text`), outside values, or without a description.
    @Test func onlyThemedValuesOfAServedDocumentAreSymbols() {
        func symbol(_ marked: String, path: String = "/app/Views/Screen.ui.xml", index: WorkspaceIndex = Fixture(cursorAt: "c", occurrence: 0, inFile: 1).index) -> ThemeItemSymbol? {
            let text = MarkedText(marked)
            return ThemeNavigation.symbol(at: text.cursor, in: NavigationDocument(text: text.text, path: path), schema: .embedded, workspace: index)?.symbol
        }
        #expect(symbol(#"<Component><Label textColor="theme.ac‸cent"/></Component>"#)?.kind == .color)
        #expect(symbol(#"<Component><Label font="theme.ti‸tle"/></Component>"#)?.kind == .font)
        #expect(symbol(#"<Component><ImageView image="theme.ac‸cent"/></Component>"#)?.kind == .image)
        #expect(symbol(#"<Component><Label text="theme.ac‸cent"/></Component>"#) == nil)
        #expect(symbol(#"<Component><Label textColor="the‸me.accent"/></Component>"#) == nil)
        #expect(symbol(#"<Component><Label textColor="theme.ac‸cent"/></Component>"#, path: "/other/Elsewhere.ui.xml") == nil)
        #expect(symbol(#"<Component><Label textColor="theme.ac‸cent"/></Component>"#, index: WorkspaceIndex()) == nil)
    }
}
