import Simplex
import Support

/// Solving a scene from a similar scene's solved system (`LayoutEngine.solve(_:from:isCancelled:)`).
extension SystemBuilder {
    /// Continues `previous` for a scene of as many items: the solver and the frame variables
    /// are kept. Nil when that cannot give a fresh solve's answer (see `resolve`).
    ///
    /// The solver is taken from `previous`, which keeps what `resolve` reads of it (its plan):
    /// where `previous` was its last holder, the tableau is then changed in place rather than
    /// copied row by row on first write.
    init?(scene: LayoutScene, continuing previous: inout SystemBuilder) {
        guard previous.conflicts.isEmpty, scene.items.count == previous.scene.items.count else { return nil }
        self.init(scene: scene)
        swap(&solver, &previous.solver)
        (x, y, width, height) = (previous.x, previous.y, previous.width, previous.height)
        // Content areas and readable guides are made again when used: a reused guide would not
        // be defined again, so its definition would leave the system.
    }

    /// `.buildAfresh`: changing the system would cost more than building it again.
    enum Resolution { case solved, cancelled, conflict, buildAfresh }

    /// How many times the tableau's rows the withdrawals of a change of scene may rewrite
    /// before building afresh is cheaper: ordinary scenes stay well under it, and a long
    /// column of held views goes far over it.
    static let withdrawalBudget = 4

    /// Turns `previous`'s solved system into this scene's: takes out the constraints this scene
    /// does not have, puts in the ones it adds, and optimises once. `.conflict` when a
    /// constraint put in contradicts (the caller then builds afresh).
    mutating func resolve(from previous: SystemBuilder, isCancelled: () -> Bool) -> Resolution {
        guard plan(isCancelled: isCancelled) else { return .cancelled }
        var unmatched = IDsByConstraint(capacity: previous.planned.count)
        keptPins = []
        for (index, entry) in previous.planned.enumerated().reversed() {
            guard let id = previous.placed[index] else { continue }
            // Pins stay in the solver, to be kept where the same ones are made again.
            if index >= previous.planCount, case .elsewhere = entry.source {
                keptPins.append(KeptPin(constraint: entry.constraint, source: entry.source, id: id))
                continue
            }
            unmatched.add(id, for: entry.constraint)
        }
        keptPins.reverse()
        skippedPins = previous.skippedPins
        placed = []
        var unplaced: [Int] = []
        for (index, entry) in planned.enumerated() {
            if let id = unmatched.take(for: entry.constraint) {
                placed.append(id)
                sources[id] = entry.source
            } else {
                placed.append(nil)
                unplaced.append(index)
            }
        }
        // A constraint that differs only by its constant (a condition's other inset, the
        // root's other size) keeps its equation with the constant changed in place.
        let left = unmatched.remaining.sorted()
        // Withdrawing pins that a long chain mentions in every row rewrites the tableau again
        // and again: where the estimate is over the budget already, nothing is withdrawn. The
        // kept pins count: where other variables are free now, they leave after all.
        let withdrawalCost = solver.withdrawalCost(of: left + keptPins.map(\.id))
        if withdrawalCost > Self.withdrawalBudget * max(solver.rowCount, 1) { return .buildAfresh }
        var byShape = IDsByConstraint(capacity: left.count)
        for id in left.reversed() {
            if let constraint = solver.constraint(id) { byShape.add(id, for: constraint.shape) }
        }
        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = [], added: [Int] = []
        for index in unplaced {
            let constraint = planned[index].constraint
            if let id = byShape.take(for: constraint.shape) {
                changes.append((id, constraint))
                placed[index] = id
                sources[id] = planned[index].source
            } else {
                added.append(index)
            }
        }
        guard solver.changeConstants(changes) else { return .conflict }
        if addedContradictKept(added) { return .conflict }
        // Each withdrawal can fill in the rows the next one rewrites: past the budget, stop.
        let budget = solver.rowsRewritten + Self.withdrawalBudget * max(solver.rowCount, 1)
        for id in byShape.remaining.sorted() {
            solver.removeDeferringOptimization(id)
            if solver.rowsRewritten > budget { return .buildAfresh }
        }
        for index in added {
            guard let id = try? solver.addDeferringOptimization(planned[index].constraint) else { return .conflict }
            placed[index] = id
            sources[id] = planned[index].source
        }
        // The previous scene's holds are out with the rest of what this scene does not plan;
        // its pins are kept or dropped by `holdWhatIsFree`.
        return solver.optimize(isCancelled: isCancelled) && holdWhatIsFree(isCancelled: isCancelled) ? .solved : .cancelled
    }
}

