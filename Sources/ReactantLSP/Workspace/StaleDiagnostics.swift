import XMLSyntax
import LanguageServerProtocol
import ReactantAnalysis

/// The open documents whose diagnostics a workspace change may have changed: what a change
/// returns to its caller, to pass on to the diagnostics pipeline.
public enum StaleDiagnostics: Hashable, Sendable {
    /// These documents (possibly none).
    case documents([DocumentURI])
    /// Every open document (the schema or the shown diagnostics changed).
    case all

    public static let none = StaleDiagnostics.documents([])

    /// Both changes together.
    public func merged(with other: StaleDiagnostics) -> StaleDiagnostics {
        switch (self, other) {
        case (.documents(let a), .documents(let b)): .documents(Array(Set(a).union(b)).sorted())
        default: .all
        }
    }
}
