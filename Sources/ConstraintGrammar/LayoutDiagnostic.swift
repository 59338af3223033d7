/// A problem in one `layout:` value, with its UTF-8 range in the value.
public struct LayoutDiagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        /// The generator fails, the Swift build fails, or the app crashes at run time.
        case error
        /// The generator silently ignores or misreads the text.
        case warning
    }

    /// A replacement that resolves the diagnostic, for a quick fix.
    public struct Replacement: Hashable, Sendable {
        public let range: Range<Int>
        public let text: String

        public init(range: Range<Int>, text: String) {
            self.range = range
            self.text = text
        }
    }

    public let code: LayoutDiagnosticCode
    public var severity: Severity { code.severity }
    public let message: String
    public let range: Range<Int>
    public let replacement: Replacement?

    public init(_ code: LayoutDiagnosticCode, _ message: String, range: Range<Int>, replacement: Replacement? = nil) {
        self.code = code
        self.message = message
        self.range = range
        self.replacement = replacement
    }

    /// For the document analysis: an attribute `layout:NAME` the generator does not know.
    /// `range` is wherever the caller reports it (the attribute name, in the document).
    public static func unknownAttribute(_ name: String, range: Range<Int>) -> LayoutDiagnostic {
        let suggestion = LayoutAttribute.suggestion(forUnknown: name)
        return LayoutDiagnostic(
            .unknownAttribute,
            "`layout:\(name)` is not a layout attribute" + (suggestion.map { "; did you mean `layout:\($0)`?" } ?? ""),
            range: range,
            replacement: suggestion.map { Replacement(range: range, text: $0) })
    }
}

/// The stable codes of the constraint language's diagnostics (docs/DIAGNOSTICS.md).
public enum LayoutDiagnosticCode: String, CaseIterable, Hashable, Sendable {
    case unknownAttribute = "layout.unknown-attribute"
    case unexpectedToken = "layout.unexpected-token"
    case nameWithUnderscore = "layout.name-with-underscore"
    case operatorRelation = "layout.operator-relation"
    case unknownRelation = "layout.unknown-relation"
    case expectedAnchor = "layout.expected-anchor"
    case unknownAnchor = "layout.unknown-anchor"
    case unknownModifier = "layout.unknown-modifier"
    case modifierMissingNumber = "layout.modifier-missing-number"
    case modifierUnclosed = "layout.modifier-unclosed"
    case modifierWithoutParentheses = "layout.modifier-without-parentheses"
    case arithmetic = "layout.arithmetic"
    case missingPriority = "layout.missing-priority"
    case unknownPriority = "layout.unknown-priority"
    case priorityOutOfRange = "layout.priority-out-of-range"
    case unclosedCondition = "layout.unclosed-condition"
    case emptyCondition = "layout.empty-condition"
    case conditionUnexpectedToken = "layout.condition-unexpected-token"
    case conditionExpectedOperand = "layout.condition-expected-operand"
    case conditionUnclosedParenthesis = "layout.condition-unclosed-parenthesis"
    case unknownConditionIdentifier = "layout.unknown-condition-identifier"
    case conditionInvalidNegation = "layout.condition-invalid-negation"
    case conditionNotLogical = "layout.condition-not-logical"
    case conditionNotComparable = "layout.condition-not-comparable"
    case conditionBareSizeClass = "layout.condition-bare-size-class"
    case conditionTooDeep = "layout.condition-too-deep"
    case invalidLayoutID = "layout.invalid-id"
    case missingSeparator = "layout.missing-separator"
    case prioritySemicolon = "layout.priority-semicolon"
    case emptyConstraint = "layout.empty-constraint"
    case conditionIgnoredTokens = "layout.condition-ignored-tokens"
    case fieldCopiedToParts = "layout.field-copied-to-parts"
    case layoutIDPrefix = "layout.layout-id-prefix"
    case unreferenceableLayoutID = "layout.unreferenceable-id"
    case incompatibleAnchors = "layout.incompatible-anchors"

