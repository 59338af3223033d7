import ReactantAnalysis
import Support
import XMLSyntax

// The settings as the engines take them: plain values, read here so that no engine knows
// `ServerSettings`.

extension AnalyzedDocument {
    /// The diagnostics the user's settings let through (applied when publishing).
    func diagnostics(enabledBy settings: ServerSettings) -> [Diagnostic] {
        findings.filter { settings.isEnabled(code: $0.diagnostic.code, crossFile: $0.isCrossFile) }.map(\.diagnostic)
    }
}

extension FormattingConfiguration {
    /// The server's options for a document: project default (its indentation the document's
    /// own, detected in `document`, where consistent), settings, the client's indentation when
    /// the settings say so, `.editorconfig`.
    static func server(
        forFile path: String?, clientTabSize: Int, clientInsertSpaces: Bool, settings: ServerSettings,
        document: (text: String, tree: XMLSyntaxTree)? = nil, read: (String) -> String? = readFromDisk
    ) -> FormattingOptions {
        var options = projectDefault(for: document)
        options.maxLineWidth = settings.formatMaxLineWidth
        options.attributeLayout = settings.formatAttributeLayout
        if settings.formatRespectClientOptions {
            options = FormattingOverrides(tabSize: clientTabSize, insertSpaces: clientInsertSpaces).applied(to: options)
        }
        return editorConfig(forFile: path, read: read).applied(to: options)
    }
}
