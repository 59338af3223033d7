/// A qualified name exactly as written (`layout:below`, `tools:x`, `Label`): the generator
/// reads names literally, without namespace processing.
public struct XMLName: Hashable, Sendable {
    public let qualified: String
    /// UTF-8 range of the name in the document.
    public let range: Range<Int>

    /// The part before the first `:`, if any.
    @inlinable public var prefix: Substring? {
        guard let colon = qualified.firstIndex(of: ":") else { return nil }
        return qualified[..<colon]
    }

    /// The part after the first `:`, or the whole name.
    @inlinable public var localName: Substring {
        guard let colon = qualified.firstIndex(of: ":") else { return qualified[...] }
        return qualified[qualified.index(after: colon)...]
    }
}

/// An attribute value between its quotes (or unquoted, as typed mid-edit).
public struct XMLAttributeValueSyntax: Hashable, Sendable {
    // A document holds hundreds of thousands of values, so what can be derived (the quote as a
    // `Character`, the range, the full range) is not stored, and the two one-byte fields come
    // last, where the optional's tag fits beside them: 136 bytes an attribute became 112.

    /// The text as written.
    public let raw: String
    /// The text as the generator receives it, with a map back to the document; its source
    /// range is the value's.
    public let decoded: DecodedText
    /// The quote byte, or 0 for an unquoted value.
    let quoteByte: UInt8
    /// Whether the closing quote is present.
    public let isClosed: Bool

    init(quote: UInt8?, isClosed: Bool, raw: String, decoded: DecodedText) {
        self.quoteByte = quote ?? 0
        self.isClosed = isClosed
        self.raw = raw
        self.decoded = decoded
    }

    /// The value's text, inside the quotes.
    public var range: Range<Int> { decoded.sourceRange }

    /// `"` or `'`; `nil` for an unquoted value (malformed).
    public var quote: Character? { quoteByte == 0 ? nil : Character(Unicode.Scalar(quoteByte)) }

    /// Including the quotes that are present.
    public var fullRange: Range<Int> {
        (range.lowerBound - (quoteByte == 0 ? 0 : 1))..<(range.upperBound + (isClosed ? 1 : 0))
    }
}

/// An attribute in a start tag; the value is missing while one is being typed (`<Label tex`).
public struct XMLAttributeSyntax: Hashable, Sendable {
    public let name: XMLName
    public let value: XMLAttributeValueSyntax?
    /// Offset of the `=`, if present. Last: after the value's one-byte fields it would be
    /// aligned past padding.
    public let equalsOffset: Int?

    init(name: XMLName, equalsOffset: Int?, value: XMLAttributeValueSyntax?) {
        self.name = name
        self.value = value
        self.equalsOffset = equalsOffset
    }
    /// From the name to the end of the value (or of whatever of it is present).
    public var range: Range<Int> {
        name.range.lowerBound..<(value?.fullRange.upperBound ?? equalsOffset.map { $0 + 1 } ?? name.range.upperBound)
    }
}

/// An end tag `</name>`; `range` lacks the `>` when it is missing.
public struct XMLEndTagSyntax: Hashable, Sendable {
    public let name: XMLName
    public let range: Range<Int>
    public let isTerminated: Bool
}

/// How a start tag ended.
public enum XMLStartTagEnd: Hashable, Sendable {
    /// `>`: content and an end tag follow.
    case open
    /// `/>`
    case selfClosing
    /// Neither `>` nor `/>` (the element is taken as empty).
    case unterminated
}

/// A run of character data between markup; `decoded` has references replaced and line
/// breaks normalised.
public struct XMLTextSyntax: Hashable, Sendable {
    public let range: Range<Int>
    public let decoded: DecodedText
    /// Whether the run is only white space.
    public let isWhitespace: Bool
}

/// Markup that carries no element structure: comments, CDATA, processing instructions, the
/// XML declaration and a doctype (kept inert: its declarations are never applied).
public struct XMLMarkupSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case comment
        case characterData
        case processingInstruction
        case xmlDeclaration
        case doctype
    }
    public let kind: Kind
    public let range: Range<Int>
    /// Between the delimiters (`<!--`…`-->`, `<![CDATA[`…`]]>`, after the target of a
    /// processing instruction…`?>`, `<!DOCTYPE`…`>`).
    public let contentRange: Range<Int>
    /// Whether the closing delimiter is present.
    public let isTerminated: Bool
    /// The target of a processing instruction (`xml` for the declaration).
    public let target: XMLName?
    /// Pseudo-attributes of the XML declaration (`version`, `encoding`, `standalone`).
    public let pseudoAttributes: [XMLAttributeSyntax]
    /// CDATA content with line breaks normalised.
    public let decoded: DecodedText?
}

