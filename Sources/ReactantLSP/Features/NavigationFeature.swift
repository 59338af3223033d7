import JSONRPC
import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis

/// Definition, references, document highlights, document symbols and rename, from
/// `Navigator` and `DocumentOutline`, on the version's navigation document; for a field bound
/// to a Swift property, also in the Swift files (`NavigationFeature+Swift`); references and
/// rename of theme items, from a value or the description (`NavigationFeature+Theme`). Each request
/// reads one `WorkspaceSnapshot`, taken with the open documents it arrived with.
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
            let state = workspace.snapshot(for: context)
            let document = await state.navigationDocument(snapshot), offset = snapshot.offset(of: request.position)
            // From the field itself, the definition is the Swift property it binds.
            if let (occurrence, bound) = BoundProperty.at(offset, in: document, swift: state.index.swift), occurrence.isDeclaration {
                return [Location(bound.location, encoding: snapshot.encoding)]
            }
            let targets = await Navigator(document).definition(at: offset, workspace: state.indexWithOpenDocuments)
            return targets.map { Location($0.path, $0.range, from: snapshot.positions, lineTable: state.lineTable(ofPath:)) }
        }
        handlers.onRequest(ReferencesRequest.self) { [workspace] request, context in
            let snapshot = try context.document(request.textDocument.uri)
            // In a Swift file: the `field` values that bind the property under the cursor.
            let state = workspace.snapshot(for: context)
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return await Self.xmlFieldUses(at: request.position, in: snapshot, state: state) }
            let offset = snapshot.offset(of: request.position), includeDeclaration = request.context.includeDeclaration
            if let theme = await Self.themeTarget(at: offset, in: snapshot, state: state) {
                let sites = theme.references(includeDeclaration: includeDeclaration, schema: state.schema)
                return Self.positions(sites.map(\.location), from: snapshot, state: state).map { Location(uri: $0.uri, range: $0.range) }
            }
            let document = await state.navigationDocument(snapshot)
            let sites = await Navigator(document).references(at: offset, includeDeclaration: includeDeclaration, workspace: state.indexWithOpenDocuments)
            let local = Self.positions(sites.map(\.location), from: snapshot, state: state)
                .map { Location(uri: $0.uri, range: $0.range) }
            guard let (_, bound) = BoundProperty.at(offset, in: document, swift: state.index.swift) else { return local }
            try Task.checkCancellation()
            let uses = await Self.swiftUses(of: bound, state: state, context: context)
            return local + uses.occurrences.filter { includeDeclaration || !$0.isDeclaration }
                .map { Location($0.location, encoding: snapshot.encoding) }
        }
        handlers.onRequest(DocumentHighlightRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            return await Navigator(workspace.snapshot(for: context).navigationDocument(snapshot)).highlights(at: snapshot.offset(of: request.position)).map {
                DocumentHighlight($0, in: snapshot.positions)
            }
        }
        handlers.onRequest(DocumentSymbolRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            return await DocumentOutline.symbols(of: workspace.snapshot(for: context).navigationDocument(snapshot)).map { DocumentSymbol($0, in: snapshot.positions) }
        }
        handlers.onRequest(PrepareRenameRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let offset = snapshot.offset(of: request.position)
            if let theme = await Self.themeTarget(at: offset, in: snapshot, state: state) {
                if let refusal = ThemeNavigation.renameRefusal(of: theme.symbol, description: theme.description) {
                    throw ResponseError(code: Self.requestFailedCode, message: refusal.message)
                }
                return PrepareRenameResult((theme.range, theme.symbol.name), in: snapshot.positions)
            }
            let navigator = await Navigator(state.navigationDocument(snapshot))
            switch await navigator.renameTarget(at: offset, workspace: state.indexWithOpenDocuments) {
            case .success(let target):
                return PrepareRenameResult((target.range, target.name), in: snapshot.positions)
            case .failure(.notRenameable):
                return nil
            case .failure(let refusal):
                throw ResponseError(code: Self.requestFailedCode, message: refusal.message)
            }
        }
        handlers.onRequest(RenameRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else {
                throw ResponseError(code: Self.requestFailedCode, message: "rename a field from its .ui.xml file")
            }
            let snapshot = try context.document(request.textDocument.uri)
            let state = workspace.snapshot(for: context)
            let offset = snapshot.offset(of: request.position)
            // Theme items: the description and every document it serves.
            if let theme = await Self.themeTarget(at: offset, in: snapshot, state: state) {
                switch ThemeNavigation.renameSites(
                    of: theme.symbol, to: request.newName, askedFrom: theme.askedFrom, description: theme.description,
                    schema: state.schema, workspace: theme.index) {
                case .success(let locations):
                    return Self.renameEdit(locations, newName: request.newName, from: snapshot, state: state)
                case .failure(let refusal):
                    throw ResponseError(code: Self.requestFailedCode, message: refusal.message)
                }
            }
            let document = await state.navigationDocument(snapshot)
            // Styles and component types: every file of the workspace.
            if let occurrence = document.occurrence(at: offset), !occurrence.symbol.isConstraintTarget {
                switch await Navigator(document).renameSites(at: offset, to: request.newName, workspace: state.indexWithOpenDocuments) {
                case .success(let locations):
                    return Self.renameEdit(locations, newName: request.newName, from: snapshot, state: state)
                case .failure(let refusal):
                    throw ResponseError(code: Self.requestFailedCode, message: refusal.message)
                }
            }
            switch Navigator(document).rename(at: offset, to: request.newName) {
            case .success(let replacements):
                var edit = WorkspaceEdit(replacements, in: snapshot.positions)
                // A field bound to a Swift property renames the property too, or nothing.
                guard let (_, bound) = BoundProperty.at(offset, in: document, swift: state.index.swift) else { return edit }
                let uses = await Self.swiftUses(of: bound, state: state, context: context)
                switch FieldRename.swiftReplacements(uses, property: bound.name, to: request.newName) {
                case .success(let locations):
                    edit.documentChanges? += Self.swiftEdits(locations, newName: request.newName, context: context)
                    return edit
                case .failure(let refusal):
                    throw ResponseError(code: Self.requestFailedCode, message: refusal.description)
                }
            case .failure(let refusal):
                throw ResponseError(code: Self.requestFailedCode, message: refusal.message)
            }
        }
    }

    /// LSP's `RequestFailed`: the request was valid but cannot be carried out.
    static let requestFailedCode = -32803
}
