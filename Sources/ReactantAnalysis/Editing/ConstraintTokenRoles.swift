import ConstraintGrammar

/// Every token of a parsed `layout:` value with what it means there: the one walk over the
/// grammar's tree that semantic tokens and selection ranges share. Ranges are in the value.
struct ConstraintTokenRole: Hashable, Sendable {
    enum Role: Hashable, Sendable {
        /// A bare target: a `field` of the component.
        case fieldTarget
        /// `id` and `:` of `id:NAME`.
        case layoutIDPrefix
        /// `NAME` of `id:NAME`.
        case layoutIDName
        /// `super`, `self`.
        case targetKeyword
        /// `safeAreaLayoutGuide`, `readableContentGuide`.
        case layoutGuide
        /// An anchor's name (`known`: one of the 13), and its `.`.
        case anchor(known: Bool)
        case anchorPeriod
        /// `:gte` or `>=` in the relation position.
        case relation
        /// `offset`, `inset`… (`known`: one of the four).
        case modifier(known: Bool)
        /// `by` and its `:`.
        case modifierLabel
        case number
        /// `@`, and a named priority after it.
        case priorityAt
        case priorityName(known: Bool)
        /// An interface-state identifier in a condition (`known`: the generator knows it).
        case conditionIdentifier(known: Bool)
        /// `and`, `or` in a condition.
        case conditionKeyword
        /// `==`, `!=`, `:gte`, `!` in a condition.
        case conditionOperator
        /// `name` of `name =`: the property the constraint is stored in.
        case constraintName
        case assign
        /// Brackets, parentheses, `;`.
        case punctuation
        /// Anything the parser skipped or could not read.
        case unread
    }

    let range: Range<Int>
    let role: Role
    /// The syntax node the token belongs to directly (target, anchor, modifier, priority,
    /// condition clause, name assignment, relation), for selection ranges.
    let node: Range<Int>
    /// Index of the constraint in the value's list.
    let constraint: Int

    /// Every token of the list, in order. Linear; conditions are walked without recursion.
    static func all(in list: ConstraintListSyntax) -> [ConstraintTokenRole] {
        var result: [ConstraintTokenRole] = []
        for (index, constraint) in list.constraints.enumerated() {
            func add(_ token: Token?, _ role: Role, node: Range<Int>) {
                guard let token, !token.range.isEmpty else { return }
                result.append(ConstraintTokenRole(range: token.range, role: role, node: node, constraint: index))
            }
            if let clause = constraint.condition {
                let node = clause.range
                add(clause.openBracket, .punctuation, node: node)
                var stack: [ConditionSyntax] = clause.expression.map { [$0] } ?? []
                while let expression = stack.popLast() {
                    switch expression {
                    case .identifier(let token):
                        let lowered = token.text.lowercased()
                        if lowered == "and" || lowered == "or" {
                            add(token, .conditionKeyword, node: node)
                        } else {
                            add(token, .conditionIdentifier(known: ConditionIdentifier.named(token.text) != nil), node: node)
                        }
                    case .number(let token): add(token, .number, node: node)
                    case .negation(let bang, let operand):
                        add(bang, .conditionOperator, node: node)
                        stack.append(operand)
                    case .parenthesized(let open, let inner, let close):
                        add(open, .punctuation, node: node)
                        if let close { add(close, .punctuation, node: node) }
                        stack.append(inner)
                    case .chain(let first, let links):
                        stack.append(first)
                        for link in links {
                            for token in link.operator.tokens {
                                let isWord = token.kind == .identifier && link.operator.tokens.count == 1
                                add(token, isWord ? .conditionKeyword : .conditionOperator, node: node)
                            }
                            stack.append(link.operand)
                        }
                    case .missing: break
                    }
                }
                for token in clause.ignoredTokens + clause.unparsedTokens { add(token, .unread, node: node) }
                add(clause.closeBracket, .punctuation, node: node)
            }
            if let field = constraint.field {
                let node = field.name.range.lowerBound..<field.equals.range.upperBound
                add(field.name, .constraintName, node: node)
                add(field.equals, .assign, node: node)
            }
            if let relation = constraint.relation {
                switch relation {
                case .named(let colon, let name):
                    add(colon, .relation, node: relation.range)
                    add(name, .relation, node: relation.range)
                case .symbolic(let tokens, _):
                    for token in tokens { add(token, .relation, node: relation.range) }
                }
            }
            switch constraint.body {
            case .constant(let token): add(token, .number, node: token.range)
            case .targeted(let body):
                switch body.target {
                case .name(let token)?:
                    let node = token.range
                    switch TargetKeyword(rawValue: token.text) {
                    case .`super`?, .`self`?: add(token, .targetKeyword, node: node)
                    case .safeAreaLayoutGuide?, .readableContentGuide?: add(token, .layoutGuide, node: node)
                    case nil: add(token, .fieldTarget, node: node)
                    }
                case .layoutID(let prefix, let colon, let name)?:
                    let node = prefix.range.lowerBound..<name.range.upperBound
                    add(prefix, .layoutIDPrefix, node: node)
                    add(colon, .layoutIDPrefix, node: node)
                    add(name, .layoutIDName, node: node)
                case nil: break
                }
                if let anchor = body.anchor {
                    add(anchor.period, .anchorPeriod, node: anchor.range)
                    add(anchor.name, .anchor(known: anchor.anchor != nil), node: anchor.range)
                }
                for modifier in body.modifiers {
                    let node = modifier.range
                    add(modifier.name, .modifier(known: modifier.kind != nil), node: node)
                    add(modifier.openParen, .punctuation, node: node)
                    add(modifier.byLabel, .modifierLabel, node: node)
                    add(modifier.byColon, .modifierLabel, node: node)
                    add(modifier.value, .number, node: node)
                    add(modifier.closeParen, .punctuation, node: node)
                }
            }
            if let priority = constraint.priority {
                add(priority.at, .priorityAt, node: priority.range)
                if let value = priority.value {
                    add(value, value.kind == .number ? .number : .priorityName(known: PriorityName(rawValue: value.text) != nil), node: priority.range)
                }
            }
            for token in constraint.skipped { add(token, .unread, node: token.range) }
            add(constraint.separator, .punctuation, node: constraint.separator?.range ?? 0..<0)
        }
        // The condition's tokens were visited in stack order.
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
