import SwiftBinding

/// A type and its superclasses by base name, as far as the workspace's Swift files and the
/// known UIKit and Reactant classes tell: what decides whether a property's type has what an
/// element sets on it.
struct SwiftClassChain: Hashable, Sendable {
    /// Base names, the type itself first (`FancyLabel`, `UILabel`, `UIView`, `UIResponder`,
    /// `NSObject`).
    let names: [String]
    /// The chain reaches a root class, so a class missing from `names` is certainly no
    /// superclass. False when it stops at a class neither the workspace nor the known
    /// hierarchy declares, or loops.
    let isComplete: Bool
    /// The kind of a workspace type of that name that is no class (a struct, an enum…).
    let nonClassKind: SwiftTypeDeclaration.Kind?

    init(of typeName: String, in index: SwiftDeclarationIndex) {
        guard let type = index.type(named: typeName) else {
            let known = KnownClassHierarchy.chain(from: typeName)
            names = known
            isComplete = known.last == Self.rootClass
            nonClassKind = nil
            return
        }
        guard type.declaration.kind == .class else {
            names = [type.declaration.name]
            isComplete = true
            nonClassKind = type.declaration.kind
            return
        }
        let chain = index.superclassChain(of: type.declaration.qualifiedName)
        var names = [type.declaration.name] + chain.superclasses.map(\.declaration.name)
        if chain.isCyclic {
            isComplete = false
        } else if let external = chain.externalSuperclass {
            let known = KnownClassHierarchy.chain(from: external)
            names += known
            isComplete = known.last == Self.rootClass
        } else {
            // A Swift root class, or one whose first inherited type is a workspace protocol.
            isComplete = true
        }
        self.names = names
        nonClassKind = nil
    }

    static let rootClass = "NSObject"

    /// Whether `className` (any spelling: qualified, generic, optional) is in the chain.
    func contains(_ className: String) -> Bool {
        names.contains(SwiftTypeName.baseName(of: className))
    }
}
