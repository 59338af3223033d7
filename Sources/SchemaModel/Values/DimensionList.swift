/// The numbers of a size, point, rectangle or insets value, read token by token as the
/// generator reads them: white space (space, tab, line feed) between any tokens, each item an
/// optional `label:` and a number `-?digits(.digits)?`, and at most one comma after each item.
/// So `0 2`, `0, 10,` and `width: 2 height: 3` are all lists the generator accepts, while
/// `10pt`, `.5` and `1,,2` are not.
struct DimensionList {
    struct Item {
        var label: (text: String, range: Range<Int>)?
        var value: Double
        /// From the label (if any) to the end of the number, as UTF-8 offsets into the value.
        var range: Range<Int>
    }

    private(set) var items: [Item] = []

    /// The items, or the first problem the generator would stop at.
    static func read(_ value: String) -> Result<DimensionList, ValueProblem> {
        var reader = TokenReader(Array(value.utf8))
        var list = DimensionList()
        while let token = reader.next() {
            let start = token.range.lowerBound
            var label: (String, Range<Int>)?
            var numberToken = token
            if token.kind == .identifier, reader.peek()?.kind == .colon {
                _ = reader.next()
                label = (reader.text(token.range), token.range)
                guard let following = reader.next() else {
                    return .failure(ValueProblem("A number is missing after `\(reader.text(token.range)):`.", range: token.range))
                }
                numberToken = following
            }
            guard numberToken.kind == .number, let number = Double(reader.text(numberToken.range)) else {
                return .failure(reader.notANumber(numberToken))
            }
            list.items.append(Item(label: label, value: number, range: start..<numberToken.range.upperBound))
            if reader.peek()?.kind == .comma { _ = reader.next() }
        }
        return .success(list)
    }

    /// The generator's tokens, as far as a list of dimensions needs them.
    private struct TokenReader {
        enum Kind { case identifier, number, colon, comma, other }
        struct Token {
            var kind: Kind
            var range: Range<Int>
        }

        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        func peek() -> Token? {
            var copy = self
            return copy.next()
        }

        mutating func next() -> Token? {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A {
                position += 1
            }
            guard position < bytes.count else { return nil }
            let start = position
            let byte = bytes[position]
            if let end = GeneratorLexer.identifierEnd(in: bytes, from: start) {
                position = end
                return Token(kind: .identifier, range: start..<position)
            }
            if let end = GeneratorLexer.numberEnd(in: bytes, from: start) {
                position = end
                return Token(kind: .number, range: start..<position)
            }
            position += 1
            // One character: keep a multi-byte character whole, so that ranges fall on characters.
            while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            return Token(kind: byte == 0x3A ? .colon : byte == 0x2C ? .comma : .other, range: start..<position)
        }

        /// A token where a number belongs: the whole word it starts (`10pt`'s `pt`, `x`), so the
        /// message quotes what the user wrote.
        func notANumber(_ token: Token) -> ValueProblem {
            var end = token.range.upperBound
            while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x2C, bytes[end] != 0x09, bytes[end] != 0x0A { end += 1 }
            var start = token.range.lowerBound
            // `10pt`: the unit is glued to the number before it; quote both.
            while start > 0, GeneratorLexer.isDigit(bytes[start - 1]) || bytes[start - 1] == 0x2E || bytes[start - 1] == 0x2D { start -= 1 }
            let word = text(start..<end)
            if token.kind == .comma {
                return ValueProblem("A number is missing before this comma; write one comma between numbers.", range: token.range)
            }
            return ValueProblem("`\(word)` is not a number; write digits with an optional `-` and decimal part, such as `10` or `-0.5`.",
                                range: start..<end)
        }
    }
}

extension ValueSyntax {
    /// The numbers of a size, point or rectangle value as the generator reads them, in order
    /// (labels, which it does not check, left out); nil for a value it rejects.
    public static func dimensions(of value: String) -> [Double]? {
        guard case .success(let list) = DimensionList.read(value) else { return nil }
        return list.items.map(\.value)
    }
}
