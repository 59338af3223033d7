/// Splits a `layout:` value into tokens exactly as the generator's lexer does: whitespace is
/// skipped, identifiers are ASCII letters and digits only, and any character that starts no
/// token becomes a one-character `.other` token. One pass, linear in the input.
public enum Lexer {
    public static func tokenize(_ value: String) -> [Token] {
        var value = value
        return value.withUTF8 { tokenize(bytes: $0) }
    }

    /// Reads the value's own UTF-8 storage in place. Punctuation tokens share constant strings;
    /// only identifiers, numbers and stray characters get text of their own.
    private static func tokenize(bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        // Realistic values have a token every two to four bytes; one allocation covers them.
        tokens.reserveCapacity(bytes.count / 2 + 4)
        var index = 0

        func add(_ kind: Token.Kind, _ length: Int) {
            let range = index..<(index + length)
            tokens.append(Token(kind: kind, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), range: range))
            index += length
        }
        func add(_ kind: Token.Kind, _ text: String) {
            let length = text.utf8.count
            tokens.append(Token(kind: kind, text: text, range: index..<(index + length)))
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
            case UInt8(ascii: "("): add(.openParen, "(")
            case UInt8(ascii: ")"): add(.closeParen, ")")
            case UInt8(ascii: "["): add(.openBracket, "[")
            case UInt8(ascii: "]"): add(.closeBracket, "]")
            case UInt8(ascii: ":"): add(.colon, ":")
            case UInt8(ascii: ";"): add(.semicolon, ";")
            case UInt8(ascii: "."): add(.period, ".")
            case UInt8(ascii: "@"): add(.at, "@")
            case UInt8(ascii: ","): add(.comma, ",")
            case UInt8(ascii: "="):
                if next(bytes, index) == UInt8(ascii: "=") { add(.equalEqual, "==") } else { add(.assign, "=") }
            case UInt8(ascii: "!"):
                if next(bytes, index) == UInt8(ascii: "=") { add(.notEqual, "!=") } else { add(.bang, "!") }
            case UInt8(ascii: "{"):
                if let length = argumentLength(bytes, from: index) { add(.argument, length) } else { add(.other, "{") }
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

    private static func next(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt8? {
        index + 1 < bytes.count ? bytes[index + 1] : nil
    }

    /// `-?[0-9]+(\.[0-9]+)?`; the fraction only counts when a digit follows the point.
    private static func numberLength(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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
    private static func argumentLength(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let underscore = UInt8(ascii: "_")
        var end = start + 2
        guard end < bytes.count, bytes[start + 1] == UInt8(ascii: "{"),
              isLetter(bytes[end]) || bytes[end] == underscore else { return nil }
        while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == underscore { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") else { return nil }
        return end + 2 - start
    }

    /// The length of the UTF-8 sequence that starts at `start` (1 for stray continuation bytes).
    private static func scalarLength(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let lead = bytes[start]
        let expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        var length = 1
        while length < expected, start + length < bytes.count, bytes[start + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }
}
