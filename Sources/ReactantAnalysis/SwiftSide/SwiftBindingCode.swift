import Support

/// Codes of the diagnostics about `field` bindings and the Swift classes they name; each is
/// documented in docs/DIAGNOSTICS.md (settings switch them off as `swift`).
public enum SwiftBindingCode: String, CaseIterable, Sendable {
    case unknownField = "swift.unknown-field"
    case inaccessibleField = "swift.inaccessible-field"
    case fieldTypeMismatch = "swift.field-type-mismatch"
    case classNotFound = "swift.class-not-found"
    case fieldInAnonymousComponent = "swift.field-in-anonymous-component"
    case readIncomplete = "swift.read-incomplete"
}

extension Diagnostic {
    /// A diagnostic with a Swift binding code; `suggestion` (a did-you-mean) becomes a quick
    /// fix replacing `range`.
    init(_ code: SwiftBindingCode, _ severity: Severity, _ message: String, range: Range<Int>, suggestion: String? = nil) {
        self.init(
            code: code.rawValue, severity: severity, message: message + DidYouMean.clause(suggestion), range: range,
            fixes: suggestion.map { [Fix(title: "Change to '\($0)'", range: range, replacement: $0)] } ?? [])
    }
}
