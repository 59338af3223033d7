import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// The Swift side of the live workspace over stdio: the scan indexes every `.swift` file, the
/// fields of open `.ui.xml` documents are checked against it exactly as `--check` checks them,
/// and watched-file events and open Swift documents keep it current.
@Suite(.hangGuard) struct SwiftWorkspaceTests {
    static let greeterXML = """
        <Component>
            <Label field="title" text="Hello" layout:edges="super"/>
            <Label field="footr" text="Bye" layout:edges="super"/>
            <Label field="secret" layout:edges="super"/>
            <Label field="button" text="Go" layout:edges="super"/>
            <Component type="Card" field="card" layout:edges="super"/>
        </Component>
        """

    static let greeterSwift = """
        final class GreeterView: ViewBase<Void, Void> {
            let title = UILabel()
            let footer = UILabel()
            private let secret = UILabel()
            let button = UIButton()
            let card = Card()

            func update() {
                title.text = "Hi"
            }
        }
        """

    static let files = [
        "Views/GreeterView.ui.xml": greeterXML,
        "Views/GreeterView.swift": greeterSwift,
        "Kit/Card.swift": "final class Card: ViewBase<Void, Void> {}",
    ]

    static let expected = ["swift.unknown-field", "swift.inaccessible-field", "swift.field-type-mismatch"]

    /// The server's diagnostics of a scanned workspace are `--check`'s of the same folder.
    @Test func scannedSwiftFilesCheckFieldsAsCheckDoes() async throws {
        let folder = try ScratchWorkspace(files: Self.files)
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Views/GreeterView.ui.xml")
        try server.openDocument(uri, Self.greeterXML)
        let published = try await server.diagnostics(uri, version: 1)
        #expect(published.codes == Self.expected)
        let at = TextPositions(Self.greeterXML)
        #expect(published.codesAndRanges.map(\.range) == [at.range(of: "footr"), at.range(of: "secret"), at.range(of: "button")])

        let fixture = try CheckFixture(Self.files)
        let run = try fixture.check("--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let checked = try entries.map { entry in
            let range = try JSONSerialization.data(withJSONObject: try #require(entry["range"]))
            return CodeAndRange(code: try #require(entry["code"] as? String), range: try JSONDecoder().decode(LSPRange.self, from: range))
        }
        #expect(checked == published.codesAndRanges)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func watchedSwiftFilesKeepTheIndexCurrent() async throws {
        let folder = try ScratchWorkspace(files: Self.files)
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Views/GreeterView.ui.xml")
        try server.openDocument(uri, Self.greeterXML)
        _ = try await server.diagnostics(uri, version: 1) { $0.diagnostics.count == 3 }

        // An extension in a new file declares the misspelt name.
        try folder.write("Views/GreeterView+Footer.swift", "extension GreeterView { var footr: UILabel { footer } }")
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("Views/GreeterView+Footer.swift"), type: .created)]))
        let declared = try await server.diagnostics(uri) { $0.diagnostics.count == 2 }
        #expect(declared.codes == ["swift.inaccessible-field", "swift.field-type-mismatch"])

        // The class's file is deleted: the class is gone, one information says so.
        try folder.remove("Views/GreeterView.swift")
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("Views/GreeterView.swift"), type: .deleted)]))
        let gone = try await server.diagnostics(uri) { $0.codes == ["swift.class-not-found"] }
        #expect(gone.diagnostics.first?.severity == .information)
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// An open Swift document's text wins over its file, is never analyzed as XML, and
    /// closing it falls back to the file.
    @Test func openSwiftDocumentsWinAndAreNotAnalyzedAsXML() async throws {
        let folder = try ScratchWorkspace(files: Self.files)
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Views/GreeterView.ui.xml"), swiftURI = folder.uri("Views/GreeterView.swift")
        try server.openDocument(uri, Self.greeterXML)
        _ = try await server.diagnostics(uri, version: 1) { $0.diagnostics.count == 3 }

        try server.notify(DidOpenTextDocumentNotification(textDocument: .init(uri: swiftURI, languageId: "swift", version: 1, text: Self.greeterSwift)))
        let swift = TextPositions(Self.greeterSwift)
        // `footer` renamed `footr`: the field resolves, and `secret` made internal.
        try server.changeDocument(swiftURI, version: 2, [
            .init(range: swift.range(of: "footer"), text: "footr"),
            .init(range: swift.range(of: "private "), text: ""),
        ])
        let edited = try await server.diagnostics(uri) { $0.codes == ["swift.field-type-mismatch"] }
        #expect(edited.version == 1)
        let published = await server.inbox.pending.filter { $0["method"] == .string(PublishDiagnosticsNotification.method) }
        #expect(!published.contains { $0["params"]?["uri"] == .string(swiftURI) }, "a Swift document is not analyzed")
        let hover = try await server.request(HoverRequest(textDocument: .init(uri: swiftURI), position: swift.range(of: "title").start))
        #expect(hover == nil)

        try server.notify(DidCloseTextDocumentNotification(textDocument: .init(uri: swiftURI)))
        _ = try await server.diagnostics(uri) { $0.diagnostics.count == 3 }
        #expect(try await server.shutDownAndExit() == 0)
    }
    /// `swift.unknown-field` offers to declare the property in the class's Swift file, after
    /// its last view property (`card`); when the file changes so that only the declarations
    /// move (no re-analysis), the edit still lands where the file has that line now.
    @Test func theUnknownFieldsFixDeclaresThePropertyInTheSwiftFile() async throws {
        let folder = try ScratchWorkspace(files: Self.files)
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Views/GreeterView.ui.xml")
        try server.openDocument(uri, Self.greeterXML)
        _ = try await server.diagnostics(uri, version: 1) { $0.diagnostics.count == 3 }
        let footr = TextPositions(Self.greeterXML).range(of: "footr")
        let swiftURI = folder.uri("Views/GreeterView.swift")
        func declaringEdit() async throws -> TextDocumentEdit? {
            let actions = try await server.request(CodeActionRequest(
                textDocument: .init(uri: uri), range: footr, context: .init(diagnostics: [])))
            #expect(actions?.map(\.title) == ["Change to 'footer'", "Add 'let footr = UILabel()' to GreeterView"])
            #expect(actions?.map(\.isPreferred) == [nil, nil])
            return actions?.last?.edit?.documentChanges?.first
        }
        func insertion(line: Int) -> TextDocumentEdit {
            let end = Position(line: line, character: "    let card = Card()".utf16.count)
            return TextDocumentEdit(textDocument: .init(uri: swiftURI, version: nil),
                                    edits: [TextEdit(range: LSPRange(start: end, end: end), newText: "\n    let footr = UILabel()")])
        }
        #expect(try await declaringEdit() == insertion(line: 5))

        try folder.write("Views/GreeterView.swift", "import UIKit\n\n" + Self.greeterSwift)
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: swiftURI, type: .changed)]))
        // No diagnostics change to wait for: ask until the server has read the file again.
        var moved = try await declaringEdit()
        while moved == insertion(line: 5) { moved = try await declaringEdit() }
        #expect(moved == insertion(line: 7))
        #expect(try await server.shutDownAndExit() == 0)
    }
}
