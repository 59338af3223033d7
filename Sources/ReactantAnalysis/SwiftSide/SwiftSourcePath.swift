import SourceFiles

/// Which files and documents are Swift sources: read for the declarations `field` bindings
/// name, never analyzed as Reactant UI.
public enum SwiftSourcePath {
    /// Whether a path or URI names a Swift file (`…/GreeterView.swift`).
    public static func isSwift(_ pathOrURI: String) -> Bool {
        FileDiscovery.isSwift(name: pathOrURI)
    }
}
