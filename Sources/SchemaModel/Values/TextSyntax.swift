import Support
/// Text: literal text, or the whole value wrapped in a transform such as `:uppercased(…)`.
enum TextSyntax {
    static let transforms = ["uppercased", "lowercased", "capitalized", "localized"]

    static func validate(_ value: String) -> ValueVerdict {
        let bytes = Array(value.utf8)
        var start = 0
        var end = bytes.count
        // Each round peels one transform; nesting is bounded by the value's length.
        while start < end, bytes[start] == UInt8(ascii: ":") {
            var nameEnd = start + 1
            while nameEnd < end, (0x61...0x7A).contains(bytes[nameEnd]) || (0x41...0x5A).contains(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd > start + 1, nameEnd < end, bytes[nameEnd] == UInt8(ascii: "(") else { return .valid }
            let name = String(decoding: bytes[(start + 1)..<nameEnd], as: UTF8.self)
            guard transforms.contains(name) else {
                let nearest = DidYouMean.nearestIgnoringCase(to: name, among: transforms)
                return .invalid(ValueProblem("`\(name)` is not a text transform.", expected: transforms.map { ":\($0)(…)" },
                                             suggestion: nearest.map { value.replacingUTF8((start + 1)..<nameEnd, with: $0) },
                                             range: start..<nameEnd))
            }
            guard bytes[end - 1] == UInt8(ascii: ")") else {
                return .invalid(ValueProblem("`:\(name)(` needs a closing `)` at the end of the value.", suggestion: value + ")",
                                             range: start..<(nameEnd + 1)))
            }
            start = nameEnd + 1
            end -= 1
        }
        return escapes(in: bytes)
    }

    /// The generator writes text into a Swift string literal escaping only quotes, line breaks
    /// and tabs, and turns `{{name}}` into an interpolation: a backslash that starts no Swift
    /// escape (`a\d`, one at the end), an interpolation `\(…)`, or `{{name}}` outside a template
    /// (no such variable where the text is set) breaks the build.
    private static func escapes(in bytes: [UInt8]) -> ValueVerdict {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
               let close = argumentEnd(bytes, from: index + 2) {
                return .invalid(ValueProblem(
                    "`{{…}}` is a template argument; outside a template the generated Swift names a variable that does not exist. Write the text itself.",
                    range: index..<close))
            }
            guard bytes[index] == UInt8(ascii: "\\") else { index += 1; continue }
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch next {
            // (`\"` is no escape here: the generator escapes the quote again, and it ends the literal.)
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "'"):
                index += 2
            case UInt8(ascii: "u") where index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{"):
                index += 3
            case UInt8(ascii: "("):
                return .invalid(ValueProblem(
                    "`\\(` starts a Swift interpolation in the generated string, which does not compile; write `\\\\(` for a backslash and a parenthesis.",
                    range: index..<(index + 2)))
            default:
                return .invalid(ValueProblem(
                    "A backslash goes into the generated Swift string as written, where `\\\(next.map { String(decoding: [$0], as: UTF8.self) } ?? "")` is no escape and the build fails; write `\\\\` for a backslash.",
                    range: index..<min(index + 2, bytes.count)))
            }
        }
        return .valid
    }

    /// The end of `name}}` (an identifier, as the generator's lexer reads template arguments).
    private static func argumentEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F }
        guard start < bytes.count, isLetter(bytes[start]) else { return nil }
        var end = start + 1
        while end < bytes.count, isLetter(bytes[end]) || (0x30...0x39).contains(bytes[end]) { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") else { return nil }
        return end + 2
    }
}
