import XMLSyntax

/// One style named in `style="…"` or `extend="…"`: a whitespace-separated word, split on `.`
/// if it has one, else on `:` (empty pieces dropped). One piece names a style of the same
/// file (or of the same group in a `.styles.xml`), two name a group and a style in it; more
/// make the generator fail.
public struct StyleReference: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case local(NamedValue)
        case global(group: NamedValue, style: NamedValue)
        /// Zero pieces (`":"`) or more than two.
        case malformed
    }

    /// The word as written (decoded), e.g. `:common:title`.
    public let text: String
    /// UTF-8 range of the word in the document.
    public let range: Range<Int>
    public let target: Target
    /// The element whose attribute holds the reference.
    public let element: Int
    /// `style` or `extend`.
    public let attributeName: String

    /// Every reference in an attribute's value, in order.
    static func parse(_ attribute: XMLAttributeSyntax, element: Int) -> [StyleReference] {
        guard let value = attribute.value else { return [] }
        let decoded = value.decoded
        let bytes = Array(decoded.value.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func named(_ range: Range<Int>) -> NamedValue {
            NamedValue(name: String(decoding: bytes[range], as: UTF8.self), range: decoded.documentRange(forDecoded: range))
        }

        var references: [StyleReference] = []
        var index = 0
        while index < bytes.count {
            guard !isSpace(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            let word = start..<index
            let separator = bytes[word].contains(UInt8(ascii: ".")) ? UInt8(ascii: ".") : UInt8(ascii: ":")
            var pieces: [Range<Int>] = []
            var pieceStart = start
            for position in start...index where position == index || bytes[position] == separator {
                if position > pieceStart { pieces.append(pieceStart..<position) }
                pieceStart = position + 1
            }
            let target: Target = switch pieces.count {
            case 1: .local(named(pieces[0]))
            case 2: .global(group: named(pieces[0]), style: named(pieces[1]))
            default: .malformed
            }
            references.append(StyleReference(
                text: String(decoding: bytes[word], as: UTF8.self),
                range: decoded.documentRange(forDecoded: word),
                target: target, element: element, attributeName: attribute.name.qualified))
        }
        return references
    }
}
