/// Re-reading a document after an edit without scanning all of it again.
///
/// Most keystrokes change one attribute value, one tag or one run of text. When the bytes that
/// differ between two versions lie inside a single start tag or text run of the old tree, and
/// re-reading that piece alone leaves the structure around it as it was (same element name,
/// same open or empty element, the next markup where it was), the new tree is the old one with
/// that piece replaced and every later offset moved by the edit's length. Anything else
/// (typing `<`, closing or opening an element, an edit across tags) is read from scratch.
/// Either way the result equals a full scan of the new text; tests check exactly that.
public enum IncrementalParse {
    /// The tree of `newText`, reusing `previous`, the tree of `oldText`, where possible.
    public static func parse(_ newText: String, reusing previous: XMLSyntaxTree, of oldText: String) -> XMLSyntaxTree {
        let newBytes = Array(newText.utf8)
        let oldBytes = Array(oldText.utf8)
        if let tree = reparse(newBytes, previous: previous, oldBytes: oldBytes) { return tree }
        return XMLScanner.scan(newBytes)
    }

    /// The reused tree, or `nil` when the edit needs a full scan.
    static func reparse(_ newBytes: [UInt8], previous: XMLSyntaxTree, oldBytes: [UInt8]) -> XMLSyntaxTree? {
        guard previous.utf8Count == oldBytes.count else { return nil }
        let edit = Edit(old: oldBytes, new: newBytes)
        if edit.isEmpty { return previous }
        // The byte-order mark decides where scanning starts: an edit near it is read afresh.
        guard edit.start >= 3 else { return nil }
        let changesQuotes = edit.changesQuotes(old: oldBytes, new: newBytes)
        return newBytes.withUnsafeBufferPointer { bytes in
            var splice = Splice(tree: previous, edit: edit, bytes: bytes, changesQuotes: changesQuotes)
            return splice.run()
        }
    }
}

/// The one span in which two texts differ: their common prefix and suffix left out.
struct Edit: Equatable {
    /// Where the change starts (the same offset in both texts).
    let start: Int
    /// The end of the replaced bytes in the old text.
    let oldEnd: Int
    /// The end of the inserted bytes in the new text.
    let newEnd: Int

    var delta: Int { newEnd - oldEnd }
    var isEmpty: Bool { oldEnd == start && newEnd == start }

    init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    init(old: [UInt8], new: [UInt8]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            }
        }
        var suffix = 0
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            }
        }
        self.init(start: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
    }

    /// Whether the replaced or the inserted bytes hold a quote (`"` or `'`).
    func changesQuotes(old: [UInt8], new: [UInt8]) -> Bool {
        let isQuote = { (byte: UInt8) in byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
        return old[start..<oldEnd].contains(where: isQuote) || new[start..<newEnd].contains(where: isQuote)
    }

    /// Where an old offset is in the new text; only for offsets outside the replaced bytes.
    func moved(_ offset: Int) -> Int { offset >= oldEnd ? offset + delta : offset }

    func moved(_ range: Range<Int>) -> Range<Int> { moved(range.lowerBound)..<moved(range.upperBound) }
}

/// Replaces the one tag or text run an edit falls in, and moves everything after it.
private struct Splice {
    let tree: XMLSyntaxTree
    let edit: Edit
    /// The new text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the edit types or deletes a quote.
    let changesQuotes: Bool

    /// A piece of the old tree re-read from the new text.
    private struct Replacement {
        /// The old tokens `tokens[range]` give way to `newTokens`.
        var tokens: Range<Int>
        var newTokens: [SyntaxToken]
        /// In the content of `container` (nil: top level), the nodes at `nodes` give way to
        /// `newNodes`.
        var container: Int?
        var nodes: Range<Int>
        var newNodes: [XMLNode]
        /// The re-read element, if a start tag was re-read.
        var element: XMLElementSyntax?
    }

    mutating func run() -> XMLSyntaxTree? {
        guard let index = tokenIndex(containing: edit), let replacement = replacement(of: index) else { return nil }
        return build(replacement)
    }

