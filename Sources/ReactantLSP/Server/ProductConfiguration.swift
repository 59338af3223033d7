/// The features and diagnostics the shipped server runs with: the one place a new feature
/// is plugged in.
extension LanguageServer.Configuration {
    public static func product() -> LanguageServer.Configuration {
        LanguageServer.Configuration(
            features: [
                // The workspace index provides component types and style-group styles here.
                CompletionFeature(workspace: { CompletionWorkspace.empty }),
            ],
            diagnosticsSource: nil)
    }
}
