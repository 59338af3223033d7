import Support

/// The server's diagnostics: each open document analysed against the live workspace with every
/// check of `DocumentAnalyzer.standard`, filtered by the user's settings when published.
public struct WorkspaceDiagnosticsSource: DiagnosticsSource {
    let workspace: Workspace

    public init(workspace: Workspace) { self.workspace = workspace }

    public func diagnostics(for document: DocumentSnapshot) async -> [Diagnostic] {
        let start = ContinuousClock.now
        let diagnostics = workspace.analysed(document).diagnostics(enabledBy: workspace.settings)
        workspace.trace(
            "diagnostics for \(document.uri) version \(document.version): \(diagnostics.count) in \(start.duration(to: .now))",
            verbose: diagnostics.map { "\($0.code) at \($0.range)" }.joined(separator: "\n"))
        return diagnostics
    }
}
