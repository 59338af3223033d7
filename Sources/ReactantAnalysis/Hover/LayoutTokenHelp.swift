import ConstraintGrammar

/// The word of a constraint under the cursor and what it means, from the grammar's
/// vocabulary: anchor, relation, modifier, priority, condition identifier or operator, target
/// keyword, or the names of other views.
struct LayoutTokenHelp {
    enum Word {
        case target(TargetSyntax)
        case anchor(AnchorSyntax)
        case relation(RelationSyntax)
        case modifier(ModifierSyntax)
        case priority(PrioritySyntax)
        case fieldAssignment(FieldAssignmentSyntax)
        case conditionIdentifier(Token)
        case conditionOperator(ConditionOperatorSyntax)
    }

    let word: Word
    /// In the value.
    let range: Range<Int>

    /// The word of `constraint` holding the value offset `offset` (ends included).
    static func at(_ offset: Int, in constraint: ConstraintSyntax) -> LayoutTokenHelp? {
        func holds(_ range: Range<Int>) -> Bool { range.lowerBound <= offset && offset <= range.upperBound }
        if let condition = constraint.condition?.expression, holds(condition.range),
           let help = conditionWord(at: offset, in: condition) {
            return help
        }
        if let field = constraint.field, holds(field.name.range) { return LayoutTokenHelp(word: .fieldAssignment(field), range: field.name.range) }
        if let relation = constraint.relation, holds(relation.range) { return LayoutTokenHelp(word: .relation(relation), range: relation.range) }
        if case .targeted(let body) = constraint.body {
            if let target = body.target, holds(target.range) { return LayoutTokenHelp(word: .target(target), range: target.range) }
            if let anchor = body.anchor, holds(anchor.range) { return LayoutTokenHelp(word: .anchor(anchor), range: anchor.range) }
            if let modifier = body.modifiers.first(where: { holds($0.range) }) {
                return LayoutTokenHelp(word: .modifier(modifier), range: modifier.range)
            }
        }
        if let priority = constraint.priority, holds(priority.range) { return LayoutTokenHelp(word: .priority(priority), range: priority.range) }
        return nil
    }

    /// Walks the condition with an explicit stack (conditions nest through `!` and parentheses).
    private static func conditionWord(at offset: Int, in condition: ConditionSyntax) -> LayoutTokenHelp? {
        var stack = [condition]
        while let node = stack.popLast() {
            guard node.range.lowerBound <= offset, offset <= node.range.upperBound else { continue }
            switch node {
            case .identifier(let token):
                return LayoutTokenHelp(word: .conditionIdentifier(token), range: token.range)
            case .number, .missing:
                continue
            case .negation(_, let operand):
                stack.append(operand)
            case .parenthesized(_, let inner, _):
                stack.append(inner)
            case .chain(let first, let links):
                for link in links where link.operator.range.lowerBound <= offset && offset <= link.operator.range.upperBound {
                    return LayoutTokenHelp(word: .conditionOperator(link.operator), range: link.operator.range)
                }
                stack.append(first)
                stack.append(contentsOf: links.map(\.operand))
            }
        }
        return nil
    }

    /// Markdown for the word; `describeTarget` explains a name that refers to another view.
    func markdown(describeTarget: (TargetDeclaration.Kind, String) -> String) -> String {
        switch word {
        case .target(.name(let token)):
            if let keyword = TargetKeyword(rawValue: token.text) { return "**`\(token.text)`** (target): \(keyword.summary)" }
            return describeTarget(.field, token.text)
        case .target(.layoutID(_, _, let name)):
            return describeTarget(.layoutID, name.text)
        case .anchor(let anchor):
            guard let known = anchor.anchor else { return "**`.\(anchor.name.text)`** is not an anchor." }
            return "**`.\(known.rawValue)`** (anchor): \(known.summary)"
        case .relation(.named(_, let name)):
            guard let spelling = RelationSpelling.named(name.text) else { return "**`:\(name.text)`** is not a relation." }
            return "**`:\(spelling.name)`** (relation \(spelling.relation.symbol)): \(spelling.summary)"
        case .relation(.symbolic(let tokens, let meaning)):
            let text = tokens.map(\.text).joined()
            return "**`\(text)`**: the generator rejects this form; write `:\(meaning.canonicalSpelling)`."
        case .modifier(let modifier):
            guard let kind = modifier.kind else { return "**`\(modifier.name.text)`** is not a modifier." }
            return "**`\(kind.rawValue)(…)`** (modifier): \(kind.summary)"
        case .priority(let priority):
            guard let value = priority.numericValue else { return "**`@`** sets the constraint's priority: `required`, `high`, `medium`, `low` or 1…1000." }
            return "**Priority \(ConstraintExplanation.priority(value))**: UIKit satisfies higher priorities first; 1000 is required."
        case .fieldAssignment(let field):
            return "**`\(field.name.text)`**: the generated Swift property that stores this constraint, so code can change it at run time."
        case .conditionIdentifier(let token):
            guard let identifier = ConditionIdentifier.named(token.text) else { return "**`\(token.text)`** is not an interface-state name." }
            return "**`\(identifier.name)`** (condition): \(identifier.summary)"
        case .conditionOperator(let syntax):
            let spelling = syntax.tokens.map(\.text).joined()
            let known = ConditionOperator.all.first { $0.spelling == spelling }
            return "**`\(spelling)`** (condition operator)" + (known.map { ": \($0.summary)" } ?? "")
        }
    }
}
