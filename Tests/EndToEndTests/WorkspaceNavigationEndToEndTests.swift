import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

/// References, highlights and rename of group styles and component types over stdio, on a
/// scanned folder: the screen is open, the other files are read from disk (or from the editor
/// when open). Non-ASCII text before the names makes UTF-16 columns differ from UTF-8 ones.
@Suite(.hangGuard) struct WorkspaceNavigationEndToEndTests {
    static let group = MarkedText("""
        <styleGroup name="⟦group¦common⟧">
          <!-- 😀 --><LabelStyle name="⟦style¦title⟧" font=":bold@20"/>
          <LabelStyle name="big" extend="⟦style¦title⟧"/>
        </styleGroup>
        """)

    static let cardMarked = """
        <Component type="⟦card¦Card⟧">
          <Label text="Zoë" style="⟦group¦common⟧:⟦style¦title⟧"/>
        </Component>
        """
    static let card = MarkedText(cardMarked)

    static let screen = MarkedText("""
        <Component type="Screen">
          <Label text="😀" style="big :⟦group¦common⟧:⟦style¦title⟧"/>
          <Component type="⟦card¦Card⟧" field="card"/>
          <Component type="⟦badge¦Badge⟧" field="badge"/>
        </Component>
        """)

    /// The folder scanned, the screen open and diagnosed.
    static func start() async throws -> (ScratchWorkspace, ServerProcess, DocumentURI) {
        let folder = try ScratchWorkspace(files: [
            "Common.styles.xml": group.text, "Card.ui.xml": card.text, "Screen.ui.xml": screen.text, "Badge.ui.xml": "<Component/>",
        ])
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Screen.ui.xml")
        try server.openDocument(uri, screen.text)
        _ = try await server.diagnostics(uri, version: 1)
        return (folder, server, uri)
    }

    /// Inside the first range named `name`.
    static func position(_ name: String, in text: MarkedText = screen) -> Position {
        text.position(of: text.ranges(name)[0].lowerBound + 1)
    }

    static func locations(_ name: String, in text: MarkedText, uri: DocumentURI) -> [Location] {
        text.ranges(name).map { Location(uri: uri, range: text.lspRange($0)) }
    }

