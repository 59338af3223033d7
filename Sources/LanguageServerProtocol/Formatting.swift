/// The editor's layout preferences sent with a formatting request. Only the two required
/// members are read; the optional ones (`trimTrailingWhitespace`…) and custom properties are
/// ignored when decoding.
public struct LSPFormattingOptions: Codable, Hashable, Sendable {
    public var tabSize: Int
    public var insertSpaces: Bool
    public init(tabSize: Int, insertSpaces: Bool) {
        self.tabSize = tabSize
        self.insertSpaces = insertSpaces
    }
}

public struct DocumentFormattingRequest: RequestType, Hashable {
    public static let method = "textDocument/formatting"
    public typealias Response = [TextEdit]?
    public var textDocument: TextDocumentIdentifier
    public var options: LSPFormattingOptions
    public init(textDocument: TextDocumentIdentifier, options: LSPFormattingOptions) {
        self.textDocument = textDocument
        self.options = options
    }
}

public struct DocumentRangeFormattingRequest: RequestType, Hashable {
    public static let method = "textDocument/rangeFormatting"
    public typealias Response = [TextEdit]?
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var options: LSPFormattingOptions
    public init(textDocument: TextDocumentIdentifier, range: LSPRange, options: LSPFormattingOptions) {
        self.textDocument = textDocument
        self.range = range
        self.options = options
    }
}

public struct DocumentOnTypeFormattingRequest: RequestType, Hashable {
    public static let method = "textDocument/onTypeFormatting"
    public typealias Response = [TextEdit]?
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is after the character was inserted.
    public var position: Position
    /// The character typed.
    public var ch: String
    public var options: LSPFormattingOptions
    public init(textDocument: TextDocumentIdentifier, position: Position, ch: String, options: LSPFormattingOptions) {
        self.textDocument = textDocument
        self.position = position
        self.ch = ch
        self.options = options
    }
}

public struct DocumentOnTypeFormattingOptions: Codable, Hashable, Sendable {
    public var firstTriggerCharacter: String
    public var moreTriggerCharacter: [String]?
    public init(firstTriggerCharacter: String, moreTriggerCharacter: [String]? = nil) {
        self.firstTriggerCharacter = firstTriggerCharacter
        self.moreTriggerCharacter = moreTriggerCharacter
    }
}
