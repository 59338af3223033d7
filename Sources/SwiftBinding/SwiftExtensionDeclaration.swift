/// An `extension` in a Swift file. Its members belong to the extended type, which may be
/// declared in another file.
public struct SwiftExtensionDeclaration: Hashable, Sendable {
    /// As written, whitespace removed, e.g. `Outer.Inner`.
    public var extendedType: String
    public var inheritedTypes: [String]
    /// The extension's own modifier, which is its members' default; `nil` when it has none.
    public var access: SwiftAccessLevel?
    public var extendedTypeRange: SwiftSourceRange

    public init(
        extendedType: String,
        inheritedTypes: [String] = [],
        access: SwiftAccessLevel? = nil,
        extendedTypeRange: SwiftSourceRange
    ) {
        self.extendedType = extendedType
        self.inheritedTypes = inheritedTypes
        self.access = access
        self.extendedTypeRange = extendedTypeRange
    }
}
