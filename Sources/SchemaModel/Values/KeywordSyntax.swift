import Support
/// Values read leniently or checked against a short list of words.
enum KeywordSyntax {
    static let forbiddenTypeNames = ["RootView", "UIView", "UIViewController", "self", "switch", "if", "else", "guard",
                                     "func", "class", "ViewBase", "ControllerBase", "for"]

    /// `rootView`, `anonymous`: a leading y, t or 1-9 means true, anything else false.
    static func lenientBool(_ value: String) -> ValueVerdict {
        if value == "true" || value == "false" { return .valid }
        let readAsTrue = value.first.map { "yYtT123456789".contains($0) } ?? false
        return .questionable(ValueProblem("The generator reads `\(value)` as \(readAsTrue).",
                                          expected: ["true", "false"], suggestion: readAsTrue ? "true" : "false"))
    }

    /// Swift's `Float(…)` reads the value, and the generator writes the number back into Swift
    /// as it prints: `inf`, `nan` and values past Float's range (printed `inf`) do not compile.
    static func float(_ value: String) -> ValueVerdict {
        guard let number = Float(value) else { return .invalid(ValueProblem("`\(value)` is not a number.")) }
        guard number.isFinite else {
            return .invalid(ValueProblem("`\(value)` is \(number.isNaN ? "not a number" : "infinite") as a Float; the generator writes it as `\(number)`, which does not compile."))
        }
        return .valid
    }

    static func componentType(_ value: String) -> ValueVerdict {
        guard forbiddenTypeNames.contains(value) else { return .valid }
        return .invalid(ValueProblem("`\(value)` cannot be a component's type name."))
    }

    static func accessModifier(_ value: String) -> ValueVerdict {
        if value == "public" || value == "internal" { return .valid }
        return .questionable(ValueProblem("The generator reads any value but `public` as `internal`.",
                                          expected: ["public", "internal"],
                                          suggestion: DidYouMean.nearestIgnoringCase(to: value, among: ["public", "internal"])))
    }

    /// `tools:preferredSize`: `fill`, `wrap`, a number, or `WIDTH,HEIGHT` of those.
    static func preferredSize(_ value: String) -> ValueVerdict {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
        let valid = parts.count <= 2 && parts.allSatisfy { $0 == "fill" || $0 == "wrap" || SyntaxValidation.isNumber($0) }
        return valid ? .valid : .questionable(ValueProblem("A preferred size is `fill`, `wrap`, a number, or `WIDTH,HEIGHT`.",
                                                           expected: ["fill", "wrap"]))
    }

    /// Constraints refer to `layout:id` as `id:NAME`, where NAME is letters and digits.
    static func layoutIdentifier(_ value: String) -> ValueVerdict {
        let bytes = Array(value.utf8)
        let referable = bytes.first.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) } == true
            && bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        return referable ? .valid : .questionable(ValueProblem(
            "Constraints cannot refer to `\(value)`: `id:NAME` takes a letter followed by letters and digits."))
    }
}
