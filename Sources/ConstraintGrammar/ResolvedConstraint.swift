/// One constraint as the generator would create it, for one expanded part of the attribute:
/// every default applied, modifiers folded into multiplier and constant.
public struct ResolvedConstraint: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// A number alone: the anchor is compared with `constant`.
        case constant
        case superview
        case this
        case safeAreaLayoutGuide
        case readableContentGuide
        /// A `field` of the component (a bare name).
        case field(String)
        /// A view's `layout:id` (`id:NAME`).
        case layoutID(String)
    }

    /// The expanded part (its anchor is the constrained view's anchor).
    public let part: LayoutAttribute.Part
    public let target: Target
    /// Nil only for constant constraints.
    public let targetAnchor: LayoutAnchor?
    public let relation: ConstraintRelation
    public let multiplier: Double
    public let constant: Double
    public let priority: Double
    /// The condition in canonical text, if any.
    public let condition: String?
    /// The Swift property the constraint is stored in, after the generator's renaming.
    public let fieldName: String?
    /// Index of the constraint in the syntax tree's list.
    public let constraintIndex: Int
    /// The constraint's range in the value.
    public let range: Range<Int>

    /// The constrained view's anchor.
    public var anchor: LayoutAnchor { part.anchor }
}

enum ConstraintResolver {
    /// Resolves every constraint free of errors, part by part in the generator's order, and applies
    /// its field renaming: when the attribute yields more than one constraint and the first has a
    /// name, every constraint is named `<name><Part>`.
    static func resolve(_ list: ConstraintListSyntax, attribute: LayoutAttribute) -> [ResolvedConstraint] {
        var resolved: [ResolvedConstraint] = []
        for part in attribute.parts {
            for (index, syntax) in list.constraints.enumerated() where !syntax.hasError {
                if let constraint = resolve(syntax, index: index, part: part) { resolved.append(constraint) }
            }
        }
        let total = attribute.parts.count * list.constraints.count
        guard total > 1, let firstName = list.constraints.first?.field?.name.text else { return resolved }
        return resolved.map { constraint in
            let suffix = constraint.part.name.prefix(1).uppercased() + constraint.part.name.dropFirst()
            return constraint.renamed(firstName + suffix)
        }
    }

    private static func resolve(_ syntax: ConstraintSyntax, index: Int, part: LayoutAttribute.Part) -> ResolvedConstraint? {
        let relation: ConstraintRelation
        if let relationSyntax = syntax.relation {
            guard let known = relationSyntax.relation else { return nil }
            relation = known
        } else {
            relation = .equal
        }
        let priority: Double
        if let prioritySyntax = syntax.priority {
            guard let value = prioritySyntax.numericValue else { return nil }
            priority = value
        } else {
            priority = PriorityName.required.value
        }

        let target: ResolvedConstraint.Target
        var targetAnchor: LayoutAnchor?
        var multiplier = 1.0, constant = 0.0
        switch syntax.body {
        case .constant(let number):
            target = .constant
            constant = number.numberValue
        case .targeted(let body):
            if let anchorSyntax = body.anchor {
                guard let anchor = anchorSyntax.anchor else { return nil }
                targetAnchor = anchor
            }
            switch body.target {
            case .name(let token)?:
                switch TargetKeyword(rawValue: token.text) {
                case .super?: target = .superview
                case .self?: target = .this
                case .safeAreaLayoutGuide?: target = .safeAreaLayoutGuide
                case .readableContentGuide?: target = .readableContentGuide
                case nil: target = .field(token.text)
                }
            case .layoutID(_, _, let name)?:
                target = .layoutID(name.text)
            case nil:
                target = targetAnchor == nil ? .superview : .this
            }
            targetAnchor = targetAnchor ?? part.defaultTargetAnchor
            for modifier in body.modifiers {
                guard let kind = modifier.kind, let value = modifier.value?.numberValue else { return nil }
                switch kind {
                case .multiplied: multiplier *= value
                case .divided: multiplier /= value
                case .offset: constant += value
                case .inset: constant += value * part.insetSign
                }
            }
        }
        return ResolvedConstraint(
            part: part, target: target, targetAnchor: targetAnchor, relation: relation,
            multiplier: multiplier, constant: constant, priority: priority,
            condition: syntax.condition?.expression.map(ConstraintPrinter.print),
            fieldName: syntax.field?.name.text, constraintIndex: index, range: syntax.range)
    }
}

extension ResolvedConstraint {
    func renamed(_ name: String) -> ResolvedConstraint {
        ResolvedConstraint(
            part: part, target: target, targetAnchor: targetAnchor, relation: relation, multiplier: multiplier,
            constant: constant, priority: priority, condition: condition, fieldName: name,
            constraintIndex: constraintIndex, range: range)
    }
}
