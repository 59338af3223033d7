/// What one Swift file declares, in source order: the unit the index stores per path.
public struct SwiftFileDeclarations: Hashable, Sendable {
    public var types: [SwiftTypeDeclaration]
    public var extensions: [SwiftExtensionDeclaration]
    public var properties: [SwiftPropertyDeclaration]
    /// The parser recovered from errors; what it could read is still here.
    public var hasSyntaxErrors: Bool
    /// Which views' layout the file's code touches (read from the bodies, unlike the rest).
    public var layoutReach: SwiftLayoutReach
    /// False when reading was given up (see `SwiftReadBudget`): the file may declare anything,
    /// and its code may touch any layout, whatever the rest says.
    public var isReadCompletely: Bool

    public init(
        types: [SwiftTypeDeclaration] = [],
        extensions: [SwiftExtensionDeclaration] = [],
        properties: [SwiftPropertyDeclaration] = [],
        hasSyntaxErrors: Bool = false,
        layoutReach: SwiftLayoutReach = .none,
        isReadCompletely: Bool = true
    ) {
        self.isReadCompletely = isReadCompletely
        self.types = types
        self.extensions = extensions
        self.properties = properties
        self.hasSyntaxErrors = hasSyntaxErrors
        self.layoutReach = layoutReach
    }
}
