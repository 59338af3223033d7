import SchemaModel
import XMLSyntax

/// One `theme.NAME` value in a document: the name after the prefix, with the range of the name
/// alone, and where it is written (the attribute and the tags from the root down to its
/// element), so that the kind of item it names (`Color`, `Image` or `Font` attribute) is found
/// in the schema without the document's tree (`kind(in:)`).
public struct ThemedValueUse: Hashable, Sendable {
    /// The item's name as the generator reads it (everything after `theme.`), and its range.
    public let name: NamedValue
    public let attribute: String
    /// The qualified tags from the root to the element, both included.
    public let elementPath: [String]

    public init(name: NamedValue, attribute: String, elementPath: [String]) {
        self.name = name
        self.attribute = attribute
        self.elementPath = elementPath
    }

    /// The kind of theme item the attribute reads, as the schema declares the attribute; nil
    /// where the value is not themed (a `Text`, an undeclared attribute).
    public func kind(in schema: Schema) -> ThemeItemKind? {
        guard let top = elementPath.first, var declaration = schema.root(named: top) else { return nil }
        for tag in elementPath.dropFirst() {
            guard let child = declaration.child(named: tag) else { return nil }
            declaration = child
        }
        return ThemeItemKind(schemaTypeName: declaration.attribute(named: attribute)?.type.name)
    }

    /// Every `theme.NAME` value of the tree outside `layout:` attributes, document order.
    static func all(in tree: XMLSyntaxTree) -> [ThemedValueUse] {
        var found: [ThemedValueUse] = []
        // Read in place: every attribute of the document is looked at, and few are themed.
        let elements = tree.elements
        for element in elements.indices {
            let attributes = elements[element].attributes
            for position in attributes.indices {
                guard attributes[position].value?.decoded.value.utf8.starts(with: prefixBytes) == true,
                      !attributes[position].name.hasLayoutPrefix else { continue }
                let attribute = attributes[position], value = attribute.value!
                let text = value.decoded.value
                guard let name = ThemedValue.name(in: text) else { continue }
                let range = value.decoded.documentRange(forDecoded: ThemedValue.prefix.utf8.count..<text.utf8.count)
                found.append(ThemedValueUse(
                    name: NamedValue(name: name, range: range), attribute: attribute.name.qualified,
                    elementPath: tags(to: elements[element], in: tree)))
            }
        }
        return found.sorted { $0.name.range.lowerBound < $1.name.range.lowerBound }
    }

    private static let prefixBytes = Array(ThemedValue.prefix.utf8)

    /// The tags from the root down to `element` (walked up only for a themed value: they are few).
    private static func tags(to element: XMLElementSyntax, in tree: XMLSyntaxTree) -> [String] {
        var tags = [element.name.qualified]
        var parent = element.parent
        while let index = parent {
            tags.append(tree.elements[index].name.qualified)
            parent = tree.elements[index].parent
        }
        return tags.reversed()
    }
}
