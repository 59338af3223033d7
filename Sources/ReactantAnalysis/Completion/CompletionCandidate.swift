/// What a completion item stands for; the server maps it to the protocol's item kinds.
public enum CompletionItemKind: Hashable, Sendable {
    /// An element name (`Label`, `styles`, `LabelStyle`).
    case element
    /// The end tag of the enclosing element.
    case closingTag
    /// An attribute name (`text`, `layout:below`).
    case attribute
    /// An enumeration or Boolean member as an attribute value.
    case enumMember
    /// A name declared elsewhere: a view's `field` or `layout:id`, a style, a component type.
    case reference
    /// A fixed word of the constraint language (`super`, an anchor, a priority, a condition word).
    case keyword
    /// A relation or condition operator (`:gte`, `==`, `and`).
    case `operator`
    /// A constraint modifier (`offset(…)`).
    case function
}

/// One completion proposal, protocol-free: ranges are UTF-8 offsets into the document.
public struct CompletionCandidate: Hashable, Sendable {
    /// What the list shows, and unique within one result.
    public var label: String
    public var kind: CompletionItemKind
    /// One short line beside the label (a type, a target's element, a priority's number).
    public var detail: String?
    /// Markdown shown when the item is selected.
    public var documentation: String?
    /// The document text the item replaces: exactly the partial word at the cursor (empty when
    /// nothing has been typed yet).
    public var replacementRange: Range<Int>
    /// The text that replaces `replacementRange`.
    public var insertText: String
    /// Whether `insertText` is a snippet with `$1`/`$0` tab stops (only `$` is special in it).
    public var isSnippet: Bool
    /// Orders items as the engine ranks them; clients sort by it instead of the label.
    public var sortText: String
    /// The text the client matches against what was typed, when it differs from the label.
    public var filterText: String?

    public init(
        label: String, kind: CompletionItemKind, detail: String? = nil, documentation: String? = nil,
        replacementRange: Range<Int>, insertText: String? = nil, isSnippet: Bool = false,
        sortText: String = "", filterText: String? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.replacementRange = replacementRange
        self.insertText = insertText ?? label
        self.isSnippet = isSnippet
        self.sortText = sortText
        self.filterText = filterText
    }
}

/// The result of one completion query.
public struct CompletionCandidates: Hashable, Sendable {
    public var items: [CompletionCandidate]
    /// Whether items were left out (the list was longer than the limit): typing more should
    /// ask again rather than filter this list.
    public var isIncomplete: Bool
}
