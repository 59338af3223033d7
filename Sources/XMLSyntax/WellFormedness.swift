import CLibXML2
import Support

/// Turns libxml2's reports into `xml.*` diagnostics with exact ranges.
///
/// libxml2 often raises several errors at one position for one problem (an unescaped `<` in
/// a value is followed by "attributes construct error", "Couldn't find end of Start Tag" and
/// "Extra content"); only the first report at a position is kept, because the rest are its
/// consequences. "Premature end of data in tag" is the exception: it concerns an element
/// elsewhere and is always kept.
enum WellFormedness {
    static func diagnostics(for reports: [LibXML2Report], bytes: [UInt8], tree: XMLSyntaxTree) -> [Diagnostic] {
        guard !reports.isEmpty else { return [] }
        var locator = ReportLocator(bytes: bytes, tree: tree)
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        var lastPosition: (line: Int, column: Int)?
        for report in reports {
            let samePosition = lastPosition.map { $0 == (report.line, report.column) } ?? false
            lastPosition = (report.line, report.column)
            if samePosition, report.code != Int32(XML_ERR_TAG_NOT_FINISHED.rawValue), report.code != LibXML2Report.tooManyErrorsCode { continue }
            let diagnostic = locator.diagnostic(for: report)
            let key = "\(diagnostic.code)@\(diagnostic.range)"
            if seen.insert(key).inserted { diagnostics.append(diagnostic) }
        }
        return diagnostics
    }
}

/// Finds the text a libxml2 report is about.
private struct ReportLocator {
    let bytes: [UInt8]
    let tree: XMLSyntaxTree
    /// Offsets just past each LF: libxml2 counts lines by LF only (a lone CR is a column).
    let lineStarts: [Int]
    /// The last position found: reports mostly come in document order, so the next one on the
    /// same line is counted on from here (a one-line document with many errors stays linear).
    private var lastFound: (line: Int, column: Int, offset: Int)?

