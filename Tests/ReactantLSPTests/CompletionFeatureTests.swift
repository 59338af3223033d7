import Support
import LanguageServerProtocol
import Testing
import XMLSyntax
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLSP
@testable import ProtocolConversion

/// The LSP adapter of the completion engine: kinds, snippets, documentation and ranges.
@Suite struct CompletionFeatureTests {
    private func snapshot(_ text: String, _ encoding: LineTable.Encoding) -> DocumentSnapshot {
        DocumentSnapshot(uri: "file:///w/a.ui.xml", languageID: "xml", version: 1, text: text, encoding: encoding)
    }

    private func item(
        kind: ReactantAnalysis.CompletionItemKind = .attribute, range: Range<Int>, insert: String = "text", snippet: Bool = false
    ) -> ReactantAnalysis.CompletionCandidate {
        ReactantAnalysis.CompletionCandidate(
            label: "text", kind: kind, detail: "String", documentation: "The `text`.", replacementRange: range,
            insertText: insert, isSnippet: snippet, sortText: "00007", filterText: "/text")
    }

    @Test(arguments: [
        (ReactantAnalysis.CompletionItemKind.element, LanguageServerProtocol.CompletionItemKind.class),
        (.closingTag, .struct), (.attribute, .property), (.enumMember, .enumMember), (.reference, .reference),
        (.keyword, .keyword), (.operator, .operator), (.function, .function),
    ])
    func kinds(engine: ReactantAnalysis.CompletionItemKind, lsp: LanguageServerProtocol.CompletionItemKind) {
        #expect(CompletionItemConversion.kind(of: engine) == lsp)
    }

