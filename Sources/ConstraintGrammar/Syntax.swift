/// The typed syntax tree of a constraint attribute's value. Every node and token keeps its
/// UTF-8 range in the value, so diagnostics, hover and quick fixes can point at exact text.
/// The tree models the generator's reading, quirks included: a `;` that starts a constraint is
/// an (empty) constraint of its own, and constraints need no separator.

/// The whole value: constraints in order.
public struct ConstraintListSyntax: Hashable, Sendable {
    public let constraints: [ConstraintSyntax]
}

/// One constraint: `[cond] name = :rel target.anchor modifier(n)… @prio;`, every part optional.
///
/// Its parts are kept in one shared box: written out they take some 660 bytes of tokens, and
/// a constraint is copied whole wherever a list is built, resolved or read, so boxed each copy
/// is one reference.
public struct ConstraintSyntax: Hashable, Sendable {
    private let box: Box

    public var condition: ConditionClauseSyntax? { box.parts.condition }
    public var field: FieldAssignmentSyntax? { box.parts.field }
    public var relation: RelationSyntax? { box.parts.relation }
    public var body: ConstraintBodySyntax { box.parts.body }
    public var priority: PrioritySyntax? { box.parts.priority }
    /// The `;` this constraint consumed, if any.
    public var separator: Token? { box.parts.separator }
    /// Tokens passed over while recovering from an error, up to and excluding `separator`.
    public var skipped: [Token] { box.parts.skipped }
    /// Whether an error was reported inside this constraint.
    public var hasError: Bool { box.parts.hasError }
    public var range: Range<Int> { box.parts.range }

    init(
        condition: ConditionClauseSyntax?, field: FieldAssignmentSyntax?, relation: RelationSyntax?,
        body: ConstraintBodySyntax, priority: PrioritySyntax?, separator: Token?, skipped: [Token], hasError: Bool,
        range: Range<Int>
    ) {
        box = Box(Parts(
            condition: condition, field: field, relation: relation, body: body, priority: priority,
            separator: separator, skipped: skipped, hasError: hasError, range: range))
    }

    /// True when the constraint has no content: the generator still reads it as `= super`.
    public var isEmpty: Bool {
        condition == nil && field == nil && relation == nil && priority == nil && skipped.isEmpty && body.isEmpty
    }

    public static func == (lhs: ConstraintSyntax, rhs: ConstraintSyntax) -> Bool {
        lhs.box === rhs.box || lhs.box.parts == rhs.box.parts
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.parts) }

    private struct Parts: Hashable, Sendable {
        let condition: ConditionClauseSyntax?
        let field: FieldAssignmentSyntax?
        let relation: RelationSyntax?
        let body: ConstraintBodySyntax
        let priority: PrioritySyntax?
        let separator: Token?
        let skipped: [Token]
        let hasError: Bool
        let range: Range<Int>
    }

    private final class Box: Sendable {
        let parts: Parts

        init(_ parts: Parts) { self.parts = parts }
    }
}

/// `name =`: the Swift property name the generated constraint is stored in.
public struct FieldAssignmentSyntax: Hashable, Sendable {
    public let name: Token
    public let equals: Token
}

/// The relation before the target.
public enum RelationSyntax: Hashable, Sendable {
    /// `:gte` and the other spellings; `name` may be unknown (then a diagnostic was reported).
    case named(colon: Token, name: Token)
    /// The documented but rejected operator form `>=`, `<=`, `==` (one or two tokens).
    case symbolic(tokens: [Token], meaning: ConstraintRelation)

    public var range: Range<Int> {
        switch self {
        case .named(let colon, let name): colon.range.lowerBound..<name.range.upperBound
        case .symbolic(let tokens, _): tokens[0].range.lowerBound..<tokens[tokens.count - 1].range.upperBound
        }
    }

    /// The relation meant, or nil for an unknown name.
    public var relation: ConstraintRelation? {
        switch self {
        case .named(_, let name): RelationSpelling.named(name.text)?.relation
        case .symbolic(_, let meaning): meaning
        }
    }
}

/// What the constraint compares with.
public enum ConstraintBodySyntax: Hashable, Sendable {
    /// A number alone: compare with a constant.
    case constant(Token)
    /// A target, anchor and modifiers, each optional.
    case targeted(TargetedBodySyntax)

    var isEmpty: Bool {
        if case .targeted(let body) = self { return body.target == nil && body.anchor == nil && body.modifiers.isEmpty }
        return false
    }

    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    var range: Range<Int>? {
        switch self {
        case .constant(let token): return token.range
        case .targeted(let body):
            let ranges = [body.target?.range, body.anchor?.range, body.modifiers.last?.range].compactMap { $0 }
            guard let first = ranges.first, let last = ranges.last else { return nil }
            return first.lowerBound..<last.upperBound
        }
    }
}

