import JSONRPC
import LanguageServerProtocol
import Testing

@Suite(.timeLimit(.minutes(1))) struct NavigationEndToEndTests {
    static let screen = """
        <Component type="Profile">
          <Label field="⟦name⟧" text="Zoë"/>
          <View field="card" layout:below="⟦na|me⟧ offset(8)" layout:leading="⟦name⟧"/>
        </Component>
        """

    @Test func definitionReferencesAndHighlights() async throws {
        let document = MarkedScreen(Self.screen)
        let server = try ServerProcess()
        let capabilities = try await server.initialize().capabilities
        #expect(capabilities.definitionProvider == true && capabilities.referencesProvider == true)
        #expect(capabilities.documentHighlightProvider == true && capabilities.documentSymbolProvider == true)
        #expect(capabilities.renameProvider?.prepareProvider == true)
        try document.open(in: server)

        let definition = try await server.request(DefinitionRequest(textDocument: document.identifier, position: document.cursor))
        #expect(definition == [Location(uri: document.uri, range: document.ranges[0])])

        let references = try await server.request(ReferencesRequest(
            textDocument: document.identifier, position: document.cursor, context: .init(includeDeclaration: true)))
        #expect(references == document.ranges.map { Location(uri: document.uri, range: $0) })
        let usesOnly = try await server.request(ReferencesRequest(
            textDocument: document.identifier, position: document.cursor, context: .init(includeDeclaration: false)))
        #expect(usesOnly?.count == 2)

        let highlights = try await server.request(DocumentHighlightRequest(textDocument: document.identifier, position: document.cursor))
        #expect(highlights == [
            DocumentHighlight(range: document.ranges[0], kind: .write), DocumentHighlight(range: document.ranges[1], kind: .read),
            DocumentHighlight(range: document.ranges[2], kind: .read),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func documentSymbolsAreTheViewHierarchy() async throws {
        let document = MarkedScreen(Self.screen)
        let server = try ServerProcess()
        try await server.initialize()
        try document.open(in: server)
        let symbols = try #require(try await server.request(DocumentSymbolRequest(textDocument: document.identifier)))
        #expect(symbols.map(\.name) == ["Profile"])
        #expect(symbols[0].kind == .class)
        #expect(symbols[0].children?.map(\.name) == ["name", "card"])
        #expect(symbols[0].children?.first?.selectionRange == document.ranges[0])
        #expect(symbols[0].children?.first?.detail == "UILabel")
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func renameAFieldAndEveryConstraintNamingIt() async throws {
        let document = MarkedScreen(Self.screen)
        let server = try ServerProcess()
        try await server.initialize()
        try document.open(in: server)
        let prepared = try #require(try await server.request(PrepareRenameRequest(textDocument: document.identifier, position: document.cursor)))
        #expect(prepared == PrepareRenameResult(range: document.ranges[1], placeholder: "name"))
        let edit = try #require(try await server.request(RenameRequest(textDocument: document.identifier, position: document.cursor, newName: "fullName")))
        #expect(edit.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: document.uri, version: 1),
            edits: document.ranges.map { TextEdit(range: $0, newText: "fullName") })])
        await #expect(throws: ResponseError.self) {
            _ = try await server.request(RenameRequest(textDocument: document.identifier, position: document.cursor, newName: "full_name"))
        }
        #expect(try await server.shutDownAndExit() == 0)
    }
}
