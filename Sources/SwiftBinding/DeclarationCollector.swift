internal import SwiftSyntax
internal import Support

/// The walk behind ``SwiftSourceReader``: a stack of the types and extensions it is inside,
/// and every member `let`/`var` recorded against the innermost one.
final class DeclarationCollector: SyntaxVisitor {
    /// A type or extension being walked.
    private struct Scope {
        /// The prefix for nested types, e.g. `Outer.Inner`.
        var qualifiedName: String
        var owner: SwiftPropertyDeclaration.Owner
        /// An extension's modifier, which its members and nested types take by default.
        var memberDefaultAccess: SwiftAccessLevel?
        /// False for a declaration whose name the parser could not find; its members are dropped.
        var isNamed: Bool
    }

    private let positions: LineTable
    private var scopes: [Scope] = []
    private(set) var declarations = SwiftFileDeclarations()

    init(positions: LineTable) {
        self.positions = positions
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types and extensions

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.class, node, name: node.name, generics: node.genericParameterClause)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.struct, node, name: node.name, generics: node.genericParameterClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.enum, node, name: node.name, generics: node.genericParameterClause)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.actor, node, name: node.name, generics: node.genericParameterClause)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.protocol, node, name: node.name, generics: nil)
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extendedType = WrittenSyntax.text(of: node.extendedType)
        let access = Modifiers(node.modifiers).access
        let isNamed = !extendedType.isEmpty
        if isNamed {
            declarations.extensions.append(
                SwiftExtensionDeclaration(
                    extendedType: extendedType,
                    inheritedTypes: inheritedTypes(node.inheritanceClause),
                    access: access,
                    extendedTypeRange: range(of: node.extendedType)
                )
            )
        }
        // Members of a `private` extension are visible in the whole file: `fileprivate`.
        let memberDefault = access.map { $0 == .private ? .fileprivate : $0 }
        scopes.append(
            Scope(
                qualifiedName: SwiftTypeName.path(of: extendedType),
                owner: .extensionDeclaration(extendedType: extendedType),
                memberDefaultAccess: memberDefault,
                isNamed: isNamed
            )
        )
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    private func enterType(
        _ kind: SwiftTypeDeclaration.Kind,
        _ node: some DeclGroupSyntax,
        name: TokenSyntax,
        generics: GenericParameterClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let simpleName = name.identifier?.name ?? ""
        let enclosing = scopes.last
        let qualifiedName = enclosing.map { "\($0.qualifiedName).\(simpleName)" } ?? simpleName
        let isNamed = !simpleName.isEmpty && (enclosing?.isNamed ?? true)
        if isNamed {
            let modifiers = Modifiers(node.modifiers)
            declarations.types.append(
                SwiftTypeDeclaration(
                    kind: kind,
                    name: simpleName,
                    qualifiedName: qualifiedName,
                    genericParameters: generics?.parameters.map { $0.name.identifier?.name ?? $0.name.text } ?? [],
                    inheritedTypes: inheritedTypes(node.inheritanceClause),
                    access: modifiers.access ?? enclosing?.memberDefaultAccess ?? .internal,
                    isFinal: modifiers.isFinal,
                    nameRange: range(of: name),
                    bodyInsertion: bodyInsertion(node)
                )
            )
        }
        scopes.append(
            Scope(
                qualifiedName: qualifiedName,
                owner: .typeDeclaration(qualifiedName: qualifiedName),
                memberDefaultAccess: nil,
                isNamed: isNamed
            )
        )
        return .visitChildren
    }

    // MARK: Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, scope.isNamed else { return .skipChildren }
        let modifiers = Modifiers(node.modifiers)
        let access = modifiers.access ?? scope.memberDefaultAccess ?? .internal
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(node.bindings)
        // Attributes (`@IBOutlet`) may stand on a line of their own; the modifiers do not.
        let declarationStart = (node.modifiers.first.map(Syntax.init) ?? Syntax(node.bindingSpecifier))
        let declarationLine = positions.restOfLine(
            from: declarationStart.positionAfterSkippingLeadingTrivia.utf8Offset, upTo: node.endPositionBeforeTrailingTrivia.utf8Offset)
        let insertionAfter = insertion(after: node)
        for (index, binding) in bindings.enumerated() {
            let accessors = Accessors(binding.accessorBlock)
            // In `var a, b: Int` the annotation after `b` types `a` too.
            let annotation = binding.typeAnnotation
                ?? (binding.initializer == nil && binding.accessorBlock == nil
                    ? bindings[(index + 1)...].lazy.compactMap(\.typeAnnotation).first : nil)
            let declaredType = annotation.map { WrittenSyntax.text(of: $0.type) }
            let inferredType = declaredType == nil
                ? binding.initializer.flatMap { InitializerTypeInference.type(of: $0.value) } : nil
            let setterAccess: SwiftAccessLevel? =
                isConstant || !accessors.isSettable ? nil : min(modifiers.setterAccess ?? access, access)
            for name in boundNames(binding.pattern) {
                declarations.properties.append(
                    SwiftPropertyDeclaration(
                        name: name.identifier?.name ?? name.text,
                        owner: scope.owner,
                        isConstant: isConstant,
                        storage: accessors.storage,
                        isLazy: modifiers.isLazy,
                        isStatic: modifiers.isStatic,
                        isOverride: modifiers.isOverride,
                        access: access,
                        setterAccess: setterAccess,
                        // A tuple pattern's annotation types the tuple, not each name.
                        declaredType: binding.pattern.is(IdentifierPatternSyntax.self) ? declaredType : nil,
                        inferredType: binding.pattern.is(IdentifierPatternSyntax.self) ? inferredType : nil,
                        nameRange: range(of: name),
                        declarationLine: declarationLine,
                        writtenAccess: modifiers.access,
                        insertionAfter: insertionAfter
                    )
                )
            }
        }
        return .skipChildren
    }

    /// The names a pattern binds: `a`, or each name of `(a, (b, c))`.
    private func boundNames(_ pattern: PatternSyntax) -> [TokenSyntax] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return identifier.identifier.presence == .present ? [identifier.identifier] : []
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.flatMap { boundNames($0.pattern) }
        }
        return []
    }

    // MARK: Bodies, which hold no members

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Where new members go

    /// After the `{` (and a comment on its line), indented as the first member is, or one
    /// level deeper than the type when it has none on a line of its own.
    private func bodyInsertion(_ node: some DeclGroupSyntax) -> SwiftMemberInsertion? {
        let brace = node.memberBlock.leftBrace
        guard brace.presence == .present else { return nil }
        let braceLine = positions.line(ofUTF8Offset: brace.positionAfterSkippingLeadingTrivia.utf8Offset)
        let typeIndentation = positions.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let memberIndentation: String
        if let first = node.memberBlock.members.first,
           positions.line(ofUTF8Offset: first.positionAfterSkippingLeadingTrivia.utf8Offset) > braceLine {
            memberIndentation = positions.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        } else {
            memberIndentation = typeIndentation + (typeIndentation.contains("\t") ? "\t" : "    ")
        }
        var closing: String?
        if let next = brace.nextToken(viewMode: .sourceAccurate), next.tokenKind != .endOfFile,
           positions.line(ofUTF8Offset: next.positionAfterSkippingLeadingTrivia.utf8Offset) == braceLine {
            closing = next.tokenKind == .rightBrace ? typeIndentation : memberIndentation
        }
        return SwiftMemberInsertion(
            point: positions.range(ofUTF8: Self.point(after: brace, codeFollows: closing != nil)),
            indentation: memberIndentation, closingIndentation: closing)
    }

    /// After the declaration, its `;` and the comment on its line, indented as it is.
    private func insertion(after node: VariableDeclSyntax) -> SwiftMemberInsertion? {
        guard var last = node.lastToken(viewMode: .sourceAccurate) else { return nil }
        let indentation = positions.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        if let next = last.nextToken(viewMode: .sourceAccurate), next.tokenKind == .semicolon { last = next }
        let line = positions.line(ofUTF8Offset: last.endPositionBeforeTrailingTrivia.utf8Offset)
        var closing: String?
        if let next = last.nextToken(viewMode: .sourceAccurate), next.tokenKind != .endOfFile,
           positions.line(ofUTF8Offset: next.positionAfterSkippingLeadingTrivia.utf8Offset) == line {
            closing = indentation
        }
        return SwiftMemberInsertion(
            point: positions.range(ofUTF8: Self.point(after: last, codeFollows: closing != nil)),
            indentation: indentation, closingIndentation: closing)
    }

    /// What the inserted text replaces after a token: nothing, after the comment on the rest of
    /// its line, when no code follows there; else the spaces between the token and that code
    /// (which moves to a line of its own).
    private static func point(after token: TokenSyntax, codeFollows: Bool) -> Range<Int> {
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        guard codeFollows else {
            let afterComment = end + token.trailingTrivia.sourceLength.utf8Length
            return afterComment..<afterComment
        }
        var spaces = 0
        for piece in token.trailingTrivia {
            guard case .spaces(let count) = piece else {
                if case .tabs(let count) = piece { spaces += count; continue }
                break
            }
            spaces += count
        }
        return end..<end + spaces
    }

    // MARK: Helpers

    private func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { WrittenSyntax.text(of: $0.type) } ?? []
    }

    private func range(of node: some SyntaxProtocol) -> SwiftSourceRange {
        positions.range(
            ofUTF8: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        )
    }
}

