import ReactantAnalysis
import Support

// The settings as the engines take them: plain values, read here so that no engine knows
// `ServerSettings`.

extension AnalyzedDocument {
    /// The diagnostics the user's settings let through (applied when publishing).
    func diagnostics(enabledBy settings: ServerSettings) -> [Diagnostic] {
        findings.filter { settings.isEnabled(code: $0.diagnostic.code, crossFile: $0.isCrossFile) }.map(\.diagnostic)
    }
}

extension FormattingConfiguration {
    /// The server's options for a document: project default, settings, the client's
    /// indentation when the settings say so, `.editorconfig`.
    static func server(
        forFile path: String?, clientTabSize: Int, clientInsertSpaces: Bool, settings: ServerSettings,
        read: (String) -> String? = readFromDisk
    ) -> FormattingOptions {
        var options = FormattingOptions.projectDefault
        options.maxLineWidth = settings.formatMaxLineWidth
        options.attributeLayout = settings.formatAttributeLayout
        if settings.formatRespectClientOptions {
            options = FormattingOverrides(tabSize: clientTabSize, insertSpaces: clientInsertSpaces).applied(to: options)
        }
        return editorConfig(forFile: path, read: read).applied(to: options)
    }
}