    /// The token the edit starts inside of (after its first byte).
    private func tokenIndex(containing edit: Edit) -> Int? {
        let tokens = tree.tokens
        var low = 0, high = tokens.count
        while low < high {  // the first token starting at or after the edit
            let mid = (low + high) / 2
            if tokens[mid].range.lowerBound < edit.start { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    private func replacement(of index: Int) -> Replacement? {
        let token = tree.tokens[index]
        switch token.kind {
        case .startTag(let element):
            guard edit.oldEnd < token.range.upperBound else { return nil }
            return startTagReplacement(token: index, element: element)
        case .text:
            guard edit.oldEnd <= token.range.upperBound else { return nil }
            return textReplacement(token: index)
        case .endTag, .markup:
            return nil
        }
    }

    /// An edit inside a run of text: the run re-read, if it is still one run of text.
    private func textReplacement(token index: Int) -> Replacement? {
        let old = tree.tokens[index]
        let range = old.range.lowerBound..<edit.moved(old.range.upperBound)
        // A `<` may start markup now: such a run is read from scratch.
        guard !range.contains(where: { bytes[$0] == UInt8(ascii: "<") }) else { return nil }
        // An unclosed attribute value before this run ends at the first quote of its kind
        // unless a `<` comes first (see `XMLScanner`): a quote typed or deleted here can move
        // that end across this run, so such an edit is read from scratch too.
        guard !changesQuotes else { return nil }
        let container = old.container
        guard let position = nodes(of: container).firstIndex(where: { $0.range == old.range }) else { return nil }
        return Replacement(
            tokens: index..<(index + 1),
            newTokens: [SyntaxToken(kind: .text, range: range, containerAfter: container, container: container, isOpenEnded: false)],
            container: container, nodes: position..<(position + 1), newNodes: [.text(XMLScanner.text(bytes, range))],
            element: nil)
    }

    /// An edit inside a start tag: the tag re-read, if it names the same element and still
    /// opens (or does not open) it, ending where the markup after it says.
    private func startTagReplacement(token index: Int, element elementIndex: Int) -> Replacement? {
        let old = tree.elements[elementIndex]
        let start = old.startTagRange.lowerBound
        guard let tag = XMLScanner.startTag(in: bytes, at: start), tag.name.qualified == old.name.qualified,
              tag.endOffset >= edit.newEnd else { return nil }
        let parent = old.parent
        let startTag = { (end: Int) in
            SyntaxToken(
                kind: .startTag(element: elementIndex), range: start..<end,
                containerAfter: tag.end == .open ? elementIndex : parent, container: parent,
                isOpenEnded: tag.end == .unterminated)
        }
        let content = nodes(of: parent)
        guard let position = content.firstIndex(of: .element(elementIndex)) else { return nil }

        if old.startTagEnd == .open {
            // Its content and end tag follow: only the same `>` keeps them as they were.
            guard tag.end == .open, tag.endOffset == edit.moved(old.startTagRange.upperBound) else { return nil }
            let element = XMLElementSyntax(
                index: elementIndex, parent: parent, depth: old.depth, name: tag.name,
                startTagRange: start..<tag.endOffset, startTagEnd: .open, attributes: tag.attributes,
                endTag: old.endTag?.moved(by: edit), children: old.children.map { $0.moved(by: edit) },
                range: edit.moved(old.range))
            return Replacement(
                tokens: index..<(index + 1), newTokens: [startTag(tag.endOffset)],
                container: parent, nodes: position..<(position + 1), newNodes: [.element(elementIndex)], element: element)
        }

        // An empty element (`/>` or unterminated): what follows up to the next markup is text,
        // which the tag may now swallow or give back.
        guard tag.end != .open else { return nil }
        var oldTokens = index..<(index + 1)
        var oldNodes = position..<(position + 1)
        if oldTokens.upperBound < tree.tokens.count, case .text = tree.tokens[oldTokens.upperBound].kind {
            oldTokens = index..<(index + 2)
            guard oldNodes.upperBound < content.count, case .text = content[oldNodes.upperBound] else { return nil }
            oldNodes = position..<(position + 2)
        }
        let nextMarkup = oldTokens.upperBound < tree.tokens.count
            ? tree.tokens[oldTokens.upperBound].range.lowerBound : tree.utf8Count
        let textEnd = edit.moved(nextMarkup)
        guard tag.endOffset <= textEnd,
              !(tag.endOffset..<textEnd).contains(where: { bytes[$0] == UInt8(ascii: "<") }) else { return nil }
        let element = XMLElementSyntax(
            index: elementIndex, parent: parent, depth: old.depth, name: tag.name,
            startTagRange: start..<tag.endOffset, startTagEnd: tag.end, attributes: tag.attributes,
            endTag: nil, children: [], range: start..<tag.endOffset)
        var newTokens = [startTag(tag.endOffset)]
        var newNodes: [XMLNode] = [.element(elementIndex)]
        if tag.endOffset < textEnd {
            let range = tag.endOffset..<textEnd
            newTokens.append(SyntaxToken(kind: .text, range: range, containerAfter: parent, container: parent, isOpenEnded: false))
            newNodes.append(.text(XMLScanner.text(bytes, range)))
        }
        return Replacement(
            tokens: oldTokens, newTokens: newTokens, container: parent, nodes: oldNodes, newNodes: newNodes, element: element)
    }

    private func nodes(of container: Int?) -> [XMLNode] {
        container.map { tree.elements[$0].children } ?? tree.topLevel
    }

    /// The old tree with the replacement in place and every later offset moved.
    private func build(_ replacement: Replacement) -> XMLSyntaxTree {
        let edit = edit
        func spliced(_ nodes: [XMLNode]) -> [XMLNode] {
            var result = Array(nodes[..<replacement.nodes.lowerBound])
            result.reserveCapacity(nodes.count - replacement.nodes.count + replacement.newNodes.count)
            result += replacement.newNodes
            for node in nodes[replacement.nodes.upperBound...] { result.append(node.moved(by: edit)) }
            return result
        }
        var elements = tree.elements
        for index in elements.indices {
            let element = elements[index]
            if index == replacement.element?.index {
                elements[index] = replacement.element!
            } else if element.range.upperBound >= edit.start {
                // After the edit, or around it (an ancestor): moved, and its content spliced if the
                // replaced nodes are its own.
                elements[index] = index == replacement.container
                    ? element.moved(by: edit, children: spliced(element.children)) : element.moved(by: edit)
            }
        }
        let topLevel = replacement.container == nil
            ? spliced(tree.topLevel) : tree.topLevel.map { $0.moved(by: edit) }

        var tokens = Array(tree.tokens[..<replacement.tokens.lowerBound])
        tokens.reserveCapacity(tree.tokens.count - replacement.tokens.count + replacement.newTokens.count)
        tokens += replacement.newTokens
        for token in tree.tokens[replacement.tokens.upperBound...] { tokens.append(token.moved(by: edit)) }
        return XMLSyntaxTree(
            elements: elements, topLevel: topLevel, hasByteOrderMark: tree.hasByteOrderMark,
            utf8Count: tree.utf8Count + edit.delta, tokens: tokens)
    }
}

// MARK: Moving offsets

extension XMLName {
    func moved(by edit: Edit) -> XMLName { XMLName(qualified: qualified, range: edit.moved(range)) }
}

extension DecodedText {
    func moved(by edit: Edit) -> DecodedText {
        DecodedText(
            value: value, sourceRange: edit.moved(sourceRange),
            segments: segments.map { segment in
                var moved = segment
                moved.sourceStart = edit.moved(segment.sourceStart)
                return moved
            })
    }
}

extension XMLAttributeValueSyntax {
    func moved(by edit: Edit) -> XMLAttributeValueSyntax {
        XMLAttributeValueSyntax(
            quote: quoteByte == 0 ? nil : quoteByte, isClosed: isClosed, raw: raw, decoded: decoded.moved(by: edit))
    }
}

extension XMLAttributeSyntax {
    func moved(by edit: Edit) -> XMLAttributeSyntax {
        XMLAttributeSyntax(name: name.moved(by: edit), equalsOffset: equalsOffset.map(edit.moved), value: value?.moved(by: edit))
    }
}

extension XMLEndTagSyntax {
    func moved(by edit: Edit) -> XMLEndTagSyntax {
        XMLEndTagSyntax(name: name.moved(by: edit), range: edit.moved(range), isTerminated: isTerminated)
    }
}

extension XMLTextSyntax {
    func moved(by edit: Edit) -> XMLTextSyntax {
        XMLTextSyntax(range: edit.moved(range), decoded: decoded.moved(by: edit), isWhitespace: isWhitespace)
    }
}

extension XMLMarkupSyntax {
    func moved(by edit: Edit) -> XMLMarkupSyntax {
        XMLMarkupSyntax(
            kind: kind, range: edit.moved(range), contentRange: edit.moved(contentRange), isTerminated: isTerminated,
            target: target?.moved(by: edit), pseudoAttributes: pseudoAttributes.map { $0.moved(by: edit) },
            decoded: decoded?.moved(by: edit))
    }
}

extension XMLNode {
    func moved(by edit: Edit) -> XMLNode {
        switch self {
        case .element: self
        case .text(let text): .text(text.moved(by: edit))
        case .markup(let markup): .markup(markup.moved(by: edit))
        case .strayEndTag(let tag): .strayEndTag(tag.moved(by: edit))
        }
    }
}

extension XMLElementSyntax {
    /// - Parameter children: the content already moved (and spliced), when the caller has it.
    func moved(by edit: Edit, children newChildren: [XMLNode]? = nil) -> XMLElementSyntax {
        XMLElementSyntax(
            index: index, parent: parent, depth: depth, name: name.moved(by: edit),
            startTagRange: edit.moved(startTagRange), startTagEnd: startTagEnd,
            attributes: attributes.map { $0.moved(by: edit) }, endTag: endTag?.moved(by: edit),
            children: newChildren ?? children.map { $0.moved(by: edit) }, range: edit.moved(range))
    }
}

extension SyntaxToken {
    func moved(by edit: Edit) -> SyntaxToken {
        let kind: Kind = switch self.kind {
        case .endTag(let element, let tag): .endTag(element: element, tag.moved(by: edit))
        default: self.kind
        }
        return SyntaxToken(
            kind: kind, range: edit.moved(range), containerAfter: containerAfter, container: container,
            isOpenEnded: isOpenEnded)
    }
}
