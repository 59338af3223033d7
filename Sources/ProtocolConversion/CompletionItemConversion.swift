import Support
import XMLSyntax
import LanguageServerProtocol
import ReactantAnalysis

/// What the client said it can show in a completion item.
package struct CompletionClientSupport: Hashable, Sendable {
    /// Whether `insertTextFormat` 2 (tab stops) is understood.
    package var snippets: Bool
    /// Whether documentation may be markdown; plain text otherwise.
    package var markdown: Bool
    /// Whether the list may name one edit range for all its items (`itemDefaults.editRange`).
    package var defaultEditRange: Bool = false
    /// Whether the client asks `completionItem/resolve` for documentation: then the list
    /// leaves it out, and each item carries where it was proposed instead.
    package var resolvesDocumentation: Bool = false
    /// Whether the list may carry one `data` for all its items (`itemDefaults.data`).
    package var defaultData: Bool = false

    package init(
        snippets: Bool, markdown: Bool, defaultEditRange: Bool = false, resolvesDocumentation: Bool = false,
        defaultData: Bool = false
    ) {
        self.snippets = snippets
        self.markdown = markdown
        self.defaultEditRange = defaultEditRange
        self.resolvesDocumentation = resolvesDocumentation
        self.defaultData = defaultData
    }
}

