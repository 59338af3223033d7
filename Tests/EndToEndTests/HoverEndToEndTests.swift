import LanguageServerProtocol
import Testing

@Suite(.timeLimit(.minutes(1))) struct HoverEndToEndTests {
    @Test func hoverOverAConstraintTargetExplainsIt() async throws {
        let document = MarkedScreen("""
            <Component>
              <Label field="greeting" text="Grüße 👋"/><Label field="title" text="👋" layout:below="⟦gree|ting⟧ offset(10) @high"/>
            </Component>
            """)
        let server = try ServerProcess()
        let result = try await server.initialize()
        #expect(result.capabilities.hoverProvider == true)
        try document.open(in: server)
        let hover = try #require(try await server.request(HoverRequest(textDocument: document.identifier, position: document.cursor)))
        #expect(hover.contents.kind == .markdown)
        #expect(hover.contents.value.contains(#"`<Label>` declared with `field="greeting"`"#))
        #expect(hover.contents.value.contains("`title.top` = `greeting.bottom` + 10, priority 750 (high)"))
        #expect(hover.range == document.ranges[0])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func hoverOverAnElementAndOverNothing() async throws {
        let document = MarkedScreen("<Component>\n  <⟦Bu|tton⟧ field=\"go\"/>\n  \n</Component>")
        let server = try ServerProcess()
        try await server.initialize()
        try document.open(in: server)
        let hover = try #require(try await server.request(HoverRequest(textDocument: document.identifier, position: document.cursor)))
        #expect(hover.contents.value.contains("Field `go` has the Swift type `UIButton`"))
        #expect(hover.range == document.ranges[0])
        let nothing = try await server.request(HoverRequest(textDocument: document.identifier, position: Position(line: 2, character: 1)))
        #expect(nothing == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
