extension SwiftDeclarationIndex {
    /// The superclasses of a class through the workspace's classes, up to the first one no
    /// file declares (`ViewBase<Void,Void>`), a class with none, or a cycle.
    public func superclassChain(of className: String) -> SwiftSuperclassChain {
        guard let type = type(named: className), type.declaration.kind == .class else { return SwiftSuperclassChain() }
        return superclassChain(of: type)
    }

    func superclassChain(of start: SwiftIndexedType) -> SwiftSuperclassChain {
        var chain = SwiftSuperclassChain()
        var current = start
        while let written = current.declaration.superclassCandidate {
            let scope = Self.enclosingScope(of: current.declaration.qualifiedName)
            guard let next = resolve(written, inside: scope),
                // `class TextField: Reactant.TextField` names the module's class, not itself.
                !(next.isSameType(as: current) && written.contains("."))
            else {
                chain.externalSuperclass = written
                return chain
            }
            // A workspace protocol or struct listed first: the class has no superclass.
            guard next.declaration.kind == .class else { return chain }
            if next.isSameType(as: start) || chain.superclasses.contains(where: { $0.isSameType(as: next) }) {
                chain.isCyclic = true
                return chain
            }
            chain.superclasses.append(next)
            current = next
        }
        return chain
    }

    /// Whether a class is `ancestor` or inherits from it, through workspace classes and then
    /// the ``KnownClassHierarchy`` (like Objective-C's `isSubclassOfClass:`, a class counts as
    /// its own subclass). Both names may be qualified, optional or generic.
    public func isSubclass(_ className: String, of ancestor: String) -> Bool {
        let ancestorPath = SwiftTypeName.path(of: ancestor)
        let ancestorBase = SwiftTypeName.baseName(of: ancestor)
        func isAncestor(_ type: SwiftIndexedType) -> Bool {
            let qualifiedName = type.declaration.qualifiedName
            return ancestorPath == qualifiedName || ancestorPath == type.declaration.name
                || ancestorPath.hasSuffix(".\(qualifiedName)")
        }
        var external = className
        if let start = type(named: className), start.declaration.kind == .class {
            if isAncestor(start) { return true }
            let chain = superclassChain(of: start)
            if chain.superclasses.contains(where: isAncestor) { return true }
            guard let end = chain.externalSuperclass else { return false }
            external = end
        }
        return KnownClassHierarchy.chain(from: external).contains(ancestorBase)
    }

    /// `Outer` for `Outer.Inner`; `nil` for a top-level name.
    static func enclosingScope(of qualifiedName: String) -> String? {
        qualifiedName.lastIndex(of: ".").map { String(qualifiedName[..<$0]) }
    }
}
