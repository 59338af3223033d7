import JSONRPC
import LanguageServerProtocol

/// Definition, references, document highlights, document symbols and rename, from
/// `Navigator` and `DocumentOutline`, on the version's navigation document.
public struct NavigationFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.definitionProvider = true
        capabilities.referencesProvider = true
        capabilities.documentHighlightProvider = true
        capabilities.documentSymbolProvider = true
        capabilities.renameProvider = RenameOptions(prepareProvider: true)
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(DefinitionRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            let targets = Navigator(workspace.navigationDocument(snapshot))
                .definition(at: snapshot.offset(of: request.position), workspace: workspace.index)
            return targets.map { Location($0.path, $0.range, from: snapshot, text: workspace.text(ofPath:)) }
        }
        handlers.onRequest(ReferencesRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            return Navigator(workspace.navigationDocument(snapshot))
                .references(at: snapshot.offset(of: request.position), includeDeclaration: request.context.includeDeclaration)
                .map { Location(uri: snapshot.uri, range: snapshot.range(of: $0.range)) }
        }
        handlers.onRequest(DocumentHighlightRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            return Navigator(workspace.navigationDocument(snapshot)).references(at: snapshot.offset(of: request.position)).map {
                DocumentHighlight(range: snapshot.range(of: $0.range), kind: $0.isDeclaration ? .write : .read)
            }
        }
        handlers.onRequest(DocumentSymbolRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            return DocumentOutline.symbols(of: workspace.navigationDocument(snapshot)).map { DocumentSymbol($0, in: snapshot) }
        }
        handlers.onRequest(PrepareRenameRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            guard let target = Navigator(workspace.navigationDocument(snapshot)).renameTarget(at: snapshot.offset(of: request.position)) else {
                return nil
            }
            return PrepareRenameResult(range: snapshot.range(of: target.range), placeholder: target.name)
        }
        handlers.onRequest(RenameRequest.self) { [workspace] request, context in
            let snapshot = try context.document(request.textDocument.uri)
            switch Navigator(workspace.navigationDocument(snapshot)).rename(at: snapshot.offset(of: request.position), to: request.newName) {
            case .success(let replacements):
                return WorkspaceEdit(replacements, in: snapshot)
            case .failure(.notRenameable):
                throw ResponseError(code: Self.requestFailedCode, message: "only a field or a layout id can be renamed")
            case .failure(.invalidName(let name)):
                throw ResponseError(
                    code: Self.requestFailedCode,
                    message: "'\(name)' cannot be a constraint target: use letters and digits, starting with a letter")
            }
        }
    }

    /// LSP's `RequestFailed`: the request was valid but cannot be carried out.
    static let requestFailedCode = -32803
}
