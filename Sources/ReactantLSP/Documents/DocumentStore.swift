import Support
import LanguageServerProtocol
import XMLSyntax
import ReactantAnalysis

/// The open documents, as a value: copying the store is how a request captures the state
/// that was current when it arrived.
public struct DocumentStore: Sendable {
    /// Why a notification about a document could not be applied.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case notOpen(DocumentURI)
        public var description: String {
            switch self {
            case .notOpen(let uri): "document is not open: \(uri)"
            }
        }
    }

    private var snapshots: [DocumentURI: DocumentSnapshot] = [:]
    /// The unit client positions count in; set once the session negotiated it.
    public var encoding: LineTable.Encoding

    public init(encoding: LineTable.Encoding = .utf16) {
        self.encoding = encoding
    }

    public subscript(uri: DocumentURI) -> DocumentSnapshot? { snapshots[uri] }

    /// Every open document, in no particular order.
    public var openDocuments: [DocumentSnapshot] { Array(snapshots.values) }

    /// Opens (or reopens) a document with its full text.
    @discardableResult
    public mutating func open(_ item: TextDocumentItem) -> DocumentSnapshot {
        let snapshot = DocumentSnapshot(
            uri: item.uri, languageID: item.languageId, version: item.version, text: item.text, encoding: encoding)
        snapshots[item.uri] = snapshot
        return snapshot
    }

    /// Applies `changes` in order, each to the text the previous one produced, and stamps
    /// the result with `version`.
    @discardableResult
    public mutating func change(
        _ document: VersionedTextDocumentIdentifier, _ changes: [TextDocumentContentChangeEvent]
    ) throws(Failure) -> DocumentSnapshot {
        guard let current = snapshots[document.uri] else { throw .notOpen(document.uri) }
        var text = current.text
        var table = current.lineTable
        for change in changes {
            if let range = change.range {
                let start = table.offset(of: .init(line: range.start.line, character: range.start.character), encoding: encoding)
                let end = table.offset(of: .init(line: range.end.line, character: range.end.character), encoding: encoding)
                // The table keeps the text: the edit is applied to it once, and the new
                // table reads only the edited lines again.
                table = LineTable(replacing: min(start, end)..<max(start, end), in: table, with: change.text.utf8)
                text = table.text
            } else {
                text = change.text
                table = LineTable(text)
            }
        }
        let snapshot = DocumentSnapshot(
            uri: document.uri, languageID: current.languageID, version: document.version, text: text, lineTable: table,
            encoding: encoding)
        snapshots[document.uri] = snapshot
        return snapshot
    }

    /// Forgets a document; returns the last snapshot it had.
    @discardableResult
    public mutating func close(_ uri: DocumentURI) -> DocumentSnapshot? {
        snapshots.removeValue(forKey: uri)
    }
}
