import LanguageServerProtocol
import Testing

@Suite(.timeLimit(.minutes(1))) struct CodeActionEndToEndTests {
    @Test func aMisspeltStyleGetsItsDidYouMeanFix() async throws {
        let document = MarkedScreen("""
            <Component>
              <styles><LabelStyle name="headline"/></styles>
              <Label text="Grüße" style="⟦headlin⟧"/>
            </Component>
            """)
        let server = try ServerProcess()
        let capabilities = try await server.initialize().capabilities
        #expect(capabilities.codeActionProvider?.codeActionKinds == [.quickFix])
        try document.open(in: server)
        let shown = LSPDiagnostic(
            range: document.ranges[0], severity: .warning, code: "ref.unknown-style", source: "reactant-lsp",
            message: "No style 'headlin' is declared in this file")
        let actions = try #require(try await server.request(CodeActionRequest(
            textDocument: document.identifier, range: document.ranges[0], context: .init(diagnostics: [shown]))))
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action.kind == .quickFix)
        #expect(action.title == "Change to 'headline'")
        #expect(action.isPreferred == true)
        #expect(action.diagnostics?.map(\.code) == ["ref.unknown-style"])
        #expect(action.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: document.uri, version: 1), edits: [TextEdit(range: document.ranges[0], newText: "headline")])])

        let refactorsOnly = try await server.request(CodeActionRequest(
            textDocument: document.identifier, range: document.ranges[0], context: .init(diagnostics: [shown], only: [.refactor])))
        #expect(refactorsOnly?.isEmpty == true)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
