/// References and rename of the names files share: styles of `.styles.xml` groups and component
/// types, plus a `.ui.xml`'s own styles, which follow the same rules within one file. This
/// document is read from its navigation document; every other file from its `DocumentFacts`
/// (declarations and `uses`), found through the index's lookups by name, so no file is parsed.
/// The caller passes an index in which open documents' latest facts replace the disk copies'.
extension Navigator {
    /// One place a symbol is written: in this document (`path == nil`) or in another file.
    public struct SymbolSite: Hashable, Sendable {
        public let location: NavigationLocation
        public let isDeclaration: Bool
    }

    /// The group a `.styles.xml` declares: there a style named alone is one of that group.
    var ownStyleGroup: String? {
        document.document.kind == .styleGroup ? document.document.styleSections.first?.name?.name : nil
    }

    /// The symbol as every file names it: a `.styles.xml`'s own styles become `group:style`.
    func workspaceSymbol(_ symbol: NavigationSymbol) -> NavigationSymbol {
        if case .localStyle(let name) = symbol, let group = ownStyleGroup { return .globalStyle(group: group, style: name) }
        return symbol
    }

    /// Every place the symbol under the cursor is written: this document first (document order),
    /// then the other files by path. Constraint targets and local styles stay in this document;
    /// group styles, group names and component types reach every file of the index.
    public func references(at offset: Int, includeDeclaration: Bool, workspace: WorkspaceIndex) -> [SymbolSite] {
        guard let occurrence = document.occurrence(at: offset) else { return [] }
        let symbol = workspaceSymbol(occurrence.symbol)
        var sites = localSites(of: symbol)
        switch symbol {
        case .globalStyle(let group, let style):
            let paths = Set(workspace.styleGroups(named: group).map(\.path)).union(workspace.documents(referencingStyleGroup: group))
            for path in paths.subtracting([document.path]).sorted() {
                guard let facts = workspace.documents[path] else { continue }
                var found: [SymbolSite] = []
                if facts.styleGroup?.name == group, let range = facts.styleGroup?.styles[style] {
                    found.append(SymbolSite(location: NavigationLocation(path: path, range: range), isDeclaration: true))
                }
                found += facts.uses.styles.filter { $0.group == group && $0.style.name == style }.map {
                    SymbolSite(location: NavigationLocation(path: path, range: $0.style.range), isDeclaration: false)
                }
                sites += found.sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
            }
        case .componentType(let name):
            let paths = Set(workspace.componentDeclarations(named: name).map(\.path)).union(workspace.documents(referencingComponentType: name))
            for path in paths.subtracting([document.path]).sorted() {
                guard let facts = workspace.documents[path] else { continue }
                let declarations = facts.components.filter { $0.typeName == name }.map {
                    SymbolSite(location: NavigationLocation(path: path, range: $0.range), isDeclaration: true)
                }
                let uses = facts.uses.componentTypes.filter { $0.name == name }.map {
                    SymbolSite(location: NavigationLocation(path: path, range: $0.range), isDeclaration: false)
                }
                sites += (declarations + uses).sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
            }
        case .styleGroup(let group):
            let paths = Set(workspace.styleGroups(named: group).map(\.path)).union(workspace.documents(referencingStyleGroup: group))
            for path in paths.subtracting([document.path]).sorted() {
                guard let facts = workspace.documents[path] else { continue }
                var found: [SymbolSite] = []
                if let declared = facts.styleGroup, declared.name == group {
                    found.append(SymbolSite(location: NavigationLocation(path: path, range: declared.range), isDeclaration: true))
                }
                found += facts.uses.styleGroups.filter { $0.name == group }.map {
                    SymbolSite(location: NavigationLocation(path: path, range: $0.range), isDeclaration: false)
                }
                sites += found.sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
            }
        case .target, .localStyle:
            break
        }
        return sites.filter { includeDeclaration || !$0.isDeclaration }
    }

