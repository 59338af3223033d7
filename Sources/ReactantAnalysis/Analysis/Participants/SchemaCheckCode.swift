import Support

/// Codes of the `schema.*` diagnostics the schema participant reports; each is documented in
/// docs/DIAGNOSTICS.md. (An unknown `layout:` name is reported with the constraint language's
/// own `layout.unknown-attribute`.)
public enum SchemaCheckCode: String, CaseIterable, Sendable {
    case unexpectedRoot = "schema.unexpected-root"
    case ignoredFile = "schema.ignored-file"
    case unknownElement = "schema.unknown-element"
    case misplacedElement = "schema.misplaced-element"
    case ignoredElement = "schema.ignored-element"
    case duplicateSection = "schema.duplicate-section"
    case unknownAttribute = "schema.unknown-attribute"
    case ignoredControlState = "schema.ignored-control-state"
    case invalidValue = "schema.invalid-value"
    case questionableValue = "schema.questionable-value"
    case missingAttribute = "schema.missing-attribute"
    case missingTableType = "schema.missing-table-type"
    case extendWithoutRootView = "schema.extend-without-root-view"

    /// The one severity each code is reported at (by the product's rule: error when the
    /// generator, the build or the app fails; warning when the generator ignores or misreads).
    public var severity: Diagnostic.Severity {
        switch self {
        case .unexpectedRoot, .unknownElement, .misplacedElement, .duplicateSection, .invalidValue, .missingAttribute,
             .missingTableType:
            .error
        case .ignoredFile, .ignoredElement, .unknownAttribute, .ignoredControlState, .questionableValue, .extendWithoutRootView:
            .warning
        }
    }
}

extension Diagnostic {
    /// A schema diagnostic, at its code's severity.
    init(_ code: SchemaCheckCode, _ message: String, range: Range<Int>,
         related: [RelatedLocation] = [], fixes: [Fix] = []) {
        self.init(code: code.rawValue, severity: code.severity, message: message, range: range,
                  related: related, fixes: fixes)
    }
}
