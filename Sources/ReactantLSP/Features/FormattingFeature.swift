import LanguageServerProtocol

/// `textDocument/formatting` and `textDocument/rangeFormatting`: `DocumentFormatter`'s edits
/// with the client's indentation and the configured width. A document that is not
/// well-formed gets `null`, which editors take as "nothing to change".
public struct FormattingFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.documentFormattingProvider = true
        capabilities.documentRangeFormattingProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(DocumentFormattingRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let options = Self.options(request.options, settings: workspace.settings)
            return DocumentFormatter.edits(for: snapshot.text, options: options)?
                .map { TextEdit(range: snapshot.range(of: $0.range), newText: $0.text) }
        }
        handlers.onRequest(DocumentRangeFormattingRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let options = Self.options(request.options, settings: workspace.settings)
            let start = snapshot.offset(of: request.range.start), end = snapshot.offset(of: request.range.end)
            return DocumentFormatter.edits(for: snapshot.text, in: min(start, end)..<max(start, end), options: options)?
                .map { TextEdit(range: snapshot.range(of: $0.range), newText: $0.text) }
        }
    }

    static func options(_ options: LSPFormattingOptions, settings: ServerSettings) -> FormattingOptions {
        FormattingOptions(tabSize: options.tabSize, insertSpaces: options.insertSpaces, maxLineWidth: settings.formatMaxLineWidth)
    }
}
