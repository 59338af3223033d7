import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis

/// Navigation across the workspace's Reactant UI files: the request's snapshot's index with every
/// open document's facts at the text the request sees (`indexWithOpenDocuments`: open text wins
/// over the disk copy), and its product locations turned into protocol ones by
/// `NavigationLocationConversion`, one line table per file.
extension NavigationFeature {
    /// Locations in the request's document (`path == nil`), other open documents or files on
    /// disk, in the given order, with the version of the open ones.
    static func positions(
        _ locations: [NavigationLocation], from snapshot: DocumentSnapshot, state: WorkspaceSnapshot
    ) -> [NavigationLocationConversion.Converted] {
        var conversion = locationConversion(from: snapshot, state: state)
        return conversion.convert(locations)
    }

    /// One edit per file writing `newName` at every location: the request's document first.
    static func renameEdit(
        _ locations: [NavigationLocation], newName: String, from snapshot: DocumentSnapshot,
        state: WorkspaceSnapshot
    ) -> WorkspaceEdit {
        var conversion = locationConversion(from: snapshot, state: state)
        return conversion.renameEdit(locations, newName: newName)
    }

    /// The conversion of locations in the snapshot's files: open documents at the request's
    /// versions, other files' texts as the snapshot gives them.
    private static func locationConversion(from snapshot: DocumentSnapshot, state: WorkspaceSnapshot) -> NavigationLocationConversion {
        NavigationLocationConversion(
            from: snapshot.positions, path: Workspace.path(of: snapshot.uri), open: state.openDocuments.mapValues(\.positions),
            lineTable: state.lineTable(ofPath:), uri: state.uri(ofPath:))
    }
}