    @Test(arguments: [
        (#"text="$1"$0"#, #"text="""#), ("inset($1)$0", "inset()"), ("${1:value} and ${2}", "value and "),
        (#"cost \$5 $10"#, "cost $5 "), ("plain", "plain"), ("a $ b", "a $ b"), (#"${1:a\}b}"#, "a}b"),
    ])
    func snippetsBecomePlainText(snippet: String, plain: String) {
        #expect(SnippetText.plain(snippet) == plain)
    }

    @Test func snippetsOnlyForClientsThatExpandThem() {
        let document = snapshot(#"<Label tex"#, .utf16)
        let snippet = item(range: 7..<10, insert: #"text="$1"$0"#, snippet: true)
        let expanding = CompletionItemConversion(document: document.positions, client: .init(snippets: true, markdown: true))
            .convert(snippet, range: document.range(of: 7..<10))
        #expect(expanding.insertTextFormat == .snippet)
        #expect(expanding.textEdit?.newText == #"text="$1"$0"#)
        let plain = CompletionItemConversion(document: document.positions, client: .init(snippets: false, markdown: true))
            .convert(snippet, range: document.range(of: 7..<10))
        // Plain text is the protocol's default format: left out.
        #expect(plain.insertTextFormat == nil)
        #expect(plain.textEdit?.newText == #"text="""#)
        let notASnippet = CompletionItemConversion(document: document.positions, client: .init(snippets: true, markdown: true))
            .convert(item(range: 7..<10, insert: "a$1"), range: document.range(of: 7..<10))
        #expect(notASnippet.insertTextFormat == nil && notASnippet.textEdit?.newText == "a$1")
    }

    @Test func aSharedRangeIsSentOnceToClientsThatTakeItemDefaults() {
        let document = snapshot(#"<Label te"#, .utf16)
        var other = item(range: 1..<6, insert: "Label")
        other.label = "Label"
        let list = ReactantAnalysis.CompletionCandidates(items: [
            item(range: 7..<9),  // the label is the text: nothing but the label is sent
            item(range: 7..<9, insert: #"text="$1"$0"#, snippet: true),
            other,  // another range keeps its own edit
        ], isIncomplete: false)
        let shared = CompletionItemConversion(
            document: document.positions, client: .init(snippets: true, markdown: true, defaultEditRange: true)).convert(list)
        let range = LSPRange(start: .init(line: 0, character: 7), end: .init(line: 0, character: 9))
        #expect(shared.itemDefaults?.editRange == range)
        #expect(shared.items[0].textEdit == nil && shared.items[0].textEditText == nil)
        #expect(shared.items[1].textEdit == nil && shared.items[1].textEditText == #"text="$1"$0"#)
        #expect(shared.items[1].insertTextFormat == .snippet)
        #expect(shared.items[2].textEdit?.range == LSPRange(start: .init(line: 0, character: 1), end: .init(line: 0, character: 6)))
        #expect(shared.items[2].textEditText == nil)
        // Clients that do not announce `editRange` get every edit in full.
        let full = CompletionItemConversion(document: document.positions, client: .init(snippets: true, markdown: true)).convert(list)
        #expect(full.itemDefaults == nil)
        #expect(full.items.allSatisfy { $0.textEdit != nil && $0.textEditText == nil })
    }

    @Test func documentationWaitsForResolveWhenTheClientAsksForIt() {
        let document = snapshot(#"<Label tex"#, .utf16)
        var bare = item(range: 7..<10)
        bare.label = "plain"
        bare.documentation = nil
        let list = ReactantAnalysis.CompletionCandidates(items: [item(range: 7..<10), bare], isIncomplete: false)
        let deferred = CompletionItemConversion(
            document: document.positions, client: .init(snippets: true, markdown: true, resolvesDocumentation: true), cursor: 10).convert(list)
        #expect(deferred.items[0].documentation == nil)
        #expect(CompletionItemConversion.ResolveData(deferred.items[0].data) == .init(uri: document.uri, offset: 10))
        #expect(deferred.items[1].data == nil)  // nothing to resolve
        let inline = CompletionItemConversion(document: document.positions, client: .init(snippets: true, markdown: true)).convert(list)
        #expect(inline.items[0].documentation?.value == "The `text`." && inline.items[0].data == nil)
        // A client taking `itemDefaults.data` gets the place once, for the whole list.
        let shared = CompletionItemConversion(
            document: document.positions, client: .init(snippets: true, markdown: true, resolvesDocumentation: true, defaultData: true),
            cursor: 10).convert(list)
        #expect(CompletionItemConversion.ResolveData(shared.itemDefaults?.data) == .init(uri: document.uri, offset: 10))
        #expect(shared.items.allSatisfy { $0.data == nil } && shared.items[0].documentation == nil)
    }

    @Test func everyFieldIsCarriedOver() {
        let document = snapshot(#"<Label tex"#, .utf16)
        let converted = CompletionItemConversion(document: document.positions, client: .init(snippets: false, markdown: true))
            .convert(.init(items: [item(kind: .attribute, range: 7..<10)], isIncomplete: true))
        #expect(converted.isIncomplete)
        let only = converted.items.first
        #expect(only?.label == "text" && only?.kind == .property && only?.detail == "String")
        #expect(only?.documentation == MarkupContent(kind: .markdown, value: "The `text`."))
        #expect(only?.sortText == "00007" && only?.filterText == "/text")
        var sameAsLabel = item(range: 7..<10)
        sameAsLabel.filterText = "text"
        #expect(CompletionItemConversion(document: document.positions, client: .init(snippets: false, markdown: true))
            .convert(sameAsLabel, range: document.range(of: 7..<10)).filterText == nil)
        #expect(only?.textEdit?.range == LSPRange(start: .init(line: 0, character: 7), end: .init(line: 0, character: 10)))
        let plainDocs = CompletionItemConversion(document: document.positions, client: .init(snippets: false, markdown: false))
            .convert(item(range: 7..<10), range: document.range(of: 7..<10))
        #expect(plainDocs.documentation == MarkupContent(kind: .plaintext, value: "The text."))
    }

    /// `é` is two UTF-8 bytes and one UTF-16 unit, `𝄞` four bytes and two units.
    @Test(arguments: [(LineTable.Encoding.utf16, 11, 13), (.utf8, 14, 16)])
    func rangesCountInTheSessionsEncoding(encoding: LineTable.Encoding, start: Int, end: Int) {
        let text = "<a>\n<b t=\"é𝄞\" ab"
        let wordStart = text.utf8.count - 2
        let document = snapshot(text, encoding)
        let converted = CompletionItemConversion(document: document.positions, client: .init(snippets: false, markdown: true))
            .convert(.init(items: [item(range: wordStart..<text.utf8.count)], isIncomplete: false))
        #expect(converted.items.first?.textEdit?.range == LSPRange(start: .init(line: 1, character: start), end: .init(line: 1, character: end)))
    }

    @Test func clientCapabilitiesDecideSnippetsAndMarkdown() {
        func support(_ item: ClientCapabilities.TextDocument.Completion.CompletionItem?) -> CompletionClientSupport {
            Session(InitializeRequest(capabilities: ClientCapabilities(textDocument: .init(completion: .init(completionItem: item)))))
                .completionSupport
        }
        #expect(support(nil) == .init(snippets: false, markdown: true))
        #expect(support(.init(snippetSupport: true, documentationFormat: [.plaintext])) == .init(snippets: true, markdown: false))
        #expect(support(.init(snippetSupport: false, documentationFormat: [.markdown, .plaintext])) == .init(snippets: false, markdown: true))
    }

}

/// The feature inside a server: the workspace provider is asked per request.
@Suite(.hangGuard) struct CompletionFeatureServerTests {
    @Test func componentTypesComeFromTheWorkspaceProvider() async throws {
        let feature = CompletionFeature(
            workspace: { CompletionWorkspace(componentTypes: ["CardView", "ProfileView"]) },
            read: { snapshot in
                let tree = XMLSyntaxTree.parse(snapshot.text)
                return (tree, { ReactantDocument(tree: tree, path: snapshot.uri) })
            })
        let server = InProcessServer(configuration: .init(features: [feature]))
        let result = try await server.start()
        #expect(result.capabilities.completionProvider?.triggerCharacters == ["<", " ", "\"", ":", ".", "@", "("])
        let text = #"<Component type="Root"><Component type=""/></Component>"#
        server.client.sendNotification(
            DidOpenTextDocumentNotification(textDocument: .init(uri: "file:///w/a.ui.xml", languageId: "xml", version: 1, text: text)))
        let list = try await server.request(
            LanguageServerProtocol.CompletionRequest(textDocument: .init(uri: "file:///w/a.ui.xml"), position: .init(line: 0, character: 40)))
        #expect(list.items.map(\.label) == ["CardView", "ProfileView"])
        #expect(list.items.allSatisfy { $0.kind == .reference })
        let notOpen = await server.error(
            of: LanguageServerProtocol.CompletionRequest(textDocument: .init(uri: "file:///w/other.ui.xml"), position: .init(line: 0, character: 0)))
        #expect(notOpen?.code == -32602)
        #expect(await server.stop() == 0)
    }
}
