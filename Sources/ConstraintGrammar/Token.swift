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
        // Whole numbers of up to 15 digits are exact in a Double: read them directly.
        var digits = text.utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        if !digits.isEmpty, digits.count <= 15 {
            var whole = 0
            for byte in digits {
                guard Lexer.isDigit(byte) else { return Double(text) ?? 0 }
                whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return negative ? -Double(whole) : Double(whole)
        }
        return Double(text) ?? 0
    }
}
