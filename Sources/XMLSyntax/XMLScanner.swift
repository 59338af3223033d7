/// The tolerant, iterative scanner that turns document text into an `XMLSyntaxTree`.
///
/// It never fails and never recurses: open elements live on an explicit stack, so nesting
/// depth costs heap, not call stack, and every byte is looked at a bounded number of times.
/// Recovery, chosen for documents that are being edited:
/// - a start tag without `>` ends before the next `<` (or at the end) and is taken as empty;
/// - an attribute may lack `=` or a value; an unquoted value runs to white space or `>`;
/// - an unclosed quote ends at the first `<` (cut back to the line break before it, if any);
/// - an end tag closes the innermost open element of its name, and every element opened
///   inside it is left unclosed; an end tag matching nothing is kept as a stray end tag;
/// - a `<` that starts no markup is text; elements still open at the end are unclosed.
/// It reports nothing: libxml2 is the authority on well-formedness (see `WellFormedness`).
struct XMLScanner {
    /// An element whose content is still being read: its start tag, until it is written to
    /// `elements` when it closes.
    private struct OpenElement {
        let element: Int
        let parent: Int?
        let depth: Int
        let name: XMLName
        let nameNumber: Int
        let startTagRange: Range<Int>
        let attributes: [XMLAttributeSyntax]
        /// Where its children begin in `openChildren`.
        let childrenStart: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var names: XMLNameTable
    /// In document order of start tags; an open element holds a placeholder until it closes.
    private var elements: [XMLElementSyntax] = []
    private var topLevel: [XMLNode] = []
    private var openElements: [OpenElement] = []
    /// The children of every open element, innermost last: each element's children are
    /// stored once, in an array of the right size, when it closes.
    private var openChildren: [XMLNode] = []
    /// How many attributes the last tag read had (see `scanAttributes`).
    private var lastAttributeCount = 0
    /// Stack positions of open elements by name number, innermost last, so matching an end
    /// tag costs O(1) however deep the document is.
    private var openByName: [[Int]] = []
    private var tokens: [SyntaxToken] = []

    static func scan(_ bytes: [UInt8]) -> XMLSyntaxTree {
        bytes.withUnsafeBufferPointer(scan)
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLSyntaxTree {
        var scanner = XMLScanner(bytes: bytes)
        return scanner.run()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.names = XMLNameTable(bytes: bytes)
    }

    private mutating func run() -> XMLSyntaxTree {
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = hasByteOrderMark ? 3 : 0
        // About one token per `<` and one for the text before it, and at most one element per
        // `<`: reserved once, never grown (growing copies every element). What stays unused
        // of a large reservation is never touched, so it costs address space, not memory.
        let markupCount = ByteScan.count(of: UInt8(ascii: "<"), in: bytes)
        tokens.reserveCapacity(2 * markupCount + 1)
        elements.reserveCapacity(markupCount + 1)
        // Likewise the open elements' children (an element and the text before it per `<`):
        // a root with most of the document's nodes would otherwise copy them at every doubling.
        openChildren.reserveCapacity(2 * markupCount + 1)
        var textStart = index
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let markupStart = index
            let scanned: Bool
            if matches("<!--") {
                flushText(from: textStart, to: markupStart)
                scanDelimited(kind: .comment, opener: 4, closer: "-->")
                scanned = true
            } else if matches("<![CDATA[") {
                flushText(from: textStart, to: markupStart)
                scanDelimited(kind: .characterData, opener: 9, closer: "]]>")
                scanned = true
            } else if matches("<!DOCTYPE") {
                flushText(from: textStart, to: markupStart)
                scanDoctype()
                scanned = true
            } else if matches("<?"), isNameStart(at: index + 2) {
                flushText(from: textStart, to: markupStart)
                scanProcessingInstruction()
                scanned = true
            } else if matches("</"), isNameStart(at: index + 2) {
                flushText(from: textStart, to: markupStart)
                scanEndTag()
                scanned = true
            } else if isNameStart(at: index + 1) {
                flushText(from: textStart, to: markupStart)
                scanStartTag()
                scanned = true
            } else {
                index += 1
                scanned = false
            }
            if scanned { textStart = index }
        }
        flushText(from: textStart, to: bytes.count)
        while !openElements.isEmpty {
            close(stackPosition: openElements.count - 1, at: bytes.count, endTag: nil)
        }
        return XMLSyntaxTree(
            elements: elements, topLevel: topLevel, hasByteOrderMark: hasByteOrderMark,
            utf8Count: bytes.count, tokens: tokens)
    }

    // MARK: Content

