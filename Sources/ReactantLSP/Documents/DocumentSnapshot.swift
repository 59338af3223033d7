import Support
import LanguageServerProtocol
import ProtocolConversion
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

    /// The version as the protocol addresses it: what every conversion of its ranges reads
    /// (`ProtocolConversion`).
    package var positions: DocumentPositions {
        DocumentPositions(uri: uri, version: version, lineTable: lineTable, encoding: encoding)
    }

    /// The UTF-8 offset of a client position (`DocumentPositions.offset(of:)`).
    public func offset(of position: Position) -> Int { positions.offset(of: position) }

    /// The client position of a UTF-8 offset (`DocumentPositions.position(of:)`).
    public func position(of offset: Int) -> Position { positions.position(of: offset) }

    /// UTF-8 offsets of a client range (`DocumentPositions.offsets(of:)`).
    public func offsets(of range: LSPRange) -> Range<Int> { positions.offsets(of: range) }

    /// The client range of UTF-8 offsets (`DocumentPositions.range(of:)`).
    public func range(of offsets: Range<Int>) -> LSPRange { positions.range(of: offsets) }
}
