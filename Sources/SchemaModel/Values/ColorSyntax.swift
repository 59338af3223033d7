import Support
/// Colors: `#RRGGBB[AA]`, system names, `theme.NAME` or an asset name, then `@modifier(…)`s.
enum ColorSyntax {
    static let names = ["black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan",
                        "yellow", "magenta", "orange", "purple", "brown", "clear"]
    static let modifiers = ["lighter", "darker", "saturated", "desaturated", "fadedIn", "fadedOut", "alpha"]

    static func validate(_ value: String) -> ValueVerdict {
        let bytes = Array(value.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "@")) ?? bytes.count
        let base = String(decoding: bytes[..<at], as: UTF8.self)
        if base.hasPrefix("theme.") {
            guard at == bytes.count else {
                return .invalid(ValueProblem("Modifiers cannot be applied to a theme color.", range: at..<bytes.count))
            }
            return .valid
        }
        if let problem = modifierProblem(value, from: at) { return .invalid(problem) }
        if base.hasPrefix("#") {
            let digits = base.dropFirst()
            if !(digits.count == 6 || digits.count == 8) || !digits.allSatisfy(\.isHexDigit) {
                return .questionable(ValueProblem(
                    "`\(base)` is not `#RRGGBB` or `#RRGGBBAA`, so the generator takes it as the name of an asset-catalog color.",
                    range: 0..<at))
            }
            return .valid
        }
        if !names.contains(base), let name = names.first(where: { $0.lowercased() == base.lowercased() }) {
            return .questionable(ValueProblem(
                "`\(base)` is taken as the name of an asset-catalog color; the system color is spelled `\(name)`.",
                expected: names, suggestion: value.replacingUTF8(0..<at, with: name), range: 0..<at))
        }
        return .valid
    }

    /// Checks the `@name(argument)` chain starting at `start`.
    private static func modifierProblem(_ value: String, from start: Int) -> ValueProblem? {
        var scanner = ValueScanner(value, from: start)
        while !scanner.isAtEnd {
            let modifierStart = scanner.position
            guard scanner.consume("@") else {
                return ValueProblem("Expected `@` before the next color modifier.", range: scanner.word(from: modifierStart))
            }
            scanner.skipSpaces()
            guard let name = scanner.identifier() else {
                return ValueProblem("`@` must be followed by a color modifier.", expected: modifiers, range: modifierStart..<scanner.position)
            }
            guard modifiers.contains(name.text) else {
                let nearest = DidYouMean.nearestIgnoringCase(to: name.text, among: modifiers)
                return ValueProblem("`\(name.text)` is not a color modifier.", expected: modifiers,
                                    suggestion: nearest.map { value.replacingUTF8(name.range, with: $0) }, range: name.range)
            }
            scanner.skipSpaces()
            guard scanner.consume("(") else {
                return ValueProblem("`\(name.text)` needs an argument in parentheses, e.g. `\(name.text)(20%)`.", range: name.range)
            }
            scanner.skipSpaces()
            let label = name.text == "alpha" ? "at" : "by"
            let save = scanner.position
            if let word = scanner.identifier() {
                scanner.skipSpaces()
                guard word.text == label, scanner.consume(":") else {
                    return ValueProblem("The argument of `\(name.text)` is a number or percentage, optionally labelled `\(label):`.", range: word.range)
                }
                scanner.skipSpaces()
            } else {
                scanner.position = save
            }
            let number = scanner.number()
            guard number.isValid else {
                return ValueProblem("`\(number.text)` is not a number.", range: scanner.word(from: number.range.lowerBound))
            }
            _ = scanner.consume("%")
            scanner.skipSpaces()
            guard scanner.consume(")") else {
                return ValueProblem("Expected `)` after the argument of `\(name.text)`.", range: modifierStart..<scanner.position)
            }
            scanner.skipSpaces()
        }
        return nil
    }
}