public struct TargetedBodySyntax: Hashable, Sendable {
    public let target: TargetSyntax?
    public let anchor: AnchorSyntax?
    public let modifiers: [ModifierSyntax]
}

/// A target: a keyword or field name, or `prefix:NAME` (a layout id; the prefix is conventionally `id`).
public enum TargetSyntax: Hashable, Sendable {
    case name(Token)
    case layoutID(prefix: Token, colon: Token, name: Token)

    public var range: Range<Int> {
        switch self {
        case .name(let token): token.range
        case .layoutID(let prefix, _, let name): prefix.range.lowerBound..<name.range.upperBound
        }
    }
}

/// `.anchor`; the name may be unknown (then a diagnostic was reported).
public struct AnchorSyntax: Hashable, Sendable {
    public let period: Token
    public let name: Token
    public var range: Range<Int> { period.range.lowerBound..<name.range.upperBound }
    public var anchor: LayoutAnchor? { LayoutAnchor(rawValue: name.text) }
}

/// `name([by:] NUMBER)`; parts after an error may be missing.
public struct ModifierSyntax: Hashable, Sendable {
    public let name: Token
    public let openParen: Token
    /// `by` and `:`, both present or both nil.
    public let byLabel: Token?
    public let byColon: Token?
    public let value: Token?
    public let closeParen: Token?

    public var kind: ConstraintModifierKind? { ConstraintModifierKind(rawValue: name.text) }

    public var range: Range<Int> {
        let last = closeParen ?? value ?? byColon ?? openParen
        return name.range.lowerBound..<last.range.upperBound
    }
}

/// `@value`; `value` is nil after a lone `@`.
public struct PrioritySyntax: Hashable, Sendable {
    public let at: Token
    public let value: Token?
    public var range: Range<Int> { at.range.lowerBound..<(value ?? at).range.upperBound }

    /// The numeric priority, or nil when missing or unknown.
    public var numericValue: Double? {
        guard let value else { return nil }
        if value.kind == .number { return value.numberValue }
        return PriorityName(rawValue: value.text)?.value
    }
}

/// `[ expression ]`.
public struct ConditionClauseSyntax: Hashable, Sendable {
    public let openBracket: Token
    /// Nil when the brackets hold tokens the condition language does not allow.
    public let expression: ConditionSyntax?
    /// Tokens after a complete expression, which the generator ignores.
    public let ignoredTokens: [Token]
    /// All inner tokens when they could not be parsed as an expression.
    public let unparsedTokens: [Token]
    /// Nil when the bracket is not closed.
    public let closeBracket: Token?

    public var range: Range<Int> {
        let end = closeBracket?.range.upperBound
            ?? unparsedTokens.last?.range.upperBound ?? openBracket.range.upperBound
        return openBracket.range.lowerBound..<end
    }
}

/// A condition expression. Operator chains are flat (`a and b and c` is one chain) so that long
/// inputs never nest deeply; only `!` and parentheses nest. Only the cases that hold another
/// expression are boxed, so an identifier or number costs no allocation.
public enum ConditionSyntax: Hashable, Sendable {
    case identifier(Token)
    case number(Token)
    indirect case negation(bang: Token, operand: ConditionSyntax)
    indirect case parenthesized(open: Token, inner: ConditionSyntax, close: Token?)
    indirect case chain(first: ConditionSyntax, links: [ConditionLinkSyntax])
    /// An operand that is absent; the offset is where it was expected.
    case missing(at: Int)

    public var range: Range<Int> {
        switch self {
        case .identifier(let token), .number(let token): return token.range
        case .negation(let bang, let operand): return bang.range.lowerBound..<max(bang.range.upperBound, operand.range.upperBound)
        case .parenthesized(let open, let inner, let close):
            return open.range.lowerBound..<(close?.range.upperBound ?? max(open.range.upperBound, inner.range.upperBound))
        case .chain(let first, let links):
            let end = links.last.map { max($0.operand.range.upperBound, $0.operator.range.upperBound) } ?? first.range.upperBound
            return first.range.lowerBound..<end
        case .missing(let offset): return offset..<offset
        }
    }
}

/// One `operator operand` step of a chain.
public struct ConditionLinkSyntax: Hashable, Sendable {
    public let `operator`: ConditionOperatorSyntax
    public let operand: ConditionSyntax
}

/// An operator inside a condition, with its one or two tokens (`:` `gte`).
public struct ConditionOperatorSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    }

    public let kind: Kind
    public let tokens: [Token]
    public var range: Range<Int> { tokens[0].range.lowerBound..<tokens[tokens.count - 1].range.upperBound }
}
