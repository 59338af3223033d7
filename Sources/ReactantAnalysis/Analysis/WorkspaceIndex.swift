import SwiftBinding

/// Every document's `DocumentFacts`, with lookups by component type and style group in both
/// directions: who declares a name (to resolve references) and who uses it (to know which
/// documents to analyze again when a file changes), and the declarations of the workspace's
/// Swift files, which `field` bindings name. An immutable value: a server swaps in the updated
/// index; `--check` builds one for the files it checks. Updating one file costs time
/// proportional to that file's facts.
public struct WorkspaceIndex: Sendable {
    /// A place where a name is declared.
    public struct Site: Hashable, Sendable {
        public let path: String
        public let range: Range<Int>
    }

    public private(set) var documents: [String: DocumentFacts] = [:]
    private var componentDeclarations: [String: Set<String>] = [:]
    private var styleGroupDeclarations: [String: Set<String>] = [:]
    private var componentUsers: [String: Set<String>] = [:]
    private var styleGroupUsers: [String: Set<String>] = [:]

    /// The classes and properties of the workspace's Swift files, by path.
    public private(set) var swift = SwiftDeclarationIndex()

    /// The apps' application descriptions and asset catalogs, each for the documents in its
    /// scope (`theme.NAME` values, image and color names are checked against them).
    public var resources = ApplicationResourceSet()

    public init() {}

    public init(
        _ facts: some Sequence<DocumentFacts>, swift: SwiftDeclarationIndex = SwiftDeclarationIndex(),
        resources: ApplicationResourceSet = ApplicationResourceSet()
    ) {
        for document in facts { update(document) }
        self.swift = swift
        self.resources = resources
    }

    /// Adds or replaces one Swift file's declarations (`nil`: forgets the file).
    public mutating func updateSwift(path: String, with declarations: SwiftFileDeclarations?) {
        if let declarations { swift.update(path: path, with: declarations) } else { swift.remove(path: path) }
    }

    /// Adds or replaces one document's facts.
    public mutating func update(_ facts: DocumentFacts) {
        remove(path: facts.path)
        documents[facts.path] = facts
        for name in Set(facts.components.map(\.typeName)) { componentDeclarations[name, default: []].insert(facts.path) }
        if let group = facts.styleGroup { styleGroupDeclarations[group.name, default: []].insert(facts.path) }
        for name in facts.referencedComponentTypes { componentUsers[name, default: []].insert(facts.path) }
        for name in facts.referencedStyleGroups { styleGroupUsers[name, default: []].insert(facts.path) }
    }

    public func updating(_ facts: DocumentFacts) -> WorkspaceIndex {
        var copy = self
        copy.update(facts)
        return copy
    }

    /// Forgets a document (deleted or no longer part of the workspace).
    public mutating func remove(path: String) {
        guard let old = documents.removeValue(forKey: path) else { return }
        for name in Set(old.components.map(\.typeName)) { Self.remove(path, from: &componentDeclarations, key: name) }
        if let group = old.styleGroup { Self.remove(path, from: &styleGroupDeclarations, key: group.name) }
        for name in old.referencedComponentTypes { Self.remove(path, from: &componentUsers, key: name) }
        for name in old.referencedStyleGroups { Self.remove(path, from: &styleGroupUsers, key: name) }
    }

    public func removing(path: String) -> WorkspaceIndex {
        var copy = self
        copy.remove(path: path)
        return copy
    }

    /// Where component type `name` is declared, sorted by path.
    public func componentDeclarations(named name: String) -> [Site] {
        (componentDeclarations[name] ?? []).sorted().flatMap { path in
            documents[path]!.components.filter { $0.typeName == name }.map { Site(path: path, range: $0.range) }
        }
    }

    /// The groups named `name` (more than one is a conflict), sorted by path.
    public func styleGroups(named name: String) -> [(path: String, group: DocumentFacts.StyleGroup)] {
        (styleGroupDeclarations[name] ?? []).sorted().compactMap { path in documents[path]!.styleGroup.map { (path, $0) } }
    }

    /// Every declared component type name.
    public var componentTypeNames: Dictionary<String, Set<String>>.Keys { componentDeclarations.keys }
    /// Every declared style group name.
    public var styleGroupNames: Dictionary<String, Set<String>>.Keys { styleGroupDeclarations.keys }

    /// Documents that use component type `name`, sorted.
    public func documents(referencingComponentType name: String) -> [String] { (componentUsers[name] ?? []).sorted() }
    /// Documents whose style references name group `name`, sorted.
    public func documents(referencingStyleGroup name: String) -> [String] { (styleGroupUsers[name] ?? []).sorted() }

    /// The other documents whose analysis may change when a document's facts change from `old`
    /// to `new` (either `nil` for a file added or removed): users and other declarers of every
    /// component type and style group it declared before or declares now. Sorted.
    public func dependents(ofChangeFrom old: DocumentFacts?, to new: DocumentFacts?) -> [String] {
        let path = new?.path ?? old?.path
        let facts = [old, new].compactMap { $0 }
        var result = Set<String>()
        for name in Set(facts.flatMap { $0.components.map(\.typeName) }) {
            result.formUnion(componentUsers[name] ?? [])
            result.formUnion(componentDeclarations[name] ?? [])
        }
        for name in Set(facts.compactMap { $0.styleGroup?.name }) {
            result.formUnion(styleGroupUsers[name] ?? [])
            // Groups whose Swift struct is the same (`common`, `Common`) report each other.
            for spelling in StyleGroupNameCheck.spellings(of: name) { result.formUnion(styleGroupDeclarations[spelling] ?? []) }
        }
        // A layout applies a group's styles with every style they extend, in other groups too:
        // the users of a group whose styles extend a changed one's are laid out again.
        var extending = Array(Set(facts.compactMap { $0.styleGroup?.name }))
        var reached = Set(extending)
        while let name = extending.popLast() {
            for user in styleGroupUsers[name] ?? [] {
                guard let group = documents[user]?.styleGroup, reached.insert(group.name).inserted else { continue }
                result.formUnion(styleGroupUsers[group.name] ?? [])
                extending.append(group.name)
            }
        }
        if let path { result.remove(path) }
        return result.sorted()
    }

    private static func remove(_ path: String, from map: inout [String: Set<String>], key: String) {
        map[key]?.remove(path)
        if map[key]?.isEmpty == true { map[key] = nil }
    }
}