/// Turns the engine's protocol-free items into LSP items for one document: UTF-8 ranges
/// become positions in the session's encoding, snippets become plain text for clients that
/// cannot expand them. Fields equal to their protocol default are left out (plain-text
/// format, a filter text equal to the label): encoding the list is most of a request's time.
package struct CompletionItemConversion {
    let document: DocumentPositions
    let client: CompletionClientSupport
    /// The UTF-8 offset completion was asked at, which a resolvable item carries (`ResolveData`).
    var cursor: Int = 0

    package init(document: DocumentPositions, client: CompletionClientSupport, cursor: Int = 0) {
        self.document = document
        self.client = client
        self.cursor = cursor
    }

    package func convert(_ list: CompletionCandidates) -> LanguageServerProtocol.CompletionList {
        // Most items of one list replace the same word: convert each range once, and, where the
        // client allows, send it once for the whole list.
        var ranges: [Range<Int>: LSPRange] = [:]
        let shared = client.defaultEditRange ? Self.mostCommonRange(in: list.items) : nil
        let items = list.items.map { item in
            let range: LSPRange
            if let known = ranges[item.replacementRange] {
                range = known
            } else {
                range = document.range(of: item.replacementRange)
                ranges[item.replacementRange] = range
            }
            return convert(item, range: range, rangeIsDefault: item.replacementRange == shared, dataIsDefault: sharesData)
        }
        var defaults = shared.map { CompletionItemDefaults(editRange: ranges[$0] ?? document.range(of: $0)) }
        if sharesData, list.items.contains(where: { $0.documentation != nil }) {
            defaults = CompletionItemDefaults(editRange: defaults?.editRange, data: resolveData.json)
        }
        return .init(isIncomplete: list.isIncomplete, itemDefaults: defaults, items: items)
    }

    /// Where every item of the list was proposed, for `completionItem/resolve`.
    private var resolveData: ResolveData { ResolveData(uri: document.uri, offset: cursor) }

    /// Whether the resolve data travels once for the list rather than with each item.
    private var sharesData: Bool { client.resolvesDocumentation && client.defaultData }

    /// - Parameter rangeIsDefault: the list's `itemDefaults.editRange` is this item's range, so
    ///   the item carries only its text (`textEditText`, left out when it is the label).
    /// - Parameter dataIsDefault: the list carries the resolve data (`itemDefaults.data`).
    package func convert(
        _ item: CompletionCandidate, range: LSPRange, rangeIsDefault: Bool = false, dataIsDefault: Bool = false
    ) -> LanguageServerProtocol.CompletionItem {
        let asSnippet = item.isSnippet && client.snippets
        let newText = item.isSnippet && !asSnippet ? SnippetText.plain(item.insertText) : item.insertText
        let deferred = client.resolvesDocumentation && item.documentation != nil
        return .init(
            label: item.label, kind: Self.kind(of: item.kind), detail: item.detail,
            documentation: deferred ? nil : documentation(item.documentation),
            sortText: item.sortText, filterText: item.filterText == item.label ? nil : item.filterText,
            insertTextFormat: asSnippet ? .snippet : nil,
            textEdit: rangeIsDefault ? nil : TextEdit(range: range, newText: newText),
            data: deferred && !dataIsDefault ? resolveData.json : JSONValue?.none,
            textEditText: rangeIsDefault && newText != item.label ? newText : nil)
    }

    package func documentation(_ text: String?) -> MarkupContent? {
        text.map { client.markdown ? MarkupContent(kind: .markdown, value: $0) : MarkupContent(kind: .plaintext, value: PlainTextFromMarkdown.plain($0)) }
    }

    /// Where a resolvable item was proposed: `completionItem/resolve` completes again there
    /// and takes the documentation of the item with the same label.
    package struct ResolveData: Equatable {
        package var uri: DocumentURI
        package var offset: Int

        package var json: JSONValue { .object(["uri": .string(uri), "offset": .int(offset)]) }

        package init(uri: DocumentURI, offset: Int) {
            self.uri = uri
            self.offset = offset
        }

        package init?(_ json: JSONValue?) {
            guard case .object(let members)? = json, case .string(let uri)? = members["uri"],
                  case .int(let offset)? = members["offset"] else { return nil }
            self.init(uri: uri, offset: offset)
        }
    }

    /// The replacement range most items share (the earliest among equals), if any item exists.
    package static func mostCommonRange(in items: [CompletionCandidate]) -> Range<Int>? {
        var counts: [Range<Int>: Int] = [:]
        var best: (range: Range<Int>, count: Int)?
        for item in items {
            let count = counts[item.replacementRange, default: 0] + 1
            counts[item.replacementRange] = count
            if count > best?.count ?? 0 { best = (item.replacementRange, count) }
        }
        return best?.range
    }

    /// The protocol's kind for each kind of proposal, chosen for the icon editors show.
    package static func kind(of kind: ReactantAnalysis.CompletionItemKind) -> LanguageServerProtocol.CompletionItemKind {
        switch kind {
        case .element: .class
        case .closingTag: .struct
        case .attribute: .property
        case .enumMember: .enumMember
        case .reference: .reference
        case .keyword: .keyword
        case .operator: .operator
        case .function: .function
        }
    }
}

/// Snippet syntax, as far as completion items use it.
package enum SnippetText {
    /// The text a snippet inserts with its tab stops removed (`$1`, `${2}`) and placeholders
    /// (`${1:text}`) replaced by their text; `\$`, `\}` and `\\` stand for themselves.
    package static func plain(_ snippet: String) -> String {
        var result = ""
        var scalars = snippet.unicodeScalars[...]
        var placeholderDepth = 0
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                if let next = scalars.first, next == "$" || next == "}" || next == "\\" {
                    result.unicodeScalars.append(scalars.removeFirst())
                } else {
                    result.unicodeScalars.append(scalar)
                }
            case "$":
                if let next = scalars.first, isDigit(next) {
                    while let digit = scalars.first, isDigit(digit) { scalars.removeFirst() }
                } else if scalars.first == "{" {
                    scalars.removeFirst()
                    while let digit = scalars.first, isDigit(digit) { scalars.removeFirst() }
                    if scalars.first == ":" {
                        scalars.removeFirst()
                        placeholderDepth += 1
                    } else if scalars.first == "}" {
                        scalars.removeFirst()
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            case "}" where placeholderDepth > 0:
                placeholderDepth -= 1
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
