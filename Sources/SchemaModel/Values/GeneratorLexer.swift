/// The token shapes of the generator's lexer that the values it tokenizes (dimensions,
/// fonts, transforms) depend on: one definition for every reader that mirrors it.
enum GeneratorLexer {
    /// The end of a number `-?digits(.digits)?` starting at `start`, or nil where none starts
    /// (`.5`, `+5`; `1e3` is the number `1` and the identifier `e3`).
    static func numberEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var end = start
        if end < bytes.count, bytes[end] == 0x2D { end += 1 }
        let digits = end
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        guard end > digits else { return nil }
        if end + 1 < bytes.count, bytes[end] == 0x2E, isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        }
        return end
    }

    /// The end of an identifier `[A-Za-z][A-Za-z0-9]*` starting at `start`, or nil.
    static func identifierEnd(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, isLetter(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) { end += 1 }
        return end
    }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
