import XMLSyntax
import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis

/// `textDocument/formatting`, `rangeFormatting` and `onTypeFormatting`: `DocumentFormatter`'s
/// edits with the options `FormattingConfiguration.server` resolves for the document (the
/// project's `.editorconfig` first; the client's indentation only where the settings ask for
/// it), the same for all three, so typing `>` never re-indents a line another way. A range grows to whole lines
/// and whole start tags (`DocumentFormatter.rangeFormat`), so no tag is left half formatted;
/// on-type formatting keeps to the edits on the typed line. A document that is not
/// well-formed gets `null`, which editors take as "nothing to change". Typing `>` formats the
/// line it ends once the document is well-formed again (after `/>` or an end tag; a start tag
/// just typed still lacks its end tag, so nothing moves under the cursor while typing it).
/// Each reads the version's syntax the workspace prepared once (tree and libxml2's verdict).
public struct FormattingFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.documentFormattingProvider = true
        capabilities.documentRangeFormattingProvider = true
        capabilities.documentOnTypeFormattingProvider = DocumentOnTypeFormattingOptions(firstTriggerCharacter: ">")
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(DocumentFormattingRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let syntax = await state.prepared(snapshot).syntax
            let options = Self.options(request.options, uri: request.textDocument.uri, settings: state.settings, text: snapshot.text, syntax: syntax)
            return DocumentFormatter.edits(for: snapshot.text, syntax: syntax, options: options)?
                .map { TextEdit($0, in: snapshot.positions) }
        }
        handlers.onRequest(DocumentRangeFormattingRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let start = snapshot.offset(of: request.range.start), end = snapshot.offset(of: request.range.end)
            let syntax = await state.prepared(snapshot).syntax
            let options = Self.options(request.options, uri: request.textDocument.uri, settings: state.settings, text: snapshot.text, syntax: syntax)
            return DocumentFormatter.rangeFormat(for: snapshot.text, in: min(start, end)..<max(start, end), syntax: syntax, options: options)?
                .edits.map { TextEdit($0, in: snapshot.positions) }
        }
        handlers.onRequest(DocumentOnTypeFormattingRequest.self) { [workspace] request, context in
            guard request.ch == ">", !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let line = Self.lineRange(around: snapshot.offset(of: request.position), in: snapshot.text)
            let syntax = await state.prepared(snapshot).syntax
            let options = Self.options(request.options, uri: request.textDocument.uri, settings: state.settings, text: snapshot.text, syntax: syntax)
            return DocumentFormatter.edits(for: snapshot.text, in: line, syntax: syntax, options: options)?
                .map { TextEdit($0, in: snapshot.positions) }
        }
    }

    static func lineRange(around offset: Int, in text: String) -> Range<Int> {
        let bytes = Array(text.utf8)
        let clamped = min(max(offset, 0), bytes.count)
        var start = clamped, end = clamped
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return start..<end
    }

    static func options(
        _ options: LSPFormattingOptions, uri: DocumentURI, settings: ServerSettings, text: String, syntax: XMLDocumentSyntax
    ) -> FormattingOptions {
        FormattingConfiguration.server(
            forFile: FileURI.path(of: uri), clientTabSize: options.tabSize, clientInsertSpaces: options.insertSpaces, settings: settings,
            document: (text, syntax.tree))
    }
}
