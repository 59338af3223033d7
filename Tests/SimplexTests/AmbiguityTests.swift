import Testing
@testable import Simplex

/// A variable is ambiguous when it takes more than one value over the optimal solutions.
@Suite struct AmbiguityTests {
    @Test func aVariableNoConstraintMentionsIsAmbiguous() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(eq(y, 3.0))
        #expect(solver.ambiguousVariables(among: [x, y]) == [x])
    }

    @Test func aVariableFixedOnlyByAnOptionalConstraintIsNotAmbiguous() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(eq(x, 5.0, LayoutPriority(250)))
        solver.must(ge(y, 0.0))
        solver.must(eq(y, -5.0, LayoutPriority(1)))  // pulled onto its bound
        #expect(solver.ambiguousVariables(among: [x, y]).isEmpty)
    }

    @Test func aVariableDependingOnAFreeOneIsAmbiguous() {
        var solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        solver.must(eq(b, a + 10))
        solver.must(eq(c, 7.0))
        #expect(solver.ambiguousVariables(among: [a, b, c]) == [a, b])
        solver.must(eq(a, 1.0, LayoutPriority(1)))
        #expect(solver.ambiguousVariables(among: [a, b, c]).isEmpty)
    }

    @Test func aBoundedRangeIsAmbiguous() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(ge(x, 0.0))
        solver.must(le(x, 10.0))
        #expect(solver.ambiguousVariables(among: [x]) == [x])
    }

    @Test func equalOptionalPullsLeaveARange() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 0.0, LayoutPriority(500)))
        solver.must(eq(x, 10.0, LayoutPriority(500)))
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        solver.must(eq(x, 4.0, LayoutPriority(100)))  // a weaker level picks one point of the range
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        #expect(solver.value(of: x) == 4)
    }

    @Test func determinedVariablesAreNotAmbiguous() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(eq(x + y, 10.0))
        solver.must(eq(x - y, 2.0))
        #expect(solver.ambiguousVariables(among: [x, y]).isEmpty)
        #expect(solver.values([x, y]) == [6, 4])
    }

    @Test func duplicatesAndUnknownVariablesAreHandled() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 1.0))
        let stranger = LayoutVariable(index: 99)
        #expect(solver.ambiguousVariables(among: [x, x, stranger, stranger]) == [stranger])
    }

    /// Degenerate rows block every direction on its own, so the exact test decides.
    @Test func degenerateFacesAreDecidedExactly() {
        // x ≥ 0, y ≥ 0, x + y ≤ 0: both pinned at zero, through a row at zero.
        var pinned = SimplexSolver()
        let x = pinned.makeVariable(), y = pinned.makeVariable()
        pinned.must(ge(x, 0.0))
        pinned.must(ge(y, 0.0))
        pinned.must(le(x + y, 0.0))
        #expect(Self.verdicts(pinned, [x, y]).contains(.undecided))
        #expect(pinned.ambiguousVariables(among: [x, y]).isEmpty)

        // x ≥ 0, z ≥ 0, z ≥ x: x alone is blocked by the row z − x ≥ 0 at zero, but x and z
        // rise together.
        var rising = SimplexSolver()
        let u = rising.makeVariable(), z = rising.makeVariable()
        rising.must(ge(u, 0.0))
        rising.must(ge(z, 0.0))
        rising.must(ge(z, u))
        #expect(Self.verdicts(rising, [u]) == [.undecided])
        #expect(rising.ambiguousVariables(among: [u, z]) == [u, z])
    }

    private static func verdicts(_ solver: SimplexSolver, _ variables: [LayoutVariable]) -> [OptimalFace.Verdict] {
        var face = OptimalFace(tableau: solver.tableau)
        return variables.compactMap { variable in
            solver.symbols[variable].flatMap { solver.tableau.row($0) }.map { face.classify($0) }
        }
    }

    /// Many views of one height, each preferring 30 at the same priority: the tableau is
    /// degenerate (every preference but one is met by a basic error at zero), yet the height
    /// is fixed.
    @Test func manyEqualPullsOnOneSharedValue() {
        var solver = SimplexSolver()
        let heights = solver.makeVariables(40)
        for index in heights.indices {
            if index > 0 { solver.must(eq(heights[index], heights[index - 1])) }
            solver.must(ge(heights[index], 20.0, LayoutPriority(500)))
            solver.must(eq(heights[index], 30.0, LayoutPriority(250)))
        }
        #expect(Self.verdicts(solver, heights).contains(.undecided))
        #expect(solver.ambiguousVariables(among: heights).isEmpty)
        #expect(solver.values(heights).allSatisfy { $0 == 30 })
        // Without the preferences, anything from 20 up is optimal.
        var loose = SimplexSolver()
        let free = loose.makeVariables(10)
        for index in free.indices {
            if index > 0 { loose.must(eq(free[index], free[index - 1])) }
            loose.must(ge(free[index], 20.0, LayoutPriority(500)))
        }
        #expect(loose.ambiguousVariables(among: free) == Set(free))
    }

    @Test func aGridWithAFreeColumnWidth() {
        // Three views in a row, equal widths, pinned to both edges of a 300-wide root: fixed.
        var solver = SimplexSolver()
        let lefts = solver.makeVariables(3), widths = solver.makeVariables(3)
        solver.must(eq(lefts[0], 0.0))
        for index in 1..<3 {
            solver.must(eq(lefts[index], lefts[index - 1] + widths[index - 1]))
            solver.must(eq(widths[index], widths[0]))
        }
        #expect(solver.ambiguousVariables(among: lefts + widths) == Set(lefts.dropFirst() + widths))
        solver.must(eq(lefts[2] + widths[2], 300.0))
        #expect(solver.ambiguousVariables(among: lefts + widths).isEmpty)
        #expect(solver.values(widths) == [100, 100, 100])
    }
}
