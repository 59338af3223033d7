import Support
/// Recursive-descent parser for a constraint list, mirroring the generator's reading step by
/// step (so quirks produce the same constraints) while reporting every problem with a range.
/// After an error that leaves the constraint's structure unclear it skips to the next `;` and
/// continues. Every loop consumes a token, so the parser is linear in the input.
struct ConstraintParser {
    private let tokens: [Token]
    private var position = 0
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Errors reported since the current constraint began.
    private var errorsInConstraint = 0
    /// How the constraint just parsed ended, for `parseList`, which need not copy the constraint to ask.
    private var lastSeparator: Range<Int>?
    private var lastHasPriority = false

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    static func parse(_ value: String) -> (syntax: ConstraintListSyntax, diagnostics: [LayoutDiagnostic]) {
        var parser = ConstraintParser(tokens: Lexer.tokenize(value))
        let list = parser.parseList()
        return (list, parser.diagnostics)
    }

    // MARK: Token access

    private func peek(_ offset: Int = 0) -> Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    private func peekKind(_ offset: Int = 0) -> Token.Kind? { peek(offset)?.kind }

    private mutating func advance() -> Token {
        defer { position += 1 }
        return tokens[position]
    }

    private mutating func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorsInConstraint += 1 }
    }

    // MARK: List

    mutating func parseList() -> ConstraintListSyntax {
        var constraints: [ConstraintSyntax] = []
        /// What the next constraint needs to know of the one before it.
        var previous: (range: Range<Int>, endsOpen: Bool, hasPriority: Bool, isTargeted: Bool)?
        while position < tokens.count {
            let start = position
            var constraint = parseConstraint()
            let consumedTokens = position > start
            if !consumedTokens { constraint = recoverFromUnexpectedToken() }
            // A constraint holds every token it consumed: it is empty when it consumed only its `;`.
            let isEmpty = position - start == (lastSeparator == nil ? 0 : 1)
            if consumedTokens, let previous, previous.endsOpen, !isEmpty {
                if previous.isTargeted, case .constant(let number) = constraint.body, tokens[start] == number {
                    // `title.bottom -8`: a second constraint to a constant, where an offset was meant.
                    let fixed = "offset(\(number.text))"
                    diagnostics.append(LayoutDiagnostic(
                        .missingSeparator,
                        "`\(number.text)` starts a new constraint, to a constant; for an offset, write `\(fixed)`",
                        range: number.range, replacement: .init(range: number.range, text: fixed)))
                } else {
                    diagnostics.append(LayoutDiagnostic(
                        .missingSeparator,
                        "This starts a new constraint: the previous one has no `;` after it",
                        range: tokens[start].range,
                        replacement: .init(range: previous.range.upperBound..<previous.range.upperBound, text: ";")))
                }
            }
            if isEmpty, let separator = lastSeparator {
                if let previous, previous.hasPriority {
                    diagnostics.append(LayoutDiagnostic(
                        .prioritySemicolon,
                        "The generator does not consume a `;` after a priority: it adds an extra constraint to super here",
                        range: separator, replacement: .init(range: separator, text: "")))
                } else {
                    diagnostics.append(LayoutDiagnostic(
                        .emptyConstraint,
                        "Nothing comes before this `;`: the generator adds a constraint to super here",
                        range: separator, replacement: .init(range: separator, text: "")))
                }
            }
            previous = (constraint.range,
                        endsOpen: lastSeparator == nil && !constraint.hasError && !lastHasPriority,
                        hasPriority: lastHasPriority && lastSeparator == nil,
                        isTargeted: !constraint.body.isEmpty && !constraint.body.isConstant)
            constraints.append(constraint)
        }
        return ConstraintListSyntax(constraints: constraints)
    }

    /// The token at `position` starts no constraint: report it and skip to the next `;`.
    private mutating func recoverFromUnexpectedToken() -> ConstraintSyntax {
        errorsInConstraint = 0
        let start = position
        let token = tokens[position]
        if let word = underscoreWord(around: position) {
            report(LayoutDiagnostic(
                .nameWithUnderscore,
                "The generator's lexer cannot read `\(word.text)`: it splits names at `_`; use letters and digits only",
                range: word.range))
        } else {
            report(LayoutDiagnostic(.unexpectedToken, unexpectedTokenMessage(token), range: token.range))
        }
        let (skipped, separator) = skipToSeparator()
        lastSeparator = separator?.range
        lastHasPriority = false
        return ConstraintSyntax(
            condition: nil, field: nil, relation: nil, body: .targeted(.init(target: nil, anchor: nil, modifiers: [])),
            priority: nil, separator: separator, skipped: skipped, hasError: true,
            range: tokens[start].range.lowerBound..<(separator ?? skipped.last ?? token).range.upperBound)
    }

    private func unexpectedTokenMessage(_ token: Token) -> String {
        switch token.text {
        case "<", ">": "`\(token.text)` means nothing here; relations are written `:lte`, `:gte` or `:eq`"
        case "&", "|": "`\(token.text)` means nothing here; `&&` and `||` are written `and` and `or` inside `[…]`"
        default: "Unexpected `\(token.text)`"
        }
    }

    /// If the token at `index` is part of a word glued together with `_`, that whole word.
    private func underscoreWord(around index: Int) -> (text: String, range: Range<Int>)? {
        func isWordPart(_ token: Token) -> Bool {
            token.kind == .identifier || token.kind == .number || token.text == "_"
        }
        guard isWordPart(tokens[index]) else { return nil }
        var first = index, last = index
        while first > 0, isWordPart(tokens[first - 1]), tokens[first - 1].range.upperBound == tokens[first].range.lowerBound {
            first -= 1
        }
        while last + 1 < tokens.count, isWordPart(tokens[last + 1]),
              tokens[last].range.upperBound == tokens[last + 1].range.lowerBound {
            last += 1
        }
        guard tokens[first...last].contains(where: { $0.text == "_" }) else { return nil }
        return (tokens[first...last].map(\.text).joined(), tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }

    /// Skips up to and including the next `;`.
    private mutating func skipToSeparator() -> (skipped: [Token], separator: Token?) {
        var skipped: [Token] = []
        while let token = peek() {
            if token.kind == .semicolon { return (skipped, advance()) }
            skipped.append(advance())
        }
        return (skipped, nil)
    }

    // MARK: Constraint

    private mutating func parseConstraint() -> ConstraintSyntax {
        errorsInConstraint = 0
        let start = position
        var aborted = false

        var condition: ConditionClauseSyntax?
        if peekKind() == .openBracket {
            let clause = parseConditionClause()
            condition = clause
            aborted = clause.closeBracket == nil
        }

        var field: FieldAssignmentSyntax?
        var relation: RelationSyntax?
        var body = ConstraintBodySyntax.targeted(.init(target: nil, anchor: nil, modifiers: []))
        var priority: PrioritySyntax?
        var separator: Token?

        if !aborted {
            if peekKind() == .identifier, peekKind(1) == .assign {
                field = FieldAssignmentSyntax(name: advance(), equals: advance())
            }
            relation = parseRelation()
            (body, aborted) = parseBody()
        }
        if !aborted {
            if peekKind() == .semicolon {
                separator = advance()
            } else if peekKind() == .at {
                // A `;` right after the priority is not consumed: it becomes an empty constraint.
                (priority, aborted) = parsePriority()
            }
        }

        var skipped: [Token] = []
        if aborted {
            (skipped, separator) = skipToSeparator()
        }
        lastSeparator = separator?.range
        lastHasPriority = priority != nil
        guard position > start else {
            return ConstraintSyntax(condition: nil, field: nil, relation: nil, body: body, priority: nil,
                                    separator: nil, skipped: [], hasError: false, range: 0..<0)
        }
        return ConstraintSyntax(
            condition: condition, field: field, relation: relation, body: body, priority: priority,
            separator: separator, skipped: skipped, hasError: errorsInConstraint > 0,
            range: tokens[start].range.lowerBound..<tokens[position - 1].range.upperBound)
    }

    // MARK: Relation

    private mutating func parseRelation() -> RelationSyntax? {
        if peekKind() == .colon, peekKind(1) == .identifier {
            let colon = advance(), name = advance()
            let letters = String(name.text.prefix { !$0.isNumber })
            if RelationSpelling.named(name.text) == nil, letters.count < name.text.count,
               RelationSpelling.named(letters) != nil {
                // The lexer reads `:gte10` as the name `gte10`: the number was meant to follow it.
                let fixed = letters + " " + name.text.dropFirst(letters.count)
                report(LayoutDiagnostic(
                    .unknownRelation,
                    "`:\(name.text)` reads as one name: write `:\(fixed)`",
                    range: name.range, replacement: .init(range: name.range, text: fixed)))
            } else if RelationSpelling.named(name.text) == nil {
                let suggestion = DidYouMean.nearestIgnoringCase(to: name.text, among: RelationSpelling.all.map(\.name))
                report(LayoutDiagnostic(
                    .unknownRelation,
                    "`:\(name.text)` is not a relation" + (suggestion.map { "; did you mean `:\($0)`?" } ?? "")
                        + " (relations: :eq, :lte, :gte and their long forms)",
                    range: name.range,
                    replacement: suggestion.map { .init(range: name.range, text: $0) }))
            }
            return .named(colon: colon, name: name)
        }
        // The operator form the documentation shows: `>=`, `<=` (two tokens to the lexer) or `==`.
        let operatorTokens: [Token]
        let meaning: ConstraintRelation
        if let first = peek(), first.kind == .other, first.text == ">" || first.text == "<",
           let second = peek(1), second.kind == .assign || second.kind == .equalEqual,
           first.range.upperBound == second.range.lowerBound {
            operatorTokens = [advance(), advance()]
            meaning = first.text == ">" ? .greaterThanOrEqual : .lessThanOrEqual
        } else if peekKind() == .equalEqual {
            operatorTokens = [advance()]
            meaning = .equal
        } else {
            return nil
        }
        let syntax = RelationSyntax.symbolic(tokens: operatorTokens, meaning: meaning)
        let spelling = ":" + meaning.canonicalSpelling
        let written = operatorTokens.map(\.text).joined()
        report(LayoutDiagnostic(
            .operatorRelation,
            "The generator rejects `\(written)` (the form the documentation shows); write `\(spelling)`",
            range: syntax.range, replacement: .init(range: syntax.range, text: spelling)))
        return syntax
    }

    // MARK: Body

    private mutating func parseBody() -> (ConstraintBodySyntax, aborted: Bool) {
        if peekKind() == .number {
            return (.constant(advance()), false)
        }
        if reportBareModifier() {
            return (.targeted(.init(target: nil, anchor: nil, modifiers: [])), true)
        }
        var target: TargetSyntax?
        if peekKind() == .identifier, peekKind(1) != .openParen {
            let name = advance()
            if peekKind() == .colon, peekKind(1) == .identifier {
                let colon = advance(), id = advance()
                target = .layoutID(prefix: name, colon: colon, name: id)
                if name.text != "id" {
                    diagnostics.append(LayoutDiagnostic(
                        .layoutIDPrefix,
                        "The generator reads `\(name.text):\(id.text)` as the layout id `\(id.text)` and ignores `\(name.text)`",
                        range: name.range, replacement: .init(range: name.range, text: "id")))
                }
            } else {
                target = .name(name)
            }
        }

        var anchor: AnchorSyntax?
        if peekKind() == .period {
            guard peekKind(1) == .identifier else {
                let period = advance()
                report(LayoutDiagnostic(.expectedAnchor, "Expected an anchor name after `.`", range: period.range))
                return (.targeted(.init(target: target, anchor: nil, modifiers: [])), true)
            }
            let syntax = AnchorSyntax(period: advance(), name: advance())
            if syntax.anchor == nil {
                let suggestion = DidYouMean.nearestIgnoringCase(to: syntax.name.text, among: LayoutAnchor.allCases.map(\.rawValue))
                report(LayoutDiagnostic(
                    .unknownAnchor,
                    "`\(syntax.name.text)` is not an anchor" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    range: syntax.name.range,
                    replacement: suggestion.map { .init(range: syntax.name.range, text: $0) }))
            }
            anchor = syntax
        }

        var modifiers: [ModifierSyntax] = []
        while peekKind() == .identifier, peekKind(1) == .openParen {
            let (modifier, complete) = parseModifier()
            modifiers.append(modifier)
            if !complete {
                return (.targeted(.init(target: target, anchor: anchor, modifiers: modifiers)), true)
            }
        }
        let misread = reportBareModifier() || reportArithmetic()
        return (.targeted(.init(target: target, anchor: anchor, modifiers: modifiers)), misread)
    }

    /// `super.width * 0.5`, `title.bottom + 8`: arithmetic, which the constraint language writes
    /// as modifiers. Read literally, the operator is an unexpected token; one error on the
    /// operators and numbers says which modifiers were meant, and the fix writes them.
    /// Returns true when it reported; the caller then aborts, so the tokens land in `skipped`.
    private mutating func reportArithmetic() -> Bool {
        var index = 0
        var modifiers: [String] = []
        while let operation = peek(index), operation.kind == .other, let number = peek(index + 1), number.kind == .number {
            let negated = number.text.hasPrefix("-") ? String(number.text.dropFirst()) : "-" + number.text
            switch operation.text {
            case "+": modifiers.append("offset(\(number.text))")
            case "-": modifiers.append("offset(\(negated))")
            case "*": modifiers.append("multiplied(by: \(number.text))")
            case "/": modifiers.append("divided(by: \(number.text))")
            default: break
            }
            guard modifiers.count == index / 2 + 1 else { break }
            index += 2
        }
        guard index > 0, let first = peek(), let last = peek(index - 1) else { return false }
        let range = first.range.lowerBound..<last.range.upperBound
        let fixed = modifiers.joined(separator: " ")
        report(LayoutDiagnostic(
            .arithmetic,
            "The constraint language has no arithmetic: write `\(fixed)`",
            range: range, replacement: .init(range: range, text: fixed)))
        return true
    }

    /// `offset 10`, `inset: 8`, `multiplied by 0.5`: a modifier written without parentheses. Read
    /// literally, the name becomes a view to constrain to and the number a constraint of its own
    /// (or `:` an unexpected token), which misleads; one error on those tokens says what was meant.
    /// Returns true when it reported; the caller then aborts, so the tokens land in `skipped`.
    private mutating func reportBareModifier() -> Bool {
        guard let name = peek(), name.kind == .identifier, let kind = ConstraintModifierKind(rawValue: name.text) else {
            return false
        }
        var index = 1
        var hasBy = false
        if let by = peek(index), by.kind == .identifier, by.text == "by" {
            hasBy = true
            index += 1
        }
        if peekKind(index) == .colon { index += 1 }
        guard let number = peek(index), number.kind == .number else { return false }
        let range = name.range.lowerBound..<number.range.upperBound
        let label = hasBy || kind == .multiplied || kind == .divided ? "by: " : ""
        let fixed = "\(name.text)(\(label)\(number.text))"
        report(LayoutDiagnostic(
            .modifierWithoutParentheses,
            "`\(name.text)` is a modifier: write `\(fixed)`",
            range: range, replacement: .init(range: range, text: fixed)))
        return true
    }

    private mutating func parseModifier() -> (ModifierSyntax, complete: Bool) {
        let name = advance(), open = advance()
        if ConstraintModifierKind(rawValue: name.text) == nil {
            let suggestion = DidYouMean.nearestIgnoringCase(to: name.text, among: ConstraintModifierKind.allCases.map(\.rawValue))
            report(LayoutDiagnostic(
                .unknownModifier,
                "`\(name.text)` is not a modifier" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                    + " (modifiers: offset, inset, multiplied, divided)",
                range: name.range,
                replacement: suggestion.map { .init(range: name.range, text: $0) }))
        }
        var byLabel: Token?, byColon: Token?
        if let by = peek(), by.kind == .identifier, by.text == "by", peekKind(1) == .colon {
            byLabel = advance()
            byColon = advance()
        } else if let by = peek(), by.kind == .identifier, by.text == "by", let number = peek(1), number.kind == .number {
            // `multiplied(by 2)`: the label without its colon, which the generator rejects.
            report(LayoutDiagnostic(
                .modifierMissingNumber,
                "`by` needs a colon: write `\(name.text)(by: \(number.text))`",
                range: by.range, replacement: .init(range: by.range, text: "by:")))
            return (ModifierSyntax(name: name, openParen: open, byLabel: advance(), byColon: nil, value: nil, closeParen: nil), false)
        }
        guard peekKind() == .number else {
            let found = peek()
            report(LayoutDiagnostic(
                .modifierMissingNumber,
                found.map { "`\(name.text)(` needs a number, not `\($0.text)`" } ?? "`\(name.text)(` needs a number and `)`",
                range: found?.range ?? (byColon ?? open).range))
            return (ModifierSyntax(name: name, openParen: open, byLabel: byLabel, byColon: byColon, value: nil, closeParen: nil), false)
        }
        let value = advance()
        guard peekKind() == .closeParen else {
            let found = peek()
            report(LayoutDiagnostic(
                .modifierUnclosed,
                found.map { "Expected `)` after the number, not `\($0.text)`" } ?? "Expected `)` after the number",
                range: found?.range ?? value.range))
            return (ModifierSyntax(name: name, openParen: open, byLabel: byLabel, byColon: byColon, value: value, closeParen: nil), false)
        }
        return (ModifierSyntax(name: name, openParen: open, byLabel: byLabel, byColon: byColon, value: value, closeParen: advance()), true)
    }

    // MARK: Priority

    private mutating func parsePriority() -> (PrioritySyntax, aborted: Bool) {
        let at = advance()
        guard let value = peek(), value.kind == .number || value.kind == .identifier else {
            report(LayoutDiagnostic(.missingPriority, "Expected a priority after `@`: required, high, medium, low or a number",
                                    range: at.range))
            return (PrioritySyntax(at: at, value: nil), true)
        }
        _ = advance()
        let syntax = PrioritySyntax(at: at, value: value)
        if value.kind == .identifier, PriorityName(rawValue: value.text) == nil {
            let suggestion = DidYouMean.nearestIgnoringCase(to: value.text, among: PriorityName.allCases.map(\.rawValue))
            report(LayoutDiagnostic(
                .unknownPriority,
                "`\(value.text)` is not a priority" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                    + " (required, high, medium, low or a number)",
                range: value.range, replacement: suggestion.map { .init(range: value.range, text: $0) }))
        } else if let number = syntax.numericValue, !validPriorityRange.contains(number) {
            report(LayoutDiagnostic(
                .priorityOutOfRange,
                "Priority \(value.text) is outside 1…1000; UIKit raises an exception at run time",
                range: value.range))
        }
        return (syntax, false)
    }

    // MARK: Condition

    private mutating func parseConditionClause() -> ConditionClauseSyntax {
        let open = advance()
        var end = position
        while end < tokens.count, tokens[end].kind != .closeBracket, tokens[end].kind != .semicolon { end += 1 }
        let innerRange = position..<end
        guard end < tokens.count, tokens[end].kind == .closeBracket else {
            report(LayoutDiagnostic(.unclosedCondition,
                                    end < tokens.count ? "`[` is not closed before `;`" : "`[` is not closed",
                                    range: open.range))
            position = end
            return ConditionClauseSyntax(openBracket: open, expression: nil, ignoredTokens: [],
                                         unparsedTokens: Array(tokens[innerRange]), closeBracket: nil)
        }
        position = end
        let close = advance()

        if innerRange.isEmpty {
            report(LayoutDiagnostic(.emptyCondition, "The condition is empty", range: open.range.lowerBound..<close.range.upperBound))
            return ConditionClauseSyntax(openBracket: open, expression: nil, ignoredTokens: [], unparsedTokens: [], closeBracket: close)
        }
        let badRuns = Self.disallowedRuns(in: tokens[innerRange])
        if !badRuns.isEmpty {
            for run in badRuns { report(Self.conditionTokenDiagnostic(run)) }
            return ConditionClauseSyntax(openBracket: open, expression: nil, ignoredTokens: [],
                                         unparsedTokens: Array(tokens[innerRange]), closeBracket: close)
        }

        var parser = ConditionParser(tokens: tokens, range: innerRange, closeBracket: close)
        let expression = parser.parse()
        let ignored = parser.position < end ? Array(tokens[parser.position..<end]) : []
        var conditionDiagnostics = parser.diagnostics
        if conditionDiagnostics.isEmpty {
            conditionDiagnostics = ConditionValidator.validate(expression)
            if let first = ignored.first, let last = ignored.last {
                conditionDiagnostics.append(LayoutDiagnostic(
                    .conditionIgnoredTokens,
                    "The generator ignores everything from here to `]`; join conditions with `and` or `or`",
                    range: first.range.lowerBound..<last.range.upperBound))
            }
        }
        conditionDiagnostics.forEach { report($0) }
        return ConditionClauseSyntax(openBracket: open, expression: expression, ignoredTokens: ignored, unparsedTokens: [], closeBracket: close)
    }

    /// Runs of adjacent tokens that may not appear inside `[…]`.
    private static func disallowedRuns(in inner: ArraySlice<Token>) -> [[Token]] {
        var runs: [[Token]] = []
        for token in inner {
            switch token.kind {
            case .bang, .openParen, .closeParen, .equalEqual, .notEqual, .identifier, .colon, .number:
                continue
            default:
                if let last = runs.last?.last, last.range.upperBound == token.range.lowerBound {
                    runs[runs.count - 1].append(token)
                } else {
                    runs.append([token])
                }
            }
        }
        return runs
    }

    private static func conditionTokenDiagnostic(_ run: [Token]) -> LayoutDiagnostic {
        let text = run.map(\.text).joined()
        let range = run[0].range.lowerBound..<run[run.count - 1].range.upperBound
        let replacements = ["&&": "and", "&": "and", "||": "or", "|": "or", "<": ":lt", "<=": ":lte", ">": ":gt", ">=": ":gte"]
        if let replacement = replacements[text] {
            return LayoutDiagnostic(.conditionUnexpectedToken, "Conditions do not understand `\(text)`; write `\(replacement)`",
                                    range: range, replacement: .init(range: range, text: replacement))
        }
        return LayoutDiagnostic(.conditionUnexpectedToken, "`\(text)` cannot appear inside a condition", range: range)
    }
}
