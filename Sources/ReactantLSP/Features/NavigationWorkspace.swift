import Foundation
import LanguageServerProtocol

/// What hover, navigation and quick fixes need from the rest of the workspace, as closures so
/// the features stay independent of how the workspace is kept: the current index, and the
/// text of a file that is not open (to turn offsets in it into positions).
public struct NavigationWorkspace: Sendable {
    public var index: @Sendable () async -> WorkspaceIndex
    public var readFile: @Sendable (_ path: String) async -> String?

    public init(
        index: @escaping @Sendable () async -> WorkspaceIndex,
        readFile: @escaping @Sendable (_ path: String) async -> String? = NavigationWorkspace.readFromDisk
    ) {
        self.index = index
        self.readFile = readFile
    }

    /// No other files: every document stands alone.
    public static let standalone = NavigationWorkspace(index: { WorkspaceIndex() })

    @Sendable public static func readFromDisk(_ path: String) async -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// The path a document has in the workspace index: its file path, or the URI itself.
    static func path(of uri: DocumentURI) -> String {
        FileURI.path(of: uri) ?? uri
    }

    /// The protocol location of a navigation result: ranges in this document use its
    /// snapshot, other files their open text, else their text on disk.
    func location(_ location: NavigationLocation, from snapshot: DocumentSnapshot, open: DocumentStore) async -> Location {
        guard let path = location.path else { return Location(uri: snapshot.uri, range: snapshot.range(of: location.range)) }
        let uri = FileURI.uri(forPath: path)
        if let other = open[uri] { return Location(uri: uri, range: other.range(of: location.range)) }
        if let text = await readFile(path) {
            let other = DocumentSnapshot(uri: uri, languageID: "", version: 0, text: text, encoding: snapshot.encoding)
            return Location(uri: uri, range: other.range(of: location.range))
        }
        let start = Position(line: 0, character: 0)
        return Location(uri: uri, range: LSPRange(start: start, end: start))
    }
}

extension DocumentSnapshot {
    /// The snapshot read for navigation and hover.
    var navigationDocument: NavigationDocument {
        NavigationDocument(text: text, path: NavigationWorkspace.path(of: uri))
    }
}
