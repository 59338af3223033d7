/// The declarations of every Swift file in a workspace, keyed by path, with the tables that
/// answer "which type is this name" without scanning every file.
///
/// A value: replacing one file (``updating(path:with:)``, or ``update(path:with:)`` in place)
/// touches only that file's entries. Where several files declare one name, the entry from the
/// first path in byte order answers, so results do not depend on the order files were added.
public struct SwiftDeclarationIndex: Sendable {
    public private(set) var files: [String: SwiftFileDeclarations] = [:]
    /// The files whose reading was given up (`SwiftFileDeclarations.isReadCompletely`): any
    /// class may have members, extensions or subclasses there, and its code may touch any
    /// layout, so what the index does not find may still exist.
    public private(set) var incompletePaths: Set<String> = []
    private var typesByQualifiedName: [String: [SwiftIndexedType]] = [:]
    private var typesBySimpleName: [String: [SwiftIndexedType]] = [:]
    /// Paths of files with an extension, by the extended type's base name.
    private var extensionPathsByBaseName: [String: Set<String>] = [:]
    /// Every file's `SwiftLayoutReach` joined, each entry counted by the files that have it,
    /// so that replacing a file takes out only its own.
    var layoutReach = JoinedLayoutReach()
    /// Classes by the base name of the superclass they name: the way down the hierarchy.
    var classesBySuperclassBaseName: [String: [SwiftIndexedType]] = [:]

    public init() {}

    public init(files: [String: SwiftFileDeclarations]) {
        for (path, declarations) in files { update(path: path, with: declarations) }
    }

    // MARK: Changes

    public func updating(path: String, with declarations: SwiftFileDeclarations) -> Self {
        var copy = self
        copy.update(path: path, with: declarations)
        return copy
    }

    public func removing(path: String) -> Self {
        var copy = self
        copy.remove(path: path)
        return copy
    }

    public mutating func update(path: String, with declarations: SwiftFileDeclarations) {
        remove(path: path)
        files[path] = declarations
        if !declarations.isReadCompletely { incompletePaths.insert(path) }
        for type in declarations.types {
            let entry = SwiftIndexedType(path: path, declaration: type)
            Self.insert(entry, into: &typesByQualifiedName, key: type.qualifiedName)
            Self.insert(entry, into: &typesBySimpleName, key: type.name)
            if let superclass = type.superclassCandidate {
                Self.insert(entry, into: &classesBySuperclassBaseName, key: SwiftTypeName.baseName(of: superclass))
            }
        }
        for baseName in Set(declarations.extensions.map { SwiftTypeName.baseName(of: $0.extendedType) }) {
            extensionPathsByBaseName[baseName, default: []].insert(path)
        }
        layoutReach.add(declarations.layoutReach, count: 1)
    }

    public mutating func remove(path: String) {
        guard let old = files.removeValue(forKey: path) else { return }
        incompletePaths.remove(path)
        for type in old.types {
            Self.remove(path: path, from: &typesByQualifiedName, key: type.qualifiedName)
            Self.remove(path: path, from: &typesBySimpleName, key: type.name)
            if let superclass = type.superclassCandidate {
                Self.remove(path: path, from: &classesBySuperclassBaseName, key: SwiftTypeName.baseName(of: superclass))
            }
        }
        for baseName in Set(old.extensions.map { SwiftTypeName.baseName(of: $0.extendedType) }) {
            extensionPathsByBaseName[baseName]?.remove(path)
            if extensionPathsByBaseName[baseName]?.isEmpty == true { extensionPathsByBaseName[baseName] = nil }
        }
        layoutReach.add(old.layoutReach, count: -1)
    }

    private static func insert(_ entry: SwiftIndexedType, into table: inout [String: [SwiftIndexedType]], key: String) {
        var entries = table[key, default: []]
        let index = entries.firstIndex { $0.path > entry.path } ?? entries.endIndex
        entries.insert(entry, at: index)
        table[key] = entries
    }

    private static func remove(path: String, from table: inout [String: [SwiftIndexedType]], key: String) {
        table[key]?.removeAll { $0.path == path }
        if table[key]?.isEmpty == true { table[key] = nil }
    }

    // MARK: Types

    /// The type a name means: qualified (`Outer.Inner`, also with a module in front) or simple
    /// (`Inner`, wherever it is nested). Optionality and generic arguments are ignored.
    public func type(named name: String) -> SwiftIndexedType? {
        resolve(name, inside: nil)
    }

    /// Resolves a name as written inside `context` (a qualified type name): the scopes around
    /// it first, as Swift looks names up, then the name as qualified, then as simple.
    func resolve(_ written: String, inside context: String?) -> SwiftIndexedType? {
        let path = SwiftTypeName.path(of: written)
        guard !path.isEmpty else { return nil }
        if var scope = context.map({ Substring($0) }) {
            while !scope.isEmpty {
                if let found = preferred(typesByQualifiedName["\(scope).\(path)"]) { return found }
                scope = scope.lastIndex(of: ".").map { scope[..<$0] } ?? ""
            }
        }
        var qualified = Substring(path)
        while true {
            if let found = preferred(typesByQualifiedName[String(qualified)]) { return found }
            // `MyApp.Outer.Inner`: the first component may be a module.
            guard let dot = qualified.firstIndex(of: ".") else { break }
            qualified = qualified[qualified.index(after: dot)...]
        }
        return path.contains(".") ? nil : preferred(typesBySimpleName[path])
    }

    /// A class when one of the entries is, since a `field` binding asks about classes.
    private func preferred(_ entries: [SwiftIndexedType]?) -> SwiftIndexedType? {
        entries?.first { $0.declaration.kind == .class } ?? entries?.first
    }

    // MARK: Properties

    /// Every property a type has: its own, those of its extensions in any file, then those of
    /// its workspace superclasses, nearest first. Static properties are included (see
    /// `isStatic`); an override appears once per class that declares it, the nearest first.
    public func properties(of typeName: String) -> [SwiftIndexedProperty] {
        guard let type = type(named: typeName) else { return [] }
        var properties = members(of: type)
        for superclass in superclassChain(of: type).superclasses {
            properties += members(of: superclass)
        }
        return properties
    }

    /// The nearest property of that name, as Swift's member lookup would find it.
    public func property(named name: String, of typeName: String) -> SwiftIndexedProperty? {
        properties(of: typeName).first { $0.property.name == name }
    }

    /// The type's own members and its extensions' members, its own file first.
    func members(of type: SwiftIndexedType) -> [SwiftIndexedProperty] {
        let qualifiedName = type.declaration.qualifiedName
        func indexed(_ property: SwiftPropertyDeclaration, in path: String) -> SwiftIndexedProperty {
            SwiftIndexedProperty(path: path, declaringType: qualifiedName, property: property)
        }
        var result = (files[type.path]?.properties ?? [])
            .filter { $0.owner == .typeDeclaration(qualifiedName: qualifiedName) }
            .map { indexed($0, in: type.path) }
        let paths = (extensionPathsByBaseName[type.declaration.name] ?? [])
            .sorted { ($0 == type.path ? 0 : 1, $0) < ($1 == type.path ? 0 : 1, $1) }
        for path in paths {
            guard let file = files[path] else { continue }
            let extendedNames = Set(
                file.extensions.map { $0.extendedType }.filter { resolve($0, inside: nil)?.isSameType(as: type) == true }
            )
            guard !extendedNames.isEmpty else { continue }
            for property in file.properties {
                if case .extensionDeclaration(let extendedType) = property.owner, extendedNames.contains(extendedType) {
                    result.append(indexed(property, in: path))
                }
            }
        }
        return result
    }
}
