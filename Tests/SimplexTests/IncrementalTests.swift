import Simplex
import Testing

/// Adding, removing and editing from a previous solution must land where a fresh solver
/// given the same constraints lands (the systems here have one optimal solution).
@Suite struct IncrementalTests {
    /// A row of three views in a root: each view's left edge 8 after the previous one's right
    /// edge, widths preferred at 100, the last one's right edge at most the root's width.
    static func rowOfViews(_ solver: inout SimplexSolver) -> (root: LayoutVariable, variables: [LayoutVariable], constraints: [SolverConstraint]) {
        let root = solver.makeVariable()
        let lefts = solver.makeVariables(3), widths = solver.makeVariables(3)
        var constraints = [eq(lefts[0], 8.0), le(lefts[2] + widths[2], root - 8)]
        for index in 1..<3 { constraints.append(eq(lefts[index], lefts[index - 1] + widths[index - 1] + 8)) }
        for index in 0..<3 {
            constraints.append(ge(widths[index], 20.0))
            constraints.append(eq(widths[index], 100.0, LayoutPriority(Double(250 + index))))
        }
        return (root, [root] + lefts + widths, constraints)
    }

    static func fresh(_ constraints: [SolverConstraint], edits: [(LayoutVariable, LayoutPriority, Double)] = [], variables: Int) -> SimplexSolver {
        var solver = SimplexSolver()
        _ = solver.makeVariables(variables)
        for constraint in constraints { solver.must(constraint) }
        for (variable, priority, value) in edits {
            _ = solver.hold(variable, at: value, priority: priority)
        }
        return solver
    }

    /// The same ambiguous variables, and the same values for the others.
    static func expectSame(_ solver: SimplexSolver, _ other: SimplexSolver, _ variables: [LayoutVariable], sourceLocation: SourceLocation = #_sourceLocation) {
        let ambiguous = solver.ambiguousVariables(among: variables)
        #expect(ambiguous == other.ambiguousVariables(among: variables), sourceLocation: sourceLocation)
        let determined = variables.filter { !ambiguous.contains($0) }
        let values = solver.values(determined), expected = other.values(determined)
        #expect(zip(values, expected).allSatisfy { isClose($0, $1) }, "\(values) vs \(expected)", sourceLocation: sourceLocation)
    }

    @Test func aRootSizeEditMatchesFreshSolvers() {
        var solver = SimplexSolver()
        let (root, variables, constraints) = Self.rowOfViews(&solver)
        for constraint in constraints { solver.must(constraint) }
        let size = solver.hold(root, at: solver.value(of: root), priority: LayoutPriority(999))
        for width in [400.0, 200.0, 90.0, 1000.0, 0.0, 330.0] {
            solver.move(size, to: width)
            let fresh = Self.fresh(constraints, edits: [(root, LayoutPriority(999), width)], variables: variables.count)
            Self.expectSame(solver, fresh, variables)
            // Three views of at least 20 and four gaps of 8 need 92: narrower, the edit gives.
            #expect(isClose(solver.value(of: root), max(width, 92)))
        }
        // 200 leaves 168 for three views: the strongest preference (the last view) holds, the
        // middle one takes what is left above the first one's minimum.
        solver.move(size, to: 200)
        #expect(solver.values(Array(variables[4...])) == [20, 48, 100])
    }

    @Test func removingAndAddingMatchesFreshSolvers() {
        var solver = SimplexSolver()
        let (root, variables, base) = Self.rowOfViews(&solver)
        var active: [(ConstraintID, SolverConstraint)] = []
        for constraint in base + [eq(root, 360.0)] { active.append((solver.must(constraint), constraint)) }
        Self.expectSame(solver, Self.fresh(active.map(\.1), variables: variables.count), variables)

        // Take out constraints one at a time (from the middle, the front, the back) and put new
        // ones in, comparing with a solver that never saw the removed ones.
        let extras = [eq(variables[4], 150.0, LayoutPriority(900)), ge(variables[6], 70.0), eq(root, 500.0, LayoutPriority(999))]
        for (step, position) in [3, 0, 5, 1].enumerated() {
            let removed = active.remove(at: min(position, active.count - 1))
            solver.remove(removed.0)
            if step < extras.count {
                active.append((solver.must(extras[step]), extras[step]))
            }
            Self.expectSame(solver, Self.fresh(active.map(\.1), variables: variables.count), variables)
        }
        // Removing everything leaves every variable free again.
        for (id, _) in active { solver.remove(id) }
        #expect(solver.ambiguousVariables(among: variables) == Set(variables))
        #expect(solver.values(variables).allSatisfy { $0 == 0 })
    }

    @Test func removingARedundantRequiredEqualityKeepsTheOtherOne() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let first = solver.must(eq(x, 5.0))
        solver.must(eq(x, 5.0))
        solver.must(ge(x, 2.0))
        solver.remove(first)
        #expect(solver.value(of: x) == 5)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    @Test func removingAnOptionalConstraintReleasesItsPull() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(ge(x, 0.0))
        solver.must(le(x, 100.0))
        solver.must(eq(x, 30.0, LayoutPriority(250)))
        let strong = solver.must(eq(x, 60.0, LayoutPriority(750)))
        #expect(solver.value(of: x) == 60)
        solver.remove(strong)
        #expect(solver.value(of: x) == 30)
        solver.remove(strong)  // again: a no-op
        #expect(solver.value(of: x) == 30)
    }

    @Test func heldValuesCanBeReplacedAndRemoved() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(eq(y, 2 * x))
        solver.must(eq(x, 1.0, LayoutPriority(100)))
        let strong = solver.hold(x, at: 1, priority: LayoutPriority(500))
        solver.move(strong, to: 7)
        #expect(solver.value(of: y) == 14)
        solver.remove(strong.id)
        let weak = solver.hold(x, at: 7, priority: LayoutPriority(50))  // now weaker than the stay
        solver.move(weak, to: 9)
        #expect(solver.value(of: x) == 1)
        solver.remove(weak.id)
        #expect(solver.value(of: y) == 2)
    }

    @Test func copiesAreIndependent() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 1.0, LayoutPriority(500)))
        var copy = solver
        copy.must(eq(x, 2.0))
        #expect(solver.value(of: x) == 1)
        #expect(copy.value(of: x) == 2)
    }
}
