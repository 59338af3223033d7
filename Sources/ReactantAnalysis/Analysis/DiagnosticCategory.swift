/// A group of diagnostics a user can switch off as a whole, named as in the editor settings
/// (`reactant.diagnostics.<rawValue>`).
public enum DiagnosticCategory: String, CaseIterable, Hashable, Sendable {
    /// Well-formedness: codes `xml.*`.
    case xml
    /// Elements, attributes and values against the schema: codes `schema.*`.
    case schema
    /// The `layout:` constraint language: codes `layout.*`.
    case layout
    /// References to fields, ids, styles and components: codes `ref.*`.
    case references
    /// `field` bindings against the components' Swift classes: codes `swift.*`.
    case swift
    /// Diagnostics that depend on another file of the workspace (a component type or a style
    /// declared elsewhere). Not a code prefix: the producer of the diagnostic knows whether it
    /// looked at another file, and says so to `ServerSettings.isEnabled(code:crossFile:)`.
    case crossFile

    /// The category a diagnostic code belongs to by its area prefix, or `nil` for a code with
    /// an unknown prefix (such codes are never hidden).
    public init?(codePrefixOf code: String) {
        let prefix = code.prefix { $0 != "." }
        switch prefix {
        case "xml": self = .xml
        case "schema": self = .schema
        case "layout": self = .layout
        case "ref": self = .references
        case "swift": self = .swift
        default: return nil
        }
    }
}
