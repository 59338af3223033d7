import Simplex

/// Moving a solved system to another device of the same traits, or to other safe-area forms:
/// the scene is the same but for the root's size, safe-area insets and layout margin, so only
/// the constraints that read those are computed again. One whose terms are kept changes its
/// constant in place (the edit variables of Cassowary, for every constraint a root number
/// reaches); one whose terms change (a safe-area edge of another form) leaves and enters.
extension SystemBuilder {
    /// `previous`'s system for `scene`, when the two scenes differ only in the root's numbers:
    /// every constraint `plan` gathers then keeps its source and its place in the installation
    /// order. Nil otherwise.
    init?(scene: LayoutScene, movingRootOf previous: SystemBuilder, safeArea: SafeAreaModel) {
        // Scenes of one group of traits share their items' and constraints' storage, so the
        // comparisons are immediate where they hold.
        guard previous.conflicts.isEmpty, previous.planCount > 0,
              scene.rootSizeIsRequired == previous.scene.rootSizeIsRequired,
              scene.items == previous.scene.items, scene.constraints == previous.scene.constraints
        else { return nil }
        self = previous
        self.scene = scene
        self.safeArea = safeArea
        freeBeforeHolds = [:]
        // Edges of another form now are not held; the others keep their variables.
        unknownSafeEdges = unknownSafeEdges.filter {
            if case .unknown = safeArea.forms[$0.key] { true } else { false }
        }
    }

    /// Computes again the constraints that read the root's numbers or a safe area, changes
    /// their constants in place or replaces them, takes out the previous solve's holds and
    /// pins (what is free is read again without them), and optimises. `.conflict` when the
    /// required constraints cannot hold: the caller then builds afresh, so conflicts are found
    /// in installation order.
    mutating func moveRoot(isCancelled: () -> Bool) -> Resolution {
        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = []
        var replaced: [Int] = []
        func change(_ index: Int, to constraint: SolverConstraint) {
            let old = planned[index].constraint
            guard constraint != old, let id = placed[index] else { return }
            planned[index].constraint = constraint
            if constraint.shape == old.shape {
                changes.append((id, constraint))
            } else {
                replaced.append(index)
            }
        }
        let count = planned.count
        var index = 0
        while index < planCount {
            switch planned[index].source {
            case .rootSize:
                // `addRoot`'s four, together and first.
                for (offset, constraint) in rootConstraints().enumerated() { change(index + offset, to: constraint) }
                index += 4
            case .guide(let item):
                // `defineReadableGuide`'s run, together where the guide was first used.
                guard let guide = readableGuide[item] else { return .conflict }
                let definition = readableGuideDefinition(item, guide)
                for (offset, constraint) in definition.enumerated() { change(index + offset, to: constraint) }
                index += definition.count
            case .scene(let constraintIndex):
                switch scene.constraints[constraintIndex].target {
                case .safeArea, .readableContent:
                    // Its guide exists: nothing new is planned (an unknown safe edge may get a variable).
                    guard let constraint = linear(scene.constraints[constraintIndex]) else { return .conflict }
                    change(index, to: constraint)
                case .constant, .item: break
                }
                index += 1
            default:
                index += 1
            }
        }
        guard planned.count == count, solver.changeConstants(changes) else { return .conflict }
        for id in placed[planCount...] {
            guard let id else { continue }
            solver.removeDeferringOptimization(id)
            sources[id] = nil
        }
        planned.removeSubrange(planCount...)
        placed.removeSubrange(planCount...)
        for index in replaced {
            guard let id = placed[index] else { continue }
            solver.removeDeferringOptimization(id)
            sources[id] = nil
        }
        for index in replaced {
            guard let id = try? solver.addDeferringOptimization(planned[index].constraint) else { return .conflict }
            placed[index] = id
            sources[id] = planned[index].source
        }
        return solver.optimize(isCancelled: isCancelled) && holdWhatIsFree(isCancelled: isCancelled) ? .solved : .cancelled
    }
}