    /// The places in this document alone: the same-file subset of `references`.
    public func highlights(at offset: Int) -> [SymbolSite] {
        guard let occurrence = document.occurrence(at: offset) else { return [] }
        return localSites(of: workspaceSymbol(occurrence.symbol))
    }

    /// This document's occurrences of `symbol`, with a root component named by the file name
    /// as its declaration (where the definition of a use elsewhere points, at the root's tag).
    private func localSites(of symbol: NavigationSymbol) -> [SymbolSite] {
        var sites = document.occurrences.filter { workspaceSymbol($0.symbol) == symbol }.map {
            SymbolSite(location: NavigationLocation(path: nil, range: $0.range), isDeclaration: $0.isDeclaration)
        }
        if case .componentType(let name) = symbol, let root = document.document.scopes.first,
           root.origin == .root, root.explicitType == nil, root.typeName == name {
            sites.insert(SymbolSite(location: NavigationLocation(path: nil, range: root.typeRange), isDeclaration: true), at: 0)
        }
        return sites
    }

    // MARK: Rename across the workspace

    /// What a rename under the cursor would change: the name's range and text, or why not.
    public func renameTarget(at offset: Int, workspace: WorkspaceIndex) -> Result<(range: Range<Int>, name: String), RenameRefusal> {
        guard let occurrence = document.occurrence(at: offset) else { return .failure(.notRenameable) }
        let current = String(decoding: Array(document.text.utf8)[occurrence.range], as: UTF8.self)
        switch workspaceSymbol(occurrence.symbol) {
        case .target:
            return .success((occurrence.range, current))
        case .styleGroup(let name):
            let declared = ownStyleGroup == name || !workspace.styleGroups(named: name).isEmpty
            return declared ? .success((occurrence.range, current)) : .failure(.undeclared(name))
        case .localStyle(let name):
            guard document.document.styles.contains(where: { $0.name?.name == name }) else { return .failure(.undeclared(name)) }
            return .success((occurrence.range, current))
        case .globalStyle(let group, let style):
            let declared = ownStyleGroup == group && document.document.styles.contains { $0.name?.name == style }
                || workspace.styleGroups(named: group).contains { $0.path != document.path && $0.group.styles[style] != nil }
            return declared ? .success((occurrence.range, current)) : .failure(.undeclared("\(group):\(style)"))
        case .componentType(let name):
            let sites = references(at: offset, includeDeclaration: true, workspace: workspace).filter(\.isDeclaration)
            guard !sites.isEmpty else { return .failure(.undeclared(name)) }
            if let root = document.document.scopes.first, root.origin == .root, root.explicitType == nil, root.typeName == name {
                return .failure(.typeNamedByFile(name, path: document.path))
            }
            let elsewhere = workspace.componentDeclarations(named: name).filter { $0.path != document.path }.map(\.path)
            if let path = elsewhere.first(where: { path in
                workspace.documents[path]?.components.contains { $0.typeName == name && $0.isNamedByFile } ?? false
            }) {
                return .failure(.typeNamedByFile(name, path: path))
            }
            // The generated code extends the Swift class of that name, which a text edit here
            // would leave behind.
            if let swift = workspace.swift.type(named: name) { return .failure(.swiftClass(name, path: swift.path)) }
            return .success((occurrence.range, current))
        }
    }

