import LanguageServerProtocol
import ReactantAnalysis

/// Navigation across the workspace's Reactant UI files: the index the request reads, with every
/// open document's facts at the text the request sees (open text wins over the disk copy), and
/// its product locations turned into protocol ones, one line table per file.
extension NavigationFeature {
    /// The workspace index with the open documents' facts as of this request's snapshots.
    static func currentIndex(_ workspace: Workspace, context: FeatureContext) -> (index: WorkspaceIndex, open: [String: DocumentSnapshot]) {
        var index = workspace.index
        var open: [String: DocumentSnapshot] = [:]
        for snapshot in context.documents.openDocuments where !SwiftSourcePath.isSwift(snapshot.uri) {
            let path = Workspace.path(of: snapshot.uri)
            open[path] = snapshot
            index.update(workspace.prepared(snapshot).facts)
        }
        return (index, open)
    }

    /// Locations in the request's document (`path == nil`), other open documents or files on
    /// disk, in the given order, with the version of the open ones.
    static func positions(
        _ locations: [NavigationLocation], from snapshot: DocumentSnapshot, open: [String: DocumentSnapshot], workspace: Workspace
    ) -> [(uri: DocumentURI, version: Int?, range: LSPRange)] {
        var files: [String: (snapshot: DocumentSnapshot, version: Int?)?] = [:]
        func file(_ path: String) -> (snapshot: DocumentSnapshot, version: Int?)? {
            if let known = files[path] { return known }
            let found: (snapshot: DocumentSnapshot, version: Int?)?
            if let document = open[path] {
                found = (document, document.version)
            } else if let text = workspace.text(ofPath: path) {
                found = (DocumentSnapshot(uri: workspace.uri(ofPath: path), languageID: "", version: 0, text: text, encoding: snapshot.encoding), nil)
            } else {
                found = nil
            }
            files[path] = found
            return found
        }
        return locations.compactMap { location -> (uri: DocumentURI, version: Int?, range: LSPRange)? in
            guard let path = location.path, path != Workspace.path(of: snapshot.uri) else {
                return (snapshot.uri, snapshot.version, snapshot.range(of: location.range))
            }
            guard let (other, version) = file(path) else { return nil }
            return (other.uri, version, other.range(of: location.range))
        }
    }

    /// One edit per file writing `newName` at every location: the request's document first.
    static func renameEdit(
        _ locations: [NavigationLocation], newName: String, from snapshot: DocumentSnapshot,
        open: [String: DocumentSnapshot], workspace: Workspace
    ) -> WorkspaceEdit {
        var order: [DocumentURI] = []
        var edits: [DocumentURI: (version: Int?, edits: [TextEdit])] = [:]
        for (uri, version, range) in positions(locations, from: snapshot, open: open, workspace: workspace) {
            if edits[uri] == nil { order.append(uri) }
            edits[uri, default: (version, [])].edits.append(TextEdit(range: range, newText: newName))
        }
        return WorkspaceEdit(documentChanges: order.map { uri in
            TextDocumentEdit(textDocument: .init(uri: uri, version: edits[uri]!.version), edits: edits[uri]!.edits)
        })
    }
}
