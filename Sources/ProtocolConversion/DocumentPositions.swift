import LanguageServerProtocol
import Support

/// A document version as the protocol addresses it: its URI, its version (nil for a file on
/// disk), and the table that turns its UTF-8 offsets (the product's ranges) into positions in
/// the session's encoding and back. All a conversion needs of a document: its text is not.
package struct DocumentPositions: Sendable {
    package let uri: DocumentURI
    package let version: Int?
    package let lineTable: LineTable
    /// The encoding the client's positions count in, negotiated at `initialize`.
    package let encoding: LineTable.Encoding

    package init(uri: DocumentURI, version: Int?, lineTable: LineTable, encoding: LineTable.Encoding) {
        self.uri = uri
        self.version = version
        self.lineTable = lineTable
        self.encoding = encoding
    }

    /// Another file's positions, from its text (a file not open: no version).
    package init(uri: DocumentURI, text: String, encoding: LineTable.Encoding) {
        self.init(uri: uri, version: nil, lineTable: LineTable(text), encoding: encoding)
    }

    /// The UTF-8 offset of a client position (clamped into the text, as LSP requires).
    package func offset(of position: Position) -> Int {
        lineTable.offset(of: .init(line: position.line, character: position.character), encoding: encoding)
    }

    /// The client position of a UTF-8 offset.
    package func position(of offset: Int) -> Position {
        let position = lineTable.position(of: offset, encoding: encoding)
        return Position(line: position.line, character: position.character)
    }

    /// UTF-8 offsets of a client range; a reversed range is read start-first.
    package func offsets(of range: LSPRange) -> Range<Int> {
        let start = offset(of: range.start)
        let end = offset(of: range.end)
        return min(start, end)..<max(start, end)
    }

    /// The client range of UTF-8 offsets.
    package func range(of offsets: Range<Int>) -> LSPRange {
        LSPRange(start: position(of: offsets.lowerBound), end: position(of: offsets.upperBound))
    }
}
