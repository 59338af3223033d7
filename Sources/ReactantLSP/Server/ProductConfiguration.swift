import SchemaModel

/// The features and diagnostics the shipped server runs with: the one place a new feature
/// is plugged in.
extension LanguageServer.Configuration {
    public static func product() -> LanguageServer.Configuration {
        // One live workspace, shared by every feature that reads other files.
        let workspace = Workspace()
        let navigation = NavigationWorkspace(
            index: { workspace.index },
            // Other files as the workspace holds them: open text wins over the disk copy.
            readFile: { path in workspace.prepared(workspace.uri(ofPath: path))?.text })
        return LanguageServer.Configuration(
            features: [
                WorkspaceFeature(workspace: workspace),
                SettingsFeature(workspace: workspace),
                CompletionFeature(
                    schema: { workspace.schema }, workspace: { workspace.completionWorkspace() },
                    tree: { workspace.syntaxTree($0) }),
                HoverFeature(schema: { workspace.schema }, workspace: navigation),
                NavigationFeature(workspace: navigation),
                CodeActionFeature(analyzer: .standard(schema: Schema.embedded), workspace: navigation),
            ],
            diagnosticsSource: WorkspaceDiagnosticsSource(workspace: workspace),
            // Edits arriving together (one read from the client) are analysed once; anything
            // longer would only add to the time until the user sees diagnostics.
            diagnosticsDebounce: .milliseconds(2))
    }
}
