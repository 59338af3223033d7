import ConstraintGrammar

/// A resolved constraint explained twice: as the equation UIKit will hold
/// (`` `title.top` = `greeting.bottom` + 10, priority 750 (high) ``) and in words.
enum ConstraintExplanation {
    /// The equation, with the priority, condition and storing property when they matter.
    static func equation(_ constraint: ResolvedConstraint, view: String) -> String {
        var text = "`\(view).\(constraint.anchor.rawValue)` \(constraint.relation.symbol) "
        if let anchor = constraint.targetAnchor, constraint.target != .constant {
            text += "`\(targetName(constraint.target, view: view)).\(anchor.rawValue)`"
            if constraint.multiplier != 1 { text += " × \(number(constraint.multiplier))" }
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " − \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
        } else {
            text += number(constraint.constant)
        }
        text += ", priority \(priority(constraint.priority))"
        if let condition = constraint.condition { text += ", when `[\(condition)]`" }
        if let field = constraint.fieldName { text += ", stored in `\(field)`" }
        return text
    }

    /// One sentence: "The top edge of `title` equals the bottom edge of `greeting` plus 10."
    static func sentence(_ constraint: ResolvedConstraint, view: String) -> String {
        var text = "The \(noun(constraint.anchor)) of `\(view)` \(verb(constraint.relation)) "
        if let anchor = constraint.targetAnchor, constraint.target != .constant {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) × " }
            text += "the \(noun(anchor)) of \(targetPhrase(constraint.target, view: view))"
            if constraint.constant > 0 { text += " plus \(number(constraint.constant))" }
            if constraint.constant < 0 { text += " minus \(number(-constraint.constant))" }
        } else {
            text += number(constraint.constant)
        }
        return text + "."
    }

    static func priority(_ value: Double) -> String {
        let name = PriorityName.allCases.first { $0.value == value }
        return number(value) + (name.map { " (\($0.rawValue))" } ?? "")
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func targetName(_ target: ResolvedConstraint.Target, view: String) -> String {
        switch target {
        case .constant, .this: view
        case .superview: "super"
        case .safeAreaLayoutGuide: "safeAreaLayoutGuide"
        case .readableContentGuide: "readableContentGuide"
        case .field(let name): name
        case .layoutID(let name): "id:\(name)"
        }
    }

    private static func targetPhrase(_ target: ResolvedConstraint.Target, view: String) -> String {
        switch target {
        case .constant, .this: "`\(view)` itself"
        case .superview: "the parent view"
        case .safeAreaLayoutGuide: "the parent view's safe area"
        case .readableContentGuide: "the parent view's readable content guide"
        case .field(let name): "`\(name)`"
        case .layoutID(let name): "`id:\(name)`"
        }
    }

    static func noun(_ anchor: LayoutAnchor) -> String {
        switch anchor {
        case .top, .bottom, .leading, .trailing, .left, .right: "\(anchor.rawValue) edge"
        case .width, .height, .size: anchor.rawValue
        case .centerX: "horizontal centre"
        case .centerY: "vertical centre"
        case .firstBaseline: "first baseline"
        case .lastBaseline: "last baseline"
        }
    }

    private static func verb(_ relation: ConstraintRelation) -> String {
        switch relation {
        case .equal: "equals"
        case .lessThanOrEqual: "is at most"
        case .greaterThanOrEqual: "is at least"
        }
    }
}
