/// Checks values against the syntaxes an XSD pattern cannot state precisely.
enum SyntaxValidation {
    static func validate(_ value: String, as syntax: ValueSyntax) -> ValueVerdict {
        switch syntax {
        case .lenientBool: KeywordSyntax.lenientBool(value)
        case .float: KeywordSyntax.float(value)
        case .color: ColorSyntax.validate(value)
        case .font: FontSyntax.validate(value)
        case .text: TextSyntax.validate(value)
        case .edgeInsets: EdgeInsetsSyntax.validate(value)
        case .size: DimensionSyntax.validate(value, counts: [1, 2], labels: ["width", "height"], kind: "size", form: "`width, height` or one number")
        case .point: DimensionSyntax.validate(value, counts: [2], labels: ["x", "y"], kind: "point", form: "`x, y`")
        case .rect: DimensionSyntax.validate(value, counts: [4], labels: ["x", "y", "width", "height"], kind: "rectangle", form: "`x, y, width, height`")
        case .transform: TransformSyntax.validate(value)
        case .tabStops: ListSyntax.tabStops(value)
        case .controlStateList: ListSyntax.controlStates(value)
        case .styleReferences: ListSyntax.styleReferences(value)
        case .rootViewExtension: ListSyntax.rootViewExtension(value)
        case .componentType: KeywordSyntax.componentType(value)
        case .accessModifier: KeywordSyntax.accessModifier(value)
        case .preferredSize: KeywordSyntax.preferredSize(value)
        case .layoutIdentifier: KeywordSyntax.layoutIdentifier(value)
        case .constraint: .valid
        }
    }

    /// Whether Swift's number parsing (which the generator uses) accepts the text.
    static func isNumber(_ text: some StringProtocol) -> Bool {
        Float(String(text)) != nil
    }

    /// Whether the generator's lexer reads the text as one number, `-?digits(.digits)?`: the
    /// values it tokenizes (transforms, dimensions, font sizes) take no `.5`, `+5` or `1e3`.
    static func isLexerNumber(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        return GeneratorLexer.numberEnd(in: bytes, from: 0) == bytes.count
    }
}

/// A value as UTF-8 bytes with a cursor, so problems can point at exact offsets.
struct ValueScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ value: String, from position: Int = 0) {
        bytes = Array(value.utf8)
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    mutating func consume(_ character: Character) -> Bool {
        guard let byte = current, byte == character.asciiValue else { return false }
        position += 1
        return true
    }

    /// ASCII letters, digits and `_`, starting with a letter or `_`.
    mutating func identifier() -> (text: String, range: Range<Int>)? {
        let start = position
        guard let first = current, isLetter(first) || first == 0x5F else { return nil }
        while let byte = current, isLetter(byte) || isDigit(byte) || byte == 0x5F { position += 1 }
        return (text(start..<position), start..<position)
    }

    /// The longest run of characters that can belong to a number, and whether Swift parses it.
    mutating func number() -> (text: String, range: Range<Int>, isValid: Bool) {
        let start = position
        while let byte = current, isDigit(byte) || byte == 0x2E || byte == 0x2B || byte == 0x2D || byte == 0x65 || byte == 0x45 { position += 1 }
        let text = text(start..<position)
        return (text, start..<position, !text.isEmpty && SyntaxValidation.isNumber(text))
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The range from `start` to the next space, comma or the end: what a problem points at.
    func word(from start: Int) -> Range<Int> {
        var end = start
        while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x2C { end += 1 }
        return start..<max(end, min(start + 1, bytes.count))
    }

    private func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}

/// Splits a value on one separator byte, keeping each piece's UTF-8 range.
func pieces(of value: String, separatedBy separator: Character) -> [(text: String, range: Range<Int>)] {
    let bytes = Array(value.utf8)
    let separatorByte = separator.asciiValue!
    var result: [(String, Range<Int>)] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == separatorByte {
        result.append((String(decoding: bytes[start..<offset], as: UTF8.self), start..<offset))
        start = offset + 1
    }
    result.append((String(decoding: bytes[start...], as: UTF8.self), start..<bytes.count))
    return result
}

/// A piece with surrounding white space trimmed, its range narrowed to match.
func trimmed(_ piece: (text: String, range: Range<Int>)) -> (text: String, range: Range<Int>) {
    let bytes = Array(piece.text.utf8)
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return (String(decoding: bytes[start..<end], as: UTF8.self), (piece.range.lowerBound + start)..<(piece.range.lowerBound + end))
}

extension String {
    /// This string with the UTF-8 range replaced, for suggestions.
    func replacingUTF8(_ range: Range<Int>, with replacement: String) -> String {
        let bytes = Array(utf8)
        return String(decoding: bytes[..<range.lowerBound], as: UTF8.self) + replacement + String(decoding: bytes[range.upperBound...], as: UTF8.self)
    }
}
