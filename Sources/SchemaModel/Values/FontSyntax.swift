import Support
/// Fonts: `:weight@size`, `:weight`, `size`, `Name@size`, `Name` or `theme.NAME`, split as the
/// generator's font parser splits them: it reads one font and stops, so whatever follows the
/// size is ignored (`:bold@17 `, `Helvetica@14pt`). One reading of a value into its parts
/// serves both the value check (`validate`) and what the font is at run time
/// (`FontValue.read`), so the two never disagree.
enum FontSyntax {
    static let weights = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// A value split as the generator splits it; ranges are UTF-8 offsets into the value.
    enum Parts: Equatable {
        case theme
        /// `:` and the identifier after it (a weight, if `weights` has it), then what follows.
        case system(weight: String, weightEnd: Int, rest: SystemRest)
        /// `Name@size`: everything before the first `@`, and the size after it.
        case namedWithSize(name: String, nameRange: Range<Int>, size: SizeText)
        /// A value that starts with a number: the regular system font at that size.
        case size(SizeText)
        /// Anything else: a font's name, at the default size.
        case name(String)
    }

    enum SystemRest: Equatable {
        case nothing
        case size(SizeText)
        /// Anything but `@` right after the weight, which the generator ignores, size and all.
        case ignored(Range<Int>)
    }

    /// The number the generator reads as a size (`-?digits(.digits)?`) and what it ignores after.
    struct SizeText: Equatable {
        /// nil where no number starts: the generator fails.
        var number: String?
        /// The number's range, or the word found instead of one.
        var range: Range<Int>
        /// The text after the number, which the generator does not read.
        var ignored: String

        /// The size as the app gets it.
        var value: Double? { number.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
    }

    static func parts(of value: String) -> Parts {
        if value.hasPrefix("theme.") { return .theme }
        let bytes = Array(value.utf8)
        if value.hasPrefix(":") {
            let end = GeneratorLexer.identifierEnd(in: bytes, from: 1) ?? 1
            let weight = String(decoding: bytes[1..<end], as: UTF8.self)
            let rest: SystemRest
            if end == bytes.count {
                rest = .nothing
            } else if bytes[end] == UInt8(ascii: "@") {
                rest = .size(sizeText(bytes, from: end + 1))
            } else {
                rest = .ignored(end..<bytes.count)
            }
            return .system(weight: weight, weightEnd: end, rest: rest)
        }
        if GeneratorLexer.numberEnd(in: bytes, from: 0) != nil {
            return .size(sizeText(bytes, from: 0))
        }
        if let at = bytes.firstIndex(of: UInt8(ascii: "@")) {
            return .namedWithSize(name: String(decoding: bytes[..<at], as: UTF8.self), nameRange: 0..<at, size: sizeText(bytes, from: at + 1))
        }
        return .name(value)
    }

    /// The size token at `start`, as the generator's lexer reads a number.
    private static func sizeText(_ bytes: [UInt8], from start: Int) -> SizeText {
        guard let end = GeneratorLexer.numberEnd(in: bytes, from: start) else {
            var wordEnd = start
            while wordEnd < bytes.count, bytes[wordEnd] != 0x20 { wordEnd += 1 }
            if wordEnd == start, start < bytes.count { wordEnd += 1 }  // a space where the size belongs
            return SizeText(number: nil, range: start..<wordEnd, ignored: "")
        }
        return SizeText(number: String(decoding: bytes[start..<end], as: UTF8.self), range: start..<end,
                        ignored: String(decoding: bytes[end...], as: UTF8.self))
    }

