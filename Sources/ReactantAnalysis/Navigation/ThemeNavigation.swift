import SchemaModel

/// A theme item's name as references and rename see it: one name of one kind in one
/// application description, however many themes (and `<shared>`) declare it. A color and a
/// font of the same name are two names.
public struct ThemeItemSymbol: Hashable, Sendable {
    public let kind: ThemeItemKind
    public let name: String
    /// The description that declares (or would declare) the item.
    public let descriptionPath: String

    public init(kind: ThemeItemKind, name: String, descriptionPath: String) {
        self.kind = kind
        self.name = name
        self.descriptionPath = descriptionPath
    }
}

/// References and rename of theme item names: the item's declarations in the application
/// description (its name in `<shared>` and in each theme's element of its section) and every
/// `theme.NAME` value of its kind in the `.ui.xml` and `.styles.xml` files the description
/// serves (`ApplicationResourceSet.resources(forDocumentAt:)`, the checks' scope rule). Asked
/// from a Reactant UI document (`symbol(at:in:schema:workspace:)`) or from the description
/// itself (`symbol(at:in:)`). Other files are read from their facts (`SymbolUses.themed`), the
/// kind of each value from the schema.
public enum ThemeNavigation {
    /// The theme item whose `theme.NAME` value holds `offset` in a Reactant UI document, and the
    /// range of the name; nil where there is none, or the attribute is not themed, or the
    /// document has no application description.
    public static func symbol(
        at offset: Int, in document: NavigationDocument, schema: Schema, workspace: WorkspaceIndex
    ) -> (symbol: ThemeItemSymbol, range: Range<Int>)? {
        guard let use = document.document.themedValues.first(where: { $0.name.range.lowerBound <= offset && offset <= $0.name.range.upperBound }),
              let kind = use.kind(in: schema),
              let description = workspace.resources.resources(forDocumentAt: document.path)?.description, description.isApplication
        else { return nil }
        return (ThemeItemSymbol(kind: kind, name: use.name.name, descriptionPath: description.path), use.name.range)
    }

    /// The item whose name holds `offset` in the description itself, and the name's range.
    public static func symbol(at offset: Int, in description: ApplicationDescription) -> (symbol: ThemeItemSymbol, range: Range<Int>)? {
        guard description.isApplication,
              let item = description.items.first(where: { $0.nameRange.lowerBound <= offset && offset <= $0.nameRange.upperBound })
        else { return nil }
        return (ThemeItemSymbol(kind: item.kind, name: item.name, descriptionPath: description.path), item.nameRange)
    }

    /// Every place the item's name is written: the file asked from first (`path == nil`:
    /// `askedFrom`, a document or the description), then the description, then the documents
    /// it serves, by path. `description` is the text the caller sees (an open description's);
    /// `workspace` gives the other documents' facts and which description serves each.
    public static func references(
        of symbol: ThemeItemSymbol, askedFrom: String, description: ApplicationDescription, schema: Schema,
        workspace: WorkspaceIndex, includeDeclaration: Bool = true
    ) -> [Navigator.SymbolSite] {
        var byPath: [String: [Navigator.SymbolSite]] = [:]
        if includeDeclaration {
            byPath[description.path] = description.declarations(of: symbol.kind, named: symbol.name).map {
                Navigator.SymbolSite(location: NavigationLocation(path: description.path, range: $0.nameRange), isDeclaration: true)
            }.sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
        }
        for path in servedDocuments(by: symbol.descriptionPath, in: workspace) {
            guard let facts = workspace.documents[path] else { continue }
            let uses = facts.uses.themed.filter { $0.name.name == symbol.name && $0.kind(in: schema) == symbol.kind }
            guard !uses.isEmpty else { continue }
            byPath[path] = uses.map { Navigator.SymbolSite(location: NavigationLocation(path: path, range: $0.name.range), isDeclaration: false) }
        }
        let own = (byPath.removeValue(forKey: askedFrom) ?? []).map {
            Navigator.SymbolSite(location: NavigationLocation(path: nil, range: $0.location.range), isDeclaration: $0.isDeclaration)
        }
        let fromDescription = byPath.removeValue(forKey: description.path) ?? []
        return own + fromDescription + byPath.keys.sorted().flatMap { byPath[$0]! }
    }

    /// The documents of the workspace whose application description is the one at `path`.
    public static func servedDocuments(by descriptionPath: String, in workspace: WorkspaceIndex) -> [String] {
        let wanted = ApplicationResourceDiscovery.standardized(descriptionPath)
        return workspace.documents.keys.filter { path in
            workspace.resources.resources(forDocumentAt: path)?.description.map { ApplicationResourceDiscovery.standardized($0.path) } == wanted
        }.sorted()
    }

    /// Why the item cannot be renamed, if it cannot: the description declares no item of the
    /// name and kind (renaming its uses alone would leave them as broken as they are).
    public static func renameRefusal(of symbol: ThemeItemSymbol, description: ApplicationDescription) -> Navigator.RenameRefusal? {
        description.has(symbol.kind, named: symbol.name) ? nil : .undeclared("theme.\(symbol.name)")
    }

    /// Every place to write `newName` to rename the item: its declarations in every theme and
    /// `<shared>`, and every `theme.NAME` of its kind in the documents the description serves.
    /// Refused for a name that is no Swift identifier (the generated `ApplicationTheme` names a
    /// property after it) or that another item of the same kind already has.
    public static func renameSites(
        of symbol: ThemeItemSymbol, to newName: String, askedFrom: String, description: ApplicationDescription,
        schema: Schema, workspace: WorkspaceIndex
    ) -> Result<[NavigationLocation], Navigator.RenameRefusal> {
        if let refusal = renameRefusal(of: symbol, description: description) { return .failure(refusal) }
        guard ReactantVocabulary.isSwiftIdentifier(newName), !ReactantVocabulary.swiftKeywords.contains(newName) else {
            return .failure(.invalidThemeItemName(newName))
        }
        if newName != symbol.name, description.has(symbol.kind, named: newName) { return .failure(.nameTaken(newName)) }
        return .success(references(of: symbol, askedFrom: askedFrom, description: description, schema: schema, workspace: workspace).map(\.location))
    }
}
