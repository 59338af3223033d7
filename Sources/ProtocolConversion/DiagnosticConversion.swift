import Support
import XMLSyntax
import LanguageServerProtocol
import ReactantAnalysis

extension LSPDiagnostic {
    /// The wire form of a product diagnostic found in `document`. Related locations in other
    /// files are placed with `lineTable(ofPath:)`, the table of the text the workspace holds
    /// for them (no file is read here); a file it does not know is pointed at its start.
    package init(
        _ diagnostic: Diagnostic, in document: DocumentPositions, lineTable: (_ ofPath: String) -> LineTable? = { _ in nil }
    ) {
        let related = diagnostic.related.map { location -> DiagnosticRelatedInformation in
            DiagnosticRelatedInformation(
                location: Location(location.path, location.range, from: document, lineTable: lineTable), message: location.message)
        }
        self.init(
            range: document.range(of: diagnostic.range), severity: DiagnosticSeverity(diagnostic.severity),
            code: diagnostic.code, source: "reactant-lsp", message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related)
    }
}

extension DiagnosticSeverity {
    package init(_ severity: Diagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .information: self = .information
        case .hint: self = .hint
        }
    }
}

extension Location {
    /// A range in `document` (`path == nil` or its own path) or in another file, whose line
    /// table `lineTable(ofPath:)` gives; an unknown file's location is its start.
    package init(
        _ path: String?, _ range: Range<Int>, from document: DocumentPositions, lineTable: (_ ofPath: String) -> LineTable?
    ) {
        guard let path, FileURI.uri(forPath: path) != document.uri else {
            self.init(uri: document.uri, range: document.range(of: range))
            return
        }
        let uri = FileURI.uri(forPath: path)
        guard let table = lineTable(path) else {
            let start = Position(line: 0, character: 0)
            self.init(uri: uri, range: LSPRange(start: start, end: start))
            return
        }
        let other = DocumentPositions(uri: uri, version: nil, lineTable: table, encoding: document.encoding)
        self.init(uri: uri, range: other.range(of: range))
    }
}
