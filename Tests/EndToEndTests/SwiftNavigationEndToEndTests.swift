import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

/// Completion, definition, references, rename and hover of fields bound to Swift properties,
/// over stdio, on a scanned workspace folder.
@Suite(.hangGuard) struct SwiftNavigationEndToEndTests {
    static let screen = MarkedText("""
        <Component type="GreeterView">
            <Label field="⟦head‸line⟧"/>
            <Label field="" layout:below="⟦headline⟧"/>
        </Component>
        """)

    static let greeter = MarkedText("""
        final class GreeterView: ViewBase<Void, Void> {
            let ⟦headline⟧ = UILabel()
            let subtitle = UILabel()
            let go = UIButton()

            func update() { ⟦headline⟧.text = "😀 Hi"; self.⟦headline⟧.isHidden = false }
        }
        """)

    static let controller = MarkedText("""
        final class GreeterController: ControllerBase<Void, GreeterView> {
            func show() { rootView.⟦headline⟧.text = "Hello" }
        }
        """)

    /// A scanned folder with the screen open; `encodings` as the client offers them.
    static func start(encodings: [PositionEncodingKind] = []) async throws -> (ScratchWorkspace, ServerProcess, DocumentURI) {
        let folder = try ScratchWorkspace(files: [
            "GreeterView.ui.xml": screen.text, "GreeterView.swift": greeter.text, "GreeterController.swift": controller.text,
        ])
        let server = try await ServerProcess.onWorkspace(folder, encodings: encodings)
        try await server.scanFinished()
        let uri = folder.uri("GreeterView.ui.xml")
        try server.openDocument(uri, screen.text)
        _ = try await server.diagnostics(uri, version: 1)
        return (folder, server, uri)
    }

    @Test func definitionGoesToTheSwiftPropertyInTheSessionsEncoding() async throws {
        for encoding in [PositionEncodingKind.utf16, .utf8] {
            let (folder, server, uri) = try await Self.start(encodings: encoding == .utf8 ? [.utf8] : [])
            let locations = try await server.request(DefinitionRequest(
                textDocument: .init(uri: uri), position: Self.screen.cursorPosition(in: encoding)))
            #expect(locations == [Location(uri: folder.uri("GreeterView.swift"), range: Self.greeter.lspRanges(in: encoding)[0])])
            #expect(try await server.shutDownAndExit() == 0)
        }
    }

