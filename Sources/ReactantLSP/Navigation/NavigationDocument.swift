import XMLSyntax

/// A document read for navigation and hover: its syntax and Reactant UI model, every
/// `layout:` value analysed, and every name a constraint can target, with the constraint uses
/// of each. Built once per request from the text alone; linear in the text.
public struct NavigationDocument: Sendable {
    public let path: String
    public let text: String
    public let tree: XMLSyntaxTree
    public let document: ReactantDocument
    /// Every `field` and `layout:id` declaration, document order.
    public let declarations: [TargetDeclaration]
    /// Every analysed `layout:` attribute, document order.
    public let layoutValues: [LayoutValue]
    /// Every constraint target, document order.
    public let uses: [TargetUse]
    /// Every occurrence of every symbol: declarations and uses, document order.
    public private(set) var occurrences: [SymbolOccurrence] = []

    public init(text: String, path: String) {
        let tree = XMLSyntaxTree.parse(text)
        self.init(tree: tree, text: text, path: path, document: ReactantDocument(tree: tree, path: path))
    }

    public init(_ prepared: PreparedDocument) {
        self.init(tree: prepared.syntax.tree, text: prepared.text, path: prepared.path, document: prepared.document)
    }

    init(tree: XMLSyntaxTree, text: String, path: String, document: ReactantDocument) {
        self.path = path
        self.text = text
        self.tree = tree
        self.document = document
        self.declarations = DocumentDeclarations.targets(in: tree)
        self.layoutValues = LayoutValue.all(in: tree)
        self.uses = layoutValues.flatMap(\.targetUses)
        self.scopes = Self.definitionScopes(in: tree)
        self.declarationsByName = Dictionary(grouping: declarations) { NameKey(kind: $0.kind, name: $0.name) }
        self.occurrences = Self.occurrences(in: self)
    }

    private struct NameKey: Hashable {
        let kind: TargetDeclaration.Kind
        let name: String
    }

    /// `DocumentDeclarations.definitionScope(of:in:)` for every element, in one pass.
    private let scopes: [Int]
    private let declarationsByName: [NameKey: [TargetDeclaration]]

    /// The component definition a constraint on `element` resolves its targets in.
    public func scope(ofUseOn element: Int) -> Int {
        scopes[element]
    }

    /// The nearest strict ancestor defining a component (the root, an inline `Component`
    /// with child elements, a table view's inline `cell`/`header`/`footer`), else the
    /// outermost ancestor. Parents precede children, so one forward pass suffices.
    private static func definitionScopes(in tree: XMLSyntaxTree) -> [Int] {
        var scopes = [Int](repeating: 0, count: tree.elements.count)
        for element in tree.elements {
            guard let parent = element.parent else {
                scopes[element.index] = element.index
                continue
            }
            scopes[element.index] = isDefinition(tree.elements[parent], in: tree) ? parent : scopes[parent]
        }
        return scopes
    }

    private static func isDefinition(_ element: XMLElementSyntax, in tree: XMLSyntaxTree) -> Bool {
        guard let parent = element.parent else { return true }
        switch element.name.qualified {
        case "Component": return element.children.contains { if case .element = $0 { true } else { false } }
        case "cell", "header", "footer": return tree.elements[parent].name.qualified.hasSuffix("TableView")
        default: return false
        }
    }

    /// The declarations a target use resolves to: the field of the same component, or the
    /// layout id of the same component (else of any component of the document).
    public func declarations(for use: TargetUse) -> [TargetDeclaration] {
        declarations(of: use.kind, named: use.name, scope: scope(ofUseOn: use.element))
    }

    func declarations(of kind: TargetDeclaration.Kind, named name: String, scope: Int) -> [TargetDeclaration] {
        let named = declarationsByName[NameKey(kind: kind, name: name)] ?? []
        let local = named.filter { $0.scope == scope }
        return kind == .layoutID && local.isEmpty ? named : local
    }

    /// The analysed `layout:` value whose text holds `offset` (its ends included).
    public func layoutValue(at offset: Int) -> LayoutValue? {
        layoutValues.first { $0.value.range.lowerBound <= offset && offset <= $0.value.range.upperBound }
    }
}
