/// A value syntax richer than an XSD pattern can state, checked in Swift. A schema names it on a
/// simple type with the `rui:syntax` annotation attribute; the pattern then only gives the outline.
public enum ValueSyntax: String, Sendable, CaseIterable {
    case lenientBool
    case float
    case color
    case font
    case text
    case edgeInsets
    case size
    case point
    case rect
    case transform
    case tabStops
    case controlStateList
    case styleReferences
    case componentType
    case accessModifier
    case rootViewExtension
    case preferredSize
    case layoutIdentifier
    /// A `layout:` constraint list. SchemaModel does not parse it: ConstraintGrammar does.
    case constraint
}