    static func validate(_ value: String) -> ValueVerdict {
        switch parts(of: value) {
        case .theme:
            return .valid
        case .size(let size):
            return sizeVerdict(size)
        case .system(let weight, let end, let rest):
            guard weights.contains(weight) else {
                let nearest = DidYouMean.nearestIgnoringCase(to: weight, among: weights)
                return .invalid(ValueProblem("`\(weight)` is not a font weight.", expected: weights,
                                             suggestion: nearest.map { value.replacingUTF8(1..<end, with: $0) }, range: 0..<end))
            }
            switch rest {
            case .nothing:
                return withoutSize(value)
            case .size(let size):
                return sizeVerdict(size)
            case .ignored(let range):
                let compact = String(value.filter { !$0.isWhitespace })
                return .questionable(ValueProblem(
                    "The generator ignores everything after the weight here, so the size is \(Int(FontValue.unwrittenSize)); write the size right after `@`.",
                    suggestion: compact != value && validate(compact) == .valid ? compact : nil,
                    range: range))
            }
        case .namedWithSize(let name, let nameRange, let size):
            let verdict = sizeVerdict(size)
            if verdict.isInvalid { return verdict }
            let written = nameVerdict(name, range: nameRange)
            if written != .valid { return written }
            let nameVerdict = weightAsName(name, value: value, nameRange: nameRange)
            return nameVerdict == .valid ? verdict : nameVerdict
        case .name:
            return withoutSize(value)
        }
    }

    /// The generator's font parser, having read a weight or a name to the end of the value,
    /// asks for one more token, and its parser traps building the error message (an exclusive
    /// access to its position): the generator crashes. So a font needs its size.
    private static func withoutSize(_ value: String) -> ValueVerdict {
        .invalid(ValueProblem(
            "A font needs `@size` here: the generator crashes reading `\(value)` without one; write `\(value)@\(Int(FontValue.unwrittenSize))`.",
            suggestion: value + "@\(Int(FontValue.unwrittenSize))"))
    }

    /// A font name goes into a Swift string as the generator's tokens print: a number token
    /// (`-2` in `Font-2`) prints as a tuple with quotes, and a quote or backslash is not
    /// escaped, so the build fails; commas are dropped (`Helvetica,Bold` is `HelveticaBold`).
    private static func nameVerdict(_ name: String, range: Range<Int>) -> ValueVerdict {
        let bytes = Array(name.utf8)
        var index = 0
        var dropsCommas = false
        while index < bytes.count {
            let byte = bytes[index]
            if let end = GeneratorLexer.identifierEnd(in: bytes, from: index) {
                index = end
                continue
            }
            if let end = GeneratorLexer.numberEnd(in: bytes, from: index) {
                return .invalid(ValueProblem(
                    "The generator writes the number `\(String(decoding: bytes[index..<end], as: UTF8.self))` of a font name into Swift as a tuple, which does not compile; a number may only follow letters (`Font2`).",
                    range: (range.lowerBound + index)..<(range.lowerBound + end)))
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return .invalid(ValueProblem("A quote or backslash in a font name breaks the generated Swift string.",
                                             range: (range.lowerBound + index)..<(range.lowerBound + index + 1)))
            }
            if byte == UInt8(ascii: ",") { dropsCommas = true }
            index += 1
        }
        if dropsCommas {
            let read = name.replacingOccurrences(of: ",", with: "")
            return .questionable(ValueProblem("The generator drops commas from a font name: it reads `\(read)`.", range: range))
        }
        return .valid
    }

    /// A size the generator cannot read fails; text after it is ignored, which matters only
    /// where it looks like more of the number (`17.5.1`, `1e3`, `17,5`): a unit or spaces
    /// (`14pt`, `17 `) read as meant.
    private static func sizeVerdict(_ size: SizeText) -> ValueVerdict {
        guard let number = size.number else {
            let range = size.range.isEmpty ? (size.range.lowerBound - 1)..<size.range.upperBound : size.range
            let found = size.range.isEmpty ? "missing" : "not a number"
            return .invalid(ValueProblem("The font size after `@` is \(found); write a number such as `17`.", range: range))
        }
        let rest = size.ignored.trimmingWhitespace
        let readAsMeant = rest.isEmpty
            || (rest.utf8.allSatisfy(GeneratorLexer.isLetter) && rest.first != "e" && rest.first != "E")
        guard readAsMeant else {
            return .questionable(ValueProblem(
                "The font size is read as \(number); the generator ignores `\(size.ignored)` after it.",
                range: size.range.upperBound..<(size.range.upperBound + size.ignored.utf8.count)))
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

private extension String {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
