import Simplex

/// The plain linear system `LayoutEngine.solve` builds for a scene, before the holds and pins
/// read from its first optimum: what another solver is handed to solve the same problem
/// (the benchmarks compare the simplex core with other solvers on it). Solving never uses it.
public struct LayoutLinearSystem: Sendable {
    public struct Entry: Sendable {
        public let constraint: SolverConstraint
        public let source: LayoutSolution.Source
    }

    /// In installation order.
    public let constraints: [Entry]
    /// x, y, width and height of each item, in item order.
    public let frames: [[LayoutVariable]]
}

extension LayoutEngine {
    /// The constraints of the scene's first solve, with the safe-area forms that solve starts
    /// from (a scene that reads a nested view's safe area may be solved again with other forms).
    public static func linearSystem(of scene: LayoutScene) -> LayoutLinearSystem {
        var builder = SystemBuilder(scene: scene)
        builder.safeArea = SafeAreaModel(scene: scene)
        // As `build` makes them: four per item, the system's first variables.
        for _ in scene.items.indices {
            builder.x.append(builder.solver.makeVariable())
            builder.y.append(builder.solver.makeVariable())
            builder.width.append(builder.solver.makeVariable())
            builder.height.append(builder.solver.makeVariable())
        }
        _ = builder.plan(isCancelled: { false })
        return LayoutLinearSystem(
            constraints: builder.planned.map { LayoutLinearSystem.Entry(constraint: $0.constraint, source: $0.source) },
            frames: scene.items.indices.map { [builder.x[$0], builder.y[$0], builder.width[$0], builder.height[$0]] })
    }
}
