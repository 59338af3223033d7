import LanguageServerProtocol
import Testing
import TestSupport

/// Folding, selection ranges, linked editing, workspace symbols, semantic tokens and inlay
/// hints over stdio against the built server, with exact ranges in UTF-16.
@Suite(.hangGuard) struct EditorLayerEndToEndTests {
    static let constraintLine = """
        <Component>
          <Label field="greeting" text="Grüße 👋"/><Label field="title" layout:below="greeting offset(8) @high"/>
        </Component>
        """

    @Test func everyMethodIsAdvertised() async throws {
        let server = try ServerProcess()
        let capabilities = try await server.initialize().capabilities
        #expect(capabilities.foldingRangeProvider == true)
        #expect(capabilities.selectionRangeProvider == true)
        #expect(capabilities.linkedEditingRangeProvider == true)
        #expect(capabilities.workspaceSymbolProvider == true)
        #expect(capabilities.inlayHintProvider == true)
        #expect(capabilities.colorProvider == true)
        #expect(capabilities.semanticTokensProvider == SemanticTokensOptions(
            legend: SemanticTokensLegend(
                tokenTypes: ["property", "variable", "keyword", "operator", "number", "function", "enumMember", "macro", "parameter", "class", "namespace"],
                tokenModifiers: ["declaration", "readonly", "defaultLibrary"]),
            range: true, full: .init(delta: true)))
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func foldingRanges() async throws {
        let text = """
            <Component>
              <!--
                notes
              -->
              <Label field="a"
                     text="b"/>
              <styles>
                <LabelStyle name="s"/>
              </styles>
            </Component>
            """
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(MarkedText(text))
        let folds = try await server.request(FoldingRangeRequest(textDocument: .init(uri: screenURI)))
        #expect(folds == [
            FoldingRange(startLine: 0, endLine: 8),
            FoldingRange(startLine: 1, endLine: 3, kind: .comment),
            FoldingRange(startLine: 4, endLine: 5),
            FoldingRange(startLine: 6, endLine: 7),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func selectionRangesFromAConstraintTokenToTheRoot() async throws {
        let document = MarkedText(Self.constraintLine.replacingOccurrences(of: "offset(8)", with: "off‸set(8)"))
        let at = TextPositions(document.text)
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(document)
        let selections = try await server.request(SelectionRangeRequest(
            textDocument: .init(uri: screenURI), positions: [document.cursorPosition(), Position(line: 0, character: 3)]))
        #expect(selections?.count == 2)
        #expect(selections?.first?.chain == [
            at.range(of: "offset"),
            at.range(of: "offset(8)"),
            at.range(of: "greeting offset(8) @high"),
            at.range(of: "\"greeting offset(8) @high\""),
            at.range(of: "layout:below=\"greeting offset(8) @high\""),
            at.range(of: "<Label field=\"title\" layout:below=\"greeting offset(8) @high\"/>"),
            at.range(of: document.text),
        ])
        #expect(selections?.last?.chain == [at.range(of: "Component"), at.range(of: "<Component>"), at.range(of: document.text)])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func linkedEditingOfTagNames() async throws {
        let document = MarkedText("<⟦Component⟧>\n  <View text=\"👋\"><Label/></View>\n</⟦Compo‸nent⟧>")
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(document)
        let linked = try await server.request(LinkedEditingRangeRequest(textDocument: .init(uri: screenURI), position: document.cursorPosition()))
        #expect(linked == LinkedEditingRanges(ranges: document.lspRanges(), wordPattern: "[A-Za-z_][-A-Za-z0-9_.:]*"))
        let at = TextPositions(document.text)
        let view = try await server.request(LinkedEditingRangeRequest(textDocument: .init(uri: screenURI), position: at.range(of: "View").end))
        #expect(view?.ranges == [at.range(of: "View"), at.range(of: "View", occurrence: 2)])
        let selfClosing = try await server.request(LinkedEditingRangeRequest(textDocument: .init(uri: screenURI), position: at.range(of: "Label").start))
        #expect(selfClosing == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func workspaceSymbolsAcrossOpenAndScannedFiles() async throws {
        let card = "<Component type=\"Card\">\n  <Label field=\"cardTitle\"/>\n</Component>"
        let styles = "<styleGroup name=\"common\">\n  <LabelStyle name=\"titleStyle\"/>\n</styleGroup>"
        let screen = "<Component>\n  <Label text=\"👋\" field=\"title\" layout:id=\"titleLogo\"/>\n</Component>"
        let folder = try ScratchWorkspace(files: ["Card.ui.xml": card, "Common.styles.xml": styles])
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let screenURI = folder.uri("Screen.ui.xml")
        try server.openDocument(screenURI, screen)
        let symbols = try await server.request(WorkspaceSymbolRequest(query: "TITLE"))
        #expect(symbols == [
            SymbolInformation(
                name: "title", kind: .field, location: Location(uri: screenURI, range: TextPositions(screen).range(of: "title")),
                containerName: "Screen"),
            SymbolInformation(
                name: "titleStyle", kind: .struct,
                location: Location(uri: folder.uri("Common.styles.xml"), range: TextPositions(styles).range(of: "titleStyle")),
                containerName: "common"),
            SymbolInformation(
                name: "cardTitle", kind: .field, location: Location(uri: folder.uri("Card.ui.xml"), range: TextPositions(card).range(of: "cardTitle")),
                containerName: "Card"),
            SymbolInformation(
                name: "id:titleLogo", kind: .key, location: Location(uri: screenURI, range: TextPositions(screen).range(of: "titleLogo")),
                containerName: "Screen"),
        ])
        // An edit moves the open document's symbols at once.
        let edited = "<Component>\n\n  <Label text=\"👋\" field=\"title\" layout:id=\"titleLogo\"/>\n</Component>"
        try server.changeDocument(screenURI, version: 2, [.init(text: edited)])
        let moved = try await server.request(WorkspaceSymbolRequest(query: "tlogo"))
        #expect(moved == [SymbolInformation(
            name: "id:titleLogo", kind: .key, location: Location(uri: screenURI, range: TextPositions(edited).range(of: "titleLogo")),
            containerName: "Screen")])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// The protocol's packing of `(range, type, modifiers)` tokens, for the expectations.
    private static func packed(_ tokens: [(LSPRange, UInt32, UInt32)]) -> [UInt32] {
        var data: [UInt32] = [], line = 0, character = 0
        for (range, type, modifiers) in tokens {
            let deltaLine = range.start.line - line
            data += [UInt32(deltaLine), UInt32(deltaLine == 0 ? range.start.character - character : range.start.character),
                     UInt32(range.end.character - range.start.character), type, modifiers]
            (line, character) = (range.start.line, range.start.character)
        }
        return data
    }

    @Test func semanticTokensFullDeltaAndRange() async throws {
        let text = Self.constraintLine
        let at = TextPositions(text)
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(MarkedText(text))
        let (property, number, function, macro) = (UInt32(0), UInt32(4), UInt32(5), UInt32(7))
        let (declaration, defaultLibrary) = (UInt32(1), UInt32(4))
        let full = try await server.request(SemanticTokensRequest(textDocument: .init(uri: screenURI)))
        #expect(full?.data == Self.packed([
            (at.range(of: "greeting"), property, declaration),
            (at.range(of: "title"), property, declaration),
            (at.range(of: "greeting", occurrence: 2), property, 0),
            (at.range(of: "offset"), function, defaultLibrary),
            (at.range(of: "8"), number, 0),
            (at.range(of: "@"), macro, 0),
            (at.range(of: "high"), macro, defaultLibrary),
        ]))
        let firstID = try #require(full?.resultId)

        // `@high` becomes `@low`: only the last token changes.
        try server.changeDocument(screenURI, version: 2, [.init(range: at.range(of: "high"), text: "low")])
        let delta = try await server.request(SemanticTokensDeltaRequest(textDocument: .init(uri: screenURI), previousResultId: firstID))
        guard case .delta(let edits)? = delta else {
            Issue.record("expected edits, got \(String(describing: delta))")
            return
        }
        #expect(edits.edits == [SemanticTokensEdit(start: 30, deleteCount: 5, data: [0, 1, 3, macro, defaultLibrary])])
        #expect(edits.resultId != nil && edits.resultId != firstID)
        // A result id the server no longer holds gets all tokens.
        let stale = try await server.request(SemanticTokensDeltaRequest(textDocument: .init(uri: screenURI), previousResultId: firstID))
        guard case .full(let all)? = stale else {
            Issue.record("expected all tokens, got \(String(describing: stale))")
            return
        }
        #expect(all.data.count == 35)

        let lowText = text.replacingOccurrences(of: "@high", with: "@low")
        let low = TextPositions(lowText)
        let range = try await server.request(SemanticTokensRangeRequest(
            textDocument: .init(uri: screenURI), range: LSPRange(start: low.range(of: "offset").start, end: low.range(of: "8").end)))
        #expect(range?.data == Self.packed([(low.range(of: "offset"), function, defaultLibrary), (low.range(of: "8"), number, 0)]))
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Swatches for hex and UIKit-named colors (not for text that merely looks like one), and a
    /// picked color written back as hex.
    @Test func documentColorsAndTheirPresentation() async throws {
        let text = """
            <Component>
              <Label text="red" textColor="#FF000080" backgroundColor="white"/>
              <View backgroundColor="brand@alpha(0.5)"/>
            </Component>
            """
        let at = TextPositions(text)
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(MarkedText(text))
        let colors = try await server.request(DocumentColorRequest(textDocument: .init(uri: screenURI)))
        #expect(colors == [
            ColorInformation(range: at.range(of: "#FF000080"), color: LSPColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
            ColorInformation(range: at.range(of: "white"), color: LSPColor(red: 1, green: 1, blue: 1, alpha: 1)),
        ])
        let range = at.range(of: "white")
        let presented = try await server.request(ColorPresentationRequest(
            textDocument: .init(uri: screenURI), color: LSPColor(red: 0, green: 0.5, blue: 1, alpha: 1), range: range))
        #expect(presented == [ColorPresentation(label: "#0080FF", textEdit: TextEdit(range: range, newText: "#0080FF"))])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func inlayHintsFollowTheSettings() async throws {
        let text = """
            <Component>
              <Label field="greeting" text="👋"/><Label layout:below="greeting" layout:edges="inset(8) @high"/>
            </Component>
            """
        let at = TextPositions(text)
        let whole = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 3, character: 0))
        let server = try ServerProcess()
        try await server.initialize()
        try server.open(MarkedText(text))
        let hints = try await server.request(InlayHintRequest(textDocument: .init(uri: screenURI), range: whole))
        #expect(hints == [
            InlayHint(position: at.range(of: "greeting\"", occurrence: 2).start.movedBy(8), label: ".bottom"),
            InlayHint(position: at.range(of: "layout:edges").end, label: "(left, right, top, bottom)"),
            InlayHint(position: at.range(of: "inset").start, label: "super", paddingRight: true),
            InlayHint(position: at.range(of: "@high").end, label: "= 750", paddingLeft: true),
        ])
        #expect(try await server.shutDownAndExit() == 0)

        let quiet = try await ServerProcess.onWorkspace(nil, options: ["reactant": ["inlayHints": ["priorityValues": false, "shorthandExpansions": false]]])
        try quiet.open(MarkedText(text))
        let fewer = try await quiet.request(InlayHintRequest(textDocument: .init(uri: screenURI), range: whole))
        #expect(fewer?.map(\.label) == [".bottom", "super"])
        try quiet.notify(DidChangeConfigurationNotification(settings: ["reactant": ["inlayHints": false]]))
        let none = try await quiet.request(InlayHintRequest(textDocument: .init(uri: screenURI), range: whole))
        #expect(none == [])
        #expect(try await quiet.shutDownAndExit() == 0)
    }

    @Test func changedInlayHintSettingsAskTheClientToRefresh() async throws {
        let server = try ServerProcess()
        try await server.initialize(InitializeRequest(
            processId: nil, capabilities: ClientCapabilities(workspace: .init(inlayHint: .init(refreshSupport: true)))))
        try server.notify(DidChangeConfigurationNotification(settings: ["reactant": ["inlayHints": ["impliedAnchors": false]]]))
        let refresh = try await server.inbox.take("refresh", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == .string(InlayHintRefreshRequest.method)
        }
        #expect(refresh["id"] != nil)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func halfTypedDocumentsAnswerEveryMethod() async throws {
        let server = try ServerProcess()
        try await server.initialize()
        let text = "<Component>\n  <Label layout:below=\":gte id: @\" text=\"\n<View layout:top=\"[phone and"
        try server.open(MarkedText(text))
        let end = Position(line: 2, character: 5)
        let id = TextDocumentIdentifier(uri: screenURI)
        #expect(try await server.request(FoldingRangeRequest(textDocument: id)) != nil)
        #expect(try await server.request(SelectionRangeRequest(textDocument: id, positions: [end]))?.count == 1)
        #expect(try await server.request(LinkedEditingRangeRequest(textDocument: id, position: end)) == nil)
        #expect(try await server.request(SemanticTokensRequest(textDocument: id)) != nil)
        let hints = try await server.request(InlayHintRequest(textDocument: id, range: LSPRange(start: .init(line: 0, character: 0), end: end)))
        #expect(hints == [])
        #expect(try await server.request(WorkspaceSymbolRequest(query: "")) != nil)
        #expect(try await server.shutDownAndExit() == 0)
    }
}

extension Position {
    func movedBy(_ characters: Int) -> Position { Position(line: line, character: character + characters) }
}
