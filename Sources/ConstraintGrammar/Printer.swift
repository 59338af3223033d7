/// Turns a syntax tree back into canonical text: single spaces between parts, `;` glued to the
/// constraint it ends, modifiers and names exactly as written. Parsing the output gives the
/// same tree (up to ranges), so the printer is the grammar's round-trip check.
public enum ConstraintPrinter {
    public static func print(_ list: ConstraintListSyntax) -> String {
        var output = ""
        for constraint in list.constraints {
            let text = print(constraint)
            if !text.isEmpty {
                if !output.isEmpty { output += " " }
                output += text
            }
            if constraint.separator != nil { output += ";" }
        }
        return output
    }

    /// The canonical text cut after each `;` that ends a constraint with content (empty
    /// constraints stay on the line before), for a long list written one constraint per line.
    /// Joined with single spaces, the lines are exactly `print(list)`.
    public static func lines(_ list: ConstraintListSyntax) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousEndedLine = false
        for constraint in list.constraints {
            let text = print(constraint)
            if !text.isEmpty {
                if previousEndedLine && !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                if !current.isEmpty { current += " " }
                current += text
            }
            if constraint.separator != nil { current += ";" }
            previousEndedLine = constraint.separator != nil
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// One constraint without its separator.
    public static func print(_ constraint: ConstraintSyntax) -> String {
        var parts: [String] = []
        if let condition = constraint.condition {
            let inner = condition.expression.map(print) ?? condition.unparsedTokens.map(\.text).joined(separator: " ")
            let ignored = condition.ignoredTokens.map(\.text)
            parts.append("[" + ([inner] + ignored).joined(separator: " ") + (condition.closeBracket == nil ? "" : "]"))
        }
        if let field = constraint.field { parts.append(field.name.text + " =") }
        switch constraint.relation {
        case .named(_, let name)?: parts.append(":" + name.text)
        case .symbolic(let tokens, _)?: parts.append(tokens.map(\.text).joined())
        case nil: break
        }
        switch constraint.body {
        case .constant(let number):
            parts.append(number.text)
        case .targeted(let body):
            var target = ""
            switch body.target {
            case .name(let token)?: target = token.text
            case .layoutID(let prefix, _, let name)?: target = prefix.text + ":" + name.text
            case nil: break
            }
            if let anchor = body.anchor { target += "." + anchor.name.text }
            if !target.isEmpty { parts.append(target) }
            parts += body.modifiers.map(print)
        }
        if let priority = constraint.priority { parts.append("@" + (priority.value?.text ?? "")) }
        parts += constraint.skipped.map(\.text)
        return parts.joined(separator: " ")
    }

    static func print(_ modifier: ModifierSyntax) -> String {
        var text = modifier.name.text + "("
        if modifier.byLabel != nil { text += "by: " }
        if let value = modifier.value { text += value.text }
        if modifier.closeParen != nil { text += ")" }
        return text
    }

    /// A condition expression without brackets.
    public static func print(_ condition: ConditionSyntax) -> String {
        switch condition {
        case .identifier(let token), .number(let token): return token.text
        case .negation(_, let operand): return "!" + print(operand)
        case .parenthesized(_, let inner, let close): return "(" + print(inner) + (close == nil ? "" : ")")
        case .chain(let first, let links):
            var text = print(first)
            for link in links {
                text += " " + link.operator.tokens.map(\.text).joined() + " " + print(link.operand)
            }
            return text
        case .missing: return ""
        }
    }
}
