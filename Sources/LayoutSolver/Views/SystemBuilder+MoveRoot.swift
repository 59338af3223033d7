/// Moving a solved system to another device of the same traits: the scene is the same but for
/// the root's size, safe-area insets and layout margin, so no constraint leaves or enters the
/// tableau; those that read the root's numbers change their constants in place (the edit
/// variables of Cassowary, for every constraint a root number reaches).
extension SystemBuilder {
    /// `previous`'s system for `scene`, when the two scenes differ only in the root's numbers
    /// and are solved with the same safe-area forms: every constraint `plan` gathers then keeps
    /// its terms and its place in the installation order. Nil otherwise.
    init?(scene: LayoutScene, movingRootOf previous: SystemBuilder, safeArea: SafeAreaModel) {
        // Scenes of one group of traits share their items' and constraints' storage, so the
        // comparisons are immediate where they hold.
        guard previous.conflicts.isEmpty, previous.planCount > 0, safeArea == previous.safeArea,
              scene.rootSizeIsRequired == previous.scene.rootSizeIsRequired,
              scene.items == previous.scene.items, scene.constraints == previous.scene.constraints
        else { return nil }
        self = previous
        self.scene = scene
        freeBeforeHolds = [:]
    }

    /// Gives the constraints that read the root's numbers their new constants in place, takes
    /// out the previous solve's holds and pins (what is free is read again without them), and
    /// optimises. `.conflict` when the required constraints cannot hold with the new constants:
    /// the caller then builds afresh, so conflicts are found in installation order.
    mutating func moveRoot(isCancelled: () -> Bool) -> Resolution {
        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = []
        func change(_ index: Int, to constraint: SolverConstraint) {
            guard constraint != planned[index].constraint, let id = placed[index] else { return }
            planned[index].constraint = constraint
            changes.append((id, constraint))
        }
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
                    // Its guide and unknown safe edges exist: nothing new is planned.
                    guard let constraint = linear(scene.constraints[constraintIndex]) else { return .conflict }
                    change(index, to: constraint)
                case .constant, .item: break
                }
                index += 1
            default:
                index += 1
            }
        }
        guard planned.count == planCount, solver.changeConstants(changes) else { return .conflict }
        for id in placed[planCount...] {
            guard let id else { continue }
            solver.removeDeferringOptimization(id)
            sources[id] = nil
        }
        planned.removeSubrange(planCount...)
        placed.removeSubrange(planCount...)
        return solver.optimize(isCancelled: isCancelled) && holdWhatIsFree(isCancelled: isCancelled) ? .solved : .cancelled
    }
}
