import LanguageServerProtocol
import ReactantAnalysis

/// `workspace/symbol`: `WorkspaceSymbols.search` over the index's facts; positions from the
/// text the workspace holds for each file.
public struct WorkspaceSymbolFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.workspaceSymbolProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(WorkspaceSymbolRequest.self) { [workspace] request, context in
            // Open documents' latest versions enter the index first, so ranges match their text.
            for snapshot in context.documents.openDocuments where !SwiftSourcePath.isSwift(snapshot.uri) {
                _ = workspace.prepared(snapshot)
            }
            try Task.checkCancellation()
            let matches = WorkspaceSymbols.search(request.query, in: workspace.index)
            var files: [String: DocumentSnapshot] = [:]
            return matches.compactMap { match in
                let snapshot: DocumentSnapshot
                if let known = files[match.path] {
                    snapshot = known
                } else {
                    guard let text = workspace.text(ofPath: match.path) else { return nil }
                    snapshot = DocumentSnapshot(
                        uri: workspace.uri(ofPath: match.path), languageID: "", version: 0, text: text,
                        encoding: context.session.positionEncoding)
                    files[match.path] = snapshot
                }
                guard match.symbol.range.upperBound <= snapshot.lineTable.utf8Count else { return nil }
                return SymbolInformation(
                    name: match.symbol.name, kind: SymbolKind(match.symbol.kind),
                    location: Location(uri: snapshot.uri, range: snapshot.range(of: match.symbol.range)),
                    containerName: match.symbol.container)
            }
        }
    }
}

extension SymbolKind {
    init(_ kind: WorkspaceSymbolFact.Kind) {
        self = switch kind {
        case .component: .class
        case .field: .field
        case .layoutID: .key
        case .style: .struct
        case .styleGroup: .namespace
        }
    }
}