    /// Every place to write `newName` to rename the style or component type under the cursor:
    /// its declarations and uses in every file; a style keeps the `group:` its uses write.
    /// Refused for a name the generator could not use or that another style of the same scope
    /// (this file, or the group) or another component type already has.
    public func renameSites(at offset: Int, to newName: String, workspace: WorkspaceIndex) -> Result<[NavigationLocation], RenameRefusal> {
        guard let occurrence = document.occurrence(at: offset) else { return .failure(.notRenameable) }
        if case .failure(let refusal) = renameTarget(at: offset, workspace: workspace) { return .failure(refusal) }
        let symbol = workspaceSymbol(occurrence.symbol)
        switch symbol {
        case .target:
            return rename(at: offset, to: newName).map { edits in edits.map { NavigationLocation(path: nil, range: $0.range) } }
        case .styleGroup(let name):
            // The generator names the group's Swift type `<name>Styles`.
            guard Self.isSwiftIdentifier(newName) else { return .failure(.invalidStyleGroupName(newName)) }
            guard newName != name else { break }
            // Another group whose Swift struct would be the same (`Common` for `common`) is taken.
            let clashing = StyleGroupNameCheck.spellings(of: newName).filter { $0 != name }
            if clashing.contains(where: { spelling in
                ownStyleGroup == spelling || workspace.styleGroups(named: spelling).contains { $0.path != document.path }
            }) {
                return .failure(.nameTaken(newName))
            }
        case .localStyle(let name), .globalStyle(_, let name):
            guard Self.isSwiftIdentifier(newName) else { return .failure(.invalidStyleName(newName)) }
            guard newName != name else { break }
            // This file's styles are the scope of its own names and, in a `.styles.xml`, of its group's.
            var inThisFile = true
            if case .globalStyle(let group, _) = symbol { inThisFile = ownStyleGroup == group }
            var taken = inThisFile && document.document.styles.contains { $0.name?.name == newName }
            if case .globalStyle(let group, _) = symbol {
                taken = taken || workspace.styleGroups(named: group).contains { $0.path != document.path && $0.group.styles[newName] != nil }
            }
            if taken { return .failure(.nameTaken(newName)) }
        case .componentType(let name):
            guard Self.isSwiftIdentifier(newName), !Self.isForbiddenTypeName(newName) else {
                return .failure(.invalidComponentTypeName(newName))
            }
            guard newName != name else { break }
            if document.document.scopes.contains(where: { $0.typeName == newName })
                || workspace.componentDeclarations(named: newName).contains(where: { $0.path != document.path })
                || workspace.swift.type(named: newName) != nil {
                return .failure(.nameTaken(newName))
            }
        }
        return .success(references(at: offset, includeDeclaration: true, workspace: workspace).map(\.location))
    }

    /// Type names the generated Swift cannot use: the generator's own refusals and Swift's keywords.
    static func isForbiddenTypeName(_ name: String) -> Bool {
        ReactantVocabulary.forbiddenComponentTypes.contains(name) || ReactantVocabulary.swiftKeywords.contains(name)
    }

    /// A style reference splits on `.`, `:` and whitespace, so only an identifier reads back as
    /// the same name.
    static func isSwiftIdentifier(_ name: String) -> Bool { ReactantVocabulary.isSwiftIdentifier(name) }
}

extension Navigator.RenameRefusal {
    /// What the editor shows when the rename is refused.
    public var message: String {
        switch self {
        case .notRenameable:
            "only a field, a layout id, a style, a style group, a component type or a theme item can be renamed"
        case .invalidStyleGroupName(let name):
            "'\(name)' cannot name a style group: use letters, digits and '_', not starting with a digit"
        case .invalidName(let name):
            "'\(name)' cannot be a constraint target: use letters and digits, starting with a letter"
        case .invalidStyleName(let name):
            "'\(name)' cannot name a style: use letters, digits and '_', not starting with a digit"
        case .invalidComponentTypeName(let name):
            "'\(name)' cannot name a component type: use letters, digits and '_', not starting with a digit, and no Swift keyword or base class"
        case .invalidThemeItemName(let name):
            "'\(name)' cannot name a theme item: it must be a Swift identifier (letters, digits and '_', not starting with a digit, no keyword)"
        case .nameTaken(let name):
            "'\(name)' is already declared in the same scope"
        case .undeclared(let name):
            "'\(name)' is declared in no file of the workspace, so renaming its uses would break them"
        case .swiftClass(let name, let path):
            "the component type '\(name)' is the Swift class declared in '\(path.split(separator: "/").last ?? Substring(path))': rename the class there too, which a rename here cannot do"
        case .typeNamedByFile(let name, let path):
            "the component type '\(name)' is named by its file '\(path.split(separator: "/").last ?? Substring(path))': rename the file, or give its root Component a type=\"…\""
        }
    }
}