    public var severity: LayoutDiagnostic.Severity {
        switch self {
        case .missingSeparator, .prioritySemicolon, .emptyConstraint, .conditionIgnoredTokens,
             .fieldCopiedToParts, .layoutIDPrefix, .unreferenceableLayoutID:
            .warning
        default:
            .error
        }
    }

    /// One line: what the code means. The documentation lists exactly these.
    public var summary: String {
        switch self {
        case .unknownAttribute: "The attribute after `layout:` is not one of the 28 the generator knows."
        case .unexpectedToken: "A token that cannot start or continue a constraint (`<`, `&`, `)`, `,`, …)."
        case .nameWithUnderscore: "A name containing `_`: the generator's lexer splits it there."
        case .operatorRelation: "The documented `>=`/`<=`/`==` relation form, rejected since 2017; use `:gte`/`:lte`/`:eq`."
        case .unknownRelation: "A name after `:` that is not a relation."
        case .expectedAnchor: "A `.` not followed by an anchor name."
        case .unknownAnchor: "A name after `.` that is not one of the 13 anchors."
        case .unknownModifier: "A modifier other than offset, inset, multiplied, divided."
        case .modifierMissingNumber: "A modifier whose parentheses do not hold a number."
        case .modifierUnclosed: "A modifier's number is not followed by `)`."
        case .modifierWithoutParentheses: "A modifier written without parentheses (`offset 10`, `multiplied by 0.5`, `inset: 8`)."
        case .arithmetic: "Arithmetic after a target (`+ 8`, `- 8`, `* 0.5`, `/ 2`), which is written with modifiers."
        case .missingPriority: "`@` without a priority after it."
        case .unknownPriority: "A priority name other than required, high, medium, low."
        case .priorityOutOfRange: "A priority outside 1…1000, which UIKit rejects at run time."
        case .unclosedCondition: "A `[` with no `]` before the next `;` or the end."
        case .emptyCondition: "`[]` with nothing inside."
        case .conditionUnexpectedToken: "A token not allowed inside a condition (`&&`, `||`, `<`, `,`, …)."
        case .conditionExpectedOperand: "A condition operator or `!` without an operand."
        case .conditionUnclosedParenthesis: "A `(` inside a condition without its `)`."
        case .unknownConditionIdentifier: "An identifier inside a condition that is not an interface-state name."
        case .conditionInvalidNegation: "`!` (or `!=`) applied to something other than one logical statement."
        case .conditionNotLogical: "A number where a logical test is needed (`and`/`or` operands, the whole condition)."
        case .conditionNotComparable: "A logical test compared with `==`, `!=`, `:lt`… (only numbers and size classes compare)."
        case .conditionBareSizeClass: "`compact`/`regular` not compared with `horizontal`/`vertical`; the generator crashes."
        case .conditionTooDeep: "Conditions nested more than 100 levels deep are not analyzed."
        case .invalidLayoutID: "A `layout:id` that does not make a Swift identifier (`named_ID`)."
        case .missingSeparator: "A constraint that follows another without `;`; the generator starts a new constraint."
        case .prioritySemicolon: "A `;` right after `@priority`, which the generator does not consume: it adds a constraint to super."
        case .emptyConstraint: "A `;` with no constraint before it, which the generator reads as a constraint to super."
        case .conditionIgnoredTokens: "Tokens after a complete condition, which the generator ignores."
        case .fieldCopiedToParts: "A constraint name on an attribute that yields several constraints; every one gets it plus a suffix."
        case .layoutIDPrefix: "A `NAME:ID` target whose prefix is not `id`; the generator ignores the prefix."
        case .unreferenceableLayoutID: "A `layout:id` that constraints cannot reference, as the lexer cannot read it."
        case .incompatibleAnchors: "An anchor AutoLayout or SnapKit refuses to relate to the attribute's own (`leading` to `left`, `left` to `top` or `width`, `width` to `size`): the app crashes."
        }
    }
}
