import Simplex

/// Lays a scene out as AutoLayout would: each view's frame becomes four variables (x, y,
/// width, height in the root's space), every constraint a linear relation between them, and the
/// simplex solver finds the optimum; ambiguity and conflicts are read off the solver.
public enum LayoutEngine {
    /// The root's imposed size is held just above every optional constraint a user can write
    /// (at most 999) when it is only preferred.
    static let preferredRootSizePriority = 999.99
    /// Readable content guides are at most this wide (UIKit's width for the default text size).
    static let readableWidth = 672.0
    /// Layout margin of views other than the root.
    static let defaultLayoutMargin = 8.0
    /// Holds of safe-area edges whose form is not known: below every priority a user can write
    /// (UIKit's start at 1), above the holds of views in reach of code.
    static let unknownSafeEdgePriority = 0.5

    public static func solve(_ scene: LayoutScene) -> LayoutSolution {
        solve(scene, isCancelled: { false })!
    }

    /// Solves unless `isCancelled` says yes part way (asked every few constraints and pivots):
    /// a large screen takes seconds, and an editor's next keystroke must not wait for them.
    public static func solve(_ scene: LayoutScene, isCancelled: () -> Bool) -> LayoutSolution? {
        solve(scene, from: nil, isCancelled: isCancelled)?.solution
    }

    /// Solves a scene from the solved system of a similar one (the same views on another
    /// device, or with text measured again): only the constraints that differ leave and enter
    /// the tableau, and the simplex goes on from the previous optimum, instead of building the
    /// whole system again. The answer is the one a fresh solve gives: the same constraints
    /// have the same optimal solutions, so the same ambiguity; a required constraint that
    /// contradicts is solved afresh so conflicts are found in installation order. A previous
    /// system with conflicts is only moved to another device of its group, where each
    /// rejected constraint is shown contradicted again by those placed before it
    /// (`SystemBuilder.moveRoot`), else solved afresh too. Only where the optimum is not
    /// unique (views reported ambiguous) may the frames chosen differ.
    /// - Returns: nil when cancelled part way.
    ///
    /// `previous` is consumed: a caller that passes its last copy (`consume`) has the system
    /// changed in place instead of copied.
    public static func solve(
        _ scene: LayoutScene, from previous: consuming LayoutSystem?, isCancelled: () -> Bool
    ) -> (solution: LayoutSolution, system: LayoutSystem)? {
        switch solve(scene, from: consume previous, mayBuildAfresh: true, isCancelled: isCancelled) {
        case .solved(let solution, let system): (solution, system)
        case .cancelled, .buildsAfresh: nil
        }
    }

    /// What `solveContinuing` found.
    public enum Continuation: Sendable {
        case solved(LayoutSolution, LayoutSystem)
        /// `solve(_:from:isCancelled:)` would build the system afresh: its answer is a fresh solve's.
        case buildsAfresh
        case cancelled
    }

    /// `solve(_:from:isCancelled:)`, unless it would build the system afresh rather than change
    /// `previous`: a caller that solved the scene afresh meanwhile (on another core) has that
    /// answer already, and only the check whether `previous` can be changed is spent here.
    public static func solveContinuing(
        _ scene: LayoutScene, from previous: consuming LayoutSystem, isCancelled: () -> Bool
    ) -> Continuation {
        solve(scene, from: consume previous, mayBuildAfresh: false, isCancelled: isCancelled)
    }

    private static func solve(
        _ scene: LayoutScene, from previous: consuming LayoutSystem?, mayBuildAfresh: Bool, isCancelled: () -> Bool
    ) -> Continuation {
        // Nested views' safe areas: solved again until the forms the frames imply are the forms
        // solved with (see `SafeAreaModel`); a scene that reads none is solved once.
        var model = SafeAreaModel(scene: scene)
        var system = consume previous
        var solvedWith: [SafeAreaModel] = []
        // The first round says how the scene was solved: later rounds move its own system.
        var firstStrategy: SolveStrategy?
        func recorded(_ round: Continuation) -> Continuation {
            guard case .solved(let solution, let solved) = round, let firstStrategy else { return round }
            return .solved(solution, LayoutSystem(builder: solved.builder, strategy: firstStrategy))
        }
        while true {
            let round = solve(
                scene, safeArea: model, from: consume system, mayBuildAfresh: mayBuildAfresh || !solvedWith.isEmpty, isCancelled: isCancelled)
            guard case .solved(let solution, let solved) = round else { return round }
            if firstStrategy == nil { firstStrategy = solved.strategy }
            guard !model.forms.isEmpty else { return recorded(round) }
            let next = model.revised(
                frames: solution.frames, free: solved.builder.wasFreeBeforeHolds, scene: scene, ancestors: solved.builder.ancestors)
            if next == model { return recorded(round) }
            solvedWith.append(model)
            system = solved
            // Forms that keep changing are not known.
            model = solvedWith.count < SafeAreaModel.rounds
                ? next : next.settled(against: model, frames: solution.frames, scene: scene)
            if solvedWith.count > SafeAreaModel.rounds {
                return recorded(solve(scene, safeArea: model, from: consume system, mayBuildAfresh: true, isCancelled: isCancelled))
            }
        }
    }

    /// One solve with the safe-area forms given.
    private static func solve(
        _ scene: LayoutScene, safeArea: SafeAreaModel, from previous: consuming LayoutSystem?, mayBuildAfresh: Bool,
        isCancelled: () -> Bool
    ) -> Continuation {
        // The builder alone, the system given up: where the caller passed its last copy, the
        // solver is then held once and changed in place.
        if var start = previous.take()?.builder {
            if var builder = SystemBuilder(scene: scene, movingRootOf: &start, safeArea: safeArea) {
                // Only the root's numbers or views' measures differ: constants change in place,
                // nothing is planned again.
                switch builder.moveRoot(isCancelled: isCancelled) {
                case .solved: return .solved(builder.solution(), LayoutSystem(builder: builder, strategy: .movedRoot))
                case .cancelled: return .cancelled
                case .conflict, .buildAfresh: break
                }
            } else if var builder = SystemBuilder(scene: scene, continuing: &start) {
                builder.safeArea = safeArea
                switch builder.resolve(from: start, isCancelled: isCancelled) {
                case .solved: return .solved(builder.solution(), LayoutSystem(builder: builder, strategy: .changedConstraints))
                case .cancelled: return .cancelled
                case .conflict, .buildAfresh: break
                }
            }
        }
        guard mayBuildAfresh else { return .buildsAfresh }
        var builder = SystemBuilder(scene: scene)
        builder.safeArea = safeArea
        guard builder.build(isCancelled: isCancelled) else { return .cancelled }
        return .solved(builder.solution(), LayoutSystem(builder: builder, strategy: .afresh))
    }
}