    private mutating func append(_ node: XMLNode) {
        if openElements.isEmpty {
            topLevel.append(node)
        } else {
            openChildren.append(node)
        }
    }

    private mutating func addToken(_ kind: SyntaxToken.Kind, _ range: Range<Int>, openEnded: Bool = false) {
        let container = openElements.last?.element
        tokens.append(SyntaxToken(
            kind: kind, range: range, containerAfter: container, container: container, isOpenEnded: openEnded))
    }

    private mutating func flushText(from start: Int, to end: Int) {
        guard end > start else { return }
        append(.text(Self.text(bytes, start..<end)))
        addToken(.text, start..<end)
    }

    /// The text run `bytes[range]` (which holds no markup).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> XMLTextSyntax {
        var isWhitespace = true
        for position in range where !XMLNameCharacters.isSpace(bytes[position]) {
            isWhitespace = false
            break
        }
        return XMLTextSyntax(range: range, decoded: .decode(bytes, range, mode: .content), isWhitespace: isWhitespace)
    }

    /// The start tag beginning at `start` (its `<`), read on its own as the scanner reads it in
    /// a whole document: name, attributes, how it ends and the offset after it. For re-reading
    /// one edited tag (see `IncrementalParse`).
    static func startTag(
        in bytes: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> (name: XMLName, attributes: [XMLAttributeSyntax], end: XMLStartTagEnd, endOffset: Int)? {
        var scanner = XMLScanner(bytes: bytes)
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<"), scanner.isNameStart(at: start + 1) else { return nil }
        scanner.index = start + 1
        let (name, _) = scanner.readName()
        let (attributes, end) = scanner.scanAttributes(declaration: false)
        return (name, attributes, end, scanner.index)
    }

    private mutating func scanDelimited(kind: XMLMarkupSyntax.Kind, opener: Int, closer: StaticString) {
        let start = index
        let contentStart = start + opener
        let closerStart = find(closer, from: contentStart)
        let contentEnd = closerStart ?? bytes.count
        index = closerStart.map { $0 + closer.utf8CodeUnitCount } ?? bytes.count
        let decoded = kind == .characterData
            ? DecodedText.decode(bytes, contentStart..<contentEnd, mode: .characterData) : nil
        let markup = XMLMarkupSyntax(
            kind: kind, range: start..<index, contentRange: contentStart..<contentEnd,
            isTerminated: closerStart != nil, target: nil, pseudoAttributes: [], decoded: decoded)
        append(.markup(markup))
        addToken(.markup(kind), start..<index, openEnded: closerStart == nil)
    }

    private mutating func scanDoctype() {
        let start = index
        var position = start + 9
        var quote: UInt8?
        var bracketDepth = 0
        var closing: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">"), bracketDepth <= 0 {
                closing = position
                break
            }
            position += 1
        }
        index = closing.map { $0 + 1 } ?? bytes.count
        let markup = XMLMarkupSyntax(
            kind: .doctype, range: start..<index, contentRange: (start + 9)..<(closing ?? bytes.count),
            isTerminated: closing != nil, target: nil, pseudoAttributes: [], decoded: nil)
        append(.markup(markup))
        addToken(.markup(.doctype), start..<index, openEnded: closing == nil)
    }

    private mutating func scanProcessingInstruction() {
        let start = index
        index += 2
        let (target, _) = readName()
        let isDeclaration = target.qualified == "xml"
        var pseudoAttributes: [XMLAttributeSyntax] = []
        if isDeclaration {
            let (attributes, _) = scanAttributes(declaration: true)
            pseudoAttributes = attributes
        }
        let contentStart = isDeclaration ? target.range.upperBound : skippingSpace(from: target.range.upperBound)
        let closerStart = find("?>", from: isDeclaration ? index : contentStart)
        index = closerStart.map { $0 + 2 } ?? bytes.count
        let kind: XMLMarkupSyntax.Kind = isDeclaration ? .xmlDeclaration : .processingInstruction
        let markup = XMLMarkupSyntax(
            kind: kind, range: start..<index, contentRange: contentStart..<(closerStart ?? bytes.count),
            isTerminated: closerStart != nil, target: target, pseudoAttributes: pseudoAttributes, decoded: nil)
        append(.markup(markup))
        addToken(.markup(kind), start..<index, openEnded: closerStart == nil)
    }

    // MARK: Tags

    private mutating func scanStartTag() {
        let start = index
        index += 1
        let (name, nameNumber) = readName()
        let (attributes, end) = scanAttributes(declaration: false)
        let parent = openElements.last?.element
        let elementIndex = elements.count
        let depth = openElements.count + 1
        let startTagRange = start..<index
        append(.element(elementIndex))
        let isOpen = end == .open
        tokens.append(SyntaxToken(
            kind: .startTag(element: elementIndex), range: startTagRange,
            containerAfter: isOpen ? elementIndex : parent, container: parent,
            isOpenEnded: end == .unterminated))
        // An open element's entry is a placeholder, completed when the element closes.
        elements.append(XMLElementSyntax(
            index: elementIndex, parent: parent, depth: depth, name: name, startTagRange: startTagRange,
            startTagEnd: end, attributes: isOpen ? [] : attributes, endTag: nil, children: [], range: startTagRange))
        guard isOpen else { return }
        if nameNumber >= openByName.count {
            openByName.append(contentsOf: repeatElement([], count: nameNumber + 1 - openByName.count))
        }
        openByName[nameNumber].append(openElements.count)
        openElements.append(OpenElement(
            element: elementIndex, parent: parent, depth: depth, name: name, nameNumber: nameNumber,
            startTagRange: startTagRange, attributes: attributes, childrenStart: openChildren.count))
    }

    /// The tag's attributes in an array of their number's size (on a file of many views the
    /// attribute arrays are most of the tree's memory), and how the tag ends.
    private mutating func scanAttributes(declaration: Bool) -> ([XMLAttributeSyntax], XMLStartTagEnd) {
        // Tags of one kind come in runs: reserved at the size of the tag before, most arrays
        // are allocated once, at their size. One of another size is copied to its size.
        let reserved = lastAttributeCount
        var attributes: [XMLAttributeSyntax] = []
        attributes.reserveCapacity(reserved)
        let end = scanAttributes(into: &attributes, declaration: declaration)
        lastAttributeCount = attributes.count
        guard attributes.count != reserved else { return (attributes, end) }
        guard !attributes.isEmpty else { return ([], end) }
        var exact: [XMLAttributeSyntax] = []
        exact.reserveCapacity(attributes.count)
        exact.append(contentsOf: attributes)
        return (exact, end)
    }

    /// Attributes up to and including the tag's end (`>`, `/>`, or `?>` in a declaration).
    private mutating func scanAttributes(into attributes: inout [XMLAttributeSyntax], declaration: Bool) -> XMLStartTagEnd {
        while true {
            index = skippingSpace(from: index)
            guard index < bytes.count else { return .unterminated }
            let byte = bytes[index]
            if declaration {
                if matches("?>") { return .selfClosing }
            } else if byte == UInt8(ascii: ">") {
                index += 1
                return .open
            } else if matches("/>") {
                index += 2
                return .selfClosing
            }
            if byte == UInt8(ascii: "<") { return .unterminated }
            if isNameStart(at: index) {
                attributes.append(scanAttribute())
            } else {
                index += 1
            }
        }
    }

    private mutating func scanAttribute() -> XMLAttributeSyntax {
        let (name, _) = readName()
        let afterName = index
        index = skippingSpace(from: index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            index = afterName
            return XMLAttributeSyntax(name: name, equalsOffset: nil, value: nil)
        }
        let equals = index
        index = skippingSpace(from: index + 1)
        guard index < bytes.count else {
            return XMLAttributeSyntax(name: name, equalsOffset: equals, value: nil)
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return XMLAttributeSyntax(name: name, equalsOffset: equals, value: scanQuotedValue(quote: byte))
        }
        if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") || matches("/>") || matches("?>") {
            index = equals + 1
            return XMLAttributeSyntax(name: name, equalsOffset: equals, value: nil)
        }
        let valueStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
              bytes[index] != UInt8(ascii: "<"), !matches("/>") {
            index += 1
        }
        return XMLAttributeSyntax(name: name, equalsOffset: equals, value: makeValue(
            quote: nil, content: valueStart..<index, isClosed: false))
    }

    private mutating func scanQuotedValue(quote: UInt8) -> XMLAttributeValueSyntax {
        let open = index
        var position = open + 1
        // Whether decoding may change anything (`&`, TAB, LF, CR are all at most `&`), noted on
        // the way so that most values are not looked at twice.
        var mayChange = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote || byte == UInt8(ascii: "<") { break }
            if byte <= UInt8(ascii: "&") { mayChange = true }
            position += 1
        }
        if position < bytes.count, bytes[position] == quote {
            index = position + 1
            return makeValue(quote: quote, content: (open + 1)..<position, isClosed: true, mayChange: mayChange)
        }
        var end = position
        if let lineBreak = ((open + 1)..<position).first(where: { bytes[$0] == 0x0A || bytes[$0] == 0x0D }) {
            end = lineBreak
        }
        index = end
        return makeValue(quote: quote, content: (open + 1)..<end, isClosed: false)
    }

    private func makeValue(
        quote: UInt8?, content: Range<Int>, isClosed: Bool, mayChange: Bool = true
    ) -> XMLAttributeValueSyntax {
        let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[content]), as: UTF8.self)
        let decoded = mayChange
            ? DecodedText.decode(bytes, content, mode: .attributeValue, verbatim: raw)
            : DecodedText(value: raw, sourceRange: content, segments: [])
        return XMLAttributeValueSyntax(quote: quote, isClosed: isClosed, raw: raw, decoded: decoded)
    }

    private mutating func scanEndTag() {
        let start = index
        index += 2
        let (name, nameNumber) = readName()
        index = skippingSpace(from: index)
        let isTerminated = index < bytes.count && bytes[index] == UInt8(ascii: ">")
        if isTerminated { index += 1 }
        let tag = XMLEndTagSyntax(name: name, range: start..<index, isTerminated: isTerminated)
        guard nameNumber < openByName.count, let stackPosition = openByName[nameNumber].last else {
            append(.strayEndTag(tag))
            addToken(.endTag(element: nil, tag), tag.range, openEnded: !isTerminated)
            return
        }
        while openElements.count - 1 > stackPosition {
            close(stackPosition: openElements.count - 1, at: start, endTag: nil)
        }
        let element = openElements[stackPosition].element
        close(stackPosition: stackPosition, at: index, endTag: tag)
        tokens.append(SyntaxToken(
            kind: .endTag(element: element, tag), range: tag.range,
            containerAfter: openElements.last?.element, container: element, isOpenEnded: !isTerminated))
    }

    /// Closes the innermost open element (at `stackPosition`, which must be the top).
    private mutating func close(stackPosition: Int, at end: Int, endTag: XMLEndTagSyntax?) {
        let open = openElements.removeLast()
        var children: [XMLNode] = []
        if open.childrenStart == 0 {
            // The outermost open element (a document's root, with most of its nodes) takes the
            // children's storage rather than a copy of it.
            swap(&children, &openChildren)
        } else if open.childrenStart < openChildren.count {
            children = Array(openChildren[open.childrenStart...])
            openChildren.removeSubrange(open.childrenStart...)
        }
        openByName[open.nameNumber].removeLast()
        elements[open.element] = XMLElementSyntax(
            index: open.element, parent: open.parent, depth: open.depth, name: open.name,
            startTagRange: open.startTagRange, startTagEnd: .open, attributes: open.attributes,
            endTag: endTag, children: children, range: open.startTagRange.lowerBound..<end)
    }

    // MARK: Lexical helpers

    /// The name at `index` and its number in `names`.
    private mutating func readName() -> (XMLName, number: Int) {
        let start = index
        let classes = XMLByteClass.table
        while index < bytes.count, classes[Int(bytes[index])] & XMLByteClass.name != 0 { index += 1 }
        let number = names.number(for: start..<index)
        return (XMLName(qualified: names.names[number], range: start..<index), number)
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let needle = literal.utf8Start
        guard count <= bytes.count else { return nil }
        var position = start
        let last = bytes.count - count
        while position <= last {
            if bytes[position] == needle[0] {
                var offset = 1
                while offset < count, bytes[position + offset] == needle[offset] { offset += 1 }
                if offset == count { return position }
            }
            position += 1
        }
        return nil
    }

    private func skippingSpace(from start: Int) -> Int {
        var position = start
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        return position
    }

    private func isSpace(_ byte: UInt8) -> Bool { XMLNameCharacters.isSpace(byte) }

    private func isNameStart(at position: Int) -> Bool {
        guard position < bytes.count else { return false }
        return XMLNameCharacters.isNameStart(bytes[position])
    }

    private func isNameCharacter(_ byte: UInt8) -> Bool { XMLNameCharacters.isNameCharacter(byte) }
}

/// XML name characters at the byte level: every non-ASCII byte counts, so names in any
/// script stay whole (libxml2 judges the finer rules). Inlinable (hence public): callers in
/// other modules test it byte by byte.
public enum XMLNameCharacters {
    /// XML white space.
    @inlinable public static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    @inlinable public static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...: true
        default: false
        }
    }

    @inlinable public static func isNameCharacter(_ byte: UInt8) -> Bool {
        XMLByteClass.table[Int(byte)] & XMLByteClass.name != 0
    }
}
