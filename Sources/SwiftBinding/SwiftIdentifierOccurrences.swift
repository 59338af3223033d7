internal import SwiftParser
internal import SwiftSyntax
internal import Support

/// Every occurrence of one identifier in a Swift file, bodies included, for renaming.
public enum SwiftIdentifierOccurrences {
    /// The occurrences of `name` (without backticks) in source order. Text that does not
    /// contain the name is not parsed.
    public static func find(_ name: String, in source: String) -> [SwiftIdentifierOccurrence] {
        guard !name.isEmpty, source.contains(name) else { return [] }
        let collector = OccurrenceCollector(name: name, positions: LineTable(source))
        collector.walk(Parser.parse(source: SwiftParserInput.text(for: source)))
        return collector.occurrences
    }
}

/// The walk behind ``SwiftIdentifierOccurrences``: every identifier token with the name,
/// classified by the syntax around it.
private final class OccurrenceCollector: SyntaxVisitor {
    private let name: String
    private let positions: LineTable
    /// Qualified names of the types and extensions being walked.
    private var scopes: [String] = []
    private(set) var occurrences: [SwiftIdentifierOccurrence] = []

    init(name: String, positions: LineTable) {
        self.name = name
        self.positions = positions
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(SwiftTypeName.path(of: WrittenSyntax.text(of: node.extendedType)))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    private func enter(_ typeName: TokenSyntax) -> SyntaxVisitorContinueKind {
        let simpleName = typeName.identifier?.name ?? typeName.text
        scopes.append(scopes.last.map { "\($0).\(simpleName)" } ?? simpleName)
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = token.tokenKind, token.identifier?.name == name else { return .skipChildren }
        let kind = Self.kind(of: token)
        // A type's own name is written inside its declaration but belongs to the scope around it.
        let isTypeName = [.classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl].contains(token.parent?.kind)
        occurrences.append(
            SwiftIdentifierOccurrence(
                kind: kind,
                range: positions.range(
                    ofUTF8: token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
                ),
                enclosingType: isTypeName ? scopes.dropLast().last : scopes.last
            )
        )
        return .skipChildren
    }

    private static func kind(of token: TokenSyntax) -> SwiftIdentifierOccurrence.Kind {
        guard let parent = token.parent else { return .other }
        if let reference = parent.as(DeclReferenceExprSyntax.self) {
            return kind(ofReference: reference)
        }
        if parent.is(IdentifierPatternSyntax.self) {
            return .declaration(isMemberBinding(parent) ? .property : .variable)
        }
        if let parameter = parent.as(FunctionParameterSyntax.self) {
            // In `f(x y: Int)` the first name is the label; alone it is both.
            return token.id == parameter.firstName.id && parameter.secondName != nil ? .argumentLabel : .declaration(.parameter)
        }
        if let parameter = parent.as(EnumCaseParameterSyntax.self) {
            return token.id == parameter.firstName?.id && parameter.secondName != nil ? .argumentLabel : .declaration(.parameter)
        }
        switch parent.kind {
        case .closureParameter, .closureShorthandParameter:
            return .declaration(.parameter)
        case .closureCapture:
            return .declaration(.variable)
        case .functionDecl:
            return .declaration(.function)
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl, .associatedTypeDecl,
            .genericParameter:
            return .declaration(.type)
        case .enumCaseElement:
            return .declaration(.enumCase)
        case .identifierType, .memberType:
            return .typeReference
        case .labeledExpr, .declNameArgument, .labeledSpecializeArgument:
            return .argumentLabel
        default:
            return .other
        }
    }

    private static func kind(ofReference reference: DeclReferenceExprSyntax) -> SwiftIdentifierOccurrence.Kind {
        guard let parent = reference.parent else { return .reference }
        if let member = parent.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base else { return .implicitMember }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return .selfMember }
            return .memberAccess(base: WrittenSyntax.text(of: base))
        }
        if parent.is(KeyPathPropertyComponentSyntax.self) { return .keyPathComponent }
        return .reference
    }

    /// Whether an identifier pattern is a `let`/`var` written directly in a type or extension.
    private static func isMemberBinding(_ pattern: Syntax) -> Bool {
        var node = pattern.parent
        while let current = node {
            if current.is(VariableDeclSyntax.self) { return current.parent?.is(MemberBlockItemSyntax.self) ?? false }
            guard current.is(PatternBindingSyntax.self) || current.is(PatternBindingListSyntax.self)
                || current.is(TuplePatternSyntax.self) || current.is(TuplePatternElementListSyntax.self)
                || current.is(TuplePatternElementSyntax.self)
            else { return false }
            node = current.parent
        }
        return false
    }
}
