/// The interface state a condition is tested against: what the generated code reads from the
/// view's traits when it decides which conditional constraints to install.
public struct InterfaceTraits: Hashable, Sendable {
    public enum Idiom: Hashable, Sendable { case phone, pad, tv, carPlay }
    public enum SizeClass: Hashable, Sendable { case compact, regular }

    public var idiom: Idiom
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The root view's size; orientation follows from it (landscape when wider than tall).
    public var rootWidth: Double
    public var rootHeight: Double

    public init(idiom: Idiom, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, rootWidth: Double, rootHeight: Double) {
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
    }

    public var isLandscape: Bool { rootWidth > rootHeight }
}

/// Decides whether a condition holds in an interface state, as the generated code would:
/// `or` loosest, then `and`, then comparisons left to right; `:lt`/`:gt` strict; an axis
/// compared with a size class is one test. A condition the generator rejects has no value.
public enum ConditionEvaluator {
    /// - Parameter condition: the condition's text without brackets, e.g. `ResolvedConstraint.condition`.
    /// - Returns: nil when the condition is not a valid test (the analysis reports why).
    public static func evaluate(_ condition: String, in traits: InterfaceTraits) -> Bool? {
        Condition(condition).holds(in: traits)
    }

    /// A condition read once and tested in many interface states: a component's conditions
    /// are tested on every built-in device.
    public struct Condition: Sendable {
        /// Nil when the condition is not a valid test.
        private let expression: ConditionSyntax?

        /// - Parameter condition: the condition's text without brackets.
        public init(_ condition: String) {
            let tokens = Lexer.tokenize("[" + condition + "]")
            guard tokens.count >= 3, let close = tokens.last, close.kind == .closeBracket else {
                expression = nil
                return
            }
            var parser = ConditionParser(tokens: tokens, range: 1..<(tokens.count - 1), closeBracket: close)
            let expression = parser.parse()
            let isValid = parser.diagnostics.isEmpty && parser.position == tokens.count - 1
                && ConditionValidator.validate(expression).isEmpty
            self.expression = isValid ? expression : nil
        }

        /// Nil when the condition is not a valid test (the analysis reports why).
        public func holds(in traits: InterfaceTraits) -> Bool? {
            expression.flatMap { ConditionEvaluator.evaluate($0, traits)?.truth }
        }
    }

    /// What an operand is while a chain is folded.
    private enum Value {
        case truth(Bool)
        case number(Double)
        case axis(horizontal: Bool)
        case sizeClass(InterfaceTraits.SizeClass)

        var truth: Bool? {
            if case .truth(let value) = self { return value }
            return nil
        }
    }

    private static func evaluate(_ syntax: ConditionSyntax, _ traits: InterfaceTraits) -> Value? {
        switch syntax {
        case .identifier(let token): return identifier(token.text, traits)
        case .number(let token): return .number(token.numberValue)
        case .missing: return nil
        case .parenthesized(_, let inner, _): return evaluate(inner, traits)
        case .negation(_, let operand):
            return evaluate(operand, traits)?.truth.map { .truth(!$0) }
        case .chain(let first, let links):
            guard var accumulated = evaluate(first, traits) else { return nil }
            for link in links {
                guard let rhs = evaluate(link.operand, traits),
                      let next = apply(link.operator.kind, accumulated, rhs, traits) else { return nil }
                accumulated = next
            }
            return accumulated
        }
    }

    private static func identifier(_ name: String, _ traits: InterfaceTraits) -> Value? {
        switch name.lowercasedIfNeeded {
        case "phone", "iphone": .truth(traits.idiom == .phone)
        case "pad", "ipad": .truth(traits.idiom == .pad)
        case "tv", "appletv": .truth(traits.idiom == .tv)
        case "carplay": .truth(traits.idiom == .carPlay)
        case "landscape": .truth(traits.isLandscape)
        case "portrait": .truth(!traits.isLandscape)
        case "horizontal": .axis(horizontal: true)
        case "vertical": .axis(horizontal: false)
        case "compact": .sizeClass(.compact)
        case "regular": .sizeClass(.regular)
        case "true": .truth(true)
        case "false": .truth(false)
        case "width": .number(traits.rootWidth)
        case "height": .number(traits.rootHeight)
        default: nil
        }
    }

    private static func apply(
        _ kind: ConditionOperatorSyntax.Kind, _ lhs: Value, _ rhs: Value, _ traits: InterfaceTraits
    ) -> Value? {
        switch (kind, lhs, rhs) {
        case (.and, .truth(let a), .truth(let b)): return .truth(a && b)
        case (.or, .truth(let a), .truth(let b)): return .truth(a || b)
        case (.equal, .axis(let horizontal), .sizeClass(let value)), (.equal, .sizeClass(let value), .axis(let horizontal)):
            return .truth(sizeClass(horizontal, traits) == value)
        case (.notEqual, .axis(let horizontal), .sizeClass(let value)), (.notEqual, .sizeClass(let value), .axis(let horizontal)):
            return .truth(sizeClass(horizontal, traits) != value)
        case (.equal, .number(let a), .number(let b)): return .truth(a == b)
        case (.notEqual, .number(let a), .number(let b)): return .truth(a != b)
        case (.less, .number(let a), .number(let b)): return .truth(a < b)
        case (.lessOrEqual, .number(let a), .number(let b)): return .truth(a <= b)
        case (.greater, .number(let a), .number(let b)): return .truth(a > b)
        case (.greaterOrEqual, .number(let a), .number(let b)): return .truth(a >= b)
        default: return nil
        }
    }

    private static func sizeClass(_ horizontal: Bool, _ traits: InterfaceTraits) -> InterfaceTraits.SizeClass {
        horizontal ? traits.horizontalSizeClass : traits.verticalSizeClass
    }
}
