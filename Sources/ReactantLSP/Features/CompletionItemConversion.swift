import LanguageServerProtocol

/// What the client said it can show in a completion item.
struct CompletionClientSupport: Hashable, Sendable {
    /// Whether `insertTextFormat` 2 (tab stops) is understood.
    var snippets: Bool
    /// Whether documentation may be markdown; plain text otherwise.
    var markdown: Bool
    /// Whether the list may name one edit range for all its items (`itemDefaults.editRange`).
    var defaultEditRange: Bool = false
}

extension Session {
    var completionSupport: CompletionClientSupport {
        let item = clientCapabilities.textDocument?.completion?.completionItem
        let formats = item?.documentationFormat
        return CompletionClientSupport(
            snippets: item?.snippetSupport == true,
            markdown: formats.map { $0.contains(.markdown) } ?? true,
            defaultEditRange: clientCapabilities.textDocument?.completion?.completionList?.itemDefaults?.contains("editRange") == true)
    }
}

/// Turns the engine's protocol-free items into LSP items for one document: UTF-8 ranges
/// become positions in the session's encoding, snippets become plain text for clients that
/// cannot expand them. Fields equal to their protocol default are left out (plain-text
/// format, a filter text equal to the label): encoding the list is most of a request's time.
struct CompletionItemConversion {
    let document: DocumentSnapshot
    let client: CompletionClientSupport

    func convert(_ list: CompletionList) -> LanguageServerProtocol.CompletionList {
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
            return convert(item, range: range, rangeIsDefault: item.replacementRange == shared)
        }
        let defaults = shared.map { CompletionItemDefaults(editRange: ranges[$0] ?? document.range(of: $0)) }
        return .init(isIncomplete: list.isIncomplete, itemDefaults: defaults, items: items)
    }

    /// - Parameter rangeIsDefault: the list's `itemDefaults.editRange` is this item's range, so
    ///   the item carries only its text (`textEditText`, left out when it is the label).
    func convert(_ item: CompletionItem, range: LSPRange, rangeIsDefault: Bool = false) -> LanguageServerProtocol.CompletionItem {
        let asSnippet = item.isSnippet && client.snippets
        let newText = item.isSnippet && !asSnippet ? SnippetText.plain(item.insertText) : item.insertText
        return .init(
            label: item.label, kind: Self.kind(of: item.kind), detail: item.detail,
            documentation: item.documentation.map { MarkupContent(kind: client.markdown ? .markdown : .plaintext, value: $0) },
            sortText: item.sortText, filterText: item.filterText == item.label ? nil : item.filterText,
            insertTextFormat: asSnippet ? .snippet : nil,
            textEdit: rangeIsDefault ? nil : TextEdit(range: range, newText: newText),
            textEditText: rangeIsDefault && newText != item.label ? newText : nil)
    }

    /// The replacement range most items share (the earliest among equals), if any item exists.
    static func mostCommonRange(in items: [CompletionItem]) -> Range<Int>? {
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
    static func kind(of kind: CompletionItemKind) -> LanguageServerProtocol.CompletionItemKind {
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
enum SnippetText {
    /// The text a snippet inserts with its tab stops removed (`$1`, `${2}`) and placeholders
    /// (`${1:text}`) replaced by their text; `\$`, `\}` and `\\` stand for themselves.
    static func plain(_ snippet: String) -> String {
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
