import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

@Suite(.hangGuard) struct NavigationEndToEndTests {
    static let screen = """
        <Component type="Profile">
          <Label field="⟦name⟧" text="Zoë"/>
          <View field="card" layout:below="⟦na‸me⟧ offset(8)" layout:leading="⟦name⟧"/>
        </Component>
        """

    @Test func definitionReferencesAndHighlights() async throws {
        let document = MarkedText(Self.screen)
        let server = try ServerProcess()
        let capabilities = try await server.initialize().capabilities
        #expect(capabilities.definitionProvider == true && capabilities.referencesProvider == true)
        #expect(capabilities.documentHighlightProvider == true && capabilities.documentSymbolProvider == true)
        #expect(capabilities.renameProvider?.prepareProvider == true)
        try server.open(document)

        let definition = try await server.request(DefinitionRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition()))
        #expect(definition == [Location(uri: screenURI, range: document.lspRanges()[0])])

        let references = try await server.request(ReferencesRequest(
            textDocument: .init(uri: screenURI), position: document.cursorPosition(), context: .init(includeDeclaration: true)))
        #expect(references == document.lspRanges().map { Location(uri: screenURI, range: $0) })
        let usesOnly = try await server.request(ReferencesRequest(
            textDocument: .init(uri: screenURI), position: document.cursorPosition(), context: .init(includeDeclaration: false)))
        #expect(usesOnly == document.lspRanges().dropFirst().map { Location(uri: screenURI, range: $0) })

        let highlights = try await server.request(DocumentHighlightRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition()))
        #expect(highlights == [
            DocumentHighlight(range: document.lspRanges()[0], kind: .write), DocumentHighlight(range: document.lspRanges()[1], kind: .read),
            DocumentHighlight(range: document.lspRanges()[2], kind: .read),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func documentSymbolsAreTheViewHierarchy() async throws {
        let document = MarkedText(Self.screen)
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(document)
        let symbols = try #require(try await server.request(DocumentSymbolRequest(textDocument: .init(uri: screenURI))))
        #expect(symbols.map(\.name) == ["Profile"])
        #expect(symbols[0].kind == .class)
        #expect(symbols[0].children?.map(\.name) == ["name", "card"])
        #expect(symbols[0].children?.first?.selectionRange == document.lspRanges()[0])
        #expect(symbols[0].children?.first?.detail == "UILabel")
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func renameAFieldAndEveryConstraintNamingIt() async throws {
        let document = MarkedText(Self.screen)
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(document)
        let prepared = try #require(try await server.request(PrepareRenameRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition())))
        #expect(prepared == PrepareRenameResult(range: document.lspRanges()[1], placeholder: "name"))
        let edit = try #require(try await server.request(RenameRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition(), newName: "fullName")))
        #expect(edit.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1),
            edits: document.lspRanges().map { TextEdit(range: $0, newText: "fullName") })])
        await #expect(throws: ResponseError.self) {
            _ = try await server.request(RenameRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition(), newName: "full_name"))
        }
        #expect(try await server.shutDownAndExit() == 0)
    }
}
