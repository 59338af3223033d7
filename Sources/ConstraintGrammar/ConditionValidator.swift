/// Checks a parsed condition the way the generator does after parsing: it rebuilds the
/// generator's condition tree (merging `horizontal == compact` into one statement, flipping
/// `!` over parentheses) and applies its rules, plus the two that only surface later: a
/// number used as the whole condition fails the Swift build, and a lone `compact`/`regular`
/// crashes the generator. Chains are folded iteratively, so only `!`/`(` nesting recurses.
enum ConditionValidator {
    static func validate(_ condition: ConditionSyntax) -> [LayoutDiagnostic] {
        var diagnostics: [LayoutDiagnostic] = []
        let node = build(condition, &diagnostics)
        finalize(node, &diagnostics)
        if node.isComparable {
            diagnostics.append(LayoutDiagnostic(
                .conditionNotLogical,
                "This condition is a number, not a test; compare it, e.g. `width :gt 400`",
                range: node.range))
        }
        return diagnostics
    }

    /// What a statement is, as far as the rules care.
    private enum StatementKind {
        case logical
        /// `horizontal` / `vertical`, possibly already merged with a size class.
        case sizeClassAxis
        /// `compact` / `regular` on their own.
        case sizeClassValue
        case numeric
    }

    /// The generator's condition node, reduced to what validation needs.
    private indirect enum Node {
        case statement(StatementKind, Range<Int>)
        case unary(negated: Bool, Node, Range<Int>)
        /// Children are already validated when the binary node is built.
        case binary(Range<Int>)

        var range: Range<Int> {
            switch self {
            case .statement(_, let range), .unary(_, _, let range), .binary(let range): range
            }
        }

        var isComparable: Bool {
            switch self {
            case .statement(let kind, _): kind == .numeric
            case .unary(let negated, let inner, _): !negated && inner.isComparable
            case .binary: false
            }
        }
    }

    private static func build(_ syntax: ConditionSyntax, _ diagnostics: inout [LayoutDiagnostic]) -> Node {
        switch syntax {
        case .identifier(let token):
            let kind: StatementKind
            switch ConditionIdentifier.named(token.text)?.kind {
            case .sizeClassAxis: kind = .sizeClassAxis
            case .sizeClassValue: kind = .sizeClassValue
            case .numeric: kind = .numeric
            case .logical, nil: kind = .logical
            }
            return .statement(kind, token.range)
        case .number(let token):
            return .statement(.numeric, token.range)
        case .missing(let offset):
            return .statement(.logical, offset..<offset)
        case .parenthesized(_, let inner, _):
            return .unary(negated: false, build(inner, &diagnostics), syntax.range)
        case .negation(_, let operand):
            switch build(operand, &diagnostics) {
            case .unary(let negated, let inner, _): return .unary(negated: !negated, inner, syntax.range)
            case let other: return .unary(negated: true, other, syntax.range)
            }
        case .chain(let first, let links):
            var accumulated = build(first, &diagnostics)
            for link in links {
                let rhs = build(link.operand, &diagnostics)
                let range = accumulated.range.lowerBound..<rhs.range.upperBound
                switch link.operator.kind {
                case .and, .or:
                    accumulated = binary(accumulated, rhs, logical: true, range: range, operator: link.operator, &diagnostics)
                case .equal, .notEqual:
                    let merged: Node
                    if case .statement(let lhsKind, _) = accumulated, case .statement(let rhsKind, _) = rhs,
                       (lhsKind == .sizeClassAxis && rhsKind == .sizeClassValue)
                        || (lhsKind == .sizeClassValue && rhsKind == .sizeClassAxis) {
                        merged = .statement(.sizeClassAxis, range)
                    } else {
                        merged = binary(accumulated, rhs, logical: false, range: range, operator: link.operator, &diagnostics)
                    }
                    accumulated = link.operator.kind == .notEqual ? .unary(negated: true, merged, range) : merged
                case .less, .lessOrEqual, .greater, .greaterOrEqual:
                    accumulated = binary(accumulated, rhs, logical: false, range: range, operator: link.operator, &diagnostics)
                }
            }
            return accumulated
        }
    }

    private static func binary(
        _ lhs: Node, _ rhs: Node, logical: Bool, range: Range<Int>, operator op: ConditionOperatorSyntax,
        _ diagnostics: inout [LayoutDiagnostic]
    ) -> Node {
        let spelling = op.tokens.map(\.text).joined()
        for operand in [lhs, rhs] {
            finalize(operand, &diagnostics)
            if logical, operand.isComparable {
                diagnostics.append(LayoutDiagnostic(
                    .conditionNotLogical, "`\(spelling)` needs a test on each side, but this is a number", range: operand.range))
            } else if !logical, !operand.isComparable, !isBareSizeClass(operand) {
                diagnostics.append(LayoutDiagnostic(
                    .conditionNotComparable,
                    "`\(spelling)` compares numbers (or a size class with `horizontal`/`vertical`); this is a test",
                    range: operand.range))
            }
        }
        return .binary(range)
    }

    private static func isBareSizeClass(_ node: Node) -> Bool {
        if case .statement(.sizeClassValue, _) = node { return true }
        return false
    }

    /// The generator's `validate` for a node whose shape is final, down to the next binary node.
    private static func finalize(_ node: Node, _ diagnostics: inout [LayoutDiagnostic]) {
        var current = node
        while true {
            switch current {
            case .statement(let kind, let range):
                if kind == .sizeClassValue {
                    diagnostics.append(LayoutDiagnostic(
                        .conditionBareSizeClass,
                        "A size class must be compared with an axis, e.g. `horizontal == compact`; alone it crashes the generator",
                        range: range))
                }
                return
            case .binary:
                return
            case .unary(let negated, let inner, let range):
                if negated {
                    var isLogicalStatement = false
                    if case .statement(let kind, _) = inner, kind != .numeric { isLogicalStatement = true }
                    if !isLogicalStatement {
                        diagnostics.append(LayoutDiagnostic(
                            .conditionInvalidNegation,
                            "The generator can only negate a single test (`!ipad`, `horizontal != compact`), not this",
                            range: range))
                    }
                }
                current = inner
            }
        }
    }
}
