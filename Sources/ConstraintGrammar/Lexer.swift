/// Splits a `layout:` value into tokens exactly as the generator's lexer does: whitespace is
/// skipped, identifiers are ASCII letters and digits only, and any character that starts no
/// token becomes a one-character `.other` token. One pass, linear in the input.
public enum Lexer {
    public static func tokenize(_ value: String) -> [Token] {
        let bytes = Array(value.utf8)
        var tokens: [Token] = []
        var index = 0

        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }
        func add(_ kind: Token.Kind, _ length: Int) {
            let range = index..<(index + length)
            tokens.append(Token(kind: kind, text: text(range), range: range))
            index += length
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            // Space, tab, newline; a carriage return only survives in raw text, as XML turns it into a space.
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case _ where isLetter(byte):
                var end = index + 1
                while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) { end += 1 }
                add(.identifier, end - index)
            case _ where isDigit(byte) || (byte == UInt8(ascii: "-") && index + 1 < bytes.count && isDigit(bytes[index + 1])):
                add(.number, numberLength(bytes, from: index))
            case UInt8(ascii: "("): add(.openParen, 1)
            case UInt8(ascii: ")"): add(.closeParen, 1)
            case UInt8(ascii: "["): add(.openBracket, 1)
            case UInt8(ascii: "]"): add(.closeBracket, 1)
            case UInt8(ascii: ":"): add(.colon, 1)
            case UInt8(ascii: ";"): add(.semicolon, 1)
            case UInt8(ascii: "."): add(.period, 1)
            case UInt8(ascii: "@"): add(.at, 1)
            case UInt8(ascii: ","): add(.comma, 1)
            case UInt8(ascii: "="):
                if next(bytes, index) == UInt8(ascii: "=") { add(.equalEqual, 2) } else { add(.assign, 1) }
            case UInt8(ascii: "!"):
                if next(bytes, index) == UInt8(ascii: "=") { add(.notEqual, 2) } else { add(.bang, 1) }
            case UInt8(ascii: "{"):
                if let length = argumentLength(bytes, from: index) { add(.argument, length) } else { add(.other, 1) }
            default:
                add(.other, scalarLength(bytes, from: index))
            }
        }
        return tokens
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func next(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index + 1 < bytes.count ? bytes[index + 1] : nil
    }

    /// `-?[0-9]+(\.[0-9]+)?`; the fraction only counts when a digit follows the point.
    private static func numberLength(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        if bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        }
        return end - start
    }

    /// `{{[a-zA-Z_][a-zA-Z_0-9]*}}`, or nil when the text does not have that shape.
    private static func argumentLength(_ bytes: [UInt8], from start: Int) -> Int? {
        let underscore = UInt8(ascii: "_")
        var end = start + 2
        guard end < bytes.count, bytes[start + 1] == UInt8(ascii: "{"),
              isLetter(bytes[end]) || bytes[end] == underscore else { return nil }
        while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == underscore { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") else { return nil }
        return end + 2 - start
    }

    /// The length of the UTF-8 sequence that starts at `start` (1 for stray continuation bytes).
    private static func scalarLength(_ bytes: [UInt8], from start: Int) -> Int {
        let lead = bytes[start]
        let expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var length = 1
        while length < expected, start + length < bytes.count, bytes[start + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }
}
