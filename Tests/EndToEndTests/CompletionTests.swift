import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// `textDocument/completion` against the built binary, at many cursor positions.
@Suite(.hangGuard) struct CompletionTests {
    /// Completes at the marked cursor in a fresh UTF-16 session that expands snippets.
    private func complete(_ marked: String, snippets: Bool = true) async throws -> (CompletionList, MarkedText) {
        let (server, _) = try await ServerProcess.completing(snippets: snippets)
        let document = MarkedText(marked)
        let list = try await server.complete(document)
        #expect(try await server.shutDownAndExit() == 0)
        return (list, document)
    }

    private func expectRange(_ list: CompletionList, _ document: MarkedText, encoding: PositionEncodingKind = .utf16) {
        #expect(!list.items.isEmpty)
        let expected = document.replacedRange(in: encoding)
        for item in list.items {
            #expect(item.textEdit?.range == expected, "range of \(item.label)")
        }
    }

    @Test func theCapabilityNamesTheTriggerCharacters() async throws {
        let (server, result) = try await ServerProcess.completing()
        #expect(result.capabilities.completionProvider?.triggerCharacters == ["<", " ", "\"", ":", ".", "@", "("])
        #expect(try await server.shutDownAndExit() == 0)
    }

    // MARK: Markup

    @Test func elementNamesAndTheClosingTagAfterALessThan() async throws {
        let (list, document) = try await complete("<Component>\n  <Container>\n    <‸\n  </Container>\n</Component>")
        expectLabels(list, SchemaCompletionLabels.viewElements + ["/Container"])
        #expect(list.item("Label")?.kind == .class)
        #expect(list.item("Label")?.textEdit?.newText == "Label")
        let close = try #require(list.item("/Container"))
        #expect(close.kind == .struct && close.textEdit?.newText == "/Container>")
        #expect(close.detail == "end tag")
        expectRange(list, document)
        // The engine's order is kept through sortText.
        let sortTexts = list.items.map { $0.sortText ?? "" }
        #expect(sortTexts == sortTexts.sorted() && !sortTexts.contains(""))
    }

    @Test func aClosingTagAfterSlash() async throws {
        let (list, document) = try await complete("<Component>\n  <StackView>\n    <Label/>\n  </⟦Sta‸⟧\n</Component>")
        expectLabels(list, ["/StackView"])
        #expect(list.items.first?.textEdit?.newText == "StackView>")
        #expect(list.items.first?.filterText == "StackView")
        expectRange(list, document)
    }

