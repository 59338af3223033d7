import XMLSyntax
/// A name a constraint can target: a view's `field` or its `layout:id`, as the model reads it.
/// Completion offers these, navigation follows them, the analysis resolves against them: all
/// from the same `ComponentScope`s, so the three never disagree about what a name means.
public struct TargetDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `field="name"`, referenced as `name`.
        case field
        /// `layout:id="name"`, referenced as `id:name`.
        case layoutID
    }

    public let name: String
    public let kind: Kind
    /// The tree element that declares it.
    public let element: Int
    /// What the target is: the element's tag, or a component's `type`.
    public let elementType: String
    /// Index into `ReactantDocument.scopes`: targets resolve only within one generated class.
    public let scope: Int
    /// The declared name's range in the document.
    public let range: Range<Int>

    /// How a constraint names it.
    public var reference: String { kind == .field ? name : "id:\(name)" }
}

extension ReactantDocument {
    /// The non-empty `field` and `layout:id` declarations of one component scope, document order.
    public func targetDeclarations(inScope index: Int) -> [TargetDeclaration] {
        let scope = scopes[index]
        let declared = scope.fields.map { ($0, TargetDeclaration.Kind.field) } + scope.layoutIDs.map { ($0, .layoutID) }
        return declared.filter { !$0.0.name.isEmpty }
            .sorted { $0.0.range.lowerBound < $1.0.range.lowerBound }
            .map { target($0.0, kind: $0.1, scope: index) }
    }

    /// Every non-empty `field` and `layout:id` declaration of the document, document order.
    public var targetDeclarations: [TargetDeclaration] {
        scopes.indices.flatMap(targetDeclarations(inScope:)).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The component scope a constraint written on tree element `element` resolves its
    /// targets in: the view's own component (for an inline definition, the one it is placed
    /// in); the root component for anything else; `nil` in a document without components.
    public func scope(ofElement element: Int) -> Int? {
        view(forElement: element)?.scope ?? (scopes.isEmpty ? nil : 0)
    }

    private func target(_ declaration: Declaration, kind: TargetDeclaration.Kind, scope: Int) -> TargetDeclaration {
        let view = views[declaration.view]
        let type = view.componentType.map(\.name).flatMap { $0.isEmpty ? nil : $0 } ?? view.tag
        return TargetDeclaration(
            name: declaration.name, kind: kind, element: view.element, elementType: type, scope: scope, range: declaration.range)
    }
}
