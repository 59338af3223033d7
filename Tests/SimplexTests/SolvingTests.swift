import Simplex
import Testing

@Suite struct SolvingTests {
    @Test func equalitiesPropagate() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        solver.must(eq(z, 2 * x + y))
        solver.must(eq(y, x + 5))
        solver.must(eq(x, 10.0))
        #expect(zip(solver.values([x, y, z]), [10, 15, 35]).allSatisfy { isClose($0, $1) })
    }

    @Test func requiredInequalitiesStopOptionalPulls() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(ge(x, 10.0))
        solver.must(eq(x, 0.0, LayoutPriority(750)))
        solver.must(le(y, x - 4))
        solver.must(eq(y, 100.0, LayoutPriority(250)))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 6)
    }

    @Test func optionalInequalitiesHoldWhenNothingStronger() {
        var solver = SimplexSolver()
        let width = solver.makeVariable()
        solver.must(ge(width, 44.0, LayoutPriority(750)))
        solver.must(eq(width, 20.0, LayoutPriority(500)))
        #expect(solver.value(of: width) == 44)
        solver.must(eq(width, 20.0, LayoutPriority(800)))
        #expect(solver.value(of: width) == 20)
    }

    /// The midpoint example of the Cassowary paper, with stays of different strengths (so the
    /// solution is unique) and the midpoint dragged through an edit variable.
    @Test func midpointWithStaysAndAMovedHold() {
        var solver = SimplexSolver()
        let left = solver.makeVariable(), middle = solver.makeVariable(), right = solver.makeVariable()
        solver.must(eq(2 * middle, left + right))
        solver.must(le(left + 10, right))
        solver.must(ge(left, -10.0))
        solver.must(le(right, 100.0))
        solver.must(eq(left, 40.0, LayoutPriority(300)))
        solver.must(eq(right, 60.0, LayoutPriority(250)))
        #expect(solver.values([left, middle, right]) == [40, 50, 60])

        let hold = solver.hold(middle, at: 50, priority: LayoutPriority(750))
        #expect(solver.values([left, middle, right]) == [40, 50, 60])
        let steps: [(suggested: Double, expected: [Double])] = [
            (60, [40, 60, 80]),     // the weaker stay gives
            (95, [90, 95, 100]),    // right reaches its bound; left must give too
            (-20, [-10, -5, 0]),    // both bounds: the hold itself gives
            (50, [40, 50, 60]),     // back to the stays
        ]
        for step in steps {
            solver.move(hold, to: step.suggested)
            let values = solver.values([left, middle, right])
            #expect(zip(values, step.expected).allSatisfy { isClose($0, $1) }, "suggested \(step.suggested): \(values)")
            #expect(solver.ambiguousVariables(among: [left, middle, right]).isEmpty)
        }
    }

    /// Priorities are lexicographic: one stronger error outweighs any number of weaker ones,
    /// however many and however large.
    @Test func aStrongerPriorityIsNeverTradedForWeakerOnes() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 0.0, LayoutPriority(751)))
        for _ in 0..<1_000 { solver.must(eq(x, 10.0, LayoutPriority(750))) }
        #expect(solver.value(of: x) == 0)

        var scaled = SimplexSolver()
        let y = scaled.makeVariable()
        scaled.must(eq(y, 0.0, LayoutPriority(2)))
        scaled.must(eq(1e9 * y, 1e10, LayoutPriority(1)))
        #expect(scaled.value(of: y) == 0)
    }

    @Test func errorsOfOnePrioritySumUp() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 0.0, LayoutPriority(500)))
        solver.must(eq(x, 10.0, LayoutPriority(500)))
        solver.must(eq(x, 10.0, LayoutPriority(500)))
        #expect(solver.value(of: x) == 10)

        var inequalities = SimplexSolver()
        let y = inequalities.makeVariable()
        inequalities.must(le(y, 0.0, LayoutPriority(500)))
        inequalities.must(ge(y, 10.0, LayoutPriority(500)))
        inequalities.must(ge(2 * y, 20.0, LayoutPriority(500)))
        #expect(inequalities.value(of: y) == 10)
    }

    @Test func aVariableNoConstraintMentionsIsZero() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        #expect(solver.value(of: x) == 0)
    }

    @Test func constantsOnBothSides() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(SolverConstraint(LinearExpression(x) + 3, .equal, LinearExpression(y, coefficient: 2) - 5))
        solver.must(eq(y, 4.0))
        #expect(solver.value(of: x) == 0)
    }
}
