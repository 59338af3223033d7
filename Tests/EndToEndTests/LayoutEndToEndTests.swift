import LanguageServerProtocol
import Testing
import TestSupport

/// The solved layout through the server: its diagnostics published after the quick ones for
/// the same version, the frame on hover, and `reactant/preview`.
@Suite(.hangGuard) struct LayoutEndToEndTests {
    static let document = MarkedText("""
        <Component rootView="true">
          <Label field="title" text="Hi" layout:top="super inset(10)" layout:leading="super inset(16)"/>
          <⟦Vi‸ew⟧ layout:below="title" layout:fillHorizontally="super"/>
        </Component>
        """)

    @Test func layoutDiagnosticsFollowTheQuickOnesForTheSameVersion() async throws {
        let server = try await ServerProcess.onWorkspace(nil)
        let uri = screenURI
        try server.openDocument(uri, Self.document.text)
        let quick = try await server.diagnostics(uri, version: 1)
        #expect(quick.diagnostics.isEmpty)
        let solved = try await server.diagnostics(uri, version: 1) { !$0.diagnostics.isEmpty }
        #expect(solved.codesAndRanges == [CodeAndRange(code: "layout.ambiguous", range: Self.document.lspRange(Self.document.range))])
        #expect(solved.diagnostics.first?.severity == .warning)
        #expect(solved.diagnostics.first?.message.hasPrefix("This View has no height on every device") == true)

        // Fixed: the next version is published once, without the warning.
        let fixed = Self.document.text.replacingOccurrences(of: "layout:below=\"title\"", with: "layout:below=\"title\" layout:height=\"44\"")
        try server.changeDocument(uri, version: 2, [.init(text: fixed)])
        let clean = try await server.diagnostics(uri, version: 2)
        #expect(clean.diagnostics.isEmpty)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func hoverOnAViewShowsItsFrameAndPreviewDrawsTheScreen() async throws {
        let server = try await ServerProcess.onWorkspace(nil, options: ["reactant": ["layout": ["device": "iPhone 8"]]])
        try server.openDocument(screenURI, Self.document.text)
        let hover = try await server.request(HoverRequest(textDocument: .init(uri: screenURI), position: Self.document.cursorPosition()))
        let markdown = try #require(hover?.contents.value)
        // Below the title: y = 10 + ⌈17 × 1.193⌉ = 31, the full width of the iPhone 8.
        #expect(markdown.hasSuffix("Frame on iPhone 8: x 0, y 31, 375 × 0 (undetermined vertically)."), "\(markdown)")

        let document: JSONValue = ["uri": .string(screenURI)]
        let svg = try await server.request(method: "reactant/preview", params: ["textDocument": document, "device": "ipad-landscape"])
        #expect(svg["result"]?["format"] == "svg" && svg["result"]?["device"] == "ipad-landscape")
        let content = try #require(svg["result"]?["content"]?.stringValue)
        #expect(content.hasPrefix("<?xml") && content.contains("iPad landscape, 1180×820 pt"))
        let json = try await server.request(method: "reactant/preview", params: [
            "textDocument": document, "size": ["width": 200, "height": 300], "format": "json",
        ])
        #expect(json["result"]?["content"]?.stringValue?.contains("\"width\" : 200") == true)
        let unknown = try await server.request(method: "reactant/preview", params: ["textDocument": document, "device": "Nokia"])
        #expect(unknown["error"]?["code"] == -32602)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
