import Support
import LanguageServerProtocol
import XMLSyntax
import ReactantAnalysis

/// One version of an open document: immutable, so a request can keep reading the text it
/// arrived with while later edits produce new snapshots.
public struct DocumentSnapshot: Sendable {
    public let uri: DocumentURI
    public let languageID: String
    public let version: Int
    public let text: String
    public let lineTable: LineTable
    /// The encoding the client's positions count in, negotiated at `initialize`.
    public let encoding: LineTable.Encoding

    public init(uri: DocumentURI, languageID: String, version: Int, text: String, encoding: LineTable.Encoding) {
        self.init(uri: uri, languageID: languageID, version: version, text: text, lineTable: LineTable(text), encoding: encoding)
    }

    /// With the line table of `text` already built (after an edit, from the previous one).
    init(uri: DocumentURI, languageID: String, version: Int, text: String, lineTable: LineTable, encoding: LineTable.Encoding) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.text = text
        self.lineTable = lineTable
        self.encoding = encoding
    }

    /// The UTF-8 offset of a client position (clamped into the text, as LSP requires).
    public func offset(of position: Position) -> Int {
        lineTable.offset(of: .init(line: position.line, character: position.character), encoding: encoding)
    }

    /// The client position of a UTF-8 offset.
    public func position(of offset: Int) -> Position {
        let position = lineTable.position(of: offset, encoding: encoding)
        return Position(line: position.line, character: position.character)
    }

    /// UTF-8 offsets of a client range; a reversed range is read start-first.
    public func offsets(of range: LSPRange) -> Range<Int> {
        let start = offset(of: range.start)
        let end = offset(of: range.end)
        return min(start, end)..<max(start, end)
    }

    /// The client range of UTF-8 offsets.
    public func range(of offsets: Range<Int>) -> LSPRange {
        LSPRange(start: position(of: offsets.lowerBound), end: position(of: offsets.upperBound))
    }
}
