public struct CompletionItemKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = CompletionItemKind(rawValue: 1)
    public static let method = CompletionItemKind(rawValue: 2)
    public static let function = CompletionItemKind(rawValue: 3)
    public static let field = CompletionItemKind(rawValue: 5)
    public static let variable = CompletionItemKind(rawValue: 6)
    public static let `class` = CompletionItemKind(rawValue: 7)
    public static let module = CompletionItemKind(rawValue: 9)
    public static let property = CompletionItemKind(rawValue: 10)
    public static let unit = CompletionItemKind(rawValue: 11)
    public static let value = CompletionItemKind(rawValue: 12)
    public static let `enum` = CompletionItemKind(rawValue: 13)
    public static let keyword = CompletionItemKind(rawValue: 14)
    public static let snippet = CompletionItemKind(rawValue: 15)
    public static let color = CompletionItemKind(rawValue: 16)
    public static let file = CompletionItemKind(rawValue: 17)
    public static let reference = CompletionItemKind(rawValue: 18)
    public static let enumMember = CompletionItemKind(rawValue: 20)
    public static let constant = CompletionItemKind(rawValue: 21)
    public static let `struct` = CompletionItemKind(rawValue: 22)
    public static let event = CompletionItemKind(rawValue: 23)
    public static let `operator` = CompletionItemKind(rawValue: 24)
    public static let typeParameter = CompletionItemKind(rawValue: 25)
}

public struct InsertTextFormat: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let plainText = InsertTextFormat(rawValue: 1)
    public static let snippet = InsertTextFormat(rawValue: 2)
}

public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    public var kind: CompletionItemKind?
    public var detail: String?
    public var documentation: MarkupContent?
    public var deprecated: Bool?
    public var preselect: Bool?
    public var sortText: String?
    public var filterText: String?
    public var insertText: String?
    public var insertTextFormat: InsertTextFormat?
    /// Replaces exactly the range it names (the partial word at the cursor) with `newText`.
    public var textEdit: TextEdit?
    /// With the list's `itemDefaults.editRange` and no `textEdit`: the text that replaces the
    /// default range (the label when absent). LSP 3.17.
    public var textEditText: String?
    public var additionalTextEdits: [TextEdit]?
    public var commitCharacters: [String]?
    public var data: JSONValue?

    public init(
        label: String, kind: CompletionItemKind? = nil, detail: String? = nil, documentation: MarkupContent? = nil,
        deprecated: Bool? = nil, preselect: Bool? = nil, sortText: String? = nil, filterText: String? = nil,
        insertText: String? = nil, insertTextFormat: InsertTextFormat? = nil, textEdit: TextEdit? = nil,
        additionalTextEdits: [TextEdit]? = nil, commitCharacters: [String]? = nil, data: JSONValue? = nil,
        textEditText: String? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.deprecated = deprecated
        self.preselect = preselect
        self.sortText = sortText
        self.filterText = filterText
        self.insertText = insertText
        self.insertTextFormat = insertTextFormat
        self.textEdit = textEdit
        self.textEditText = textEditText
        self.additionalTextEdits = additionalTextEdits
        self.commitCharacters = commitCharacters
        self.data = data
    }
}

/// Values items of a list share unless they say otherwise (LSP 3.17): sent once instead of
/// with each item, to clients that announce them in `completionList.itemDefaults`.
public struct CompletionItemDefaults: Codable, Hashable, Sendable {
    /// The range an item without `textEdit` replaces, with its `textEditText` or label.
    public var editRange: LSPRange?
    /// The `data` of an item that has none (what `completionItem/resolve` receives).
    public var data: JSONValue?
    public init(editRange: LSPRange? = nil, data: JSONValue? = nil) {
        self.editRange = editRange
        self.data = data
    }
}

public struct CompletionList: Codable, Hashable, Sendable {
    public var isIncomplete: Bool
    public var itemDefaults: CompletionItemDefaults?
    public var items: [CompletionItem]
    public init(isIncomplete: Bool = false, itemDefaults: CompletionItemDefaults? = nil, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.itemDefaults = itemDefaults
        self.items = items
    }
}

public struct CompletionTriggerKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invoked = CompletionTriggerKind(rawValue: 1)
    public static let triggerCharacter = CompletionTriggerKind(rawValue: 2)
    public static let triggerForIncompleteCompletions = CompletionTriggerKind(rawValue: 3)
}

public struct CompletionContext: Codable, Hashable, Sendable {
    public var triggerKind: CompletionTriggerKind
    public var triggerCharacter: String?
    public init(triggerKind: CompletionTriggerKind, triggerCharacter: String? = nil) {
        self.triggerKind = triggerKind
        self.triggerCharacter = triggerCharacter
    }
}

public struct CompletionRequest: RequestType, Hashable {
    public static let method = "textDocument/completion"
    public typealias Response = CompletionList
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: CompletionContext?
    public init(textDocument: TextDocumentIdentifier, position: Position, context: CompletionContext? = nil) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

/// `completionItem/resolve`: an item the client is about to show in full, to be completed with
/// what the list left out (its documentation). The params are the item itself.
public struct CompletionItemResolveRequest: RequestType, Hashable {
    public static let method = "completionItem/resolve"
    public typealias Response = CompletionItem
    public var item: CompletionItem

    public init(item: CompletionItem) { self.item = item }
    public init(from decoder: any Decoder) throws { item = try CompletionItem(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try item.encode(to: encoder) }
}
