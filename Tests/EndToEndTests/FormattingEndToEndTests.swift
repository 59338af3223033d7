import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// Document and range formatting over stdio, and the two formatting modes of the binary.
@Suite(.hangGuard) struct FormattingEndToEndTests {
    static let text = "<Component>\n<Label  field=\"a\"/>\n<Label field=\"b\"/>\n  </Component>"
    static let spaces = LSPFormattingOptions(tabSize: 2, insertSpaces: true)

    /// Settings under which the indentation the client sends is used (not the project default).
    static let respectingClientOptions = InitializeRequest(
        processId: nil, capabilities: ClientCapabilities(), initializationOptions: ["reactant": ["format": ["respectClientOptions": true]]])

    static func edit(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> TextEdit {
        TextEdit(range: LSPRange(start: Position(line: startLine, character: startCharacter), end: Position(line: endLine, character: endCharacter)), newText: text)
    }

    @Test func formattingAnswersTheExactEdits() async throws {
        let server = try ServerProcess()
        let result = try await server.initialize(Self.respectingClientOptions)
        #expect(result.capabilities.documentFormattingProvider == true)
        #expect(result.capabilities.documentRangeFormattingProvider == true)
        try server.openDocument(screenURI, Self.text)
        let edits = try await server.request(DocumentFormattingRequest(textDocument: .init(uri: screenURI), options: Self.spaces))
        #expect(edits == [
            Self.edit(1, 0, 1, 0, "  "), Self.edit(1, 7, 1, 8, ""), Self.edit(1, 17, 1, 17, " "),
            Self.edit(2, 0, 2, 0, "  "), Self.edit(2, 16, 2, 16, " "), Self.edit(3, 0, 3, 2, ""), Self.edit(3, 14, 3, 14, "\n"),
        ])

