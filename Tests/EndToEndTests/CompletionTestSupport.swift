import Foundation
import LanguageServerProtocol

/// A document with a cursor `|` and, optionally, `⟦`…`⟧` around the text a completion should
/// replace; the markers are removed. Offsets are UTF-8, converted to positions here on their
/// own, so the tests do not trust the server's line table to check the server.
struct MarkedDocument {
    let text: String
    let cursor: Int
    let expected: Range<Int>?

    init(_ marked: String) {
        var bytes: [UInt8] = []
        var cursor: Int?
        var lower: Int?
        var upper: Int?
        for character in marked {
            switch character {
            case "|": cursor = bytes.count
            case "⟦": lower = bytes.count
            case "⟧": upper = bytes.count
            default: bytes.append(contentsOf: String(character).utf8)
            }
        }
        precondition(cursor != nil, "a marked document needs a cursor")
        text = String(decoding: bytes, as: UTF8.self)
        self.cursor = cursor!
        expected = lower.flatMap { lower in upper.map { lower..<$0 } }
    }

    /// The position of a UTF-8 offset, lines split at LF, characters counted in `encoding`.
    func position(of offset: Int, in encoding: PositionEncodingKind) -> Position {
        let before = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let last = lines.last.map(String.init) ?? ""
        return Position(line: lines.count - 1, character: encoding == .utf8 ? last.utf8.count : last.utf16.count)
    }

    func range(of offsets: Range<Int>, in encoding: PositionEncodingKind) -> LSPRange {
        LSPRange(start: position(of: offsets.lowerBound, in: encoding), end: position(of: offsets.upperBound, in: encoding))
    }

    /// The expected replaced range, or the empty range at the cursor when none is marked.
    func expectedRange(in encoding: PositionEncodingKind) -> LSPRange {
        range(of: expected ?? cursor..<cursor, in: encoding)
    }
}

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

    /// Opens the marked document and asks for completion at its cursor.
    func complete(
        _ document: MarkedDocument, encoding: PositionEncodingKind = .utf16, uri: DocumentURI = "file:///project/View.ui.xml"
    ) async throws -> CompletionList {
        try open(document.text, uri: uri)
        return try await complete(at: document.position(of: document.cursor, in: encoding), uri: uri)
    }

    func complete(at position: Position, uri: DocumentURI = "file:///project/View.ui.xml") async throws -> CompletionList {
        try await request(CompletionRequest(textDocument: .init(uri: uri), position: position))
    }
}

extension CompletionList {
    var labels: [String] { items.map(\.label) }
    func item(_ label: String) -> CompletionItem? { items.first { $0.label == label } }
}