    @Test func attributeNamesLeaveOutThePresentOnesAndOfferLayout() async throws {
        let (list, document) = try await complete(#"<Component><Label text="x" field="f" ‸ /></Component>"#)
        expectLabels(list, SchemaCompletionLabels.labelAttributes(without: ["field", "text"]))
        let below = try #require(list.item("layout:below"))
        #expect(below.kind == .property && below.detail == "constraints")
        #expect(below.insertTextFormat == .snippet && below.textEdit?.newText == #"layout:below="$1"$0"#)
        #expect(below.documentation?.kind == .markdown && below.documentation?.value.isEmpty == false)
        expectRange(list, document)
    }

    @Test func withoutSnippetSupportAttributesInsertPlainText() async throws {
        let (list, _) = try await complete(#"<Component><Label text="x" ‸/></Component>"#, snippets: false)
        expectLabels(list, SchemaCompletionLabels.labelAttributes(without: ["text"]))
        let below = try #require(list.item("layout:below"))
        // No format means plain text, the protocol's default.
        #expect(below.insertTextFormat == nil && below.textEdit?.newText == #"layout:below="""#)
        #expect(list.items.allSatisfy { $0.insertTextFormat == nil && $0.textEdit?.newText.contains("$") == false })
    }

    @Test func enumerationValuesReplaceTheWholeValue() async throws {
        let (list, document) = try await complete(#"<Component><Label textAlignment="⟦ce‸nt⟧"/></Component>"#)
        expectLabels(list, ["left", "right", "center", "justified", "natural"])
        #expect(list.items.allSatisfy { $0.kind == .enumMember })
        expectRange(list, document)
    }

    @Test func booleanValues() async throws {
        let (list, document) = try await complete(#"<Component><View isHidden="‸"/></Component>"#)
        expectLabels(list, ["true", "false"])
        #expect(list.items.allSatisfy { $0.kind == .enumMember })
        expectRange(list, document)
    }

    // MARK: Layout values

    @Test func layoutBelowOffersTheOtherViewsAndSuperButNotTheViewItself() async throws {
        let (list, document) = try await complete("""
            <Component>
                <Label field="title" text="Hi"/>
                <Button layout:id="action"/>
                <ImageView field="icon" layout:id="picture"/>
                <View field="me" layout:id="mine" layout:below="‸"/>
            </Component>
            """)
        expectLabels(list, [
            "super", "title", "id:action", "icon", "id:picture", "self", "safeAreaLayoutGuide", "readableContentGuide",
            ":eq", ":equal", ":lt", ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        #expect(list.item("title")?.kind == .reference && list.item("title")?.detail == "Label")
        #expect(list.item("id:action")?.detail == "Button")
        #expect(list.item("super")?.kind == .keyword)
        expectRange(list, document)
    }

    @Test func anchorsAfterAPeriod() async throws {
        let (list, document) = try await complete(#"<Component><Label field="a"/><View layout:below="a.⟦bo‸⟧"/></Component>"#)
        expectLabels(list, [
            "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline", "size",
        ])
        #expect(list.items.allSatisfy { $0.kind == .keyword && $0.detail == "anchor" })
        expectRange(list, document)
    }

    @Test func modifiersAfterATarget() async throws {
        let (list, document) = try await complete(#"<Component><View layout:leading="super ‸"/></Component>"#)
        expectLabels(list, ["offset", "inset", "multiplied", "divided"])
        let inset = try #require(list.item("inset"))
        #expect(inset.kind == .function && inset.insertTextFormat == .snippet && inset.textEdit?.newText == "inset($1)$0")
        expectRange(list, document)
    }

    @Test func relationsAfterAColon() async throws {
        let (list, document) = try await complete(#"<Component><View layout:width="⟦:‸⟧ 10"/></Component>"#)
        expectLabels(list, [":eq", ":equal", ":lt", ":lte", ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual"])
        #expect(list.items.allSatisfy { $0.kind == .operator })
        #expect(list.item(":lt")?.detail == "relation ≤")
        expectRange(list, document)
    }

    @Test func prioritiesAfterAnAt() async throws {
        let (list, document) = try await complete(#"<Component><View layout:top="super inset(8) @⟦hi‸⟧"/></Component>"#)
        expectLabels(list, ["required", "high", "medium", "low"])
        #expect(list.item("high")?.detail == "priority 750" && list.item("high")?.kind == .keyword)
        expectRange(list, document)
    }

    @Test func conditionIdentifiersInsideBrackets() async throws {
        let (list, document) = try await complete(#"<Component><View layout:top="[‸"/></Component>"#)
        expectLabels(list, [
            "phone", "iphone", "pad", "ipad", "tv", "appletv", "carplay", "landscape", "portrait", "horizontal",
            "vertical", "compact", "regular", "true", "false", "width", "height",
        ])
        #expect(list.items.allSatisfy { $0.kind == .keyword && $0.detail == "condition" })
        expectRange(list, document)
    }

    // MARK: Documents mid-edit

    @Test func anUnclosedTag() async throws {
        let (list, document) = try await complete("<Component>\n  <Label field=\"a\"/>\n  <⟦Lab‸⟧\n")
        expectLabels(list, SchemaCompletionLabels.viewElements + ["styles", "templates"])
        #expect(list.items.filter { $0.kind == .class }.allSatisfy { $0.textEdit?.range == document.replacedRange() })
    }

    @Test func anUnclosedQuote() async throws {
        let (list, document) = try await complete("<Component>\n  <Label field=\"a\"/>\n  <View layout:below=\"⟦s‸⟧\n</Component>")
        expectLabels(list, [
            "super", "a", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        expectRange(list, document)
    }

    @Test func aHalfTypedAttribute() async throws {
        let (list, document) = try await complete("<Component>\n  <Label ⟦tex‸⟧\n</Component>")
        expectLabels(list, SchemaCompletionLabels.labelAttributes())
        #expect(list.item("text")?.textEdit?.newText == #"text="$1"$0"#)
        expectRange(list, document)
    }

    // MARK: Encodings

    /// Non-ASCII text before the cursor on the same line: `ü`/`ß` are 2 UTF-8 bytes and one
    /// UTF-16 unit, `𝄞` is 4 bytes and 2 units; ranges must count in the negotiated unit.
    @Test(arguments: [PositionEncodingKind.utf16, .utf8])
    func rangesCountInTheNegotiatedEncoding(encoding: PositionEncodingKind) async throws {
        let (server, result) = try await ServerProcess.completing(encodings: [encoding])
        #expect(result.capabilities.positionEncoding == encoding)
        let document = MarkedText(
            "<Component>\n  <Label field=\"title\" text=\"𝄞 Grüße\"/><View layout:below=\"⟦target¦title⟧.⟦to‸⟧\"/>\n</Component>")
        let list = try await server.complete(document, encoding: encoding)
        expectLabels(list, [
            "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX", "centerY",
            "firstBaseline", "lastBaseline", "size",
        ])
        let range = try #require(list.item("top")?.textEdit?.range)
        #expect(range == document.replacedRange(in: encoding))
        // The two encodings really differ on this line.
        #expect(document.replacedRange(in: .utf8) != document.replacedRange(in: .utf16))
        // Right after the target `title` (before `.to`): the target word is replaced.
        let target = document.range("target")
        let fields = try await server.complete(at: document.position(of: target.upperBound, in: encoding))
        let field = try #require(fields.item("title"))
        #expect(field.kind == .reference && field.detail == "Label")
        #expect(field.textEdit?.range == document.lspRange(target, in: encoding))
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// A client that takes `itemDefaults.editRange` gets the replaced range once for the list,
    /// and items carry only what they insert.
    @Test func theSharedRangeTravelsOnceAsAnItemDefault() async throws {
        let (server, _) = try await ServerProcess.completing(itemDefaults: ["editRange"])
        let document = MarkedText("<Component>\n  <Label field=\"title\"/>\n  <View layout:below=\"⟦ti‸⟧\"/>\n</Component>")
        let list = try await server.complete(document)
        #expect(list.itemDefaults?.editRange == document.replacedRange())
        let title = try #require(list.item("title"))
        #expect(title.textEdit == nil && title.textEditText == nil)  // the label is what it inserts
        #expect(list.items.allSatisfy { $0.textEdit == nil || $0.textEdit?.range != list.itemDefaults?.editRange })
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// A client that resolves documentation gets lists without it, and `completionItem/resolve`
    /// fills in what a client without resolve gets inline.
    @Test func documentationArrivesOnResolve() async throws {
        let document = MarkedText("<Component>\n  <Label ‸/>\n</Component>")
        let (inlineServer, _) = try await ServerProcess.completing()
        let inline = try await inlineServer.complete(document)
        #expect(try await inlineServer.shutDownAndExit() == 0)
        let expected = try #require(inline.item("text")?.documentation)

        let (server, result) = try await ServerProcess.completing(resolves: ["documentation"])
        #expect(result.capabilities.completionProvider?.resolveProvider == true)
        let list = try await server.complete(document)
        let text = try #require(list.item("text"))
        #expect(text.documentation == nil && text.data != nil)
        let resolved = try await server.request(CompletionItemResolveRequest(item: text))
        #expect(resolved.documentation == expected)
        #expect(resolved.label == "text" && resolved.textEdit == text.textEdit)
        // An item the server never proposed comes back as it was.
        let stranger = CompletionItem(label: "nothing", data: text.data)
        #expect(try await server.request(CompletionItemResolveRequest(item: stranger)) == stranger)
        #expect(try await server.shutDownAndExit() == 0)

        // With `itemDefaults.data` the place travels once; the client puts it into the item it resolves.
        let (sharing, _) = try await ServerProcess.completing(itemDefaults: ["data"], resolves: ["documentation"])
        let sharedList = try await sharing.complete(document)
        var shared = try #require(sharedList.item("text"))
        #expect(shared.data == nil && sharedList.itemDefaults?.data != nil)
        shared.data = sharedList.itemDefaults?.data
        #expect(try await sharing.request(CompletionItemResolveRequest(item: shared)).documentation == expected)
        #expect(try await sharing.shutDownAndExit() == 0)
    }

    // MARK: Ordering

    @Test func completionAfterAnIncrementalEditSeesTheEditedText() async throws {
        let (server, _) = try await ServerProcess.completing()
        let uri: DocumentURI = "file:///project/Edited.ui.xml"
        try server.open("<Component>\n  <Label/>\n  <View layout:below=\"\"/>\n</Component>", uri: uri)
        // Give the label a field and, in the same notification, type `ti` into the value.
        try server.notify(DidChangeTextDocumentNotification(
            textDocument: .init(uri: uri, version: 2),
            contentChanges: [
                .init(range: LSPRange(start: .init(line: 1, character: 8), end: .init(line: 1, character: 8)), text: " field=\"title\""),
                .init(range: LSPRange(start: .init(line: 2, character: 22), end: .init(line: 2, character: 22)), text: "ti"),
            ]))
        // Asked at once, without waiting for anything: the edit must already be applied.
        let list = try await server.complete(at: .init(line: 2, character: 24), uri: uri)
        expectLabels(list, [
            "super", "title", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        let title = try #require(list.item("title"))
        #expect(title.textEdit?.range == LSPRange(start: .init(line: 2, character: 22), end: .init(line: 2, character: 24)))
        #expect(title.detail == "Label")
        // A second edit removes the field again.
        try server.notify(DidChangeTextDocumentNotification(
            textDocument: .init(uri: uri, version: 3),
            contentChanges: [.init(range: LSPRange(start: .init(line: 1, character: 8), end: .init(line: 1, character: 22)), text: "")]))
        let after = try await server.complete(at: .init(line: 2, character: 24), uri: uri)
        expectLabels(after, [
            "super", "self", "safeAreaLayoutGuide", "readableContentGuide", ":eq", ":equal", ":lt", ":lte",
            ":lessOrEqual", ":gt", ":gte", ":greaterOrEqual",
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func aDocumentThatIsNotOpenIsInvalidParams() async throws {
        let (server, _) = try await ServerProcess.completing()
        let response = try await server.request(
            method: CompletionRequest.method,
            params: ["textDocument": ["uri": "file:///nowhere.ui.xml"], "position": ["line": 0, "character": 0]])
        #expect(response["error"]?["code"] == -32602)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
