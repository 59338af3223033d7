/// What a cursor offset is in, for completion and hover. Works on broken documents: the tree
/// it queries is the tolerant scanner's.
public enum SyntaxContext: Hashable, Sendable {
    /// In (or at the end of) an element's name; `isEndTag` for the name in `</name>`.
    case elementName(element: Int, isEndTag: Bool)
    /// In (or at the end of) an attribute's name.
    case attributeName(element: Int, attribute: Int)
    /// Inside an attribute's value; `decodedOffset` is the cursor in the decoded value.
    case attributeValue(element: Int, attribute: Int, decodedOffset: Int)
    /// Inside a start tag, but not in a name or value (where a new attribute would go).
    case betweenAttributes(element: Int)
    /// Inside an end tag, outside its name.
    case endTag(element: Int?)
    /// Character content of `parent` (`nil`: outside the root).
    case content(parent: Int?)
    /// Inside a comment, CDATA section, processing instruction, XML declaration or doctype.
    case markup(XMLMarkupSyntax.Kind)
}

extension XMLSyntaxTree {
    /// What the cursor at `offset` (between characters) is in. A cursor touching the end of a
    /// name belongs to the name, so completion can extend what is being typed.
    public func context(at offset: Int) -> SyntaxContext {
        guard let position = lastToken(startingBefore: offset) else { return .content(parent: nil) }
        let token = tokens[position]
        let isInside = offset < token.range.upperBound || (token.isOpenEnded && offset == token.range.upperBound)
        guard isInside else { return .content(parent: token.containerAfter) }
        switch token.kind {
        case .text:
            return .content(parent: token.container)
        case .markup(let kind):
            return .markup(kind)
        case .endTag(let element, let tag):
            if tag.name.range.contains(offset) || tag.name.range.upperBound == offset {
                return element.map { .elementName(element: $0, isEndTag: true) } ?? .endTag(element: nil)
            }
            return .endTag(element: element)
        case .startTag(let index):
            return context(inStartTagOf: elements[index], at: offset)
        }
    }

    private func context(inStartTagOf element: XMLElementSyntax, at offset: Int) -> SyntaxContext {
        if offset <= element.name.range.upperBound {
            return .elementName(element: element.index, isEndTag: false)
        }
        for (position, attribute) in element.attributes.enumerated() {
            if attribute.name.range.lowerBound <= offset, offset <= attribute.name.range.upperBound {
                return .attributeName(element: element.index, attribute: position)
            }
            guard let value = attribute.value else { continue }
            let inside = value.range.lowerBound <= offset && offset <= value.range.upperBound
            if inside {
                return .attributeValue(
                    element: element.index, attribute: position,
                    decodedOffset: value.decoded.decodedOffset(forDocument: offset))
            }
        }
        return .betweenAttributes(element: element.index)
    }

    /// The last token whose range starts strictly before `offset`.
    private func lastToken(startingBefore offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}
