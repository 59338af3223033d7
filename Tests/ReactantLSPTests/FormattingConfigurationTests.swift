import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLSP

/// Which formatting options win: the project default, the server's settings, the client's
/// indentation (only when asked for), the project's `.editorconfig` files, the command line's flags.
@Suite struct FormattingConfigurationTests {
    /// `.editorconfig` texts by path, as `read` is given them.
    static func reader(_ files: [String: String]) -> (String) -> String? {
        { files[$0] }
    }

    static let emacs = (tabSize: 8, insertSpaces: false)
    static let screen = "/project/App/Screens/Main.ui.xml"

    func server(_ files: [String: String], settings: ServerSettings = .defaults, path: String? = screen) -> FormattingOptions {
        FormattingConfiguration.server(
            forFile: path, clientTabSize: Self.emacs.tabSize, clientInsertSpaces: Self.emacs.insertSpaces,
            settings: settings, read: Self.reader(files))
    }

    // MARK: Precedence

    @Test func withoutAProjectFileTheProjectDefaultWinsOverTheClientsDefaults() {
        #expect(server([:]) == FormattingOptions(tabSize: 4, insertSpaces: true, maxLineWidth: 120, attributeLayout: .asWritten))
    }

    @Test func theClientsIndentationAppliesWhenTheSettingsAskForIt() {
        var settings = ServerSettings.defaults
        settings.formatRespectClientOptions = true
        #expect(server([:], settings: settings) == FormattingOptions(tabSize: 8, insertSpaces: false))
        // The project's file still wins over the client.
        let project = ["/project/.editorconfig": "root = true\n[*.xml]\nindent_style = space\nindent_size = 2\n"]
        #expect(server(project, settings: settings) == FormattingOptions(tabSize: 2, insertSpaces: true))
    }

    @Test func theServerSettingsGiveTheWidthAndLayoutUnlessTheProjectFileDoes() {
        var settings = ServerSettings.defaults
        settings.formatMaxLineWidth = 80
        settings.formatAttributeLayout = .aligned
        #expect(server([:], settings: settings) == FormattingOptions(maxLineWidth: 80, attributeLayout: .aligned))
        let project = ["/project/.editorconfig": "[*]\nmax_line_length = 100\n"]
        #expect(server(project, settings: settings) == FormattingOptions(maxLineWidth: 100, attributeLayout: .aligned))
    }

