import XMLSyntax

/// A prepared document read for navigation and hover: every `layout:` value analyzed and every
/// occurrence of every symbol, on top of the document's one model (`ReactantDocument`), whose
/// component scopes and declarations it uses as they are. The server builds it once per
/// version (`Workspace.navigationDocument`); linear in the text.
public struct NavigationDocument: Sendable {
    public let path: String
    public let text: String
    public let tree: XMLSyntaxTree
    public let document: ReactantDocument
    /// Every `field` and `layout:id` declaration, document order.
    public let declarations: [TargetDeclaration]
    /// Every analyzed `layout:` attribute, document order.
    public let layoutValues: [LayoutValue]
    /// Every constraint target, document order.
    public let uses: [TargetUse]
    /// Every occurrence of every symbol: declarations and uses, document order.
    public private(set) var occurrences: [SymbolOccurrence] = []

    /// - Parameter values: the host's analyses of `layout:` values, shared with its checks.
    public init(_ prepared: PreparedDocument, values: LayoutValueAnalyses = LayoutValueAnalyses()) {
        self.path = prepared.path
        self.text = prepared.text
        self.tree = prepared.syntax.tree
        self.document = prepared.document
        self.declarations = prepared.document.targetDeclarations
        self.layoutValues = LayoutValue.all(in: tree, analyses: values)
        self.uses = layoutValues.flatMap(\.targetUses)
        self.declarationsByName = Dictionary(grouping: declarations) { NameKey(kind: $0.kind, name: $0.name) }
        self.occurrences = Self.occurrences(in: self)
    }

    /// The same from text alone (tests and tools; the server reuses its preparation).
    public init(text: String, path: String) {
        self.init(PreparedDocument(text: text, path: path))
    }

    private struct NameKey: Hashable {
        let kind: TargetDeclaration.Kind
        let name: String
    }

    private let declarationsByName: [NameKey: [TargetDeclaration]]

    /// The component scope a constraint on `element` resolves its targets in (the model's).
    public func scope(ofUseOn element: Int) -> Int? {
        document.scope(ofElement: element)
    }

    /// The declarations a target use resolves to: the field, or the layout id, of the same
    /// component. The analysis resolves names in that component alone (the generator writes
    /// them into its class), so a name no view of it declares resolves to nothing here either.
    public func declarations(for use: TargetUse) -> [TargetDeclaration] {
        declarations(of: use.kind, named: use.name, scope: scope(ofUseOn: use.element))
    }

    func declarations(of kind: TargetDeclaration.Kind, named name: String, scope: Int?) -> [TargetDeclaration] {
        (declarationsByName[NameKey(kind: kind, name: name)] ?? []).filter { $0.scope == scope }
    }

    /// The analyzed `layout:` value whose text holds `offset` (its ends included).
    public func layoutValue(at offset: Int) -> LayoutValue? {
        layoutValues.first { $0.value.range.lowerBound <= offset && offset <= $0.value.range.upperBound }
    }

    /// The analyzed value of the `layout:` attribute at `attributeIndex` of tree element `element`.
    public func layoutValue(element: Int, attributeIndex: Int) -> LayoutValue? {
        layoutValues.first { $0.element == element && $0.attributeIndex == attributeIndex }
    }
}
