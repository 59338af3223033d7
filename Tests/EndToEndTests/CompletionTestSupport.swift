import Foundation
import LanguageServerProtocol
import TestSupport

extension ServerProcess {
    /// A server initialized like an editor that offers `encodings` and expands snippets or not.
    static func completing(
        encodings: [PositionEncodingKind] = [], snippets: Bool = true, itemDefaults: [String]? = nil,
        resolves: [String]? = nil
    ) async throws -> (ServerProcess, InitializeResult) {
        let server = try ServerProcess()
        let capabilities = ClientCapabilities(
            general: .init(positionEncodings: encodings),
            textDocument: .init(completion: .init(
                completionItem: .init(
                    snippetSupport: snippets, documentationFormat: [.markdown],
                    resolveSupport: resolves.map { .init(properties: $0) }),
                completionList: itemDefaults.map { .init(itemDefaults: $0) })))
        let result = try await server.initialize(InitializeRequest(processId: nil, capabilities: capabilities))
        return (server, result)
    }

    func open(_ text: String, uri: DocumentURI = "file:///project/View.ui.xml", version: Int = 1) throws {
        try notify(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: version, text: text)))
    }

    /// Opens the marked document and asks for completion at its cursor `‸`.
    func complete(
        _ document: MarkedText, encoding: PositionEncodingKind = .utf16, uri: DocumentURI = "file:///project/View.ui.xml"
    ) async throws -> CompletionList {
        try open(document.text, uri: uri)
        return try await complete(at: document.cursorPosition(in: encoding), uri: uri)
    }

    func complete(at position: Position, uri: DocumentURI = "file:///project/View.ui.xml") async throws -> CompletionList {
        try await request(CompletionRequest(textDocument: .init(uri: uri), position: position))
    }
}

extension CompletionList {
    var labels: [String] { items.map(\.label) }
    func item(_ label: String) -> CompletionItem? { items.first { $0.label == label } }
}

extension MarkedText {
    /// The range a completion replaces: the marked `⟦…⟧`, else the empty range at the cursor.
    func replacedRange(in encoding: PositionEncodingKind = .utf16) -> LSPRange {
        lspRange(ranges.first ?? cursor..<cursor, in: encoding)
    }
}
