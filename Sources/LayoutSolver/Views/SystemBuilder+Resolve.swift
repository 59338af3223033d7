/// Solving a scene from a similar scene's solved system (`LayoutEngine.solve(_:from:isCancelled:)`).
extension SystemBuilder {
    /// Continues `previous` for a scene of as many items: the solver and the frame variables
    /// are kept. Nil when that cannot give a fresh solve's answer (see `resolve`).
    init?(scene: LayoutScene, continuing previous: SystemBuilder) {
        guard previous.conflicts.isEmpty, scene.items.count == previous.scene.items.count else { return nil }
        self.init(scene: scene)
        solver = previous.solver
        (x, y, width, height) = (previous.x, previous.y, previous.width, previous.height)
        // Content areas and readable guides are made again when used: a reused guide would not
        // be defined again, so its definition would leave the system.
    }

    enum Resolution { case solved, cancelled, conflict }

    /// Turns `previous`'s solved system into this scene's: takes out the constraints this scene
    /// does not have, puts in the ones it adds, and optimises once. `.conflict` when a
    /// constraint put in contradicts (the caller then builds afresh).
    mutating func resolve(from previous: SystemBuilder, isCancelled: () -> Bool) -> Resolution {
        guard plan(isCancelled: isCancelled) else { return .cancelled }
        // Sized up front: a growing dictionary hashes every constraint again at each resize.
        var unmatched: [SolverConstraint: [ConstraintID]] = [:]
        unmatched.reserveCapacity(previous.planned.count)
        for (index, entry) in previous.planned.enumerated().reversed() {
            if let id = previous.placed[index] { unmatched[entry.constraint, default: []].append(id) }
        }
        placed = []
        var unplaced: [Int] = []
        for (index, entry) in planned.enumerated() {
            if let id = unmatched[entry.constraint]?.popLast() {
                placed.append(id)
                sources[id] = entry.source
            } else {
                placed.append(nil)
                unplaced.append(index)
            }
        }
        // A constraint that differs only by its constant (a condition's other inset, the
        // root's other size) keeps its equation with the constant changed in place.
        let left = unmatched.values.joined().sorted()
        var byShape: [SolverConstraint: [ConstraintID]] = [:]
        byShape.reserveCapacity(left.count)
        for id in left.reversed() {
            if let constraint = solver.constraint(id) { byShape[constraint.shape, default: []].append(id) }
        }
        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = [], added: [Int] = []
        for index in unplaced {
            let constraint = planned[index].constraint
            if let id = byShape[constraint.shape]?.popLast() {
                changes.append((id, constraint))
                placed[index] = id
                sources[id] = planned[index].source
            } else {
                added.append(index)
            }
        }
        guard solver.changeConstants(changes) else { return .conflict }
        for id in byShape.values.joined().sorted() { solver.removeDeferringOptimization(id) }
        for index in added {
            guard let id = try? solver.addDeferringOptimization(planned[index].constraint) else { return .conflict }
            placed[index] = id
            sources[id] = planned[index].source
        }
        // The previous scene's pins are out with the rest of what this scene does not plan:
        // what is free is read again without them.
        return solver.optimize(isCancelled: isCancelled) && pinWhatIsFree(isCancelled: isCancelled) ? .solved : .cancelled
    }
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
