import LanguageServerProtocol

/// `textDocument/codeAction`: the quick fixes of the diagnostics the client names, found by
/// analysing the document again with the same analyzer that produced them.
public struct CodeActionFeature: ServerFeature {
    let analyzer: DocumentAnalyzer
    let workspace: NavigationWorkspace

    public init(analyzer: DocumentAnalyzer, workspace: NavigationWorkspace) {
        self.analyzer = analyzer
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.codeActionProvider = CodeActionOptions(codeActionKinds: [.quickFix])
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(CodeActionRequest.self) { [analyzer, workspace] request, context in
            if let only = request.context.only, !only.contains(where: { $0 == .quickFix || $0.rawValue == "" }) { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            let index = await workspace.index()
            try Task.checkCancellation()
            let analysed = analyzer.analyse(text: snapshot.text, path: NavigationWorkspace.path(of: snapshot.uri), workspace: index)
            let selected = request.context.diagnostics.map {
                QuickFixes.Selector(code: $0.code, range: snapshot.offsets(of: $0.range))
            }
            let fixes = QuickFixes.fixes(for: analysed.diagnostics, selected: selected, range: snapshot.offsets(of: request.range))
            return fixes.map { fix in
                let edit = TextEdit(range: snapshot.range(of: fix.replacement.range), newText: fix.replacement.text)
                return CodeAction(
                    title: fix.title, kind: .quickFix, diagnostics: [LSPDiagnostic(fix.diagnostic, in: snapshot)],
                    isPreferred: fix.isPreferred ? true : nil,
                    edit: WorkspaceEdit(documentChanges: [
                        TextDocumentEdit(textDocument: .init(uri: snapshot.uri, version: snapshot.version), edits: [edit]),
                    ]))
            }
        }
    }
}