/// One node in an element's content or at the top level. Elements are referenced by index
/// into `XMLSyntaxTree.elements`, so deep trees are flat and release without recursion.
/// The rare, large cases are boxed, so a node (stored once per child) is the size of a text run.
public enum XMLNode: Hashable, Sendable {
    case element(Int)
    case text(XMLTextSyntax)
    indirect case markup(XMLMarkupSyntax)
    /// An end tag that closes no open element.
    indirect case strayEndTag(XMLEndTagSyntax)

    public var range: Range<Int>? {
        switch self {
        case .element: nil
        case .text(let text): text.range
        case .markup(let markup): markup.range
        case .strayEndTag(let tag): tag.range
        }
    }
}

/// An element with exact ranges for everything the user wrote.
public struct XMLElementSyntax: Hashable, Sendable {
    /// Index in `XMLSyntaxTree.elements` (document order of start tags).
    public let index: Int
    public let parent: Int?
    /// 1 for a top-level element.
    public let depth: Int
    public let name: XMLName
    /// `<` to `>` / `/>`, or to where an unterminated start tag stops.
    public let startTagRange: Range<Int>
    public let startTagEnd: XMLStartTagEnd
    public let attributes: [XMLAttributeSyntax]
    /// Present when the element was closed by its own end tag.
    public let endTag: XMLEndTagSyntax?
    public let children: [XMLNode]
    /// From the start tag to the end of the end tag, or to where the element was implicitly
    /// closed (an ancestor's end tag or the end of the document).
    public let range: Range<Int>

    /// An element that needed an end tag and has none.
    public var isUnclosed: Bool { startTagEnd == .open && endTag == nil }

    /// The attribute spelled exactly `qualifiedName` (the first, if repeated).
    public func attribute(_ qualifiedName: String) -> XMLAttributeSyntax? {
        attributes.first { $0.name.qualified == qualifiedName }
    }

    /// Namespace declarations on this element: `nil` prefix for `xmlns`, else the prefix of
    /// `xmlns:prefix`. Recorded for tools; the generator itself ignores them.
    public var namespaceDeclarations: [(prefix: Substring?, uri: String)] {
        attributes.compactMap { attribute in
            let name = attribute.name.qualified
            guard let value = attribute.value else { return nil }
            if name == "xmlns" { return (nil, value.decoded.value) }
            if attribute.name.prefix == "xmlns" { return (attribute.name.localName, value.decoded.value) }
            return nil
        }
    }
}

/// The syntax tree of one XML document: immutable, positions as UTF-8 offsets into the text.
/// Built by a tolerant scanner, so a document being edited still has a tree.
public struct XMLSyntaxTree: Equatable, Sendable {
    /// Every element in document order of its start tag.
    public let elements: [XMLElementSyntax]
    /// Nodes outside any element (prolog, the root, anything after it).
    public let topLevel: [XMLNode]
    /// Whether the text starts with a UTF-8 byte-order mark (offsets still count it).
    public let hasByteOrderMark: Bool
    /// Length of the text in UTF-8 bytes.
    public let utf8Count: Int
    /// Every token in document order, for position queries.
    let tokens: [SyntaxToken]

    /// The first top-level element.
    public var root: XMLElementSyntax? {
        for node in topLevel { if case .element(let index) = node { return elements[index] } }
        return nil
    }

    public func children(of element: XMLElementSyntax) -> [XMLElementSyntax] {
        element.children.compactMap { node in
            if case .element(let index) = node { return elements[index] } else { return nil }
        }
    }

    /// The URI `prefix` is bound to at `element` (`nil` prefix: the default namespace),
    /// following ancestors; `nil` when undeclared, as `tools:` usually is.
    public func namespaceURI(forPrefix prefix: Substring?, at element: XMLElementSyntax) -> String? {
        var current: XMLElementSyntax? = element
        while let candidate = current {
            if let declaration = candidate.namespaceDeclarations.first(where: { $0.prefix == prefix }) {
                return declaration.uri
            }
            current = candidate.parent.map { elements[$0] }
        }
        return nil
    }
}

/// A token of the flat list behind position queries.
struct SyntaxToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case startTag(element: Int)
        /// Boxed: inline, the end tag's 49 bytes made every token 120 bytes, and a large
        /// document has two tokens per element, most of them no end tag (64 bytes each now).
        indirect case endTag(element: Int?, XMLEndTagSyntax)
        case text
        case markup(XMLMarkupSyntax.Kind)
    }
    let kind: Kind
    let range: Range<Int>
    /// The element whose content follows this token (`nil`: top level).
    let containerAfter: Int?
    /// The element containing the token (`nil`: top level).
    let container: Int?
    /// Whether a cursor at the very end is still inside (an unterminated tag).
    let isOpenEnded: Bool
}
