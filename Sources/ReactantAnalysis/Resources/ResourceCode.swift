import Support

/// Codes of the diagnostics about an application's resources: its application description
/// (`theme.*`, reported in the description and on `theme.NAME` values) and its asset catalogs
/// (`asset.*`). Each is documented in docs/DIAGNOSTICS.md.
public enum ResourceCode: String, CaseIterable, Sendable {
    case notApplication = "theme.not-application"
    case unknownSection = "theme.unknown-section"
    case duplicateSection = "theme.duplicate-section"
    case noThemes = "theme.no-themes"
    case undeclaredDefault = "theme.undeclared-default"
    case undeclaredTheme = "theme.undeclared-theme"
    case invalidName = "theme.invalid-name"
    case invalidValue = "theme.invalid-value"
    case questionableValue = "theme.questionable-value"
    case incompleteItem = "theme.incomplete-item"
    case unknownItem = "theme.unknown-item"
    case wrongKind = "theme.wrong-kind"
    case unknownImage = "asset.unknown-image"
    case unknownColor = "asset.unknown-color"

    /// The one severity each code is reported at: error where the generator or the Swift
    /// build fails, warning where a value is ignored or shows nothing at run time.
    public var severity: Diagnostic.Severity {
        switch self {
        case .notApplication, .duplicateSection, .noThemes, .undeclaredDefault, .invalidName, .invalidValue,
             .incompleteItem, .unknownItem, .wrongKind:
            .error
        case .unknownSection, .undeclaredTheme, .questionableValue, .unknownImage, .unknownColor:
            .warning
        }
    }
}

extension Diagnostic {
    init(resource code: ResourceCode, _ message: String, range: Range<Int>, related: [RelatedLocation] = [], fixes: [Fix] = []) {
        self.init(code: code.rawValue, severity: code.severity, message: message, range: range, related: related, fixes: fixes)
    }
}
