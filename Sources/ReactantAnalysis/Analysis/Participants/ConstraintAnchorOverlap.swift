import ConstraintGrammar
import Support
import XMLSyntax

/// Two `layout:` attributes of one view that constrain the same anchor with the same relation
/// and priority, neither under a condition (`layout:left` beside `layout:edges`, `layout:width`
/// beside `layout:size`). The generator makes both constraints: at best one is redundant, and
/// with different constants UIKit cannot satisfy both and drops one at run time, silently.
/// Conditional constraints are left alone (their conditions may never hold together), and so
/// are different priorities (a lower one is the usual way to state a preference).
struct ConstraintAnchorOverlap {
    /// One anchor an unconditional constraint sets, with how: a pure function of the value, so
    /// the participant keeps a value's claims with its analysis.
    struct Claim: Hashable, Sendable {
        let anchor: LayoutAnchor
        let relation: ConstraintRelation
        let priority: Double
    }

    /// The claims of one value's constraints: `size` is width and height together; every other
    /// anchor is itself.
    /// Computed once per distinct value. Most values make one or two claims, which a search
    /// of the list finds; past a few, a set keeps a value with thousands of constraints from
    /// making it quadratic.
    static func claims(of constraints: [ResolvedConstraint]) -> [Claim] {
        var claims: [Claim] = []
        var seen: Set<Claim>?
        func add(_ claim: Claim) {
            if seen == nil, claims.count >= 8 { seen = Set(claims) }
            if seen != nil {
                if seen!.insert(claim).inserted { claims.append(claim) }
            } else if !claims.contains(claim) {
                claims.append(claim)
            }
        }
        for constraint in constraints where constraint.condition == nil {
            if constraint.part.anchor == .size {
                add(Claim(anchor: .width, relation: constraint.relation, priority: constraint.priority))
                add(Claim(anchor: .height, relation: constraint.relation, priority: constraint.priority))
            } else {
                add(Claim(anchor: constraint.part.anchor, relation: constraint.relation, priority: constraint.priority))
            }
        }
        return claims
    }

    /// The view's attributes, read for the names of the two sides of an overlap.
    let attributes: [XMLAttributeSyntax]
    /// Which attribute (position in `attributes`) first made each claim.
    private var claims = Claims()

    init(attributes: [XMLAttributeSyntax]) {
        self.attributes = attributes
    }

    /// A view makes a handful of claims, so a list searched in place beats hashing (this runs
    /// for every view on every keystroke); a value with thousands of distinct priorities
    /// switches to a dictionary, so no input makes the search quadratic.
    private struct Claims {
        private var list: [(claim: Claim, attribute: Int)] = []
        private var table: [Claim: Int]?
        private static let listLimit = 16

        subscript(claim: Claim) -> Int? {
            if let table { return table[claim] }
            return list.first { $0.claim == claim }?.attribute
        }

        mutating func insert(_ claim: Claim, by attribute: Int) {
            if table != nil {
                table![claim] = attribute
            } else if list.count < Self.listLimit {
                list.append((claim, attribute))
            } else {
                var table = Dictionary(uniqueKeysWithValues: list.map { ($0.claim, $0.attribute) })
                table[claim] = attribute
                self.table = table
                list = []
            }
        }
    }

    /// Records the claims of the attribute at `position` (the view's next `layout:` attribute in
    /// document order) and reports the earlier attributes it overlaps.
    mutating func add(_ newClaims: [Claim], ofAttributeAt position: Int) -> [Diagnostic] {
        var overlaps: [(earlier: Int, anchors: [LayoutAnchor])] = []
        for claim in newClaims {
            guard let earlier = claims[claim] else {
                claims.insert(claim, by: position)
                continue
            }
            if let index = overlaps.firstIndex(where: { $0.earlier == earlier }) {
                if !overlaps[index].anchors.contains(claim.anchor) { overlaps[index].anchors.append(claim.anchor) }
            } else {
                overlaps.append((earlier, [claim.anchor]))
            }
        }
        guard !overlaps.isEmpty else { return [] }
        let name = attributes[position].name
        return overlaps.map { overlap in
            let other = attributes[overlap.earlier].name
            let anchors = overlap.anchors.map(\.rawValue).joined(separator: ", ")
            return Diagnostic(.duplicateAnchor,
                              "'\(name.qualified)' constrains \(anchors) again, as '\(other.qualified)' does, with the "
                                  + "same relation and priority and no condition: one of the two is redundant, or UIKit drops one at run time",
                              range: name.range,
                              related: [.init(range: other.range, message: "\(anchors) is first constrained here")])
        }
    }
}
