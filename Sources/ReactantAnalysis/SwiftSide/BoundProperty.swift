import SwiftBinding

/// The Swift property a `field` binds: found in the class of the field's component, through
/// its extensions and workspace superclasses, as the generated `target.x` would find it.
public struct BoundProperty: Hashable, Sendable {
    /// The component's class, qualified (`GreeterView`).
    public let componentClass: String
    public let property: SwiftIndexedProperty

    public var name: String { property.property.name }
    /// Where the property is declared.
    public var location: SwiftLocation { SwiftLocation(path: property.path, range: property.property.nameRange) }

    /// The property `field` names in component scope `scope` of `document`; `nil` when the
    /// scope has no Swift class in `swift` (or is anonymous) or the class has no such property.
    public init?(field name: String, scope: Int, in document: ReactantDocument, swift: SwiftDeclarationIndex) {
        guard document.scopes.indices.contains(scope) else { return nil }
        let component = document.scopes[scope]
        guard !component.isAnonymous, let typeName = component.typeName,
              let type = swift.type(named: typeName), type.declaration.kind == .class,
              let found = swift.property(named: name, of: type.declaration.qualifiedName)
        else { return nil }
        componentClass = type.declaration.qualifiedName
        property = found
    }

    /// The field under the cursor (its `field` value, or a constraint target naming it) and the
    /// property it binds.
    public static func at(_ offset: Int, in document: NavigationDocument, swift: SwiftDeclarationIndex)
        -> (occurrence: SymbolOccurrence, property: BoundProperty)?
    {
        guard let occurrence = document.occurrence(at: offset), case .target(.field, let name, let scope?) = occurrence.symbol,
              let property = BoundProperty(field: name, scope: scope, in: document.document, swift: swift)
        else { return nil }
        return (occurrence, property)
    }
}

/// A range of a Swift file; its positions come with it, so no text is needed to show it.
public struct SwiftLocation: Hashable, Sendable {
    public let path: String
    public let range: SwiftSourceRange

    public init(path: String, range: SwiftSourceRange) {
        self.path = path
        self.range = range
    }
}
