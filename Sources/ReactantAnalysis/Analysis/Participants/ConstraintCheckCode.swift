import Support

/// Codes of what the constraint participants find beyond the constraint language itself (whose
/// own codes are `LayoutDiagnosticCode`); each is documented in docs/DIAGNOSTICS.md.
public enum ConstraintCheckCode: String, CaseIterable, Sendable {
    /// A bare-name target that no view of the component binds with `field`.
    case unknownTarget = "ref.unknown-target"
    /// `id:NAME` that no view of the component declares with `layout:id`.
    case unknownLayoutID = "ref.unknown-layout-id"
    /// `id:NAME` whose only declarations are on views that also have a `field`.
    case layoutIDOnFieldView = "ref.layout-id-on-field-view"
    /// A view's constraint that names the view itself.
    case selfTarget = "ref.self-target"
    /// Two attributes of one view constraining one anchor with the same relation and priority.
    case duplicateAnchor = "layout.duplicate-anchor"

    /// By the product rule: the first three make the Swift build fail (or, for a field the Swift
    /// class declares outside this layout, the app crash); the others build and run, but say
    /// something other than what was meant.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unknownTarget, .unknownLayoutID, .layoutIDOnFieldView: .error
        case .selfTarget, .duplicateAnchor: .warning
        }
    }
}

extension Diagnostic {
    init(_ code: ConstraintCheckCode, _ message: String, range: Range<Int>, related: [RelatedLocation] = [], fixes: [Fix] = []) {
        self.init(code: code.rawValue, severity: code.severity, message: message, range: range, related: related, fixes: fixes)
    }
}
