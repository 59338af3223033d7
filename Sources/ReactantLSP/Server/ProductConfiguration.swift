/// The features and diagnostics the shipped server runs with: the one place a new feature
/// is plugged in.
extension LanguageServer.Configuration {
    public static func product() -> LanguageServer.Configuration {
        LanguageServer.Configuration(features: [], diagnosticsSource: nil)
    }
}
