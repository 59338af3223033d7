/// The resolved schema as flat tables: element declarations and content models refer to each
/// other by index, which lets recursive models (a StackView inside a StackView) stay plain values.
final class SchemaStorage: Sendable {
    struct Element: Sendable {
        var name: String
        var documentation: String?
        var content: Int
    }

    /// What a complex type allows: its attributes and its child elements.
    struct Content: Sendable {
        var documentation: String?
        var attributes: [AttributeDeclaration] = []
        var attributeIndex = NameIndex()
        /// Base name → index of one declared control-state variant (`titleColor` → `titleColor.normal`).
        var controlStateBases: [String: Int] = [:]
        var controlStates: Set<String> = []
        var children: [Int] = []
        var childIndex = NameIndex()
        /// The content of freely named children (attributed-text parts), if they are allowed.
        var partContent: Int?
        var otherChildren: OtherChildren = .ignored
        var allowsText = false
    }

    /// One content, shared by every declaration that has it: a declaration reaches its tables
    /// through one reference, since they are looked up for every attribute of every document.
    final class ContentModel: Sendable {
        let content: Content
        init(_ content: Content) { self.content = content }
    }

    let elements: [Element]
    let contents: [ContentModel]
    let roots: [Int]
    /// Prefixes whose unknown attributes the generator rejects (`layout`).
    let closedPrefixes: Set<String>
    /// Attribute names of each attribute group some content uses, by the group's local name
    /// (nested groups expanded), in schema order.
    let attributeGroups: [String: [String]]

    init(elements: [Element], contents: [Content], roots: [Int], closedPrefixes: Set<String>, attributeGroups: [String: [String]] = [:]) {
        self.elements = elements
        self.contents = contents.map(ContentModel.init)
        self.roots = roots
        self.closedPrefixes = closedPrefixes
        self.attributeGroups = attributeGroups
    }

    func declaration(_ element: Int) -> ElementDeclaration {
        let record = elements[element]
        return ElementDeclaration(name: record.name, documentation: record.documentation,
                                  isFreelyNamedPart: false, storage: self, model: contents[record.content])
    }
}

/// How the generator treats a child element that the schema does not declare here.
public enum OtherChildren: Sendable, Hashable {
    /// An error ("unknown tag"): containers, the root, `styles`, `templates`, and View.
    case rejected
    /// Silently ignored: the children of other views.
    case ignored
    /// Any name is a part with the same attributes (attributed text and its styles).
    case freelyNamed
}

/// How the generator treats an attribute that the schema does not declare on an element.
public enum UnknownAttribute: Sendable, Hashable {
    /// `xmlns`, `xmlns:*` and `xsi:*`: namespace markup that no tool reads as a property.
    case namespaceMarkup
    /// The generator ignores it, so a typo goes unnoticed: worth a warning.
    case ignored
    /// The generator stops with an error (any unknown `layout:` name on a view).
    case rejected
}
