import JSONRPC
import LanguageServerProtocol

/// Definition, references, document highlights, document symbols and rename, from
/// `Navigator` and `DocumentOutline`.
public struct NavigationFeature: ServerFeature {
    let workspace: NavigationWorkspace

    public init(workspace: NavigationWorkspace) {
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
            let snapshot = try context.document(request.textDocument.uri)
            let index = await workspace.index()
            let targets = Navigator(snapshot.navigationDocument).definition(at: snapshot.offset(of: request.position), workspace: index)
            var locations: [Location] = []
            for target in targets { locations.append(await workspace.location(target, from: snapshot, open: context.documents)) }
            return locations
        }
        handlers.onRequest(ReferencesRequest.self) { request, context in
            let snapshot = try context.document(request.textDocument.uri)
            return Navigator(snapshot.navigationDocument)
                .references(at: snapshot.offset(of: request.position), includeDeclaration: request.context.includeDeclaration)
                .map { Location(uri: snapshot.uri, range: snapshot.range(of: $0.range)) }
        }
        handlers.onRequest(DocumentHighlightRequest.self) { request, context in
            let snapshot = try context.document(request.textDocument.uri)
            return Navigator(snapshot.navigationDocument).references(at: snapshot.offset(of: request.position)).map {
                DocumentHighlight(range: snapshot.range(of: $0.range), kind: $0.isDeclaration ? .write : .read)
            }
        }
        handlers.onRequest(DocumentSymbolRequest.self) { request, context in
            let snapshot = try context.document(request.textDocument.uri)
            return DocumentOutline.symbols(of: snapshot.navigationDocument).map { Self.symbol($0, in: snapshot) }
        }
        handlers.onRequest(PrepareRenameRequest.self) { request, context in
            let snapshot = try context.document(request.textDocument.uri)
            guard let target = Navigator(snapshot.navigationDocument).renameTarget(at: snapshot.offset(of: request.position)) else {
                return nil
            }
            return PrepareRenameResult(range: snapshot.range(of: target.range), placeholder: target.name)
        }
        handlers.onRequest(RenameRequest.self) { request, context in
            let snapshot = try context.document(request.textDocument.uri)
            switch Navigator(snapshot.navigationDocument).rename(at: snapshot.offset(of: request.position), to: request.newName) {
            case .success(let replacements):
                let edits = replacements.map { TextEdit(range: snapshot.range(of: $0.range), newText: $0.text) }
                return WorkspaceEdit(documentChanges: [
                    TextDocumentEdit(textDocument: .init(uri: snapshot.uri, version: snapshot.version), edits: edits),
                ])
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

    static func symbol(_ symbol: OutlineSymbol, in snapshot: DocumentSnapshot) -> DocumentSymbol {
        let kind: SymbolKind = switch symbol.kind {
        case .component: .class
        case .field: .field
        case .element: .object
        case .section: .namespace
        case .style: .struct
        }
        return DocumentSymbol(
            name: symbol.name, detail: symbol.detail, kind: kind, range: snapshot.range(of: symbol.range),
            selectionRange: snapshot.range(of: symbol.selectionRange),
            children: symbol.children.isEmpty ? nil : symbol.children.map { Self.symbol($0, in: snapshot) })
    }
}
