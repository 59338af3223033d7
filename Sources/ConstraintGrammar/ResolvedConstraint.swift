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
        let parts = attribute.parts
        let total = parts.count * list.constraints.count
        let firstName = total > 1 ? list.constraints.first?.field?.name.text : nil
        func fieldName(for part: LayoutAttribute.Part) -> String? {
            firstName.map { $0 + part.name.prefix(1).uppercased() + part.name.dropFirst() }
        }
        var resolved: [ResolvedConstraint] = []
        if parts.count == 1 {
            let part = parts[0], renamed = fieldName(for: part)
            resolved.reserveCapacity(list.constraints.count)
            // Through the buffer, each constraint is read in place rather than copied out of the array.
            list.constraints.withUnsafeBufferPointer { constraints in
                for index in constraints.indices where !constraints[index].hasError {
                    if let facts = SharedFacts.of(constraints[index], index: index),
                       let constraint = resolve(facts, part: part, fieldName: renamed ?? facts.fieldName) {
                        resolved.append(constraint)
                    }
                }
            }
            return resolved
        }
        // What does not depend on the part is read once per constraint, not once per part.
        var shared: [SharedFacts] = []
        shared.reserveCapacity(list.constraints.count)
        list.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices where !constraints[index].hasError {
                if let facts = SharedFacts.of(constraints[index], index: index) { shared.append(facts) }
            }
        }
        resolved.reserveCapacity(parts.count * shared.count)
        for part in parts {
            let renamed = fieldName(for: part)
            for facts in shared {
                if let constraint = resolve(facts, part: part, fieldName: renamed ?? facts.fieldName) {
                    resolved.append(constraint)
                }
            }
        }
        return resolved
    }

    /// A constraint's meaning apart from the part it is resolved for.
    private struct SharedFacts {
        let index: Int
        let range: Range<Int>
        /// Set for a number alone.
        let constant: Double?
        /// All known and complete (else there are no facts).
        let modifiers: [ModifierSyntax]
        let relation: ConstraintRelation
        let priority: Double
        /// The anchor the value names, if any.
        let namedAnchor: LayoutAnchor?
        let target: ResolvedConstraint.Target
        let condition: String?
        let fieldName: String?

        /// A static function rather than an initialiser, so that the constraint is borrowed, not copied.
        static func of(_ syntax: ConstraintSyntax, index: Int) -> SharedFacts? {
            let relation: ConstraintRelation, priority: Double, namedAnchor: LayoutAnchor?
            let target: ResolvedConstraint.Target, constant: Double?, modifiers: [ModifierSyntax]
            if let relationSyntax = syntax.relation {
                guard let known = relationSyntax.relation else { return nil }
                relation = known
            } else {
                relation = .equal
            }
            if let prioritySyntax = syntax.priority {
                guard let value = prioritySyntax.numericValue else { return nil }
                priority = value
            } else {
                priority = PriorityName.required.value
            }
            switch syntax.body {
            case .constant(let number):
                namedAnchor = nil
                target = .constant
                constant = number.numberValue
                modifiers = []
            case .targeted(let body):
                if let anchorSyntax = body.anchor {
                    guard let anchor = anchorSyntax.anchor else { return nil }
                    namedAnchor = anchor
                } else {
                    namedAnchor = nil
                }
                for modifier in body.modifiers where modifier.kind == nil || modifier.value == nil { return nil }
                constant = nil
                modifiers = body.modifiers
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
                    target = namedAnchor == nil ? .superview : .this
                }
            }
            return SharedFacts(
                index: index, range: syntax.range, constant: constant, modifiers: modifiers, relation: relation,
                priority: priority, namedAnchor: namedAnchor, target: target,
                condition: syntax.condition?.expression.map(ConstraintPrinter.print), fieldName: syntax.field?.name.text)
        }
    }

    private static func resolve(_ facts: SharedFacts, part: LayoutAttribute.Part, fieldName: String?) -> ResolvedConstraint? {
        var targetAnchor: LayoutAnchor?
        var multiplier = 1.0, constant = 0.0
        if let number = facts.constant {
            constant = number
        } else {
            targetAnchor = facts.namedAnchor ?? part.defaultTargetAnchor
            let complete = facts.modifiers.withUnsafeBufferPointer { modifiers in
                for index in modifiers.indices {
                    guard let kind = modifiers[index].kind, let value = modifiers[index].value?.numberValue else { return false }
                    switch kind {
                    case .multiplied: multiplier *= value
                    case .divided: multiplier /= value
                    case .offset: constant += value
                    case .inset: constant += value * part.insetSign
                    }
                }
                return true
            }
            guard complete else { return nil }
        }
        return ResolvedConstraint(
            part: part, target: facts.target, targetAnchor: targetAnchor, relation: facts.relation,
            multiplier: multiplier, constant: constant, priority: facts.priority,
            condition: facts.condition, fieldName: fieldName, constraintIndex: facts.index, range: facts.range)
    }
}