extension SystemBuilder {
    /// Whether the required constraints among `added` (indices into `planned`) contradict those
    /// the scene keeps, tried on a copy of the solver before anything is withdrawn: the
    /// withdrawals are the expensive part, and a version that conflicts is built afresh anyway.
    ///
    /// Only the cost can change: `.conflict` builds the scene afresh, which is the answer every
    /// path must give. It is said where continuing would end in `.conflict` too: a rejection
    /// blames a set of required constraints that cannot hold together (the rejected one and
    /// those the tableau names), and when each of them is kept (`placed`, with its new constant)
    /// or added, the scene's required constraints cannot all hold. A rejection that blames a
    /// constraint about to leave proves nothing and is not counted.
    func addedContradictKept(_ added: [Int]) -> Bool {
        let required = added.filter { planned[$0].constraint.priority.isRequired }
        guard !required.isEmpty else { return false }
        var kept = Set(placed.compactMap { $0 })
        var probe = solver
        for index in required {
            do {
                kept.insert(try probe.addDeferringOptimization(planned[index].constraint))
            } catch {
                if error.constraints.allSatisfy({ $0 == error.rejected || kept.contains($0) }) { return true }
            }
        }
        return false
    }
}

/// Constraint IDs by constraint, taken in the reverse of the order they were added: a table
/// from each distinct constraint to the last one added for it and a link from each to the one
/// added before, rather than an array per constraint (a system has a few hundred, once per
/// device). The table hashes a constraint's digest as it is, not through `Hasher`.
private struct IDsByConstraint {
    /// Each distinct constraint's group.
    private var groups: HashedTable<DigestedConstraint, Int>
    /// Per group, the position of the last ID added and not yet taken, or -1.
    private var newest: [Int] = []
    private var ids: [ConstraintID] = []
    /// For each ID, the position of the one added before it for the same constraint, or -1.
    private var before: [Int] = []
    private var taken: [Bool] = []

    /// Sized up front: a growing table places every constraint again at each resize.
    init(capacity: Int) {
        groups = HashedTable(capacity: capacity)
        newest.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        before.reserveCapacity(capacity)
        taken.reserveCapacity(capacity)
    }

    mutating func add(_ id: ConstraintID, for constraint: SolverConstraint) {
        let key = DigestedConstraint(constraint)
        let group: Int
        if let known = groups.valueInsertingIfAbsent(newest.count, for: key, hash: key.fastHash) {
            group = known
        } else {
            group = newest.count
            newest.append(-1)
        }
        before.append(newest[group])
        newest[group] = ids.count
        ids.append(id)
        taken.append(false)
    }

    /// The last ID added for `constraint` and not yet taken.
    mutating func take(for constraint: SolverConstraint) -> ConstraintID? {
        let key = DigestedConstraint(constraint)
        guard let group = groups.value(for: key, hash: key.fastHash) else { return nil }
        let position = newest[group]
        guard position >= 0 else { return nil }
        newest[group] = before[position]
        taken[position] = true
        return ids[position]
    }

    /// The IDs never taken, in the order they were added.
    var remaining: [ConstraintID] { ids.indices.filter { !taken[$0] }.map { ids[$0] } }
}

/// A constraint with its digest, computed once, as the hash.
private struct DigestedConstraint: FastHashable {
    let constraint: SolverConstraint
    let fastHash: UInt64

    init(_ constraint: SolverConstraint) {
        self.constraint = constraint
        fastHash = constraint.digest
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.fastHash == rhs.fastHash && lhs.constraint == rhs.constraint }
}

extension SolverConstraint {
    /// The constraint with its constants dropped: what must agree for `changeConstants`.
    var shape: SolverConstraint {
        var lhs = lhs, rhs = rhs
        lhs.constant = 0
        rhs.constant = 0
        return SolverConstraint(lhs, relation, rhs, priority: priority)
    }
}
