import Support
/// Fonts: `:weight@size`, `:weight`, `size`, `Name@size`, `Name` or `theme.NAME`. One reading
/// of a value into its parts serves both the value check (`validate`) and what the font is at
/// run time (`FontValue.read`), so the two never disagree.
enum FontSyntax {
    static let weights = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// A value split as the generator splits it; ranges are UTF-8 offsets into the value.
    enum Parts: Equatable {
        case theme
        /// `:` and the letters after it (a weight, if `weights` has it), then what follows.
        case system(weight: String, weightEnd: Int, rest: SystemRest)
        /// `Name@size`: everything before the last `@`, and after it.
        case namedWithSize(name: String, nameRange: Range<Int>, size: String, sizeRange: Range<Int>)
        /// A number alone: the regular system font at that size.
        case size(String)
        /// Anything else: a font's name, at the default size.
        case name(String)
    }

    enum SystemRest: Equatable {
        case nothing
        case size(String, range: Range<Int>)
        /// Anything but `@` right after the weight, which the generator ignores, size and all.
        case ignored(Range<Int>)
    }

    static func parts(of value: String) -> Parts {
        if value.hasPrefix("theme.") { return .theme }
        let bytes = Array(value.utf8)
        if value.hasPrefix(":") {
            var end = 1
            while end < bytes.count, (0x61...0x7A).contains(bytes[end]) || (0x41...0x5A).contains(bytes[end]) { end += 1 }
            let weight = String(decoding: bytes[1..<end], as: UTF8.self)
            let rest: SystemRest
            if end == bytes.count {
                rest = .nothing
            } else if bytes[end] == UInt8(ascii: "@") {
                rest = .size(String(decoding: bytes[(end + 1)...], as: UTF8.self), range: (end + 1)..<bytes.count)
            } else {
                rest = .ignored(end..<bytes.count)
            }
            return .system(weight: weight, weightEnd: end, rest: rest)
        }
        if let at = bytes.lastIndex(of: UInt8(ascii: "@")) {
            return .namedWithSize(
                name: String(decoding: bytes[..<at], as: UTF8.self), nameRange: 0..<at,
                size: String(decoding: bytes[(at + 1)...], as: UTF8.self), sizeRange: (at + 1)..<bytes.count)
        }
        return SyntaxValidation.isNumber(value) ? .size(value) : .name(value)
    }

    static func validate(_ value: String) -> ValueVerdict {
        switch parts(of: value) {
        case .theme, .size:
            return .valid
        case .system(let weight, let end, let rest):
            guard weights.contains(weight) else {
                let nearest = DidYouMean.nearestIgnoringCase(to: weight, among: weights)
                return .invalid(ValueProblem("`\(weight)` is not a font weight.", expected: weights,
                                             suggestion: nearest.map { value.replacingUTF8(1..<end, with: $0) }, range: 0..<end))
            }
            switch rest {
            case .nothing:
                return .valid
            case .size(let size, let range):
                return sizeVerdict(size, range: range)
            case .ignored(let range):
                let compact = String(value.filter { !$0.isWhitespace })
                return .questionable(ValueProblem(
                    "The generator ignores everything after the weight here, so the size is \(Int(FontValue.unwrittenSize)); write the size right after `@`.",
                    suggestion: compact != value && validate(compact) == .valid ? compact : nil,
                    range: range))
            }
        case .namedWithSize(let name, let nameRange, let size, let sizeRange):
            let verdict = sizeVerdict(size, range: sizeRange)
            if verdict != .valid { return verdict }
            return weightAsName(name, value: value, nameRange: nameRange)
        case .name(let name):
            return weightAsName(name, value: value, nameRange: 0..<value.utf8.count)
        }
    }

    private static func sizeVerdict(_ size: String, range sizeRange: Range<Int>) -> ValueVerdict {
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
