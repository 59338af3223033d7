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

extension ValueSyntax {
    /// Checks a value against this syntax alone (no schema type around it): for values written
    /// outside the schemas' documents, such as an application description's colors and fonts.
    public func validate(_ value: String) -> ValueVerdict {
        SyntaxValidation.validate(value, as: self)
    }

    /// The color names the generator writes as `UIColor.NAME` (any other plain name is an
    /// asset-catalog color).
    public static var systemColorNames: [String] { ColorSyntax.names }

    /// The weights of a `:weight@size` system font.
    public static var fontWeights: [String] { FontSyntax.weights }
}
