import Support
/// A simple type of the schema with its facets: the type of every attribute value.
public struct SimpleType: Sendable {
    /// How a value is normalized before the facets apply (XSD `whiteSpace`).
    enum WhiteSpace: Sendable { case preserve, replace, collapse }

    enum Rule: Sendable {
        /// A restriction: the base's rules, then these facets. An empty list means no such facet.
        case restriction(base: [SimpleType], whiteSpace: WhiteSpace, enumeration: [String], patterns: [XSDRegularExpression])
        /// A union: a value is valid when one member accepts it.
        case union([SimpleType])
    }

    /// Shared storage: a type is referenced by hundreds of attributes, and copying one
    /// reference is cheaper than copying its facets.
    private final class Definition: Sendable {
        let name: String?
        let documentation: String?
        let syntax: ValueSyntax?
        let rule: Rule
        let validatesInOnePass: Bool

        init(name: String?, documentation: String?, syntax: ValueSyntax?, rule: Rule) {
            self.name = name
            self.documentation = documentation
            self.syntax = syntax
            self.rule = rule
            validatesInOnePass = (syntax == nil || syntax == .text) && Self.hasNoFacets(rule)
        }

        /// A restriction whose chain of bases sets no enumeration or pattern (white space is
        /// a facet too, but one that only normalizes).
        private static func hasNoFacets(_ rule: Rule) -> Bool {
            guard case .restriction(let base, _, let enumeration, let patterns) = rule else { return false }
            return enumeration.isEmpty && patterns.isEmpty && base.allSatisfy { hasNoFacets($0.rule) }
        }
    }

    private let definition: Definition

    init(name: String?, documentation: String?, syntax: ValueSyntax?, rule: Rule) {
        definition = Definition(name: name, documentation: documentation, syntax: syntax, rule: rule)
    }

    /// The type's name, e.g. `Color`; nil for an anonymous type.
    public var name: String? { definition.name }

    /// Tells types apart even when they are anonymous or two schemas reuse a name: lets a
    /// caller that keeps the schema alive remember verdicts per type.
    public var identity: ObjectIdentifier { ObjectIdentifier(definition) }
    public var documentation: String? { definition.documentation }
    /// The Swift-checked syntax the schema names for this type, if any.
    public var syntax: ValueSyntax? { definition.syntax }
    /// Whether a value is checked in one pass over its text, or not at all (no enumeration,
    /// no pattern, text syntax or none): cheaper than looking up a remembered verdict.
    public var validatesInOnePass: Bool { definition.validatesInOnePass }
    var rule: Rule { definition.rule }

    /// Every value listed by an enumeration facet of this type or its members, in schema order:
    /// the values completion offers and validation names as expected.
    public var enumeration: [String] {
        switch rule {
        case .restriction(let base, _, let enumeration, _):
            enumeration.isEmpty ? base.flatMap(\.enumeration) : enumeration
        case .union(let members):
            members.flatMap(\.enumeration)
        }
    }

    /// The pattern facets, as written in the schema.
    public var patterns: [String] {
        switch rule {
        case .restriction(let base, _, _, let patterns): base.flatMap(\.patterns) + patterns.map(\.pattern)
        case .union(let members): members.flatMap(\.patterns)
        }
    }

    /// Whether the type is a closed list of values.
    public var isEnumeration: Bool {
        switch rule {
        case .restriction(let base, _, let enumeration, _): !enumeration.isEmpty || base.contains { $0.isEnumeration }
        case .union(let members): !members.isEmpty && members.allSatisfy(\.isEnumeration)
        }
    }

    /// Checks `value` against the facets, then against the Swift syntax.
    public func validate(_ value: String) -> ValueVerdict {
        guard satisfiesFacets(value) else {
            // The Swift check of a richer syntax explains a rejected value better than a pattern.
            if let syntax, case .invalid(let problem) = SyntaxValidation.validate(value, as: syntax) {
                return .invalid(problem)
            }
            let expected = enumeration
            if !expected.isEmpty {
                let shown = expected.count <= 12 ? expected.joined(separator: ", ") : expected.prefix(12).joined(separator: ", ") + ", …"
                return .invalid(ValueProblem(
                    "`\(value)` is not a valid \(name ?? "value"); expected one of \(shown).",
                    expected: expected,
                    suggestion: DidYouMean.nearestIgnoringCase(to: value, among: expected)))
            }
            let description = documentation.map { " " + $0 } ?? ""
            return .invalid(ValueProblem("`\(value)` is not a valid \(name ?? "value").\(description)"))
        }
        return syntax.map { SyntaxValidation.validate(value, as: $0) } ?? .valid
    }

    func satisfiesFacets(_ value: String) -> Bool {
        switch rule {
        case .union(let members):
            return members.contains { $0.satisfiesFacets(value) }
        case .restriction(let base, let whiteSpace, let enumeration, let patterns):
            guard base.allSatisfy({ $0.satisfiesFacets(value) }) else { return false }
            let normalized = Self.normalize(value, whiteSpace)
            if !enumeration.isEmpty, !enumeration.contains(normalized) { return false }
            if !patterns.isEmpty, !patterns.contains(where: { $0.matches(normalized) }) { return false }
            return true
        }
    }

    var whiteSpace: WhiteSpace {
        switch rule {
        case .restriction(let base, let whiteSpace, _, _): base.first?.whiteSpace ?? whiteSpace
        case .union: .preserve
        }
    }

    static func normalize(_ value: String, _ whiteSpace: WhiteSpace) -> String {
        switch whiteSpace {
        case .preserve:
            return value
        case .replace:
            return String(value.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
        case .collapse:
            return value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        }
    }

    /// `xs:string` and the other built-in types: anything goes apart from white-space handling.
    static func builtin(_ localName: String) -> SimpleType {
        let whiteSpace: WhiteSpace = switch localName {
        case "string", "anySimpleType": .preserve
        case "normalizedString": .replace
        default: .collapse
        }
        return SimpleType(name: "xs:" + localName, documentation: nil, syntax: nil,
                          rule: .restriction(base: [], whiteSpace: whiteSpace, enumeration: [], patterns: []))
    }
}
