import Support

/// Codes of the diagnostics the analysis participants in this directory report; each is
/// documented in docs/DIAGNOSTICS.md.
public enum AnalysisCode: String, CaseIterable, Sendable {
    case duplicateField = "ref.duplicate-field"
    case duplicateLayoutID = "ref.duplicate-layout-id"
    case duplicateStyle = "ref.duplicate-style"
    case duplicateTemplate = "ref.duplicate-template"
    case duplicateConstraintName = "ref.duplicate-constraint-name"
    case mismatchedStyleType = "ref.mismatched-style-type"
    case themedStyleApplied = "ref.themed-style-applied"
    case circularStyleExtension = "ref.circular-style-extension"
    case unknownStyle = "ref.unknown-style"
    case unknownStyleGroup = "ref.unknown-style-group"
    case invalidStyleReference = "ref.invalid-style-reference"
    case unknownComponent = "ref.unknown-component"
    case componentWithoutType = "ref.component-without-type"
    case forbiddenComponentType = "ref.forbidden-component-type"
    case duplicateComponentType = "ref.duplicate-component-type"
    case duplicateStyleGroup = "ref.duplicate-style-group"
    case ignoredRootAttribute = "schema.ignored-root-attribute"

    var code: String { rawValue }
}

extension Diagnostic {
    /// A diagnostic with an analysis code; `suggestion` (a did-you-mean) becomes a quick fix
    /// replacing `range`.
    init(_ code: AnalysisCode, _ severity: Severity, _ message: String, range: Range<Int>,
         related: [RelatedLocation] = [], suggestion: String? = nil) {
        self.init(code: code.rawValue, severity: severity, message: message + DidYouMean.clause(suggestion), range: range,
                  related: related,
                  fixes: suggestion.map { [Fix(title: "Change to '\($0)'", range: range, replacement: $0)] } ?? [])
    }
}
