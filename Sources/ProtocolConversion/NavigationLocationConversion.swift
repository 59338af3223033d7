import LanguageServerProtocol
import ReactantAnalysis
import Support
import SwiftBinding

/// Locations across files (references, rename sites) turned into protocol ranges: in the
/// document asked about, in other open documents at their versions, or in files on disk, each
/// file's line table from the caller (`lineTable(ofPath:)`); no file is read here.
package struct NavigationLocationConversion {
    /// A location as the protocol addresses it; `version` is nil for a file that is not open.
    package typealias Converted = (uri: DocumentURI, version: Int?, range: LSPRange)

    private let document: DocumentPositions
    private let documentPath: String
    private let open: [String: DocumentPositions]
    private let lineTable: (_ ofPath: String) -> LineTable?
    private let uri: (_ ofPath: String) -> DocumentURI
    private var files: [String: DocumentPositions?] = [:]

    /// - Parameters:
    ///   - document: the document asked about, whose path is `documentPath`.
    ///   - open: the other open documents by path, at the request's versions.
    ///   - lineTable: another file's line table; `uri`: the URI a path is spoken of by.
    package init(
        from document: DocumentPositions, path documentPath: String, open: [String: DocumentPositions],
        lineTable: @escaping (_ ofPath: String) -> LineTable?, uri: @escaping (_ ofPath: String) -> DocumentURI
    ) {
        self.document = document
        self.documentPath = documentPath
        self.open = open
        self.lineTable = lineTable
        self.uri = uri
    }

    /// The locations in order; those in a file whose text is unknown are left out.
    package mutating func convert(_ locations: [NavigationLocation]) -> [Converted] {
        locations.compactMap { location -> Converted? in
            guard let path = location.path, path != documentPath else {
                return (document.uri, document.version, document.range(of: location.range))
            }
            guard let other = file(path) else { return nil }
            return (other.uri, other.version, other.range(of: location.range))
        }
    }

    /// One edit per file writing `newName` at every location, in the order files first appear.
    package mutating func renameEdit(_ locations: [NavigationLocation], newName: String) -> WorkspaceEdit {
        var order: [DocumentURI] = []
        var edits: [DocumentURI: (version: Int?, edits: [TextEdit])] = [:]
        for (uri, version, range) in convert(locations) {
            if edits[uri] == nil { order.append(uri) }
            edits[uri, default: (version, [])].edits.append(TextEdit(range: range, newText: newName))
        }
        return WorkspaceEdit(documentChanges: order.map { uri in
            TextDocumentEdit(textDocument: .init(uri: uri, version: edits[uri]!.version), edits: edits[uri]!.edits)
        })
    }

    private mutating func file(_ path: String) -> DocumentPositions? {
        if let known = files[path] { return known }
        let found = open[path] ?? lineTable(path).map { DocumentPositions(uri: uri(path), version: nil, lineTable: $0, encoding: document.encoding) }
        files[path] = found
        return found
    }
}

extension TextDocumentEdit {
    /// One Swift file's edit writing `newName` at each location (`document`: the file's URI
    /// and version when it is open).
    package init(
        _ locations: [SwiftLocation], newName: String, path: String, document: (uri: DocumentURI, version: Int?)?,
        encoding: LineTable.Encoding
    ) {
        self.init(
            textDocument: .init(uri: document?.uri ?? FileURI.uri(forPath: path), version: document?.version),
            edits: locations.map { TextEdit(range: LSPRange($0.range, encoding: encoding), newText: newName) })
    }
}

extension PrepareRenameResult {
    /// The name under the cursor that a rename replaces.
    package init(_ target: (range: Range<Int>, name: String), in document: DocumentPositions) {
        self.init(range: document.range(of: target.range), placeholder: target.name)
    }
}
