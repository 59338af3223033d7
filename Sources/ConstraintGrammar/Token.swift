/// A token of a `layout:` value with its UTF-8 range in the value.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `[a-zA-Z][a-zA-Z0-9]*`; no underscore.
        case identifier
        /// `-?[0-9]+(\.[0-9]+)?`
        case number
        case openParen, closeParen, openBracket, closeBracket
        case colon, semicolon, period, at, comma
        /// `==`
        case equalEqual
        /// `!=`
        case notEqual
        /// `=`
        case assign
        /// `!`
        case bang
        /// `{{name}}`, a template argument; meaningless in constraints.
        case argument
        /// Any other single character (`<`, `>`, `&`, `|`, `_`, …); always an error.
        case other
    }

    public let kind: Kind
    public let text: String
    /// UTF-8 offsets in the value.
    public let range: Range<Int>

    public init(kind: Kind, text: String, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// The number's value; only meaningful for `.number` tokens.
    var numberValue: Double {
        // A whole number of up to 15 digits is exact in a Double: read it directly.
        var whole = 0, digits = 0, negative = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-"), digits == 0, !negative {
                negative = true
                continue
            }
            guard Lexer.isDigit(byte), digits < 15 else { return Double(text) ?? 0 }
            whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard digits > 0 else { return Double(text) ?? 0 }
        return negative ? -Double(whole) : Double(whole)
    }
}
