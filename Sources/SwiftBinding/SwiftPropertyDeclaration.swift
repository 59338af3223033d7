/// One `let` or `var` binding that is a member of a type or an extension. Top-level variables
/// and locals are not properties and are not read.
public struct SwiftPropertyDeclaration: Hashable, Sendable {
    /// Where the member is written: directly in a type, or in an extension of one.
    public enum Owner: Hashable, Sendable {
        /// A type declared in the same file, by qualified name.
        case typeDeclaration(qualifiedName: String)
        /// An extension in the same file, by extended type as written.
        case extensionDeclaration(extendedType: String)
    }

    public enum Storage: Hashable, Sendable {
        /// Holds a value; observers (`willSet`/`didSet`) do not change that.
        case stored
        /// A getter (and maybe a setter), or a protocol requirement.
        case computed
    }

    public var name: String
    public var owner: Owner
    public var isConstant: Bool
    public var storage: Storage
    public var isLazy: Bool
    /// `static` or `class`: a property of the type, not of its instances.
    public var isStatic: Bool
    public var isOverride: Bool
    /// The explicit modifier, else the extension's default, else `internal`.
    public var access: SwiftAccessLevel
    /// Who may assign: `private(set)` lowers it; `nil` for a `let` or a get-only property.
    public var setterAccess: SwiftAccessLevel?
    /// The annotation, whitespace removed, e.g. `PlainTableView<Cell>`, `UILabel!`.
    public var declaredType: String?
    /// The type a plain initializer call names when there is no annotation, e.g. `UILabel` for
    /// `UILabel(frame: .zero)`; `nil` for anything the reader cannot be sure of.
    public var inferredType: String?
    public var nameRange: SwiftSourceRange
    /// The declaration as written, from its modifiers to its end or the end of its first line,
    /// e.g. `private(set) lazy var title = UILabel()`: what an editor shows for the property.
    public var declarationLine: String
    /// The access modifier as written (`nil` when there is none), which a new member beside
    /// this one may copy.
    public var writtenAccess: SwiftAccessLevel?
    /// Where a member written after this one goes (`nil` for a member of a protocol's body).
    public var insertionAfter: SwiftMemberInsertion?

    public init(
        name: String,
        owner: Owner,
        isConstant: Bool,
        storage: Storage = .stored,
        isLazy: Bool = false,
        isStatic: Bool = false,
        isOverride: Bool = false,
        access: SwiftAccessLevel = .internal,
        setterAccess: SwiftAccessLevel? = nil,
        declaredType: String? = nil,
        inferredType: String? = nil,
        nameRange: SwiftSourceRange,
        declarationLine: String = "",
        writtenAccess: SwiftAccessLevel? = nil,
        insertionAfter: SwiftMemberInsertion? = nil
    ) {
        self.name = name
        self.owner = owner
        self.isConstant = isConstant
        self.storage = storage
        self.isLazy = isLazy
        self.isStatic = isStatic
        self.isOverride = isOverride
        self.access = access
        self.setterAccess = setterAccess
        self.declaredType = declaredType
        self.inferredType = inferredType
        self.nameRange = nameRange
        self.declarationLine = declarationLine
        self.writtenAccess = writtenAccess
        self.insertionAfter = insertionAfter
    }

    /// The annotation if there is one, else the inferred type.
    public var type: String? { declaredType ?? inferredType }
}