    init(bytes: [UInt8], tree: XMLSyntaxTree) {
        self.bytes = bytes
        self.tree = tree
        var starts = [tree.hasByteOrderMark ? 3 : 0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// The UTF-8 offset of libxml2's 1-based line and character column.
    mutating func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineStarts.count else { return bytes.count }
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        if let last = lastFound, last.line == line, 1 <= last.column, last.column <= column {
            offset = last.offset
            remaining = column - last.column
        }
        while remaining > 0, offset < bytes.count, bytes[offset] != 0x0A {
            offset += scalarWidth(at: offset)
            remaining -= 1
        }
        lastFound = (line, column, offset)
        return min(offset, bytes.count)
    }

    mutating func diagnostic(for report: LibXML2Report) -> Diagnostic {
        let offset = offset(line: report.line, column: report.column)
        let (code, rule) = Self.classify(report)
        var related: [Diagnostic.RelatedLocation] = []
        let range: Range<Int>
        switch rule {
        case .token:
            range = token(at: offset)
        case .character:
            range = character(at: offset)
        case .literal(let literal):
            let utf8 = Array(literal.utf8)
            range = bytes[offset...].starts(with: utf8) ? offset..<(offset + utf8.count) : character(at: offset)
        case .literalBefore(let literal):
            let utf8 = Array(literal.utf8)
            let start = offset - utf8.count
            range = start >= 0 && bytes[start...].starts(with: utf8) ? start..<offset : token(at: offset)
        case .lessThanAndName:
            range = lessThanAndName(at: offset)
        case .reference:
            range = reference(around: offset) ?? token(at: offset)
        case .mismatchedEndTag:
            range = endTag(endingAtOrContaining: offset)?.name.range ?? token(at: offset)
            if let open = element(named: report.str1, onLine: report.int1, before: offset) {
                related.append(.init(range: open.name.range, message: "the element opened here"))
            }
        case .namedElement:
            range = element(named: report.str1, onLine: report.int1, before: offset)?.name.range
                ?? endTag(endingAtOrContaining: offset)?.name.range ?? token(at: offset)
        case .attributeNamed:
            range = attributes(near: offset).last { $0.name.qualified == report.str1 }?.name.range
                ?? token(at: offset)
        case .duplicateAttribute:
            let name = report.str2.map { "\(report.str1 ?? ""):\($0)" } ?? report.str1
            let matching = attributes(near: offset).filter { $0.name.qualified == name }
            range = matching.dropFirst().first?.name.range ?? token(at: offset)
            if matching.count > 1 {
                related.append(.init(range: matching[0].name.range, message: "first given here"))
            }
        case .attributeValue:
            range = attributes(near: offset).last { $0.value?.range.contains(offset) == true }?.value?.range
                ?? token(at: offset)
        case .unclosedValue:
            range = attributes(near: offset).last { $0.value?.isClosed == false }?.value?.fullRange
                ?? token(at: offset)
        case .afterRoot:
            range = firstContentAfterRoot() ?? token(at: offset)
        case .unterminated(let kind, let openerLength):
            range = lastUnterminated(kind, before: offset).map {
                $0.lowerBound..<min($0.lowerBound + openerLength, $0.upperBound)
            } ?? token(at: offset)
        }
        return Diagnostic(
            code: code, severity: report.isWarning ? .warning : .error, message: LibXML2Wording.message(report.message),
            range: range, related: related)
    }

    // MARK: Classification

    enum Rule {
        case token, character, lessThanAndName, reference
        case literal(String), literalBefore(String)
        case mismatchedEndTag, namedElement, attributeNamed, duplicateAttribute
        case attributeValue, unclosedValue, afterRoot
        case unterminated(XMLMarkupSyntax.Kind, openerLength: Int)
    }

    static func classify(_ report: LibXML2Report) -> (String, Rule) {
        if report.isWarning { return ("xml.parser-warning", .token) }
        if report.code == LibXML2Report.tooManyErrorsCode { return ("xml.too-many-errors", .character) }
        switch UInt32(report.code) {
        case XML_ERR_TAG_NAME_MISMATCH.rawValue: return ("xml.mismatched-end-tag", .mismatchedEndTag)
        case XML_ERR_TAG_NOT_FINISHED.rawValue: return ("xml.unclosed-element", .namedElement)
        case XML_ERR_GT_REQUIRED.rawValue: return ("xml.unterminated-tag", .namedElement)
        case XML_ERR_LT_IN_ATTRIBUTE.rawValue: return ("xml.lt-in-attribute-value", .character)
        case XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue: return ("xml.unquoted-attribute-value", .attributeValue)
        case XML_ERR_ATTRIBUTE_NOT_FINISHED.rawValue: return ("xml.unclosed-attribute-value", .unclosedValue)
        case XML_ERR_ATTRIBUTE_WITHOUT_VALUE.rawValue: return ("xml.attribute-without-value", .attributeNamed)
        case XML_ERR_ATTRIBUTE_REDEFINED.rawValue: return ("xml.duplicate-attribute", .duplicateAttribute)
        case XML_ERR_SPACE_REQUIRED.rawValue: return ("xml.missing-space", .token)
        case XML_ERR_NAME_REQUIRED.rawValue:
            if report.message.hasPrefix("xmlParseEntityRef") { return ("xml.malformed-reference", .reference) }
            return ("xml.invalid-name", .lessThanAndName)
        case XML_ERR_UNDECLARED_ENTITY.rawValue, XML_WAR_UNDECLARED_ENTITY.rawValue:
            return ("xml.undefined-entity", .reference)
        case XML_ERR_ENTITYREF_NO_NAME.rawValue, XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue:
            return ("xml.malformed-reference", .reference)
        case XML_ERR_INVALID_HEX_CHARREF.rawValue, XML_ERR_INVALID_DEC_CHARREF.rawValue,
             XML_ERR_INVALID_CHARREF.rawValue:
            return ("xml.invalid-character-reference", .reference)
        case XML_ERR_INVALID_CHAR.rawValue:
            if report.message.hasPrefix("xmlParseCharRef") { return ("xml.invalid-character-reference", .reference) }
            return ("xml.invalid-character", .character)
        case XML_ERR_ENTITY_LOOP.rawValue: return ("xml.entity-expansion-limit", .reference)
        case XML_ERR_MISPLACED_CDATA_END.rawValue: return ("xml.cdata-end-in-content", .literal("]]>"))
        case XML_ERR_HYPHEN_IN_COMMENT.rawValue: return ("xml.double-hyphen-in-comment", .literal("--"))
        case XML_ERR_COMMENT_NOT_FINISHED.rawValue:
            return ("xml.unclosed-comment", .unterminated(.comment, openerLength: 4))
        case XML_ERR_CDATA_NOT_FINISHED.rawValue:
            return ("xml.unclosed-cdata", .unterminated(.characterData, openerLength: 9))
        case XML_ERR_PI_NOT_FINISHED.rawValue:
            return ("xml.unclosed-processing-instruction", .unterminated(.processingInstruction, openerLength: 2))
        case XML_ERR_RESERVED_XML_NAME.rawValue: return ("xml.misplaced-xml-declaration", .literalBefore("<?xml"))
        case XML_ERR_DOCUMENT_END.rawValue, XML_ERR_EXTRA_CONTENT.rawValue:
            return ("xml.content-after-root", .afterRoot)
        case XML_ERR_DOCUMENT_EMPTY.rawValue, XML_ERR_DOCUMENT_START.rawValue:
            return ("xml.no-root-element", .token)
        case XML_ERR_UNKNOWN_ENCODING.rawValue, XML_ERR_UNSUPPORTED_ENCODING.rawValue,
             XML_ERR_INVALID_ENCODING.rawValue:
            return ("xml.invalid-encoding", .token)
        case XML_ERR_INTERNAL_ERROR.rawValue where report.message.hasPrefix("Excessive depth"):
            return ("xml.nesting-too-deep", .token)
        default:
            return ("xml.malformed", .token)
        }
    }

    // MARK: Ranges from the text

    private func scalarWidth(at offset: Int) -> Int {
        let byte = bytes[offset]
        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return min(width, bytes.count - offset)
    }

    /// One character; at the end of the text, the last character (empty for empty text).
    func character(at offset: Int) -> Range<Int> {
        if offset < bytes.count { return offset..<(offset + scalarWidth(at: offset)) }
        var start = bytes.count
        while start > 0 {
            start -= 1
            if bytes[start] & 0xC0 != 0x80 { break }
        }
        return start..<bytes.count
    }

    /// A name at `offset`, the name of a tag whose `<` is at `offset`, or one character.
    func token(at offset: Int) -> Range<Int> {
        guard offset < bytes.count else { return character(at: offset) }
        var start = offset
        if bytes[start] == UInt8(ascii: "<") {
            start += 1
            if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
            guard start < bytes.count, XMLNameCharacters.isNameStart(bytes[start]) else {
                return character(at: offset)
            }
        }
        guard XMLNameCharacters.isNameCharacter(bytes[start]) else { return character(at: offset) }
        var end = start
        while end < bytes.count, XMLNameCharacters.isNameCharacter(bytes[end]) { end += 1 }
        return start..<end
    }

    /// libxml2 reports a bad name after the `<`: cover the `<` and the character that
    /// cannot start a name.
    func lessThanAndName(at offset: Int) -> Range<Int> {
        guard offset > 0, bytes[offset - 1] == UInt8(ascii: "<") else { return token(at: offset) }
        guard offset < bytes.count, !isSpace(bytes[offset]) else { return (offset - 1)..<offset }
        return (offset - 1)..<(offset + scalarWidth(at: offset))
    }

    /// An entity or character reference around `offset` (libxml2 reports inside or just
    /// after it): from `&` to `;`, or to the end of its name when `;` is missing.
    func reference(around offset: Int) -> Range<Int>? {
        let window = 64
        var start = min(offset, bytes.count - 1)
        var found: Int?
        while start >= 0, start >= offset - window {
            let byte = bytes[start]
            if byte == UInt8(ascii: "&") { found = start; break }
            if start < offset, isSpace(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ";") && start < offset - 1 {
                return nil
            }
            start -= 1
        }
        guard let ampersand = found else { return nil }
        var end = ampersand + 1
        while end < bytes.count, end - ampersand < window,
              XMLNameCharacters.isNameCharacter(bytes[end]) || bytes[end] == UInt8(ascii: "#") {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: ";") { end += 1 }
        return ampersand..<end
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: Ranges from the tree

    /// The element libxml2 names with its start line (libxml2's LF-counted line): the last
    /// one of that name starting on that line before `offset`.
    func element(named name: String?, onLine line: Int, before offset: Int) -> XMLElementSyntax? {
        guard let name, line >= 1, line <= lineStarts.count else { return nil }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        var position = elementIndex(startingBefore: min(offset, lineEnd))
        while let current = position {
            let element = tree.elements[current]
            if element.startTagRange.lowerBound < lineStart { return nil }
            if element.name.qualified == name { return element }
            position = current > 0 ? current - 1 : nil
        }
        return nil
    }

    /// The last element whose start tag begins before `offset`.
    private func elementIndex(startingBefore offset: Int) -> Int? {
        var low = 0
        var high = tree.elements.count
        while low < high {
            let mid = (low + high) / 2
            if tree.elements[mid].startTagRange.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// The token that starts before `offset` and ends at or after it.
    private func token(touching offset: Int) -> SyntaxToken? {
        var low = 0
        var high = tree.tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tree.tokens[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let token = tree.tokens[low - 1]
        return offset <= token.range.upperBound ? token : nil
    }

    /// The end tag libxml2 just read (it reports after the `>`).
    func endTag(endingAtOrContaining offset: Int) -> XMLEndTagSyntax? {
        if case .endTag(_, let tag)? = token(touching: offset)?.kind { return tag }
        return nil
    }

    /// Attributes of the start tag containing `offset` or ending at it.
    func attributes(near offset: Int) -> [XMLAttributeSyntax] {
        if case .startTag(let index)? = token(touching: offset)?.kind { return tree.elements[index].attributes }
        return []
    }

    /// What follows the root element, other than white space and comments (libxml2's column
    /// for it drifts after some errors, so the tree decides).
    func firstContentAfterRoot() -> Range<Int>? {
        guard let root = tree.root else { return nil }
        for node in tree.topLevel {
            switch node {
            case .element(let index) where index != root.index && tree.elements[index].range.lowerBound >= root.range.upperBound:
                return tree.elements[index].name.range
            case .strayEndTag(let tag) where tag.range.lowerBound >= root.range.upperBound:
                return tag.name.range
            case .text(let text) where !text.isWhitespace && text.range.lowerBound >= root.range.upperBound:
                let leadingSpace = text.decoded.value.prefix { $0.isWhitespace }.utf8.count
                return token(at: text.decoded.documentOffset(forDecoded: leadingSpace))
            default:
                continue
            }
        }
        return nil
    }

    /// The last unterminated comment, CDATA or processing instruction before `offset`.
    func lastUnterminated(_ kind: XMLMarkupSyntax.Kind, before offset: Int) -> Range<Int>? {
        tree.tokens.last { token in
            if case .markup(let tokenKind) = token.kind {
                return tokenKind == kind && token.isOpenEnded && token.range.lowerBound < offset
            }
            return false
        }?.range
    }
}
