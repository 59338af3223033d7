/// One place a Swift file spells an identifier, and what that spelling is there, so that a
/// rename can tell a property's uses from a local that shadows it or another type's member.
public struct SwiftIdentifierOccurrence: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The name being declared.
        case declaration(DeclarationKind)
        /// A bare `x`: a local, a parameter or a member of `self`, as Swift's lookup decides.
        case reference
        /// `self.x`.
        case selfMember
        /// `base.x`, with the base as written (`super`, `rootView`, `cell.title`).
        case memberAccess(base: String)
        /// `.x`, whose type comes from context.
        case implicitMember
        /// `\.x` or `\Type.x`.
        case keyPathComponent
        /// `x` where a type is expected.
        case typeReference
        /// `f(x: 1)`, `f(x:)`, or the outer name of a parameter.
        case argumentLabel
        case other
    }

    public enum DeclarationKind: Hashable, Sendable {
        /// A `let`/`var` directly in a type or extension.
        case property
        /// Any other `let`/`var` or binding: a local, a global, `if let`, `for x in`, a capture.
        case variable
        case parameter
        case function
        /// A type, type alias, associated type or generic parameter.
        case type
        case enumCase
    }

    public var kind: Kind
    /// The identifier as written, backticks included.
    public var range: SwiftSourceRange
    /// The innermost type or extension around it, qualified (`Outer.Inner`); `nil` at top level.
    public var enclosingType: String?

    public init(kind: Kind, range: SwiftSourceRange, enclosingType: String?) {
        self.kind = kind
        self.range = range
        self.enclosingType = enclosingType
    }
}
