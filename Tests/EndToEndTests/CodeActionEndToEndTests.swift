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
        #expect(capabilities.codeActionProvider?.codeActionKinds == [.quickFix, .sourceFixAll])
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

    /// A conflict the editor shows gets its verified fixes when asked for: the layout is solved
    /// again for the request, and each fix checked by laying out the edited text.
    @Test func aConflictGetsItsVerifiedFixes() async throws {
        let document = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="super"⟦attribute¦ layout:width="⟦width¦200⟧"⟧/>
            </Component>
            """)
        let server = try ServerProcess()
        _ = try await server.initialize()
        try server.open(document)
        let shown = LSPDiagnostic(
            range: document.lspRange(document.range("width")), severity: .warning, code: "layout.conflict", source: "reactant-lsp",
            message: "`200` (layout:width on `bar`) contradicts 3 other required constraints on every device")
        let actions = try #require(try await server.request(CodeActionRequest(
            textDocument: .init(uri: screenURI), range: document.lspRange(document.range("width")), context: .init(diagnostics: [shown]))))
        #expect(actions.map(\.title) == [
            "Lower `200` (layout:width on `bar`) to `@high`: `bar` is 320×568 at (0, 0) on iPhone SE",
            "Remove `200` (layout:width on `bar`): `bar` is 320×568 at (0, 0) on iPhone SE",
        ])
        let end = document.range("width").upperBound
        #expect(actions.first?.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1),
            edits: [TextEdit(range: document.lspRange(end..<end), newText: " @high")])])
        #expect(actions.last?.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1),
            edits: [TextEdit(range: document.lspRange(document.range("attribute")), newText: "")])])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Source actions (`only: [source]`, as an editor's "Source Action…" menu asks) include
    /// fixing every conflict of the file at once: both widths lowered, in one edit of this version.
    @Test func theConflictsOfAFileAreFixedTogether() async throws {
        let document = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="super" layout:width="⟦first¦200⟧"/>
              <View field="baz" layout:edges="super" layout:height="⟦second¦90⟧"/>
            </Component>
            """)
        let server = try ServerProcess()
        _ = try await server.initialize()
        try server.open(document)
        let whole = document.lspRange(0..<document.text.utf8.count)
        let actions = try #require(try await server.request(CodeActionRequest(
            textDocument: .init(uri: screenURI), range: whole, context: .init(diagnostics: [], only: [.source]))))
        #expect(actions.map(\.title) == ["Fix all layout warnings in this file"])
        #expect(actions.first?.kind == .sourceFixAll)
        let first = document.range("first").upperBound, second = document.range("second").upperBound
        #expect(actions.first?.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1),
            edits: [TextEdit(range: document.lspRange(first..<first), newText: " @high"),
                    TextEdit(range: document.lspRange(second..<second), newText: " @high")])])

        let quickFixesOnly = try await server.request(CodeActionRequest(
            textDocument: .init(uri: screenURI), range: whole, context: .init(diagnostics: [], only: [.quickFix])))
        #expect(quickFixesOnly?.isEmpty == true)
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// An ambiguous view the editor shows gets its verified fix: the constraints that hold it
    /// where it is drawn; and the source action fixes it together with a conflict.
    @Test func anAmbiguousViewIsFixedAloneAndWithAConflict() async throws {
        let document = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="super" layout:width="⟦width¦200⟧"/>
              <⟦tag¦ActivityIndicator⟧ indicatorStyle="gray"⟦end¦⟧/>
            </Component>
            """)
        let server = try ServerProcess()
        _ = try await server.initialize()
        try server.open(document)
        let shown = LSPDiagnostic(
            range: document.lspRange(document.range("tag")), severity: .warning, code: "layout.ambiguous", source: "reactant-lsp",
            message: "This ActivityIndicator has no `layout:` constraint: AutoLayout cannot place it")
        let actions = try #require(try await server.request(CodeActionRequest(
            textDocument: .init(uri: screenURI), range: document.lspRange(document.range("tag")), context: .init(diagnostics: [shown]))))
        let placed = #" layout:leading="super" layout:top="super""#
        // Naming one warning of a file whose two can be fixed together also offers fixing all.
        #expect(actions.map(\.title) == [
            #"Place this ActivityIndicator with `layout:leading="super"` and `layout:top="super"`: "#
                + "This ActivityIndicator is 20×20 at (0, 0) on iPhone SE",
            "Fix all layout warnings in this file",
        ])
        #expect(actions.first?.kind == .quickFix)
        #expect(actions.first?.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1), edits: [TextEdit(range: document.lspRange(document.range("end")), newText: placed)])])
        let width = document.range("width").upperBound
        #expect(actions.last?.kind == .sourceFixAll)
        #expect(actions.last?.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: screenURI, version: 1),
            edits: [TextEdit(range: document.lspRange(width..<width), newText: " @high"),
                    TextEdit(range: document.lspRange(document.range("end")), newText: placed)])])
        #expect(try await server.shutDownAndExit() == 0)
    }
}
