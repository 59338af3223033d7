import Simplex

/// Where each view's freedom starts. A view placed from an undetermined view is undetermined
/// too, though nothing is missing from its own constraints: held where its container (or the
/// view it follows) is, it has one place. So the undetermined views are taken in item order
/// (a container before its children, as the document lists them); each is held, what later
/// views lose of their freedom then is counted as following it, and what they keep is their own.
struct FreedomSources {
    /// Per item: what stays free once every undetermined view before it is held.
    var own: [Ambiguity]
    /// Per item: how many later views lose some of their freedom once it is held.
    var followers: [Int]

    /// - Parameter ambiguity: per item, what the optimum leaves free.
    init(_ builder: SystemBuilder, ambiguity: [Ambiguity]) {
        own = ambiguity
        followers = [Int](repeating: 0, count: ambiguity.count)
        // The root's freedom is never reported, so it is not held either.
        let pending = ambiguity.indices.filter { $0 != 0 && !ambiguity[$0].isEmpty }
        guard pending.count > 1 else { return }
        // On the optimal face's hull, not at the solution chosen: any other optimal solution
        // gives the same answer.
        var hull = FaceHull(builder.solver, around: pending.flatMap { Self.slots(of: $0, ambiguity[$0], builder).map(\.variable) })
        // Per group of the hull's directions, the pending items (by position) touching it:
        // holding an item can only change the items that share a group with it.
        var members: [Int: [Int]] = [:]
        for (position, item) in pending.enumerated() {
            var groups = Set<Int>()
            for (_, variable) in Self.slots(of: item, ambiguity[item], builder) { groups.formUnion(hull.groups(of: variable)) }
            for group in groups { members[group, default: []].append(position) }
        }
        for (position, item) in pending.enumerated() where !own[item].isEmpty {
            let held = Self.slots(of: item, own[item], builder)
            var groups = Set<Int>()
            for (_, variable) in held {
                hull.hold(variable)
                groups.formUnion(hull.groups(of: variable))
            }
            let touched = Set(groups.flatMap { members[$0] ?? [] }).filter { $0 > position }.sorted()
            for other in touched.map({ pending[$0] }) where !own[other].isEmpty {
                var kept = Ambiguity()
                for (slot, variable) in Self.slots(of: other, own[other], builder) where hull.isFree(variable) { kept.insert(slot) }
                if kept != own[other] {
                    own[other] = kept
                    followers[item] += 1
                }
            }
        }
    }

    /// One part of a frame: a position or a length on one axis.
    enum Slot { case x, y, width, height }

    /// The frame variables of `item` that `ambiguity` says are free.
    static func slots(of item: Int, _ ambiguity: Ambiguity, _ builder: SystemBuilder) -> [(slot: Slot, variable: LayoutVariable)] {
        var result: [(slot: Slot, variable: LayoutVariable)] = []
        if ambiguity.position.contains(.horizontal) { result.append((.x, builder.x[item])) }
        if ambiguity.position.contains(.vertical) { result.append((.y, builder.y[item])) }
        if ambiguity.size.contains(.horizontal) { result.append((.width, builder.width[item])) }
        if ambiguity.size.contains(.vertical) { result.append((.height, builder.height[item])) }
        return result
    }
}

private extension Ambiguity {
    mutating func insert(_ slot: FreedomSources.Slot) {
        switch slot {
        case .x: position.insert(.horizontal)
        case .y: position.insert(.vertical)
        case .width: size.insert(.horizontal)
        case .height: size.insert(.vertical)
        }
    }
}
