import LanguageServerProtocol
import ProtocolConversion
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
            return matches.compactMap { match in
                // The snapshot reads each file's line table once, however many symbols it holds.
                guard let table = state.lineTable(ofPath: match.path) else { return nil }
                let file = DocumentPositions(
                    uri: state.uri(ofPath: match.path), version: nil, lineTable: table, encoding: context.session.positionEncoding)
                guard match.symbol.range.upperBound <= file.lineTable.utf8Count else { return nil }
                return SymbolInformation(match, in: file)
            }
        }
    }
}
