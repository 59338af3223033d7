import Support
import XMLSyntax
import LanguageServerProtocol
import ReactantAnalysis

extension DocumentSymbol {
    /// The outline entry `symbol` of `snapshot`, with its children.
    package init(_ symbol: OutlineSymbol, in snapshot: DocumentPositions) {
        let kind: SymbolKind = switch symbol.kind {
        case .component: .class
        case .field: .field
        case .element: .object
        case .section: .namespace
        case .style: .struct
        }
        self.init(
            name: symbol.name, detail: symbol.detail, kind: kind, range: snapshot.range(of: symbol.range),
            selectionRange: snapshot.range(of: symbol.selectionRange),
            children: symbol.children.isEmpty ? nil : symbol.children.map { DocumentSymbol($0, in: snapshot) })
    }
}

extension TextEdit {
    /// A replacement of UTF-8 offsets in `document`.
    package init(_ replacement: TextReplacement, in document: DocumentPositions) {
        self.init(range: document.range(of: replacement.range), newText: replacement.text)
    }
}

extension WorkspaceEdit {
    /// Replacements in one version of one open document.
    package init(_ replacements: [TextReplacement], in snapshot: DocumentPositions) {
        let edits = replacements.map { TextEdit($0, in: snapshot) }
        self.init(documentChanges: [
            TextDocumentEdit(textDocument: .init(uri: snapshot.uri, version: snapshot.version), edits: edits),
        ])
    }
}

extension CodeAction {
    /// A quick fix as the client applies it: one edit of this version of the document, or of
    /// another file (`open`: the open documents by path, whose version the edit names).
    package init(
        _ fix: QuickFix, in snapshot: DocumentPositions, open: [String: DocumentPositions], lineTable: (_ ofPath: String) -> LineTable?
    ) {
        let edit: WorkspaceEdit
        if let other = fix.otherFile {
            let document = open[other.path]
            let range = LSPRange(other, encoding: snapshot.encoding)
            edit = WorkspaceEdit(documentChanges: [
                TextDocumentEdit(
                    textDocument: .init(uri: document?.uri ?? FileURI.uri(forPath: other.path), version: document?.version),
                    edits: [TextEdit(range: range, newText: fix.replacement.text)]),
            ])
        } else {
            edit = WorkspaceEdit([fix.replacement], in: snapshot)
        }
        self.init(
            title: fix.title, kind: .quickFix, diagnostics: [LSPDiagnostic(fix.diagnostic, in: snapshot, lineTable: lineTable)],
            isPreferred: fix.isPreferred ? true : nil, edit: edit)
    }
}

extension LSPRange {
    /// Another file's range as a fix carries it, in the session's encoding.
    package init(_ file: Diagnostic.OtherFile, encoding: LineTable.Encoding) {
        func position(_ position: Diagnostic.FilePosition) -> Position {
            Position(line: position.line, character: encoding == .utf8 ? position.utf8Column : position.utf16Column)
        }
        self.init(start: position(file.start), end: position(file.end))
    }
}
