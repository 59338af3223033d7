import LanguageServerProtocol
import Testing
import TestSupport

@Suite(.hangGuard) struct CodeActionEndToEndTests {
    @Test func aMisspeltStyleGetsItsDidYouMeanFix() async throws {
        let document = MarkedText("""
            <Component>
              <styles><LabelStyle name="headline"/></styles>
              <Label text="Grüße" style="⟦headlin⟧"/>
            </Component>
            """)
        let server = try ServerProcess()
        let capabilities = try await server.initialize().capabilities
        #expect(capabilities.codeActionProvider?.codeActionKinds == [.quickFix])
        try server.open(document)
        let shown = LSPDiagnostic(
            range: document.lspRange(document.range), severity: .warning, code: "ref.unknown-style", source: "reactant-lsp",
            message: "No style 'headlin' is declared in this file")
        let actions = try #require(try await server.request(CodeActionRequest(
            textDocument: .init(uri: screenURI), range: document.lspRange(document.range), context: .init(diagnostics: [shown]))))
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action.kind == .quickFix)
        #expect(action.title == "Change to 'headline'")
        #expect(action.isPreferred == true)
        #expect(action.diagnostics?.map(\.code) == ["ref.unknown-style"])
        #expect(action.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1), edits: [TextEdit(range: document.lspRange(document.range), newText: "headline")])])

        let refactorsOnly = try await server.request(CodeActionRequest(
            textDocument: .init(uri: screenURI), range: document.lspRange(document.range), context: .init(diagnostics: [shown], only: [.refactor])))
        #expect(refactorsOnly?.isEmpty == true)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
