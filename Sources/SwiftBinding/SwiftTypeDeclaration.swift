/// A nominal type a Swift file declares: a class (the one kind a `field` binding cares about)
/// or any other kind, kept so that names resolve to the right declaration.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `class`
        case `struct`
        case `enum`
        case `protocol`
        case actor
    }

    public var kind: Kind
    /// The name as declared, e.g. `Inner`.
    public var name: String
    /// The name with its enclosing types (or extended type), e.g. `Outer.Inner`.
    public var qualifiedName: String
    public var genericParameters: [String]
    /// As written, whitespace removed, e.g. `ViewBase<Void,Void>`.
    public var inheritedTypes: [String]
    /// The explicit modifier, else the enclosing extension's default, else `internal`.
    public var access: SwiftAccessLevel
    public var isFinal: Bool
    public var nameRange: SwiftSourceRange
    /// Where a member written first in the body goes: after its `{` (`nil` when the parser
    /// found no `{`).
    public var bodyInsertion: SwiftMemberInsertion?

    public init(
        kind: Kind,
        name: String,
        qualifiedName: String,
        genericParameters: [String] = [],
        inheritedTypes: [String] = [],
        access: SwiftAccessLevel = .internal,
        isFinal: Bool = false,
        nameRange: SwiftSourceRange,
        bodyInsertion: SwiftMemberInsertion? = nil
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.access = access
        self.isFinal = isFinal
        self.nameRange = nameRange
        self.bodyInsertion = bodyInsertion
    }

    /// The superclass, if this is a class that has one: Swift requires it to be listed first, but
    /// a first entry may also be a protocol, which the reader cannot tell apart.
    public var superclassCandidate: String? {
        kind == .class ? inheritedTypes.first : nil
    }
}
