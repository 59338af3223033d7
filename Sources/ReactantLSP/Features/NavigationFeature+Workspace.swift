import LanguageServerProtocol
import ReactantAnalysis

/// Navigation across the workspace's Reactant UI files: the request's snapshot's index with every
/// open document's facts at the text the request sees (`indexWithOpenDocuments`: open text wins
/// over the disk copy), and its product locations turned into protocol ones, one line table per file.
extension NavigationFeature {
    /// Locations in the request's document (`path == nil`), other open documents or files on
    /// disk, in the given order, with the version of the open ones.
    static func positions(
        _ locations: [NavigationLocation], from snapshot: DocumentSnapshot, state: WorkspaceSnapshot
    ) -> [(uri: DocumentURI, version: Int?, range: LSPRange)] {
        let open = state.openDocuments
        var files: [String: (snapshot: DocumentSnapshot, version: Int?)?] = [:]
        func file(_ path: String) -> (snapshot: DocumentSnapshot, version: Int?)? {
            if let known = files[path] { return known }
            let found: (snapshot: DocumentSnapshot, version: Int?)?
            if let document = open[path] {
                found = (document, document.version)
            } else if let text = state.text(ofPath: path) {
                found = (DocumentSnapshot(uri: state.uri(ofPath: path), languageID: "", version: 0, text: text, encoding: snapshot.encoding), nil)
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
        state: WorkspaceSnapshot
    ) -> WorkspaceEdit {
        var order: [DocumentURI] = []
        var edits: [DocumentURI: (version: Int?, edits: [TextEdit])] = [:]
        for (uri, version, range) in positions(locations, from: snapshot, state: state) {
            if edits[uri] == nil { order.append(uri) }
            edits[uri, default: (version, [])].edits.append(TextEdit(range: range, newText: newName))
        }
        return WorkspaceEdit(documentChanges: order.map { uri in
            TextDocumentEdit(textDocument: .init(uri: uri, version: edits[uri]!.version), edits: edits[uri]!.edits)
        })
    }
}
