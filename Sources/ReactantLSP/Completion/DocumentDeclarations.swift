import XMLSyntax

/// A name a constraint can target: a view's `field` or its `layout:id`.
public struct TargetDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `field="name"`, referenced as `name`.
        case field
        /// `layout:id="name"`, referenced as `id:name`.
        case layoutID
    }

    public let name: String
    public let kind: Kind
    /// The element that declares it.
    public let element: Int
    /// The element's tag, or a referenced component's `type` (what the target is).
    public let elementType: String
    /// The root or inline component definition the view belongs to: targets resolve only
    /// within one generated class.
    public let scope: Int
    /// The declared name's range in the document.
    public let range: Range<Int>

    /// How a constraint names it.
    public var reference: String { kind == .field ? name : "id:\(name)" }
}

/// The names a document declares for itself, read from its syntax tree in one pass.
public enum DocumentDeclarations {
    /// Every non-empty `field` and `layout:id`, in document order.
    ///
    /// One pass, reading elements and attributes in place: completion asks for this on every
    /// keystroke in a layout value, in documents of thousands of views. Each element's scope is
    /// derived from its parent's (parents come first in document order), not searched anew.
    public static func targets(in tree: XMLSyntaxTree) -> [TargetDeclaration] {
        let elements = tree.elements
        var isDefinition = [Bool](repeating: false, count: elements.count)
        var scopes = [Int](repeating: 0, count: elements.count)
        var declarations: [TargetDeclaration] = []
        for index in elements.indices {
            isDefinition[index] = Self.isDefinition(elements[index], in: tree)
            if let parent = elements[index].parent {
                scopes[index] = isDefinition[parent] ? parent : scopes[parent]
            } else {
                scopes[index] = index
            }
            let attributes = elements[index].attributes
            for position in attributes.indices {
                let kind: TargetDeclaration.Kind
                switch attributes[position].name.qualified {
                case "field": kind = .field
                case "layout:id": kind = .layoutID
                default: continue
                }
                guard let value = attributes[position].value else { continue }
                let name = value.decoded.value.trimmingXMLSpace
                guard !name.isEmpty else { continue }
                declarations.append(TargetDeclaration(
                    name: name, kind: kind, element: index, elementType: elementType(of: elements[index]),
                    scope: scopes[index], range: value.range))
            }
        }
        return declarations
    }

    /// Styles declared in the document's own `<styles>` sections.
    public static func localStyles(in tree: XMLSyntaxTree) -> [CompletionWorkspace.Style] {
        var styles: [CompletionWorkspace.Style] = []
        for element in tree.elements where element.name.qualified == "styles" {
            for style in tree.children(of: element) {
                guard let name = style.attribute("name")?.value?.decoded.value.trimmingXMLSpace, !name.isEmpty else { continue }
                styles.append(CompletionWorkspace.Style(
                    name: name, elementKind: styledKind(ofStyleTag: style.name.qualified), group: nil))
            }
        }
        return styles
    }

    /// The tag a style tag is for: `Label` for `LabelStyle`, `attributedText` for `attributedTextStyle`.
    public static func styledKind(ofStyleTag tag: String) -> String? {
        guard tag.hasSuffix("Style"), tag.count > 5 else { return nil }
        return String(tag.dropLast(5))
    }

    /// What a view is: its tag, or for a component reference the `type` it names.
    static func elementType(of element: XMLElementSyntax) -> String {
        if element.name.qualified == "Component", element.parent != nil,
           let type = element.attribute("type")?.value?.decoded.value.trimmingXMLSpace, !type.isEmpty {
            return type
        }
        return element.name.qualified
    }

    /// The nearest strict ancestor that defines a component: the root, an inline `Component`
    /// with child elements, or a table view's inline `cell`, `header` or `footer`.
    static func definitionScope(of index: Int, in tree: XMLSyntaxTree) -> Int {
        var current = tree.elements[index].parent
        var outermost = index
        while let candidate = current {
            let element = tree.elements[candidate]
            outermost = candidate
            if isDefinition(element, in: tree) { return candidate }
            current = element.parent
        }
        return outermost
    }

    private static func isDefinition(_ element: XMLElementSyntax, in tree: XMLSyntaxTree) -> Bool {
        guard let parent = element.parent else { return true }
        switch element.name.qualified {
        case "Component":
            return element.children.contains { if case .element = $0 { true } else { false } }
        case "cell", "header", "footer":
            return tree.elements[parent].name.qualified.hasSuffix("TableView")
        default:
            return false
        }
    }
}

extension String {
    /// Without leading and trailing XML white space (the generator trims names it reads).
    var trimmingXMLSpace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let head = first, let tail = last, isSpace(head) || isSpace(tail) else { return self }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
