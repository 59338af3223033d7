import SchemaModel

/// The features and diagnostics the shipped server runs with: the one place a new feature
/// is plugged in.
extension LanguageServer.Configuration {
    public static func product() -> LanguageServer.Configuration {
        // Until the live workspace is wired in, navigation sees each document on its own.
        let workspace = NavigationWorkspace.standalone
        return LanguageServer.Configuration(features: [
            HoverFeature(workspace: workspace),
            NavigationFeature(workspace: workspace),
            CodeActionFeature(analyzer: .standard(schema: Schema.embedded), workspace: workspace),
        ], diagnosticsSource: nil)
    }
}
