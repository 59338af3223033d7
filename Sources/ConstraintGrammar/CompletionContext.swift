/// What may be typed at a cursor inside a `layout:` value, and which text a completion replaces.
/// The server turns expectations into items; target and layout-id names come from the document.
public struct CompletionContext: Hashable, Sendable {
    public enum Expectation: Hashable, Sendable {
        /// `:eq`, `:gte`, …; items include the colon.
        case relation
        /// `super`, `self`, the guides, field names, or `id:`.
        case target
        /// A `layout:id` name after `id:`.
        case layoutID
        /// An anchor after `.`.
        case anchor
        /// `offset(`, `inset(`, `multiplied(`, `divided(`.
        case modifier
        /// A number (a constant or a modifier's argument).
        case number
        /// A priority name or number (after `@`, or a hugging/compression value).
        case priority
        /// An interface-state name inside `[…]`.
        case conditionIdentifier
        /// `and`, `or`, `==`, `!=`, `:lt`… or `]` inside `[…]`; colon forms include the colon.
        case conditionOperator
    }

    /// In order of likelihood; empty when nothing can be suggested.
    public let expectations: [Expectation]
    /// The UTF-8 range the chosen completion replaces (the word under the cursor, or an empty range).
    public let replacementRange: Range<Int>
    /// The part of the replaced text before the cursor, for filtering.
    public let prefix: String

    /// The context at UTF-8 `offset` (clamped to the value) in `value` of `attribute`.
    public static func at(_ offset: Int, in value: String, for attribute: LayoutAttribute) -> CompletionContext {
        let bytes = Array(value.utf8)
        let cursor = min(max(offset, 0), bytes.count)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        switch attribute.kind {
        case .layoutID:
            return CompletionContext(expectations: [], replacementRange: 0..<bytes.count, prefix: text(0..<cursor))
        case .priority:
            return CompletionContext(expectations: [.priority], replacementRange: 0..<bytes.count, prefix: text(0..<cursor))
        case .constraints:
            break
        }

        let tokens = Lexer.tokenize(value)
        var preceding = tokens.prefix { $0.range.upperBound <= cursor }
        var replacement = cursor..<cursor
        if let word = tokens.first(where: { ($0.kind == .identifier || $0.kind == .number)
                                            && $0.range.lowerBound < cursor && cursor <= $0.range.upperBound }) {
            replacement = word.range
            preceding = tokens.prefix { $0.range.upperBound <= word.range.lowerBound }
        }

        let position = CursorPlace.after(Array(preceding))
        // A colon glued to the word belongs to the completed text (`:gte`, `:lt`).
        if let colon = preceding.last, colon.kind == .colon, colon.range.upperBound == replacement.lowerBound,
           position == .relationColon || position == .conditionColon {
            replacement = colon.range.lowerBound..<replacement.upperBound
        }
        return CompletionContext(
            expectations: position.expectations,
            replacementRange: replacement,
            prefix: text(replacement.lowerBound..<cursor))
    }
}

/// Where the tokens before the cursor leave the grammar: a small state machine over the
/// current constraint (from the last `;` outside brackets).
private enum CursorPlace: Equatable {
    case start, afterField, relationColon, afterRelation, afterTarget, targetColon, afterPeriod
    case afterAnchorOrModifier, modifierName, modifierOpen, modifierBy, modifierValue
    case afterAt, done
    case conditionOperand, conditionAfterOperand, conditionColon

    var expectations: [CompletionContext.Expectation] {
        switch self {
        case .start, .afterField: [.target, .relation, .number]
        case .relationColon: [.relation]
        case .afterRelation: [.target, .number]
        case .afterTarget, .afterAnchorOrModifier: [.modifier]
        case .targetColon: [.layoutID]
        case .afterPeriod: [.anchor]
        case .modifierOpen: [.number]
        case .afterAt: [.priority]
        case .conditionOperand: [.conditionIdentifier]
        case .conditionAfterOperand, .conditionColon: [.conditionOperator]
        case .modifierName, .modifierBy, .modifierValue, .done: []
        }
    }

    static func after(_ tokens: [Token]) -> CursorPlace {
        var state = CursorPlace.start
        for token in tokens {
            state = state.next(token)
        }
        return state
    }

    private func next(_ token: Token) -> CursorPlace {
        let kind = token.kind
        switch self {
        case .conditionOperand, .conditionAfterOperand, .conditionColon:
            return nextInCondition(token)
        default:
            break
        }
        if kind == .semicolon { return .start }
        switch (self, kind) {
        case (.start, .openBracket): return .conditionOperand
        case (.start, .colon), (.afterField, .colon): return .relationColon
        case (.relationColon, .identifier): return .afterRelation
        case (.start, .identifier), (.afterField, .identifier), (.afterRelation, .identifier): return .afterTarget
        case (.afterTarget, .assign): return .afterField
        case (.afterTarget, .colon): return .targetColon
        case (.targetColon, .identifier): return .afterAnchorOrModifier
        case (.start, .period), (.afterField, .period), (.afterRelation, .period), (.afterTarget, .period): return .afterPeriod
        case (.afterPeriod, .identifier): return .afterAnchorOrModifier
        case (.afterTarget, .openParen), (.modifierName, .openParen): return .modifierOpen
        case (.afterAnchorOrModifier, .identifier), (.afterTarget, .identifier): return .modifierName
        case (.modifierOpen, .identifier) where token.text == "by": return .modifierBy
        case (.modifierBy, .colon): return .modifierOpen
        case (.modifierOpen, .number): return .modifierValue
        case (.modifierValue, .closeParen): return .afterAnchorOrModifier
        case (_, .at): return .afterAt
        default: return .done
        }
    }

    private func nextInCondition(_ token: Token) -> CursorPlace {
        switch token.kind {
        case .closeBracket: return .start
        case .colon: return .conditionColon
        case .identifier:
            if self == .conditionColon { return .conditionOperand }
            let lowered = token.text.lowercased()
            return lowered == "and" || lowered == "or" ? .conditionOperand : .conditionAfterOperand
        case .number, .closeParen: return .conditionAfterOperand
        default: return .conditionOperand
        }
    }
}
