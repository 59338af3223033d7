/// A type declaration found by the index, with the file it is in.
public struct SwiftIndexedType: Hashable, Sendable {
    public var path: String
    public var declaration: SwiftTypeDeclaration

    public init(path: String, declaration: SwiftTypeDeclaration) {
        self.path = path
        self.declaration = declaration
    }

    /// Two entries are one type when they are the same name in the same file.
    func isSameType(as other: SwiftIndexedType) -> Bool {
        path == other.path && declaration.qualifiedName == other.declaration.qualifiedName
    }
}

/// A property a class has, and where it is written: the class itself, an extension of it in
/// any file, or a workspace superclass.
public struct SwiftIndexedProperty: Hashable, Sendable {
    public var path: String
    /// The qualified name of the class whose member it is: the one asked about or a superclass.
    public var declaringType: String
    public var property: SwiftPropertyDeclaration

    public init(path: String, declaringType: String, property: SwiftPropertyDeclaration) {
        self.path = path
        self.declaringType = declaringType
        self.property = property
    }
}

/// A class's superclasses as far as the workspace declares them.
public struct SwiftSuperclassChain: Hashable, Sendable {
    /// Workspace classes, the direct superclass first.
    public var superclasses: [SwiftIndexedType]
    /// The first superclass no workspace file declares, as written, e.g. `ViewBase<Void,Void>`;
    /// `nil` when the chain ends at a class with no superclass, or in a cycle.
    public var externalSuperclass: String?
    /// The chain came back to a class already in it (invalid Swift, but files can say so).
    public var isCyclic: Bool

    public init(superclasses: [SwiftIndexedType] = [], externalSuperclass: String? = nil, isCyclic: Bool = false) {
        self.superclasses = superclasses
        self.externalSuperclass = externalSuperclass
        self.isCyclic = isCyclic
    }

    /// ``externalSuperclass`` without module or generic arguments, e.g. `ViewBase`.
    public var externalSuperclassName: String? {
        externalSuperclass.map(SwiftTypeName.baseName(of:))
    }
}
