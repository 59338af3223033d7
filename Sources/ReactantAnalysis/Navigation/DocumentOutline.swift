import XMLSyntax

/// One entry of a document's outline: an element named by what identifies it.
public struct OutlineSymbol: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A component definition (the root, an inline `Component` or a table cell).
        case component
        /// A view with a `field`: a property of the generated class.
        case field
        /// Any other view or element.
        case element
        /// `<styles>`, `<styleGroup>` or `<templates>`.
        case section
        /// A style or a template.
        case style
    }

    public let name: String
    /// The tag, or for a view the Swift type its field has.
    public let detail: String?
    public let kind: Kind
    /// The whole element.
    public let range: Range<Int>
    /// The identifying name's value, else the tag name; inside `range`.
    public let selectionRange: Range<Int>
    public var children: [OutlineSymbol]
}

/// The outline of a document: the view hierarchy with `field`/`layout:id` names, style and
/// template sections with their entries. Built bottom-up without recursion; nesting deeper
/// than `maximumDepth` is attached to the last ancestor within it, so clients never receive
/// a tree deeper than they can decode.
public enum DocumentOutline {
    public static let maximumDepth = 64

    public static func symbols(of document: NavigationDocument) -> [OutlineSymbol] {
        let tree = document.tree
        guard !tree.elements.isEmpty else { return [] }
        var symbols = tree.elements.map { symbol(for: $0, in: document) }
        // Where each element's symbol goes: its parent, or the ancestor at the depth limit.
        // Parents come first in document order, so one forward pass finds every holder.
        var holders = [Int?](repeating: nil, count: tree.elements.count)
        for element in tree.elements {
            guard let parent = element.parent else { continue }
            holders[element.index] = tree.elements[parent].depth > maximumDepth ? holders[parent] : parent
        }
        var top: [OutlineSymbol] = []
        // Children start after their parent, so in reverse order every child is complete
        // before it is attached; attaching in reverse and reversing keeps document order.
        for index in tree.elements.indices.reversed() {
            symbols[index].children.reverse()
            if let parent = holders[index] {
                symbols[parent].children.append(symbols[index])
            } else {
                top.append(symbols[index])
            }
            symbols[index].children = []
        }
        return top.reversed()
    }

    private static func symbol(for element: XMLElementSyntax, in document: NavigationDocument) -> OutlineSymbol {
        let tag = element.name.qualified
        func value(_ name: String) -> (String, Range<Int>)? {
            guard let value = element.attribute(name)?.value, !value.decoded.value.isEmpty else { return nil }
            return (value.decoded.value, value.range)
        }
        let view = document.document.view(forElement: element.index)
        let isDefinition = element.parent == nil ? document.document.kind == .component
            : document.document.scopes.contains { $0.element == element.index }
        let kind: OutlineSymbol.Kind
        var name = tag
        var detail: String? = nil
        var selection = element.name.range
        if let (field, range) = value("field") {
            kind = isDefinition ? .component : .field
            name = field
            selection = range
            detail = view?.runtimeType ?? tag
        } else if let (id, range) = value("layout:id") {
            kind = isDefinition ? .component : .element
            name = "id:" + id
            selection = range
            detail = tag
        } else if isDefinition, let (type, range) = value("type") ?? value("cell") {
            kind = .component
            name = type
            selection = range
            detail = tag
        } else if ["styles", "styleGroup", "templates"].contains(tag) {
            kind = .section
            if let (sectionName, range) = value("name") {
                name = sectionName
                selection = range
            }
            detail = tag
        } else if let parent = element.parent, ["styles", "styleGroup", "templates"].contains(document.tree.elements[parent].name.qualified),
                  let (styleName, range) = value("name") {
            kind = .style
            name = styleName
            selection = range
            detail = tag
        } else {
            kind = isDefinition ? .component : .element
            if element.parent == nil, document.document.kind == .component, let type = document.document.scopes.first?.typeName {
                name = type
                detail = tag
            }
        }
        return OutlineSymbol(name: name, detail: detail, kind: kind, range: element.range, selectionRange: selection, children: [])
    }
}