    @Test func theProjectFileWinsOverTheClientAndTheFlagsOverTheProjectFile() {
        let project = ["/project/.editorconfig": "root = true\n[*.ui.xml]\nindent_style = tab\ntab_width = 2\n"]
        #expect(server(project) == FormattingOptions(tabSize: 2, insertSpaces: false))
        let commandLine = FormattingConfiguration.commandLine(
            forFile: Self.screen, flags: FormattingOverrides(tabSize: 3, insertSpaces: true), read: Self.reader(project))
        #expect(commandLine == FormattingOptions(tabSize: 3, insertSpaces: true))
        #expect(FormattingConfiguration.commandLine(forFile: Self.screen, flags: FormattingOverrides(), read: Self.reader(project))
            == FormattingOptions(tabSize: 2, insertSpaces: false))
    }

    @Test func anUnsavedDocumentHasNoProjectFile() {
        let project = ["/.editorconfig": "[*]\nindent_size = 2\n"]
        #expect(server(project, path: nil) == .projectDefault)
        #expect(server(project, path: "relative/Main.ui.xml") == .projectDefault)
        #expect(server(project, path: "/Main.ui.xml").tabSize == 2)
    }

    // MARK: The document's own indentation

    static func detected(_ text: String) -> FormattingOverrides {
        FormattingOverrides(detectedIndentationOf: text, tree: XMLDocumentSyntax(text: text).tree)
    }

    /// Reactant's own documentation indents by 2: with nothing configured, the file keeps it,
    /// elements and attribute lines alike.
    @Test func aFileConsistentlyIndentedByTwoKeepsItsIndentation() throws {
        let text = """
            <Component
              xmlns="http://schema.reactant.tech/ui"
              rootView="true">
              <Container>
                <Label
                  text="Hello"
                  layout:edges="super" />
              </Container>
            </Component>

            """
        #expect(Self.detected(text) == FormattingOverrides(tabSize: 2, insertSpaces: true))
        let options = FormattingConfiguration.commandLine(
            forFile: Self.screen, flags: FormattingOverrides(), document: (text, XMLDocumentSyntax(text: text).tree), read: Self.reader([:]))
        #expect(options == FormattingOptions(tabSize: 2, insertSpaces: true))
        #expect(DocumentFormatter.format(text, options: options) == text)
    }

    @Test func tabsAreKeptAndAnInconsistentFileGetsTheDefault() {
        #expect(Self.detected("<Component>\n\t<Container>\n\t\t<Label />\n\t</Container>\n</Component>\n")
            == FormattingOverrides(insertSpaces: false))
        // Two elements at 2, two at 3 per level: no unit has three quarters of the votes.
        #expect(Self.detected("<Component>\n  <A />\n  <B />\n   <C />\n   <D />\n</Component>\n") == FormattingOverrides())
        // A misindented block in a 4-space file is outvoted.
        #expect(Self.detected("<Component>\n    <A />\n    <B />\n    <C />\n  <D />\n</Component>\n")
            == FormattingOverrides(tabSize: 4, insertSpaces: true))
        // One line: nothing to go by.
        #expect(Self.detected("<Component><A /></Component>") == FormattingOverrides())
    }

    @Test func explicitSettingsWinOverTheDetectedIndentation() {
        let text = "<Component>\n  <Label />\n</Component>\n"
        let document = (text: text, tree: XMLDocumentSyntax(text: text).tree)
        let project = ["/project/.editorconfig": "root = true\n[*.ui.xml]\nindent_size = 4\n"]
        #expect(FormattingConfiguration.commandLine(forFile: Self.screen, flags: FormattingOverrides(), document: document, read: Self.reader(project)).tabSize == 4)
        #expect(FormattingConfiguration.commandLine(
            forFile: Self.screen, flags: FormattingOverrides(tabSize: 3), document: document, read: Self.reader([:])).tabSize == 3)
        var settings = ServerSettings.defaults
        settings.formatRespectClientOptions = true
        #expect(FormattingConfiguration.server(
            forFile: Self.screen, clientTabSize: 8, clientInsertSpaces: false, settings: settings, document: document,
            read: Self.reader([:])) == FormattingOptions(tabSize: 8, insertSpaces: false))
        #expect(FormattingConfiguration.server(
            forFile: Self.screen, clientTabSize: 8, clientInsertSpaces: false, settings: .defaults, document: document,
            read: Self.reader([:])) == FormattingOptions(tabSize: 2, insertSpaces: true))
    }

    // MARK: Finding the .editorconfig files

    @Test func closerFilesAndLaterSectionsWin() {
        let files = [
            "/project/.editorconfig": "root = true\n[*]\nindent_style = space\nindent_size = 8\n[*.xml]\nindent_size = 2\n",
            "/project/App/.editorconfig": "[*.ui.xml]\nindent_size = 3\n[Screens/*.ui.xml]\nindent_size = 5\n",
        ]
        #expect(EditorConfig.properties(forFile: Self.screen, read: Self.reader(files)) == ["indent_style": "space", "indent_size": "5"])
        #expect(EditorConfig.properties(forFile: "/project/App/Other.ui.xml", read: Self.reader(files))["indent_size"] == "3")
        #expect(EditorConfig.properties(forFile: "/project/Other.styles.xml", read: Self.reader(files))["indent_size"] == "2")
        #expect(EditorConfig.properties(forFile: "/project/README.md", read: Self.reader(files))["indent_size"] == "8")
    }

    @Test func aRootFileHidesTheFilesAboveIt() {
        let files = [
            "/.editorconfig": "[*]\nindent_style = tab\nmax_line_length = 90\n",
            "/project/.editorconfig": "[*]\nindent_size = 2\n",
        ]
        #expect(EditorConfig.properties(forFile: Self.screen, read: Self.reader(files))
            == ["indent_style": "tab", "indent_size": "2", "max_line_length": "90"])
        var rooted = files
        rooted["/project/.editorconfig"] = "# the project's own\nroot = true\n\n[*]\nindent_size = 2\n"
        #expect(EditorConfig.properties(forFile: Self.screen, read: Self.reader(rooted)) == ["indent_size": "2"])
    }

    @Test func parsesCommentsCaseAndThePreamble() {
        let file = EditorConfig.File(parsing: "; comment\nROOT = TRUE\nindent_size = 9\n[*.{xml,ui.xml}]\r\n  Indent_Style = Tab \n# x = y\n")
        #expect(file.isRoot)
        #expect(file.sections.count == 1)
        #expect(file.sections.first?.glob == "*.{xml,ui.xml}")
        #expect(file.sections.first?.properties == ["indent_style": "tab"])
    }

    // MARK: Properties

    @Test func readsTheIndentationProperties() {
        #expect(FormattingOverrides(editorConfig: ["indent_style": "space", "indent_size": "2"]) == FormattingOverrides(tabSize: 2, insertSpaces: true))
        #expect(FormattingOverrides(editorConfig: ["indent_style": "tab", "indent_size": "tab", "tab_width": "3"]) == FormattingOverrides(tabSize: 3, insertSpaces: false))
        #expect(FormattingOverrides(editorConfig: ["tab_width": "6"]) == FormattingOverrides(tabSize: 6))
        #expect(FormattingOverrides(editorConfig: ["indent_size": "4", "tab_width": "8"]) == FormattingOverrides(tabSize: 4))
        #expect(FormattingOverrides(editorConfig: ["max_line_length": "off", "indent_size": "0", "indent_style": "unset"]) == FormattingOverrides())
        #expect(FormattingOverrides(editorConfig: ["max_line_length": "100"]) == FormattingOverrides(maxLineWidth: 100))
    }

    // MARK: Globs

    @Test(arguments: [
        ("*", "Main.ui.xml", true),
        ("*", "App/Main.ui.xml", true),
        ("*.xml", "App/Main.ui.xml", true),
        ("*.ui.xml", "App/Main.styles.xml", false),
        ("*.{xml,ui.xml}", "Main.ui.xml", true),
        ("*.{swift,json}", "Main.ui.xml", false),
        ("App/*.ui.xml", "App/Main.ui.xml", true),
        ("App/*.ui.xml", "App/Screens/Main.ui.xml", false),
        ("/App/**.ui.xml", "App/Screens/Main.ui.xml", true),
        ("App/**/*.ui.xml", "App/Screens/Main.ui.xml", true),
        ("Mai?.ui.xml", "Main.ui.xml", true),
        ("[MN]ain.ui.xml", "Main.ui.xml", true),
        ("[!M]ain.ui.xml", "Main.ui.xml", false),
        ("Screen{1..3}.ui.xml", "Screen2.ui.xml", true),
        ("Screen{1..3}.ui.xml", "Screen4.ui.xml", false),
        ("{single}.xml", "{single}.xml", true),
        ("a\\*.xml", "a*.xml", true),
        ("a\\*.xml", "ab.xml", false),
    ])
    func globs(glob: String, path: String, matches: Bool) {
        #expect(EditorConfigGlob.matches(glob, relativePath: path) == matches)
    }
}
