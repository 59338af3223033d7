import SourceFiles
import ReactantAnalysis

/// The features and diagnostics the shipped server runs with: the one place a new feature
/// is plugged in.
extension LanguageServer.Configuration {
    public static func product() -> LanguageServer.Configuration {
        // One live workspace, read by every feature: each document version is prepared once.
        let workspace = Workspace()
        return LanguageServer.Configuration(
            features: [
                WorkspaceFeature(workspace: workspace, fileWatcher: {
                    FileWatchers.platformDefault { FileDiscovery.isCheckable(name: $0) || FileDiscovery.isSwift(name: $0) }
                }),
                SettingsFeature(workspace: workspace),
                CompletionFeature(workspace: workspace),
                HoverFeature(workspace: workspace),
                NavigationFeature(workspace: workspace),
                CodeActionFeature(workspace: workspace),
                PreviewFeature(workspace: workspace),
                LivePreviewFeature(workspace: workspace),
                DocumentStructureFeature(workspace: workspace),
                WorkspaceSymbolFeature(workspace: workspace),
                SemanticTokensFeature(workspace: workspace),
                InlayHintFeature(workspace: workspace),
                DocumentColorFeature(workspace: workspace),
                FormattingFeature(workspace: workspace),
                PullDiagnosticsFeature(workspace: workspace),
            ],
            documentHost: workspace,
            diagnosticsSource: WorkspaceDiagnosticsSource(workspace: workspace),
            quietPeriods: .product,
            // Swift files open beside are read for their declarations, never analyzed as XML.
            isDiagnosed: { !SwiftSourcePath.isSwift($0) })
    }
}
