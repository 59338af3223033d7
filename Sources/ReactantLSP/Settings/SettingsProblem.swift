import ReactantAnalysis

/// A setting the server could not use, reported to the user (e.g. via `window/showMessage`)
/// while the rest of the settings still take effect.
public struct SettingsProblem: Hashable, Sendable, CustomStringConvertible {
    /// Dotted path of the offending key as the user wrote it, e.g. `reactant.diagnostics.xml`.
    public var keyPath: String
    public var message: String

    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String { "\(keyPath): \(message)" }
}
