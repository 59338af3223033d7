/// Every file's layout reach joined (see `SwiftLayoutReach`), by how many files say each thing.
struct JoinedLayoutReach: Sendable {
    /// Type base name → name → files.
    private(set) var touchedBySelf: [String: [String: Int]] = [:]
    private(set) var touchedThroughOthers: [String: Int] = [:]
    private(set) var touchingOwnLayout: [String: Int] = [:]

    mutating func add(_ reach: SwiftLayoutReach, count: Int) {
        for (type, names) in reach.touchedBySelf {
            for name in names { Self.add(name, count, to: &touchedBySelf[type, default: [:]]) }
            if touchedBySelf[type]?.isEmpty == true { touchedBySelf[type] = nil }
        }
        for name in reach.touchedThroughOthers { Self.add(name, count, to: &touchedThroughOthers) }
        for type in reach.touchingOwnLayout { Self.add(type, count, to: &touchingOwnLayout) }
    }

    private static func add(_ key: String, _ count: Int, to table: inout [String: Int]) {
        let total = table[key, default: 0] + count
        table[key] = total > 0 ? total : nil
    }
}

extension SwiftDeclarationIndex {
    /// The names of the properties of class `className` (qualified) whose views code may lay
    /// out: those the code of the class, its extensions, its workspace superclasses or
    /// subclasses touches through `self`, and every member name any code touches through
    /// another receiver. Nil for a class no file declares (nothing is known).
    public func propertiesWithLayoutTouched(inClass className: String) -> Set<String>? {
        guard let type = type(named: className) else { return nil }
        var names: Set<String> = [type.declaration.name]
        names.formUnion(superclassChain(of: type).superclasses.map(\.declaration.name))
        names.formUnion(subclasses(of: type).map(\.declaration.name))
        var touched = Set(layoutReach.touchedThroughOthers.keys)
        for name in names { if let own = layoutReach.touchedBySelf[name] { touched.formUnion(own.keys) } }
        return touched
    }

    /// Whether a view of class `typeName` (as written) may lay itself out in code: a class
    /// neither the workspace nor the known UIKit and Reactant hierarchy declares, or a
    /// workspace class whose code touches its own layout, counting the code of its workspace
    /// superclasses, of the protocols they adopt and of extensions of the UIKit classes it
    /// inherits from (`extension UIView { func pinToSuperview() { snp… } }`, which its own code
    /// may call on itself). A UIKit class alone never does: code calling such a helper on a
    /// field's view is a method call the reach already counts.
    public func mayTouchOwnLayout(typeNamed typeName: String) -> Bool {
        guard let type = type(named: typeName) else {
            return KnownClassHierarchy.chain(from: typeName).last != "NSObject"
        }
        guard type.declaration.kind == .class else { return true }
        let chain = superclassChain(of: type)
        if chain.isCyclic { return true }
        var names: [String] = []
        for declaration in ([type] + chain.superclasses).map(\.declaration) {
            names.append(declaration.name)
            names += declaration.inheritedTypes.map { SwiftTypeName.baseName(of: $0) }
        }
        if let external = chain.externalSuperclass {
            let known = KnownClassHierarchy.chain(from: external)
            if known.last != "NSObject" { return true }
            names += known
        }
        return names.contains { layoutReach.touchingOwnLayout[$0] != nil }
    }

    /// The workspace classes that inherit from `type` (not itself), found down the hierarchy
    /// by the base names the classes write (a same-named class elsewhere only adds some).
    func subclasses(of type: SwiftIndexedType) -> [SwiftIndexedType] {
        var result: [SwiftIndexedType] = []
        var seen: Set<String> = [type.declaration.name]
        var pending = [type.declaration.name]
        while let name = pending.popLast() {
            for candidate in classesBySuperclassBaseName[name] ?? [] where seen.insert(candidate.declaration.name).inserted {
                result.append(candidate)
                pending.append(candidate.declaration.name)
            }
        }
        return result
    }
}