/// The modifiers of one declaration, read once.
private struct Modifiers {
    var access: SwiftAccessLevel?
    var setterAccess: SwiftAccessLevel?
    var isStatic = false
    var isLazy = false
    var isFinal = false
    var isOverride = false

    init(_ list: DeclModifierListSyntax) {
        for modifier in list {
            let word = modifier.name.text
            if let level = SwiftAccessLevel(keyword: word) {
                if modifier.detail?.detail.text == "set" { setterAccess = level } else { access = level }
                continue
            }
            switch word {
            case "static", "class": isStatic = true
            case "lazy": isLazy = true
            case "final": isFinal = true
            case "override": isOverride = true
            default: break
            }
        }
    }
}

/// What a binding's accessor block says about storage and assignment.
private struct Accessors {
    var storage: SwiftPropertyDeclaration.Storage
    var isSettable: Bool

    init(_ block: AccessorBlockSyntax?) {
        switch block?.accessors {
        case nil:
            storage = .stored
            isSettable = true
        case .getter:
            storage = .computed
            isSettable = false
        case .accessors(let list):
            let kinds = Set(list.map(\.accessorSpecifier.text))
            if kinds.isSubset(of: ["willSet", "didSet"]) {
                storage = .stored
                isSettable = true
            } else {
                storage = .computed
                isSettable = !kinds.isDisjoint(with: ["set", "_modify", "modify", "unsafeMutableAddress"])
            }
        }
    }
}
