public struct DidOpenTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didOpen"
    public var textDocument: TextDocumentItem
    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}

/// One edit of a `didChange`: a ranged replacement, or the whole text when `range` is absent.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    public var range: LSPRange?
    /// Deprecated by the specification; read for nothing, kept so it round-trips.
    public var rangeLength: Int?
    public var text: String
    public init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}

/// Edits to apply in order, each against the text the previous one produced.
public struct DidChangeTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didChange"
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

public struct DidCloseTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didClose"
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

public struct DidSaveTextDocumentNotification: NotificationType, Hashable {
    public static let method = "textDocument/didSave"
    public var textDocument: TextDocumentIdentifier
    public var text: String?
    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
