import ConstraintGrammar

/// Two `layout:` attributes of one view that constrain the same anchor with the same relation
/// and priority, neither under a condition (`layout:left` beside `layout:edges`, `layout:width`
/// beside `layout:size`). The generator makes both constraints: at best one is redundant, and
/// with different constants UIKit cannot satisfy both and drops one at run time, silently.
/// Conditional constraints are left alone (their conditions may never hold together), and so
/// are different priorities (a lower one is the usual way to state a preference).
struct ConstraintAnchorOverlap {
    private struct Claim: Hashable {
        let anchor: LayoutAnchor
        let relation: ConstraintRelation
        let priority: Double
    }

    /// Which attribute (index into `attributes`) first made each claim.
    private var claims: [Claim: Int] = [:]
    private var attributes: [XMLAttributeSyntax] = []

    /// Records the unconditional constraints of `attribute` (the view's next `layout:` attribute
    /// in document order) and reports the earlier attributes it overlaps.
    mutating func add(_ constraints: [ResolvedConstraint], of attribute: XMLAttributeSyntax) -> [Diagnostic] {
        let current = attributes.count
        attributes.append(attribute)
        var overlaps: [(earlier: Int, anchors: [LayoutAnchor])] = []
        for constraint in constraints where constraint.condition == nil {
            for anchor in Self.anchors(constrainedBy: constraint.anchor) {
                let claim = Claim(anchor: anchor, relation: constraint.relation, priority: constraint.priority)
                guard let earlier = claims[claim] else {
                    claims[claim] = current
                    continue
                }
                guard earlier != current else { continue }
                if let index = overlaps.firstIndex(where: { $0.earlier == earlier }) {
                    if !overlaps[index].anchors.contains(anchor) { overlaps[index].anchors.append(anchor) }
                } else {
                    overlaps.append((earlier, [anchor]))
                }
            }
        }
        return overlaps.map { overlap in
            let other = attributes[overlap.earlier]
            let anchors = overlap.anchors.map(\.rawValue).joined(separator: ", ")
            return Diagnostic(.duplicateAnchor,
                              "'\(attribute.name.qualified)' constrains \(anchors) again, as '\(other.name.qualified)' does, with the "
                                  + "same relation and priority and no condition: one of the two is redundant, or UIKit drops one at run time",
                              range: attribute.name.range,
                              related: [.init(range: other.name.range, message: "\(anchors) is first constrained here")])
        }
    }

    /// `size` is width and height together; every other anchor is itself.
    private static func anchors(constrainedBy anchor: LayoutAnchor) -> [LayoutAnchor] {
        anchor == .size ? [.width, .height] : [anchor]
    }
}
