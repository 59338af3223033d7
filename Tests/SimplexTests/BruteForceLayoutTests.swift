import Simplex
import Testing

/// The reference the randomised tests trust, checked by hand on small cases.
@Suite struct BruteForceLayoutTests {
    @Test func denseProgramSolvesASmallProblem() {
        // minimise -x - y with x + y + s = 4, x + t = 3 (x, y, s, t ≥ 0): optimum -4.
        let program = DenseLinearProgram(matrix: [[1, 1, 1, 0], [1, 0, 0, 1]], rhs: [4, 3])
        guard case .optimal(let value, _) = program.minimise([-1, -1, 0, 0]) else {
            Issue.record("not optimal")
            return
        }
        #expect(isClose(value, -4))
        guard case .unbounded = program.minimise([0, 0, 0, 0]) else { return }
        Issue.record("a zero cost is not unbounded")
    }

    @Test func rangesAndLevels() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let layout = BruteForceLayout(variableCount: 2, constraints: [
            ge(x, 0.0), le(x, 10.0),
            eq(y, 3.0, LayoutPriority(500)), eq(y, 5.0, LayoutPriority(250)),
        ])
        let ranges = layout.ranges()
        #expect(ranges?[0] == 0...10)
        #expect(ranges.map { isClose($0[1].lowerBound, 3) && isClose($0[1].upperBound, 3) } == true)
        #expect(layout.levelOptima()?.map(\.value).map { ($0 * 1e6).rounded() / 1e6 } == [0, 2])
        #expect(!BruteForceLayout(variableCount: 2, constraints: [ge(x, 1.0), le(x, 0.0)]).isFeasible)
        #expect(BruteForceLayout(variableCount: 2, constraints: []).ranges()?[1] == -Double.infinity...Double.infinity)
    }
}