    @Test func referencesDefinitionAndHighlightsOfAGroupStyle() async throws {
        let (folder, server, uri) = try await Self.start()
        let at = Self.position("style")
        let screenUses = Self.locations("style", in: Self.screen, uri: uri)
        let cardUses = Self.locations("style", in: Self.card, uri: folder.uri("Card.ui.xml"))
        let groupSites = Self.locations("style", in: Self.group, uri: folder.uri("Common.styles.xml"))

        let all = try await server.request(ReferencesRequest(textDocument: .init(uri: uri), position: at, context: .init(includeDeclaration: true)))
        #expect(all == screenUses + cardUses + groupSites)
        let usesOnly = try await server.request(ReferencesRequest(textDocument: .init(uri: uri), position: at, context: .init(includeDeclaration: false)))
        #expect(usesOnly == screenUses + cardUses + groupSites.dropFirst())
        let definition = try await server.request(DefinitionRequest(textDocument: .init(uri: uri), position: at))
        #expect(definition == [groupSites[0]])
        let highlights = try await server.request(DocumentHighlightRequest(textDocument: .init(uri: uri), position: at))
        #expect(highlights == screenUses.map { DocumentHighlight(range: $0.range, kind: .read) })
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func renameOfAGroupStyleEditsEveryFileAndKeepsTheGroup() async throws {
        let (folder, server, uri) = try await Self.start()
        let at = Self.position("style")
        let prepared = try #require(try await server.request(PrepareRenameRequest(textDocument: .init(uri: uri), position: at)))
        #expect(prepared == PrepareRenameResult(range: Self.screen.lspRange(Self.screen.ranges("style")[0]), placeholder: "title"))

        let edit = try #require(try await server.request(RenameRequest(textDocument: .init(uri: uri), position: at, newName: "heading")))
        func edits(_ text: MarkedText) -> [TextEdit] { text.ranges("style").map { TextEdit(range: text.lspRange($0), newText: "heading") } }
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: uri, version: 1), edits: edits(Self.screen)),
            TextDocumentEdit(textDocument: .init(uri: folder.uri("Card.ui.xml"), version: nil), edits: edits(Self.card)),
            TextDocumentEdit(textDocument: .init(uri: folder.uri("Common.styles.xml"), version: nil), edits: edits(Self.group)),
        ])

        for (newName, message) in [
            ("big", "'big' is already declared in the same scope"),
            ("common:heading", "'common:heading' cannot name a style: use letters, digits and '_', not starting with a digit"),
        ] {
            do {
                _ = try await server.request(RenameRequest(textDocument: .init(uri: uri), position: at, newName: newName))
                Issue.record("renaming to \(newName) was not refused")
            } catch let error as ResponseError {
                #expect(error.message == message)
            }
        }
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func renameOfAStyleGroupEditsItsDeclarationAndEveryReference() async throws {
        let (folder, server, uri) = try await Self.start()
        let at = Self.position("group")
        let prepared = try #require(try await server.request(PrepareRenameRequest(textDocument: .init(uri: uri), position: at)))
        #expect(prepared == PrepareRenameResult(range: Self.screen.lspRange(Self.screen.ranges("group")[0]), placeholder: "common"))
        let references = try await server.request(ReferencesRequest(textDocument: .init(uri: uri), position: at, context: .init(includeDeclaration: true)))
        #expect(references == Self.locations("group", in: Self.screen, uri: uri) + Self.locations("group", in: Self.card, uri: folder.uri("Card.ui.xml"))
            + Self.locations("group", in: Self.group, uri: folder.uri("Common.styles.xml")))

        let edit = try #require(try await server.request(RenameRequest(textDocument: .init(uri: uri), position: at, newName: "shared")))
        func edits(_ text: MarkedText) -> [TextEdit] { text.ranges("group").map { TextEdit(range: text.lspRange($0), newText: "shared") } }
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: uri, version: 1), edits: edits(Self.screen)),
            TextDocumentEdit(textDocument: .init(uri: folder.uri("Card.ui.xml"), version: nil), edits: edits(Self.card)),
            TextDocumentEdit(textDocument: .init(uri: folder.uri("Common.styles.xml"), version: nil), edits: edits(Self.group)),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// The open copy of `Card.ui.xml` (a line longer than the disk's) is what is found and edited.
    @Test func aComponentTypeIsFoundAndRenamedInTheOpenTextOfOtherFiles() async throws {
        let (folder, server, uri) = try await Self.start()
        let openCard = MarkedText("<!-- ✓ -->\n" + Self.cardMarked)
        let cardURI = folder.uri("Card.ui.xml")
        // Asked at once: the request, not the diagnostics' debounce, reads the open text.
        try server.openDocument(cardURI, openCard.text, version: 4)

        let at = Self.position("card")
        let references = try await server.request(ReferencesRequest(textDocument: .init(uri: uri), position: at, context: .init(includeDeclaration: true)))
        let declaration = Self.locations("card", in: openCard, uri: cardURI)
        #expect(references == Self.locations("card", in: Self.screen, uri: uri) + declaration)
        #expect(try await server.request(DefinitionRequest(textDocument: .init(uri: uri), position: at)) == declaration)

        let edit = try #require(try await server.request(RenameRequest(textDocument: .init(uri: uri), position: at, newName: "Tile")))
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: uri, version: 1), edits: [TextEdit(range: Self.screen.lspRange(Self.screen.range("card")), newText: "Tile")]),
            TextDocumentEdit(textDocument: .init(uri: cardURI, version: 4), edits: [TextEdit(range: openCard.lspRange(openCard.range("card")), newText: "Tile")]),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func aTypeNamedByItsFileIsNotRenamed() async throws {
        let (folder, server, uri) = try await Self.start()
        let at = Self.position("badge")
        let references = try await server.request(ReferencesRequest(textDocument: .init(uri: uri), position: at, context: .init(includeDeclaration: true)))
        let root = Location(uri: folder.uri("Badge.ui.xml"), range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 10)))
        #expect(references == Self.locations("badge", in: Self.screen, uri: uri) + [root])
        do {
            _ = try await server.request(PrepareRenameRequest(textDocument: .init(uri: uri), position: at))
            Issue.record("renaming a type named by its file was not refused")
        } catch let error as ResponseError {
            #expect(error.message == "the component type 'Badge' is named by its file 'Badge.ui.xml': rename the file, or give its root Component a type=\"…\"")
        }
        #expect(try await server.shutDownAndExit() == 0)
    }
}
