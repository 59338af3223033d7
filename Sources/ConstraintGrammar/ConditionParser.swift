import Support
/// Parses the tokens between `[` and `]` as the generator does:
/// `or` binds loosest, then `and`, then comparisons; `!` and `(…)` are factors.
/// It stops after one expression; whatever follows is left for the caller (the generator
/// ignores it). Nesting deeper than `maximumNesting` is reported instead of recursing further.
struct ConditionParser {
    static let maximumNesting = 100

    /// The whole value's tokens; the parser reads only `tokens[position..<end]`.
    private let tokens: [Token]
    private let end: Int
    private let closeBracket: Token
    private(set) var position: Int
    private(set) var diagnostics: [LayoutDiagnostic] = []
    private var gaveUp = false

    /// Parses `tokens[range]`, the tokens between `[` and `closeBracket`.
    init(tokens: [Token], range: Range<Int>, closeBracket: Token) {
        self.tokens = tokens
        self.end = range.upperBound
        self.position = range.lowerBound
        self.closeBracket = closeBracket
    }

    mutating func parse() -> ConditionSyntax {
        parseOr(depth: 0)
    }

    private func peek(_ offset: Int = 0) -> Token? {
        position + offset < end ? tokens[position + offset] : nil
    }

    private mutating func advance() -> Token {
        defer { position += 1 }
        return tokens[position]
    }

    private mutating func parseOr(depth: Int) -> ConditionSyntax {
        parseChain(depth: depth, operatorAt: { $0.wordOperator("or") }, operand: { $0.parseAnd(depth: $1) })
    }

    private mutating func parseAnd(depth: Int) -> ConditionSyntax {
        parseChain(depth: depth, operatorAt: { $0.wordOperator("and") }, operand: { $0.parseComparison(depth: $1) })
    }

    private mutating func parseComparison(depth: Int) -> ConditionSyntax {
        parseChain(depth: depth, operatorAt: { $0.comparisonOperator() }, operand: { $0.parseFactor(depth: $1) })
    }

    private mutating func parseChain(
        depth: Int,
        operatorAt: (inout ConditionParser) -> ConditionOperatorSyntax?,
        operand: (inout ConditionParser, Int) -> ConditionSyntax
    ) -> ConditionSyntax {
        let first = operand(&self, depth)
        var links: [ConditionLinkSyntax] = []
        while !gaveUp, let op = operatorAt(&self) {
            links.append(ConditionLinkSyntax(operator: op, operand: operand(&self, depth)))
        }
        return links.isEmpty ? first : .chain(first: first, links: links)
    }

    /// `and` / `or`, case-insensitive, consumed when present.
    private mutating func wordOperator(_ word: String) -> ConditionOperatorSyntax? {
        guard let token = peek(), token.kind == .identifier, token.text.lowercasedIfNeeded == word else { return nil }
        return ConditionOperatorSyntax(kind: word == "or" ? .or : .and, tokens: [advance()])
    }

    /// `==`, `!=`, `:lt`, `:lte`, `:gt`, `:gte` (the names are case-sensitive), consumed when present.
    private mutating func comparisonOperator() -> ConditionOperatorSyntax? {
        guard let token = peek() else { return nil }
        switch token.kind {
        case .equalEqual: return ConditionOperatorSyntax(kind: .equal, tokens: [advance()])
        case .notEqual: return ConditionOperatorSyntax(kind: .notEqual, tokens: [advance()])
        case .colon:
            guard let name = peek(1), name.kind == .identifier else { return nil }
            let kind: ConditionOperatorSyntax.Kind
            switch name.text {
            case "lt": kind = .less
            case "lte": kind = .lessOrEqual
            case "gt": kind = .greater
            case "gte": kind = .greaterOrEqual
            default: return nil
            }
            return ConditionOperatorSyntax(kind: kind, tokens: [advance(), advance()])
        default: return nil
        }
    }

    private mutating func parseFactor(depth: Int) -> ConditionSyntax {
        guard let token = peek() else {
            diagnostics.append(LayoutDiagnostic(.conditionExpectedOperand, "Expected a condition before `]`", range: closeBracket.range))
            return .missing(at: closeBracket.range.lowerBound)
        }
        if depth >= Self.maximumNesting, token.kind == .bang || token.kind == .openParen {
            diagnostics.append(LayoutDiagnostic(
                .conditionTooDeep, "Conditions nested more than \(Self.maximumNesting) levels deep are not analyzed",
                range: token.range))
            gaveUp = true
            position = end
            return .missing(at: token.range.lowerBound)
        }
        switch token.kind {
        case .bang:
            let bang = advance()
            return .negation(bang: bang, operand: parseFactor(depth: depth + 1))
        case .openParen:
            let open = advance()
            let inner = parseOr(depth: depth + 1)
            if let close = peek(), close.kind == .closeParen {
                return .parenthesized(open: open, inner: inner, close: advance())
            }
            if !gaveUp {
                diagnostics.append(LayoutDiagnostic(.conditionUnclosedParenthesis, "This `(` is not closed", range: open.range))
            }
            return .parenthesized(open: open, inner: inner, close: nil)
        case .identifier:
            let name = advance()
            if ConditionIdentifier.named(name.text) == nil {
                let suggestion = DidYouMean.nearestIgnoringCase(to: name.text, among: ConditionIdentifier.all.map(\.name))
                diagnostics.append(LayoutDiagnostic(
                    .unknownConditionIdentifier,
                    "`\(name.text)` is not an interface state" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    range: name.range, replacement: suggestion.map { .init(range: name.range, text: $0) }))
            }
            return .identifier(name)
        case .number:
            return .number(advance())
        default:
            diagnostics.append(LayoutDiagnostic(
                .conditionExpectedOperand, "Expected a condition, found `\(token.text)`", range: token.range))
            return .missing(at: token.range.lowerBound)
        }
    }
}
