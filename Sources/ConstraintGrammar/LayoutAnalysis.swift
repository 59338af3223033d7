/// Everything known about one `layout:` value: the entry point for the document analysis,
/// hover and quick fixes. Pure: the same value and attribute always give the same result.
public struct LayoutAnalysis: Hashable, Sendable {
    /// The parsed value, shaped by the attribute's kind.
    public enum Syntax: Hashable, Sendable {
        case constraints(ConstraintListSyntax)
        /// `layout:id`: the name, if the value is not empty.
        case layoutID(Token?)
        /// A hugging/compression priority; `value` is nil when it cannot be read.
        case priority(text: String, value: Double?)
    }

    /// A name in target position, to check against the document's fields and layout ids.
    public struct TargetReference: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// A bare name: must be a `field` of the component.
            case field
            /// `id:NAME`: must be a `layout:id` in the document.
            case layoutID
        }

        public let name: String
        public let kind: Kind
        /// The name's range (for `id:NAME`, only `NAME`).
        public let range: Range<Int>
    }

    public let attribute: LayoutAttribute
    public let syntax: Syntax
    /// In order of position, then severity.
    public let diagnostics: [LayoutDiagnostic]
    /// The generator's constraints, for every expanded part; empty for non-constraint attributes.
    public let constraints: [ResolvedConstraint]
    public let references: [TargetReference]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Analyses `value` as the value of `attribute`. Linear in the value's length.
    public static func analyze(_ value: String, as attribute: LayoutAttribute) -> LayoutAnalysis {
        switch attribute.kind {
        case .constraints:
            let (list, parseDiagnostics) = ConstraintParser.parse(value)
            var diagnostics = parseDiagnostics
            diagnostics += fieldCopyWarnings(list, attribute: attribute)
            diagnostics += AnchorPairing.diagnostics(in: list, attribute: attribute)
            return LayoutAnalysis(
                attribute: attribute, syntax: .constraints(list), diagnostics: sorted(diagnostics),
                constraints: ConstraintResolver.resolve(list, attribute: attribute), references: references(in: list))
        case .layoutID:
            let (token, diagnostics) = NonConstraintValues.layoutID(value)
            return LayoutAnalysis(attribute: attribute, syntax: .layoutID(token), diagnostics: diagnostics,
                                  constraints: [], references: [])
        case .priority:
            let (number, diagnostics) = NonConstraintValues.priority(value)
            return LayoutAnalysis(attribute: attribute, syntax: .priority(text: value, value: number), diagnostics: diagnostics,
                                  constraints: [], references: [])
        }
    }

    private static func sorted(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        // Usually there are none, or they arrive in order already.
        if zip(diagnostics, diagnostics.dropFirst()).allSatisfy({ $0.range.lowerBound <= $1.range.lowerBound }) {
            return diagnostics
        }
        return diagnostics.enumerated().sorted { a, b in
            if a.element.range.lowerBound != b.element.range.lowerBound {
                return a.element.range.lowerBound < b.element.range.lowerBound
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The generator gives every constraint the first one's name (plus the part) when there is more than one.
    private static func fieldCopyWarnings(_ list: ConstraintListSyntax, attribute: LayoutAttribute) -> [LayoutDiagnostic] {
        let total = attribute.parts.count * list.constraints.count
        guard total > 1, let field = list.constraints.first?.field else { return [] }
        let name = field.name.text
        var diagnostics: [LayoutDiagnostic] = []
        if attribute.parts.count > 1 {
            let names = attribute.parts.map { name + $0.name.prefix(1).uppercased() + $0.name.dropFirst() }
            diagnostics.append(LayoutDiagnostic(
                .fieldCopiedToParts,
                "`\(attribute.name)` makes \(total) constraints; the generator names them "
                    + names.map { "`\($0)`" }.joined(separator: ", ") + (list.constraints.count > 1 ? ", …" : "")
                    + " instead of `\(name)`",
                range: field.name.range))
        } else {
            let renamed = name + attribute.parts[0].name.prefix(1).uppercased() + attribute.parts[0].name.dropFirst()
            diagnostics.append(LayoutDiagnostic(
                .fieldCopiedToParts,
                "This value makes \(total) constraints; the generator names every one `\(renamed)` instead of `\(name)`",
                range: field.name.range))
            for later in list.constraints.dropFirst() {
                guard let ignored = later.field else { continue }
                diagnostics.append(LayoutDiagnostic(
                    .fieldCopiedToParts,
                    "The generator ignores this name: the first constraint's name `\(name)` is used for all of them",
                    range: ignored.name.range))
            }
        }
        return diagnostics
    }

    private static func references(in list: ConstraintListSyntax) -> [TargetReference] {
        list.constraints.compactMap { constraint in
            guard case .targeted(let body) = constraint.body else { return nil }
            switch body.target {
            case .name(let token)?:
                guard TargetKeyword(rawValue: token.text) == nil else { return nil }
                return TargetReference(name: token.text, kind: .field, range: token.range)
            case .layoutID(_, _, let name)?:
                return TargetReference(name: name.text, kind: .layoutID, range: name.range)
            case nil:
                return nil
            }
        }
    }
}
