import Simplex

/// Moving a solved system to another device of the same traits, to other safe-area forms, or
/// to text measured again: the scene is the same but for the root's size, safe-area insets and
/// layout margin, and the intrinsic sizes and baselines of some views, so only the constraints
/// that read those are computed again. One whose terms are kept changes its constant in place
/// (the edit variables of Cassowary, for every constraint such a number reaches); one whose
/// terms change (a safe-area edge of another form) leaves and enters.
extension SystemBuilder {
    /// `previous`'s system for `scene`, when the two scenes differ only in the root's numbers
    /// and in views' measures (`measuresDiffer`): every constraint `plan` gathers then keeps its
    /// source and its place in the installation order. Nil otherwise.
    ///
    /// The solver is taken from `previous` (see `init(scene:continuing:)`).
    init?(scene: LayoutScene, movingRootOf previous: inout SystemBuilder, safeArea: SafeAreaModel) {
        // Scenes of one group of traits share their items' and constraints' storage, so the
        // comparisons are immediate where they hold.
        guard previous.planCount > 0,
              scene.rootSizeIsRequired == previous.scene.rootSizeIsRequired,
              scene.constraints == previous.scene.constraints
        else { return nil }
        var remeasured: Set<Int> = []
        if scene.items != previous.scene.items {
            guard scene.items.count == previous.scene.items.count else { return nil }
            for index in scene.items.indices where scene.items[index] != previous.scene.items[index] {
                guard Self.measuresDiffer(scene.items[index], previous.scene.items[index]),
                      !Self.arrangementReadsMeasures(of: index, in: scene) else { return nil }
                remeasured.insert(index)
            }
        }
        self = previous
        previous.solver = SimplexSolver()
        self.scene = scene
        self.safeArea = safeArea
        self.remeasured = remeasured
        freeBeforeHolds = [:]
        // Edges of another form now are not held; the others keep their variables.
        unknownSafeEdges = unknownSafeEdges.filter {
            if case .unknown = safeArea.forms[$0.key] { true } else { false }
        }
    }

    /// Whether two versions of a view differ only in their intrinsic size and baselines, each
    /// present (and finite, for a size) in both or in neither: the constraints those make keep
    /// their terms and change only their constants.
    static func measuresDiffer(_ item: LayoutScene.Item, _ other: LayoutScene.Item) -> Bool {
        func same(_ first: Double?, _ second: Double?, finite: Bool) -> Bool {
            guard let first, let second else { return first == nil && second == nil }
            return !finite || first.isFinite == second.isFinite
        }
        guard same(item.intrinsicWidth, other.intrinsicWidth, finite: true),
              same(item.intrinsicHeight, other.intrinsicHeight, finite: true),
              same(item.firstBaseline, other.firstBaseline, finite: false),
              same(item.lastBaseline, other.lastBaseline, finite: false) else { return false }
        var measured = other
        measured.intrinsicWidth = item.intrinsicWidth
        measured.intrinsicHeight = item.intrinsicHeight
        measured.firstBaseline = item.firstBaseline
        measured.lastBaseline = item.lastBaseline
        return measured == item
    }

    /// Whether the stack view arranging the item reads its measures in its own constraints
    /// (proportional lengths, baselines aligned): those are not computed again in place.
    static func arrangementReadsMeasures(of index: Int, in scene: LayoutScene) -> Bool {
        guard let parent = scene.items[index].parent, scene.items.indices.contains(parent),
              case .stack(let stack) = scene.items[parent].arrangement else { return false }
        return stack.distribution == .fillProportionally || stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
    }

    /// Whether a constraint of the scene reads the baseline of a view measured again.
    func readsRemeasuredBaseline(_ constraint: LayoutScene.Constraint) -> Bool {
        func baseline(_ anchor: FrameAnchor?) -> Bool { anchor == .firstBaseline || anchor == .lastBaseline }
        if baseline(constraint.anchor), remeasured.contains(constraint.item) { return true }
        guard case .item(let target, let anchor) = constraint.target else { return false }
        return baseline(anchor) && remeasured.contains(target)
    }

    /// Computes again the constraints that read the root's numbers, a safe area or a view's
    /// measures, changes their constants in place or replaces them, takes out the previous
    /// solve's holds, and optimises; what is free is read again as if its pins were out too
    /// (they stay where the same ones are made again: `SystemBuilder+KeptPins`). `.conflict`
    /// when the required constraints cannot hold: the caller then builds afresh, so conflicts
    /// are found in installation order.
    mutating func moveRoot(isCancelled: () -> Bool) -> Resolution {
        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = []
        var replaced: [Int] = []
        var rejectionReshaped = false
        var changedRejections: Set<Int> = []
        func change(_ index: Int, to constraint: SolverConstraint) {
            let old = planned[index].constraint
            guard constraint != old else { return }
            guard let id = placed[index] else {
                // A rejected constraint: shown rejected again below, in its new form.
                if constraint.shape != old.shape { rejectionReshaped = true }
                planned[index].constraint = constraint
                changedRejections.insert(index)
                return
            }
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
                let sceneConstraint = scene.constraints[constraintIndex]
                switch sceneConstraint.target {
                case .safeArea, .readableContent:
                    // Its guide exists: nothing new is planned (an unknown safe edge may get a variable).
                    guard let constraint = linear(sceneConstraint) else { return .conflict }
                    change(index, to: constraint)
                case .constant, .item:
                    if readsRemeasuredBaseline(sceneConstraint) {
                        guard let constraint = linear(sceneConstraint) else { return .conflict }
                        change(index, to: constraint)
                    }
                }
                index += 1
            case .intrinsicSize(let item) where remeasured.contains(item):
                // `addIntrinsicSize`'s run for the item, together.
                let run = intrinsicSizeConstraints(item)
                for (offset, constraint) in run.enumerated() { change(index + offset, to: constraint) }
                index += run.count
            default:
                index += 1
            }
        }
        guard planned.count == count else { return .conflict }
        // With a rejection, a replaced constraint would be placed after the rest, out of the
        // order a build afresh keeps, and a rejected one of another form is not the one its
        // certificate was found for: either sends the system afresh, before the tableau changes.
        if !rejected.isEmpty, rejectionReshaped || !replaced.isEmpty { return .conflict }
        guard solver.changeConstants(changes) else { return .conflict }
        if !rejected.isEmpty {
            // The constraints placed before each rejected one hold with the new constants (the
            // dual simplex found them feasible together), so a build afresh would place them
            // all; it rejects the same ones if each is still contradicted by those before it.
            // Where neither a rejected constraint nor any constraint of its certificate has
            // another constant now, showing it again would repeat the last solve's work to the
            // same end: its conflict stands as it was.
            let changed = Set(changes.map(\.id))
            for (position, (index, id)) in rejected.enumerated() {
                guard let certificate = solver.certificate(of: id) else { return .conflict }
                guard changedRejections.contains(index) || certificate.contains(where: changed.contains) else { continue }
                guard let conflict = solver.conflictAgain(planned[index].constraint, id: id) else { return .conflict }
                conflicts[position] = LayoutSolution.Conflict(
                    constraints: conflict.constraints.compactMap { sources[$0] }, broken: planned[index].source)
            }
        }
        // Holds leave; pins stay in the solver, to be kept where the same ones are made again.
        keptPins = []
        for index in planCount..<planned.count {
            guard let id = placed[index] else { continue }
            if case .elsewhere = planned[index].source {
                keptPins.append(KeptPin(constraint: planned[index].constraint, source: planned[index].source, id: id))
                continue
            }
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
