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
        let modifiers = modifierVerdict(value, from: at)
        if modifiers.isInvalid { return modifiers }
        if base.hasPrefix("#") {
            let digits = base.dropFirst()
            if !(digits.count == 6 || digits.count == 8) || !digits.allSatisfy(\.isHexDigit) {
                return .questionable(ValueProblem(
                    "`\(base)` is not `#RRGGBB` or `#RRGGBBAA`, so the generator takes it as the name of an asset-catalog color.",
                    range: 0..<at))
            }
            return modifiers
        }
        if !names.contains(base), let name = names.first(where: { $0.lowercased() == base.lowercased() }) {
            return .questionable(ValueProblem(
                "`\(base)` is taken as the name of an asset-catalog color; the system color is spelled `\(name)`.",
                expected: names, suggestion: value.replacingUTF8(0..<at, with: name), range: 0..<at))
        }
        // The generator applies modifiers while it writes the code, where no asset catalog is
        // loaded: an asset color's components are not known, and it starts from red.
        if !names.contains(base), at < bytes.count {
            return .questionable(ValueProblem(
                "Modifiers on the asset-catalog color `\(base)` are applied by the generator to red (it cannot read the asset): the app shows a shade of red.",
                range: 0..<at))
        }
        return modifiers
    }

    /// Checks the `@name(argument)` chain starting at `start` as the generator reads it
    /// (`SimpleProcedure`): the value split on `@`, each piece on its one `(`, every `)`
    /// deleted, one argument, an optional label before `:`, and a whole percentage or a
    /// `Float`. A missing `)` is therefore read as meant: a warning, not an error.
    private static func modifierVerdict(_ value: String, from start: Int) -> ValueVerdict {
        let bytes = Array(value.utf8)
        var verdict = ValueVerdict.valid
        var pieceStart = start
        while pieceStart < bytes.count {
            var pieceEnd = pieceStart + 1
            while pieceEnd < bytes.count, bytes[pieceEnd] != UInt8(ascii: "@") { pieceEnd += 1 }
            let piece = (pieceStart + 1)..<pieceEnd
            let text = String(decoding: bytes[piece], as: UTF8.self)
            let parts = text.split(separator: "(", omittingEmptySubsequences: false)
            let name = String(parts[0])
            let nameRange = piece.lowerBound..<(piece.lowerBound + name.utf8.count)
            guard modifiers.contains(name) else {
                let nearest = DidYouMean.nearestIgnoringCase(to: name.trimmingSpaces, among: modifiers)
                return .invalid(ValueProblem(name.isEmpty ? "`@` must be followed by a color modifier." : "`\(name)` is not a color modifier.",
                                             expected: modifiers, suggestion: nearest.map { value.replacingUTF8(nameRange, with: $0) },
                                             range: name.isEmpty ? (pieceStart..<pieceEnd) : nameRange))
            }
            guard parts.count == 2 else {
                return .invalid(ValueProblem(parts.count < 2 ? "`\(name)` needs an argument in parentheses, e.g. `\(name)(20%)`."
                                                             : "`\(name)(` takes one pair of parentheses.", range: pieceStart..<pieceEnd))
            }
            let inside = String(parts[1])
            let arguments = inside.replacingOccurrences(of: ")", with: "").split(separator: ",", omittingEmptySubsequences: false)
            let label = name == "alpha" ? "at" : "by"
            guard arguments.count == 1 else {
                return .invalid(ValueProblem("`\(name)` takes one argument.", range: pieceStart..<pieceEnd))
            }
            let labelled = arguments[0].split(separator: ":", omittingEmptySubsequences: false)
            guard labelled.count <= 2, labelled.count == 1 || labelled[0] == label else {
                return .invalid(ValueProblem("The argument of `\(name)` is a number or percentage, optionally labelled `\(label):`.",
                                             range: pieceStart..<pieceEnd))
            }
            let number = labelled.last!.trimmingSpaces
            let isPercentage = number.hasSuffix("%") && Int(number.dropLast()) != nil
            guard isPercentage || Float(number) != nil else {
                return .invalid(ValueProblem(
                    "`\(number)` is not a whole percentage or a number; write e.g. `\(name)(20%)` or `\(name)(0.2)`.", range: pieceStart..<pieceEnd))
            }
            if !inside.hasSuffix(")"), verdict == .valid {
                verdict = .questionable(ValueProblem("`\(name)(` has no closing `)`; the generator reads it anyway.",
                                                     suggestion: value.replacingUTF8(piece.upperBound..<piece.upperBound, with: ")"),
                                                     range: pieceStart..<pieceEnd))
            }
            pieceStart = pieceEnd
        }
        return verdict
    }
}
