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
        return .valid
    }
}