    @Test func referencesIncludeTheSwiftDeclarationAndUses() async throws {
        let (folder, server, uri) = try await Self.start(encodings: [.utf8])
        let locations = try #require(try await server.request(ReferencesRequest(
            textDocument: .init(uri: uri), position: Self.screen.cursorPosition(in: .utf8), context: .init(includeDeclaration: true))))
        let expected = Self.screen.lspRanges(in: .utf8).map { Location(uri: uri, range: $0) }
            + Self.controller.lspRanges(in: .utf8).map { Location(uri: folder.uri("GreeterController.swift"), range: $0) }
            + Self.greeter.lspRanges(in: .utf8).map { Location(uri: folder.uri("GreeterView.swift"), range: $0) }
        #expect(locations == expected)
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Asked in the Swift file, references are the `field` values that bind the property
    /// (Swift's own uses are left to Swift's language server); the open .ui.xml's latest text.
    @Test func referencesInTheSwiftFileAreTheFieldsThatBindTheProperty() async throws {
        let (folder, server, uri) = try await Self.start()
        let greeterURI = folder.uri("GreeterView.swift")
        let swift = MarkedText("""
            final class GreeterView: ViewBase<Void, Void> {
                let head‸line = UILabel()
                let subtitle = UILabel()
            }
            """)
        try server.notify(DidOpenTextDocumentNotification(textDocument: .init(uri: greeterURI, languageId: "swift", version: 1, text: swift.text)))
        // The open screen gains a line before the field: its ranges must follow the open text.
        let edited = MarkedText("""
            <!-- 👋 moved -->
            <Component type="GreeterView">
                <Label field="⟦headline⟧"/>
                <Label field="subtitle"/>
            </Component>
            """)
        try server.notify(DidChangeTextDocumentNotification(
            textDocument: .init(uri: uri, version: 2), contentChanges: [.init(range: nil, text: edited.text)]))
        _ = try await server.diagnostics(uri, version: 2)
        let locations = try await server.request(ReferencesRequest(
            textDocument: .init(uri: greeterURI), position: swift.cursorPosition(), context: .init(includeDeclaration: true)))
        #expect(locations == edited.lspRanges().map { Location(uri: uri, range: $0) })
        // On a method name there is nothing of ours to find.
        let none = try await server.request(ReferencesRequest(
            textDocument: .init(uri: greeterURI), position: Position(line: 0, character: 2), context: .init(includeDeclaration: true)))
        #expect(none == [])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// The open Swift document is edited at its version, the other file as on disk.
    @Test func renameRenamesTheSwiftPropertyAndItsUses() async throws {
        let (folder, server, uri) = try await Self.start()
        let greeterURI = folder.uri("GreeterView.swift")
        try server.notify(DidOpenTextDocumentNotification(textDocument: .init(uri: greeterURI, languageId: "swift", version: 3, text: Self.greeter.text)))
        let edit = try #require(try await server.request(RenameRequest(
            textDocument: .init(uri: uri), position: Self.screen.cursorPosition(), newName: "title")))
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: uri, version: 1), edits: Self.screen.lspRanges().map { TextEdit(range: $0, newText: "title") }),
            TextDocumentEdit(
                textDocument: .init(uri: folder.uri("GreeterController.swift"), version: nil),
                edits: Self.controller.lspRanges().map { TextEdit(range: $0, newText: "title") }),
            TextDocumentEdit(
                textDocument: .init(uri: greeterURI, version: 3), edits: Self.greeter.lspRanges().map { TextEdit(range: $0, newText: "title") }),
        ])

        // Another type with a `headline` makes `rootView.headline` doubtful: no rename.
        try folder.write("Article.swift", "final class Article { let headline = \"\" }")
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("Article.swift"), type: .created)]))
        try await Self.waitUntilIndexed(server, uri: uri, folder: folder)
        do {
            _ = try await server.request(RenameRequest(textDocument: .init(uri: uri), position: Self.screen.cursorPosition(), newName: "title"))
            Issue.record("an ambiguous rename was not refused")
        } catch let error as ResponseError {
            #expect(error.message == "'headline' is not renamed: rootView.headline at GreeterController.swift:2 may be another type's property ('Article' declares 'headline' too)")
        }
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func hoverShowsTheSwiftDeclarationAndCompletionOffersUnboundProperties() async throws {
        let (_, server, uri) = try await Self.start()
        let hover = try #require(try await server.request(HoverRequest(textDocument: .init(uri: uri), position: Self.screen.cursorPosition())))
        #expect(hover.contents.value.hasSuffix("```swift\nlet headline = UILabel()\n```\nDeclared in `GreeterView` (`GreeterView.swift`, line 2)."))

        let empty = TextPositions(Self.screen.text).range(of: "\"\"").end
        let fields = try await server.request(CompletionRequest(
            textDocument: .init(uri: uri), position: Position(line: empty.line, character: empty.character - 1)))
        #expect(fields.items.map(\.label) == ["subtitle", "go"])
        #expect(fields.items.map(\.detail) == ["UILabel", "UIButton"])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Waits until the index has the file just created: its new class is then a component type
    /// that no longer draws a warning.
    static func waitUntilIndexed(_ server: ServerProcess, uri: DocumentURI, folder: ScratchWorkspace) async throws {
        let probe = "<Component type=\"GreeterView\">\n    <Component type=\"Article\"/>\n</Component>"
        try server.changeDocument(uri, version: 2, [.init(range: nil, text: probe)])
        _ = try await server.diagnostics(uri, version: 2) { $0.diagnostics.isEmpty }
        try server.changeDocument(uri, version: 3, [.init(range: nil, text: screen.text)])
        _ = try await server.diagnostics(uri, version: 3)
    }
}
