public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
    public init(contents: MarkupContent, range: LSPRange? = nil) {
        self.contents = contents
        self.range = range
    }
}

public struct HoverRequest: RequestType, Hashable {
    public static let method = "textDocument/hover"
    public typealias Response = Hover?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

public struct DefinitionRequest: RequestType, Hashable {
    public static let method = "textDocument/definition"
    public typealias Response = [Location]?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

public struct ReferencesRequest: RequestType, Hashable {
    public static let method = "textDocument/references"
    public typealias Response = [Location]?
    public struct Context: Codable, Hashable, Sendable {
        public var includeDeclaration: Bool
        public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context
    public init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

public struct DocumentHighlightKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = DocumentHighlightKind(rawValue: 1)
    public static let read = DocumentHighlightKind(rawValue: 2)
    public static let write = DocumentHighlightKind(rawValue: 3)
}

public struct DocumentHighlight: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var kind: DocumentHighlightKind?
    public init(range: LSPRange, kind: DocumentHighlightKind? = nil) {
        self.range = range
        self.kind = kind
    }
}

public struct DocumentHighlightRequest: RequestType, Hashable {
    public static let method = "textDocument/documentHighlight"
    public typealias Response = [DocumentHighlight]?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

public struct SymbolKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let file = SymbolKind(rawValue: 1)
    public static let module = SymbolKind(rawValue: 2)
    public static let namespace = SymbolKind(rawValue: 3)
    public static let `class` = SymbolKind(rawValue: 5)
    public static let property = SymbolKind(rawValue: 7)
    public static let field = SymbolKind(rawValue: 8)
    public static let variable = SymbolKind(rawValue: 13)
    public static let constant = SymbolKind(rawValue: 14)
    public static let string = SymbolKind(rawValue: 15)
    public static let object = SymbolKind(rawValue: 19)
    public static let key = SymbolKind(rawValue: 20)
    public static let `struct` = SymbolKind(rawValue: 23)
}

/// A symbol with its children (the hierarchical form of `documentSymbol`).
public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    /// The whole extent of the symbol, e.g. an element from `<` to its end tag.
    public var range: LSPRange
    /// The part to reveal, e.g. the element's name; contained in `range`.
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?
    public init(
        name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
        children: [DocumentSymbol]? = nil
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

public struct DocumentSymbolRequest: RequestType, Hashable {
    public static let method = "textDocument/documentSymbol"
    public typealias Response = [DocumentSymbol]?
    public var textDocument: TextDocumentIdentifier
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
