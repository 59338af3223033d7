/// What one document contributes to the workspace and what it needs from it: the summary the
/// `WorkspaceIndex` keeps per file, so other documents resolve references without its text.
public struct DocumentFacts: Hashable, Sendable {
    /// A component type the document defines, and where (for related information).
    public struct ComponentDeclaration: Hashable, Sendable {
        public let typeName: String
        public let range: Range<Int>
        /// Whether it is the root component (else an inline definition).
        public let isRoot: Bool
    }

    /// The `<styleGroup>` of a `.styles.xml`.
    public struct StyleGroup: Hashable, Sendable {
        public let name: String
        public let range: Range<Int>
        /// Style name → where it is declared (the first, if repeated).
        public let styles: [String: Range<Int>]
    }

    public let path: String
    public let kind: ReactantDocument.Kind
    public let components: [ComponentDeclaration]
    public let styleGroup: StyleGroup?
    /// `field` names of the root component, document order.
    public let fields: [String]
    /// Component type names this document uses (whether or not they resolve).
    public let referencedComponentTypes: Set<String>
    /// Style group names this document's global style references use.
    public let referencedStyleGroups: Set<String>
    /// What `workspace/symbol` lists for this document. Other documents' analyses never read
    /// it, so a change here alone stales nothing (`dependencyFacts`).
    public private(set) var symbols: [WorkspaceSymbolFact]

    public init(path: String, document: ReactantDocument) {
        self.path = path
        self.kind = document.kind
        self.components = document.scopes.compactMap { scope in
            scope.typeName.map { ComponentDeclaration(typeName: $0, range: scope.typeRange, isRoot: scope.origin == .root) }
        }
        if document.kind == .styleGroup, let section = document.styleSections.first, let name = section.name {
            var styles: [String: Range<Int>] = [:]
            for style in section.styles { if let styleName = style.name, styles[styleName.name] == nil { styles[styleName.name] = styleName.range } }
            self.styleGroup = StyleGroup(name: name.name, range: name.range, styles: styles)
        } else {
            self.styleGroup = nil
        }
        self.fields = document.scopes.first.map { $0.fields.map(\.name) } ?? []
        self.referencedComponentTypes = Set(document.componentReferences.map(\.type.name))
        self.referencedStyleGroups = Set(document.styleReferences.compactMap { reference in
            if case .global(let group, _) = reference.target { group.name } else { nil }
        })
        self.symbols = WorkspaceSymbolFact.all(in: document)
    }

    /// These facts without `symbols`: what other documents' analyses depend on.
    public var dependencyFacts: DocumentFacts {
        guard !symbols.isEmpty else { return self }
        var copy = self
        copy.symbols = []
        return copy
    }
}
