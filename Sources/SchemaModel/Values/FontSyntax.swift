/// Fonts: `:weight@size`, `:weight`, `size`, `Name@size`, `Name` or `theme.NAME`.
enum FontSyntax {
    static let weights = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    static func validate(_ value: String) -> ValueVerdict {
        if value.hasPrefix("theme.") { return .valid }
        let bytes = Array(value.utf8)
        if value.hasPrefix(":") {
            var end = 1
            while end < bytes.count, (0x61...0x7A).contains(bytes[end]) || (0x41...0x5A).contains(bytes[end]) { end += 1 }
            let weight = String(decoding: bytes[1..<end], as: UTF8.self)
            guard weights.contains(weight) else {
                let nearest = NearestSpelling.nearest(to: weight, among: weights)
                return .invalid(ValueProblem("`\(weight)` is not a font weight.", expected: weights,
                                             suggestion: nearest.map { value.replacingUTF8(1..<end, with: $0) }, range: 0..<end))
            }
            if end == bytes.count { return .valid }
            if bytes[end] == UInt8(ascii: "@") {
                return sizeVerdict(value, sizeRange: (end + 1)..<bytes.count)
            }
            let compact = String(value.filter { !$0.isWhitespace })
            return .questionable(ValueProblem(
                "The generator ignores everything after the weight here, so the size is \(Int(FontValue.unwrittenSize)); write the size right after `@`.",
                suggestion: compact != value && validate(compact) == .valid ? compact : nil,
                range: end..<bytes.count))
        }
        if let at = bytes.lastIndex(of: UInt8(ascii: "@")) {
            let name = String(decoding: bytes[..<at], as: UTF8.self)
            let size = sizeVerdict(value, sizeRange: (at + 1)..<bytes.count)
            if size != .valid { return size }
            return weightAsName(name, value: value, nameRange: 0..<at)
        }
        if SyntaxValidation.isNumber(value) { return .valid }
        return weightAsName(value, value: value, nameRange: 0..<bytes.count)
    }

    private static func sizeVerdict(_ value: String, sizeRange: Range<Int>) -> ValueVerdict {
        let size = String(decoding: Array(value.utf8)[sizeRange], as: UTF8.self)
        guard SyntaxValidation.isNumber(size) else {
            let range = sizeRange.isEmpty ? (sizeRange.lowerBound - 1)..<sizeRange.upperBound : sizeRange
            return .invalid(ValueProblem(size.isEmpty ? "The font size after `@` is missing; it is not a number." : "The font size `\(size)` is not a number.", range: range))
        }
        return .valid
    }

    /// `light@17` names a font called "light": almost always a missing `:`.
    private static func weightAsName(_ name: String, value: String, nameRange: Range<Int>) -> ValueVerdict {
        guard weights.contains(name) else { return .valid }
        return .questionable(ValueProblem(
            "`\(name)` is read as the name of a font, not as a weight of the system font; a weight is written `:\(name)`.",
            suggestion: ":" + value, range: nameRange))
    }
}
