import LanguageServerProtocol
import ReactantAnalysis

/// `workspace/symbol`: `WorkspaceSymbols.search` over the facts of the request's
/// `WorkspaceSnapshot` (open documents at the versions the request arrived with); positions from
/// the same snapshot's text of each file.
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
            // The open documents' facts at the request's versions, so ranges match their text.
            let state = workspace.snapshot(for: context)
            let index = await state.indexWithOpenDocuments
            try Task.checkCancellation()
            let matches = WorkspaceSymbols.search(request.query, in: index)
            var files: [String: DocumentSnapshot] = [:]
            return matches.compactMap { match in
                let snapshot: DocumentSnapshot
                if let known = files[match.path] {
                    snapshot = known
                } else {
                    guard let text = state.text(ofPath: match.path) else { return nil }
                    snapshot = DocumentSnapshot(
                        uri: state.uri(ofPath: match.path), languageID: "", version: 0, text: text,
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