        let range = LSPRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 18))
        let rangeEdits = try await server.request(DocumentRangeFormattingRequest(textDocument: .init(uri: screenURI), range: range, options: Self.spaces))
        #expect(rangeEdits == [Self.edit(2, 0, 2, 0, "  "), Self.edit(2, 16, 2, 16, " ")])

        let tabs = try await server.request(DocumentRangeFormattingRequest(
            textDocument: .init(uri: screenURI), range: range, options: LSPFormattingOptions(tabSize: 4, insertSpaces: false)))
        #expect(tabs == [Self.edit(2, 0, 2, 0, "\t"), Self.edit(2, 16, 2, 16, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// A range from inside a start tag takes the tag whole: its first line, above the range, moves too.
    @Test func rangeFormattingTakesTheWholeStartTag() async throws {
        let server = try ServerProcess()
        try await server.initialize(Self.respectingClientOptions)
        try server.openDocument(screenURI, "<Component>\n<Label field=\"a\"\n   text=\"b\"/>\n<View/>\n</Component>\n")
        let range = LSPRange(start: Position(line: 2, character: 3), end: Position(line: 3, character: 0))
        let edits = try await server.request(DocumentRangeFormattingRequest(textDocument: .init(uri: screenURI), range: range, options: Self.spaces))
        // Written over two lines: the second attribute one level deeper than the tag.
        #expect(edits == [Self.edit(1, 0, 1, 0, "  "), Self.edit(2, 3, 2, 3, " "), Self.edit(2, 11, 2, 11, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func positionsCountUTF16() async throws {
        let server = try ServerProcess()
        try await server.initialize(Self.respectingClientOptions)
        try server.openDocument(screenURI, "<Component>\n<Label text=\"👋\"  field=\"a\"/>\n</Component>\n")
        let edits = try await server.request(DocumentFormattingRequest(textDocument: .init(uri: screenURI), options: Self.spaces))
        #expect(edits == [Self.edit(1, 0, 1, 0, "  "), Self.edit(1, 17, 1, 18, ""), Self.edit(1, 27, 1, 27, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func typingTheGreaterThanOfAFinishedTagFormatsItsLine() async throws {
        let server = try ServerProcess()
        let result = try await server.initialize(Self.respectingClientOptions)
        #expect(result.capabilities.documentOnTypeFormattingProvider?.firstTriggerCharacter == ">")
        try server.openDocument(screenURI, "<Component>\n<View>\n<Label  field=\"a\"/>\n</View>\n</Component>\n")
        func typed(_ ch: String, at position: Position) async throws -> [TextEdit]? {
            try await server.request(DocumentOnTypeFormattingRequest(textDocument: .init(uri: screenURI), position: position, ch: ch, options: Self.spaces))
        }
        #expect(try await typed(">", at: Position(line: 2, character: 19)) == [
            Self.edit(2, 0, 2, 0, "    "), Self.edit(2, 7, 2, 8, ""), Self.edit(2, 17, 2, 17, " "),
        ])
        #expect(try await typed("a", at: Position(line: 2, character: 19)) == nil)

        // A start tag just closed lacks its end tag: the document is not well-formed, nothing moves.
        try server.notify(DidChangeTextDocumentNotification(
            textDocument: .init(uri: screenURI, version: 2),
            contentChanges: [.init(range: LSPRange(start: Position(line: 3, character: 0), end: Position(line: 3, character: 0)), text: "<Label>")]))
        #expect(try await typed(">", at: Position(line: 3, character: 7)) == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Clients send more options than the two the formatter reads (VS Code: the final-newline
    /// and trimming ones, custom `[key]` properties); they are accepted and ignored.
    @Test func extraFormattingOptionsAreIgnored() async throws {
        let server = try ServerProcess()
        try await server.initialize(Self.respectingClientOptions)
        try server.openDocument(screenURI, "<Component>\n<Label/>\n</Component>\n")
        let response = try await server.request(method: "textDocument/formatting", params: [
            "textDocument": ["uri": .string(screenURI)],
            "options": ["tabSize": 3, "insertSpaces": true, "insertFinalNewline": true, "trimTrailingWhitespace": true, "custom.key": "x"],
        ])
        #expect(response["error"] == nil)
        #expect(try (response["result"] ?? .null).decode([TextEdit]?.self) == [Self.edit(1, 0, 1, 0, "   "), Self.edit(1, 6, 1, 6, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func aBrokenDocumentGetsNoEdits() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        try server.openDocument(screenURI, "<Component>\n<Label  field=\"a\">\n</Component>")
        let edits = try await server.request(DocumentFormattingRequest(textDocument: .init(uri: screenURI), options: Self.spaces))
        #expect(edits == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func theWidthComesFromTheSettings() async throws {
        let server = try ServerProcess()
        try await server.initialize(InitializeRequest(
            processId: nil, capabilities: ClientCapabilities(), initializationOptions: ["reactant": ["format": ["maxLineWidth": 30]]]))
        try server.openDocument(screenURI, "<Component>\n  <Label field=\"title\" text=\"Hello\"/>\n</Component>\n")
        let edits = try await server.request(DocumentFormattingRequest(textDocument: .init(uri: screenURI), options: Self.spaces))
        // The file's own two spaces (nothing configured), and one attribute per line one level deeper.
        #expect(edits == [Self.edit(1, 8, 1, 8, "\n   "), Self.edit(1, 22, 1, 22, "\n   "), Self.edit(1, 35, 1, 35, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Emacs sends its own defaults (a tab of 8); without a project file the project default wins,
    /// in document, range and on-type formatting alike, so the editor agrees with `--check-formatting`.
    @Test func theClientsDefaultsGiveWayToTheProjectDefault() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        let emacs = LSPFormattingOptions(tabSize: 8, insertSpaces: false)
        try server.openDocument(screenURI, "<Component>\n<View>\n  <Label field=\"a\"/>\n</View>\n</Component>\n")
        let edits = try await server.request(DocumentFormattingRequest(textDocument: .init(uri: screenURI), options: emacs))
        #expect(edits == [Self.edit(1, 0, 1, 0, "    "), Self.edit(2, 2, 2, 2, "      "), Self.edit(2, 18, 2, 18, " "), Self.edit(3, 0, 3, 0, "    ")])
        let range = LSPRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 20))
        let rangeEdits = try await server.request(DocumentRangeFormattingRequest(textDocument: .init(uri: screenURI), range: range, options: emacs))
        #expect(rangeEdits == [Self.edit(2, 2, 2, 2, "      "), Self.edit(2, 18, 2, 18, " ")])
        let typed = try await server.request(DocumentOnTypeFormattingRequest(
            textDocument: .init(uri: screenURI), position: Position(line: 2, character: 20), ch: ">", options: emacs))
        #expect(typed == [Self.edit(2, 2, 2, 2, "      "), Self.edit(2, 18, 2, 18, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// The project's `.editorconfig` wins over the client's options, as `--check-formatting` reads it.
    @Test func theProjectsEditorConfigWinsOverTheClient() async throws {
        let fixture = try CheckFixture([".editorconfig": "root = true\n[*.ui.xml]\nindent_style = tab\n"])
        let uri = URL(fileURLWithPath: fixture.directory.appendingPathComponent("Main.ui.xml").path).absoluteString
        let server = try ServerProcess()
        try await server.initialize(Self.respectingClientOptions)
        try server.openDocument(uri, "<Component>\n<Label field=\"a\"/>\n</Component>\n")
        let edits = try await server.request(DocumentFormattingRequest(textDocument: .init(uri: uri), options: Self.spaces))
        #expect(edits == [Self.edit(1, 0, 1, 0, "\t"), Self.edit(1, 16, 1, 16, " ")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    // MARK: The binary's formatting modes

    static let unformatted = "<Component>\n<Label  field=\"a\"/>\n</Component>"
    static let formatted = "<Component>\n  <Label field=\"a\" />\n</Component>\n"

    @Test func checkFormattingPrintsAUnifiedDiffAndFails() throws {
        let fixture = try CheckFixture(["Main.ui.xml": Self.unformatted, "Styles/Done.styles.xml": "<styleGroup name=\"s\" />\n"])
        let run = try fixture.run(["--check-formatting", "--indent", "2", "."])
        #expect(run.status == 1)
        expectLines(run.standardOutput, """
            --- a/Main.ui.xml
            +++ b/Main.ui.xml
            @@ -1,3 +1,3 @@
             <Component>
            -<Label  field="a"/>
            -</Component>
            \\ No newline at end of file
            +  <Label field="a" />
            +</Component>

            """)
        #expect(run.standardError == "1 of 2 files would be reformatted\n")
        #expect(try String(contentsOf: fixture.directory.appendingPathComponent("Main.ui.xml"), encoding: .utf8) == Self.unformatted)
    }

    /// An absolute path keeps git's prefixes (`a/tmp/…`, as `git diff --no-index` writes), so
    /// tools that read the headers as git's, and `patch -p1` from `/`, take the diff.
    @Test func checkFormattingOfAnAbsolutePathKeepsThePrefixes() throws {
        let fixture = try CheckFixture(["Main.ui.xml": Self.unformatted])
        let path = fixture.directory.appendingPathComponent("Main.ui.xml").path
        let run = try fixture.run(["--check-formatting", "--indent", "2", path])
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("--- a\(path)\n+++ b\(path)\n@@ -1,3 +1,3 @@\n"))
    }

    @Test func formatFilesRewritesInPlaceAndThenTheCheckPasses() throws {
        let fixture = try CheckFixture(["Main.ui.xml": Self.unformatted, "Broken.ui.xml": "<Component><Label></Component>"])
        let run = try fixture.run(["--format-files", "--indent", "2", "Main.ui.xml", "Broken.ui.xml"])
        #expect(run.status == 1)
        #expect(run.standardError == "reactant-lsp: error: Broken.ui.xml: not formatted: the document is not well-formed XML\n")
        #expect(try String(contentsOf: fixture.directory.appendingPathComponent("Main.ui.xml"), encoding: .utf8) == Self.formatted)
        #expect(try String(contentsOf: fixture.directory.appendingPathComponent("Broken.ui.xml"), encoding: .utf8) == "<Component><Label></Component>")

        let check = try fixture.run(["--check-formatting", "--indent", "2", "Main.ui.xml"])
        #expect(check.status == 0)
        #expect(check.standardOutput.isEmpty)
        let tabs = try fixture.run(["--check-formatting", "--indent", "tab", "Main.ui.xml"])
        #expect(tabs.status == 1)
        #expect(tabs.standardOutput.contains("+\t<Label field=\"a\" />\n"))
        let usage = try fixture.run(["--check-formatting", "--format", "json", "Main.ui.xml"])
        #expect(usage.status == 2)
    }

    /// The command line reads the file's `.editorconfig` (the nearest files up to `root = true`),
    /// and the flags given override it.
    @Test func theCommandLineReadsTheEditorConfigAndFlagsOverrideIt() throws {
        let fixture = try CheckFixture([
            ".editorconfig": "root = true\n[*]\nindent_style = space\nindent_size = 2\n",
            "Tabs/.editorconfig": "[*.ui.xml]\nindent_style = tab\n",
            "Main.ui.xml": Self.formatted,
            "Tabs/Main.ui.xml": "<Component>\n\t<Label field=\"a\" />\n</Component>\n",
        ])
        let check = try fixture.run(["--check-formatting", "."])
        #expect(check.status == 0)
        #expect(check.standardOutput.isEmpty)
        let four = try fixture.run(["--check-formatting", "--indent", "4", "Main.ui.xml"])
        #expect(four.status == 1)
        #expect(four.standardOutput.contains("+    <Label field=\"a\" />\n"))
        let layout = try fixture.run(["--check-formatting", "--attribute-layout", "wide", "."])
        #expect(layout.status == 2)
    }
}
