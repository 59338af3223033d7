import XMLSyntax

/// What one document contributes to the workspace and what it needs from it: the summary the
/// `WorkspaceIndex` keeps per file, so other documents resolve references without its text.
public struct DocumentFacts: Hashable, Sendable {
    /// A component type the document defines, and where (for related information).
    public struct ComponentDeclaration: Hashable, Sendable {
        public let typeName: String
        public let range: Range<Int>
        /// Whether it is the root component (else an inline definition).
        public let isRoot: Bool
        /// Whether the name is the file's (a root without `type`): renaming it renames the file.
        public let isNamedByFile: Bool
    }

    /// The `<styleGroup>` of a `.styles.xml`.
    public struct StyleGroup: Hashable, Sendable {
        /// A style as completion offers it: its name and the tag it styles.
        public struct DeclaredStyle: Hashable, Sendable {
            public let name: String
            /// `Label` for a `LabelStyle`; `nil` when unknown.
            public let elementKind: String?
        }

        public let name: String
        public let range: Range<Int>
        /// Style name → where it is declared (the first, if repeated).
        public let styles: [String: Range<Int>]
        /// Every named style, document order.
        public let declared: [DeclaredStyle]
        /// What each view style sets (the first of a name), for the layout of the files that
        /// apply it.
        public var definitions: [String: StyleDefinition] = [:]
    }

    /// A document's uses of workspace-wide names, each with the range of the name alone.
    public struct SymbolUses: Hashable, Sendable {
        /// A style named with its group (`G:s`, `G.s`, `:G:s`), or in a `.styles.xml` a style
        /// of its own group named alone: the group and the range of the style's piece.
        public struct Style: Hashable, Sendable {
            public let group: String
            public let style: NamedValue
        }

        public var styles: [Style] = []
        /// The group pieces of global style references (`G` in `G:s`, `G.s`, `:G:s`).
        public var styleGroups: [NamedValue] = []
        /// The type names of component references (`<Component type="T"/>`, table view slots).
        public var componentTypes: [NamedValue] = []
        /// Every `theme.NAME` value (its kind is the schema's to say: `ThemedValueUse.kind(in:)`).
        public var themed: [ThemedValueUse] = []
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
    /// Where this document names styles of `.styles.xml` groups, component types and theme
    /// items, so that references and rename across the workspace need no file's text but the
    /// ones they edit.
    /// Positions move with every edit, so, like `symbols`, no other analysis depends on them.
    public private(set) var uses: SymbolUses
    /// What `workspace/symbol` lists for this document. Other documents' analyses never read
    /// it, so a change here alone stales nothing (`dependencyFacts`).
    public private(set) var symbols: [WorkspaceSymbolFact]

    /// - Parameter includingEditorFacts: whether to gather `symbols` and `uses`, which only
    ///   editor features read: `--check` asks for neither (on a file of 300,000 views they were
    ///   300,000 symbols held through the whole check and never listed).
    public init(path: String, document: ReactantDocument, includingEditorFacts: Bool = true) {
        self.path = path
        self.kind = document.kind
        self.components = document.scopes.compactMap { scope in
            scope.typeName.map { ComponentDeclaration(
                typeName: $0, range: scope.typeRange, isRoot: scope.origin == .root,
                isNamedByFile: scope.origin == .root && scope.explicitType == nil) }
        }
        if document.kind == .styleGroup, let section = document.styleSections.first, let name = section.name {
            var styles: [String: Range<Int>] = [:]
            for style in section.styles { if let styleName = style.name, styles[styleName.name] == nil { styles[styleName.name] = styleName.range } }
            let declared = section.styles.compactMap { style in
                style.name.map { StyleGroup.DeclaredStyle(name: $0.name, elementKind: style.kind.styledTag) }
            }
            var definitions: [String: StyleDefinition] = [:]
            for style in section.styles where style.kind != .attributedText {
                if let styleName = style.name?.name, definitions[styleName] == nil { definitions[styleName] = StyleDefinition(style) }
            }
            self.styleGroup = StyleGroup(name: name.name, range: name.range, styles: styles, declared: declared, definitions: definitions)
        } else {
            self.styleGroup = nil
        }
        self.fields = document.scopes.first.map { $0.fields.map(\.name) } ?? []
        self.referencedComponentTypes = Set(document.componentReferences.map(\.type.name))
        self.referencedStyleGroups = Set(document.styleReferences.compactMap { reference in
            if case .global(let group, _) = reference.target { group.name } else { nil }
        })
        guard includingEditorFacts else {
            self.symbols = []
            self.uses = SymbolUses()
            return
        }
        self.symbols = WorkspaceSymbolFact.all(in: document)
        let ownGroup = styleGroup?.name
        self.uses = SymbolUses(
            styles: document.styleReferences.compactMap { reference in
                switch reference.target {
                case .global(let group, let style): SymbolUses.Style(group: group.name, style: style)
                case .local(let style): ownGroup.map { SymbolUses.Style(group: $0, style: style) }
                case .malformed: nil
                }
            },
            styleGroups: document.styleReferences.compactMap { reference in
                if case .global(let group, _) = reference.target { group } else { nil }
            },
            componentTypes: document.componentReferences.map(\.type),
            themed: document.themedValues)
    }

    /// The facts of a file's text, read without the rest of its preparation: the tolerant tree
    /// and the model only (what a file that is not open contributes to the workspace).
    public init(text: String, path: String) {
        self.init(path: path, document: ReactantDocument(tree: XMLSyntaxTree.parse(text), path: path))
    }

    /// These facts without `symbols` and `uses`: what other documents' analyses depend on.
    public var dependencyFacts: DocumentFacts {
        guard !symbols.isEmpty || uses != SymbolUses() else { return self }
        var copy = self
        copy.symbols = []
        copy.uses = SymbolUses()
        return copy
    }
}
