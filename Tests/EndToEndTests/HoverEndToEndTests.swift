import LanguageServerProtocol
import Testing
import TestSupport

@Suite(.hangGuard) struct HoverEndToEndTests {
    @Test func hoverOverAConstraintTargetExplainsIt() async throws {
        let document = MarkedText("""
            <Component>
              <Label field="greeting" text="Grüße 👋"/><Label field="title" text="👋" layout:below="⟦gree‸ting⟧ offset(10) @high"/>
            </Component>
            """)
        let server = try ServerProcess()
        let result = try await server.initialize()
        #expect(result.capabilities.hoverProvider == true)
        try server.open(document)
        let hover = try await server.request(HoverRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition()))
        expectHover(hover, """
            **`greeting`**: the `<Label>` declared with `field="greeting"` (`UILabel`). 1 constraint targets it.

            - `title.top` = `greeting.bottom` + 10, priority 750 (high)

            The top edge of `title` equals the bottom edge of `greeting` plus 10.
            """)
        #expect(hover?.range == document.lspRange(document.range))
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func hoverOverAnElementAndOverNothing() async throws {
        let document = MarkedText("<Component>\n  <⟦Bu‸tton⟧ field=\"go\"/>\n  \n</Component>")
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(document)
        let hover = try await server.request(HoverRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition()))
        expectHover(hover, """
            **`<Button>`**

            A button with a title and an image for each control state.

            Field `go` has the Swift type `UIButton`.

            Frame on iPhone 15: x 0, y 0, 80 × 30; its content size is not in the file, so it is estimated.
            """)
        #expect(hover?.range == document.lspRange(document.range))
        let nothing = try await server.request(HoverRequest(textDocument: .init(uri: screenURI), position: Position(line: 2, character: 1)))
        #expect(nothing == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// A client that shows plain text only (eglot's `contentFormat: ["plaintext"]`) gets the
    /// same hover as readable text: no backticks, no asterisks.
    @Test func aPlainTextClientGetsPlainText() async throws {
        let document = MarkedText("<Component>\n  <⟦Bu‸tton⟧ field=\"go\"/>\n</Component>")
        let server = try ServerProcess()
        let capabilities = ClientCapabilities(textDocument: .init(hover: .init(contentFormat: [.plaintext])))
        try await server.initialize(InitializeRequest(processId: nil, capabilities: capabilities))
        try server.open(document)
        let hover = try await server.request(HoverRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition()))
        #expect(hover?.contents.kind == .plaintext)
        #expect(hover?.contents.value == """
            <Button>

            A button with a title and an image for each control state.

            Field go has the Swift type UIButton.

            Frame on iPhone 15: x 0, y 0, 80 × 30; its content size is not in the file, so it is estimated.
            """)
        #expect(hover?.range == document.lspRange(document.range))
        #expect(try await server.shutDownAndExit() == 0)
    }
}
