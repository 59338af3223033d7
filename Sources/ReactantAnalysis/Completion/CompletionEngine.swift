import SchemaModel
import XMLSyntax

/// Completion for `.ui.xml` and `.styles.xml` documents: what may be typed at a cursor, from
/// the schema, the document's own declarations and the workspace. Pure and protocol-free: the
/// server adapts the items to `textDocument/completion`.
public enum CompletionEngine {
    /// At most this many items by default; a longer list is cut to the items matching what
    /// was typed and marked incomplete, so the editor asks again as typing goes on. A hundred
    /// (as clangd answers by default) is more than a popup shows; encoding and sending three
    /// times as many, on every keystroke in a large document, cost a completion right after
    /// an edit about a third of its time.
    public static let defaultLimit = 100

    /// The items for the cursor at UTF-8 `offset` in `text` (clamped to the text); `path`
    /// (file path or URI) tells a `.ui.xml` from a `.styles.xml`, as for the analysis.
    public static func complete(
        text: String, path: String = "", offset: Int, schema: Schema, workspace: CompletionWorkspace = .empty,
        limit: Int = defaultLimit
    ) -> CompletionCandidates {
        let tree = XMLSyntaxTree.parse(text)
        return complete(
            tree: tree, document: { ReactantDocument(tree: tree, path: path) }, text: text, offset: offset, schema: schema,
            workspace: workspace, limit: limit)
    }

    /// The same, reusing the tree and model already read from `text` (the server keeps them
    /// per version, shared with every other feature). The model is asked for only by the
    /// completions that need it (constraint targets, styles): right after a keystroke the rest
    /// answer from the tree alone, without waiting for the model of the new version.
    public static func complete(
        tree: XMLSyntaxTree, document: @escaping () -> ReactantDocument, text: String, offset: Int, schema: Schema,
        workspace: CompletionWorkspace = .empty, limit: Int = defaultLimit
    ) -> CompletionCandidates {
        let request = CompletionRequest(
            bytes: Array(text.utf8), tree: tree, model: document, schema: schema, workspace: workspace,
            offset: min(max(offset, 0), tree.utf8Count), limit: max(limit, 1))
        let items = request.items()
        return finish(items, typed: request.typedText, limit: max(limit, 1), overflowed: request.overflow.happened)
    }

    /// Drops repeated labels (the first wins), cuts a long list to the items matching the
    /// typed text, and numbers the rest in the order produced.
    /// - Parameter overflowed: a producer already left out items past the limit (see
    ///   `CompletionOverflow`): the list is cut to the matching items however short it is.
    static func finish(
        _ items: [CompletionCandidate], typed: (Range<Int>) -> [UInt8], limit: Int, overflowed: Bool = false
    ) -> CompletionCandidates {
        var seen = Set<String>(minimumCapacity: min(items.count, limit * 2))
        var result: [CompletionCandidate] = []
        result.reserveCapacity(min(items.count, limit))
        let mustFilter = items.count > limit || overflowed
        var isIncomplete = false
        for item in items {
            if mustFilter, !FuzzyMatch.matches(typed(item.replacementRange), item.filterText ?? item.label) { continue }
            guard seen.insert(item.label).inserted else { continue }
            guard result.count < limit else {
                isIncomplete = true
                break
            }
            result.append(item)
            let position = String(result.count - 1)
            result[result.count - 1].sortText = String(repeating: "0", count: max(0, 5 - position.count)) + position
        }
        return CompletionCandidates(items: result, isIncomplete: isIncomplete || mustFilter)
    }
}

/// One completion query: the document, the cursor and what it is in.
struct CompletionRequest {
    let bytes: [UInt8]
    let tree: XMLSyntaxTree
    /// The document's model (component scopes and declarations, as the analysis reads them),
    /// read on first use.
    let model: () -> ReactantDocument
    var document: ReactantDocument { model() }
    let schema: Schema
    let workspace: CompletionWorkspace
    let offset: Int
    /// At most this many items are shown (`CompletionEngine.finish`).
    let limit: Int
    let overflow = CompletionOverflow()

    /// What was typed of the text a completion replaces (up to the cursor).
    func typedText(_ range: Range<Int>) -> [UInt8] {
        guard range.lowerBound < offset else { return [] }
        return Array(bytes[range.lowerBound..<min(offset, range.upperBound)])
    }

    func items() -> [CompletionCandidate] {
        switch tree.context(at: offset) {
        case .elementName(let element, isEndTag: false):
            // A name typed alone may become a whole bound element; one with attributes may not.
            let parent = tree.elements[element].parent, range = tree.elements[element].name.range
            return tree.elements[element].attributes.isEmpty
                ? elementNamesWithFields(under: parent, replacing: range) : elementNames(under: parent, replacing: range)
        case .elementName(_, isEndTag: true), .endTag:
            return closingTagInEndTag()
        case .content(let parent):
            return contentItems(parent: parent)
        case .attributeName(let element, let attribute):
            return attributeNames(of: element, editing: attribute)
        case .betweenAttributes(let element):
            return attributeNames(of: element, editing: nil)
        case .attributeValue(let element, let attribute, let decodedOffset):
            return attributeValues(of: element, attribute: attribute, decodedOffset: decodedOffset)
        case .markup:
            return []
        }
    }

    // MARK: Schema

    /// The schema's declaration for an element of the tree, found from its root down, since a
    /// tag means different things in different places.
    func declaration(of index: Int) -> ElementDeclaration? {
        var path: [Int] = []
        var current: Int? = index
        while let element = current {
            path.append(element)
            current = tree.elements[element].parent
        }
        guard let top = path.popLast(), var declaration = schema.root(named: tree.elements[top].name.qualified) else {
            return nil
        }
        while let next = path.popLast() {
            guard let child = declaration.child(named: tree.elements[next].name.qualified) else { return nil }
            declaration = child
        }
        return declaration
    }

    // MARK: Text around the cursor

    /// The innermost element whose content (between its start tag and its end, inclusive)
    /// holds `position`: the element a `</` there would close.
    func openElement(at position: Int) -> Int? {
        var low = 0
        var high = tree.elements.count
        while low < high {
            let mid = (low + high) / 2
            if tree.elements[mid].startTagRange.upperBound <= position { low = mid + 1 } else { high = mid }
        }
        var current: Int? = low == 0 ? nil : low - 1
        while let index = current {
            let element = tree.elements[index]
            let contentEnd = element.endTag?.range.lowerBound ?? element.range.upperBound
            if element.startTagEnd == .open, position <= contentEnd { return index }
            current = element.parent
        }
        return nil
    }

    /// Whether the bytes just before `position` spell `literal`.
    func text(before position: Int, is literal: String) -> Bool {
        let pattern = Array(literal.utf8)
        guard position >= pattern.count else { return false }
        return bytes[(position - pattern.count)..<position].elementsEqual(pattern)
    }

    /// The start of the XML name that ends at `position`.
    func nameStart(endingAt position: Int) -> Int {
        var start = position
        while start > 0, XMLNameCharacters.isNameCharacter(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// The end of the XML name that starts at `position`.
    func nameEnd(startingAt position: Int) -> Int {
        var end = position
        while end < bytes.count, XMLNameCharacters.isNameCharacter(bytes[end]) { end += 1 }
        return end
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// Set by a producer that found more candidates than the list can show and built only those
/// `finish` would keep (the first `limit` matching the typed text): the list is then
/// incomplete and cut to matching items, exactly as if every candidate had been built.
final class CompletionOverflow {
    private(set) var happened = false
    func record() { happened = true }
}
