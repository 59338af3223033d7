import Simplex
import Testing

/// A rejected required constraint names a minimal set of required constraints that cannot
/// hold together; the solver is left as it was.
@Suite struct ConflictTests {
    @Test func twoEqualities() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let first = solver.must(eq(x, 10.0))
        let conflict = solver.conflict(eq(x, 20.0))
        #expect(conflict?.constraints == [first, conflict?.rejected].compactMap { $0 })
        #expect(solver.value(of: x) == 10)
    }

    @Test func aChainOfInequalitiesLeavesOutUnrelatedConstraints() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let a = solver.must(ge(x, 0.0))
        solver.must(eq(z, 5.0))
        let b = solver.must(ge(y, x + 10))
        solver.must(le(z, y))
        solver.must(eq(y, 50.0, LayoutPriority(750)))
        let conflict = solver.conflict(le(y, 5.0))
        #expect(conflict?.constraints == [a, b, conflict!.rejected])
        #expect(solver.values([y, z]) == [50, 5])
    }

    /// `x + y = 30` has no variable to be solved for, so it is placed by the artificial phase,
    /// which pivots twice (each bound of 10 reached) before it fails: the pivots are undone, so
    /// what follows is solved exactly as by a solver that never saw it.
    @Test func aFailedArtificialPhaseLeavesTheSolverAsItWas() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(ge(x, 0.0))
        solver.must(ge(y, 0.0))
        let xBound = solver.must(le(x, 10.0))
        let yBound = solver.must(le(y, 10.0))
        var untouched = solver
        let conflict = solver.conflict(eq(x + y, 30.0))
        #expect(conflict?.constraints == [xBound, yBound, conflict!.rejected])
        for constraint in [eq(x, 7.0, LayoutPriority(500)), ge(y, 2.0), le(y, x)] {
            solver.must(constraint)
            untouched.must(constraint)
        }
        #expect(solver.value(of: x) == 7)
        #expect(solver.values([x, y]) == untouched.values([x, y]))
        #expect(solver.ambiguousVariables(among: [x, y]) == [y])
        #expect(solver.ambiguousVariables(among: [x, y]) == untouched.ambiguousVariables(among: [x, y]))
        #expect(solver.conflict(ge(x, 11.0))?.constraints.count == 2)
    }

    @Test func aLooserBoundIsNotPartOfTheExplanation() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(ge(x, 10.0))
        let tighter = solver.must(ge(x, 20.0))
        solver.must(ge(x, 12.0))
        let conflict = solver.conflict(le(x, 14.0))
        #expect(conflict?.constraints == [tighter, conflict!.rejected])
    }

    @Test func severalExplanationsYieldAMinimalOne() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        var constraints = [eq(x, 5.0), eq(y, 5.0), eq(x, y), ge(x, 0.0), le(y, 5.0)]
        var ids: [ConstraintID] = []
        for constraint in constraints { ids.append(solver.must(constraint)) }
        let rejected = eq(x + y, 20.0)
        guard let conflict = solver.conflict(rejected) else { return }
        constraints.append(rejected)
        ids.append(conflict.rejected)
        let named = conflict.constraints.map { constraints[ids.firstIndex(of: $0)!] }
        #expect(conflict.constraints.last == conflict.rejected)
        #expect(conflict.constraints == conflict.constraints.sorted())
        #expect(!BruteForceLayout(variableCount: 2, constraints: named).isFeasible)
        for index in named.indices.dropLast() {
            var rest = named
            rest.remove(at: index)
            #expect(BruteForceLayout(variableCount: 2, constraints: rest).isFeasible, "\(index) is not needed")
        }
        #expect(conflict.constraints.count == 3)
    }

    @Test func aLongChainIsExplainedWhole() {
        var solver = SimplexSolver()
        let variables = solver.makeVariables(80)
        var ids = [solver.must(eq(variables[0], 0.0))]
        for index in 1..<variables.count {
            ids.append(solver.must(eq(variables[index], variables[index - 1] + 10)))
            solver.must(ge(variables[index], -5.0))
        }
        guard let conflict = solver.conflict(eq(variables[79], 5.0)) else { return }
        #expect(conflict.constraints == ids + [conflict.rejected])
    }

    @Test func aConstraintWithoutVariablesExplainsItself() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 1.0))
        let impossibleEquality = solver.conflict(eq(0.0, 1.0))
        #expect(impossibleEquality?.constraints == [impossibleEquality?.rejected].compactMap { $0 })
        let impossibleInequality = solver.conflict(le(5.0, 0.0))
        #expect(impossibleInequality?.constraints == [impossibleInequality?.rejected].compactMap { $0 })
        solver.must(le(0.0, 5.0))
        solver.must(eq(x - x, 0.0))
    }

    @Test func aRejectedConstraintKeepsItsIDAndChangesNothing() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(ge(x, 10.0))
        solver.must(eq(y, x + 1))
        solver.must(eq(x, 12.0, LayoutPriority(500)))
        guard let conflict = solver.conflict(le(y, 3.0)) else { return }
        #expect(conflict.rejected.index == 3)
        #expect(solver.constraint(conflict.rejected) == nil)
        solver.remove(conflict.rejected)  // a no-op
        #expect(solver.values([x, y]) == [12, 13])
        #expect(solver.must(eq(y, 20.0, LayoutPriority(750))).index == 4)
        #expect(solver.values([x, y]) == [19, 20])
    }

    @Test func optionalConstraintsNeverConflict() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 10.0))
        solver.must(eq(x, 20.0, LayoutPriority(999)))
        solver.must(le(x, 0.0, LayoutPriority(999)))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aRedundantRequiredConstraintIsAccepted() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        solver.must(eq(x, 10.0))
        solver.must(eq(y, x + 5))
        solver.must(eq(y, 15.0))
        solver.must(le(y, x + 5))
        solver.must(ge(x + y, 25.0))
        #expect(solver.values([x, y]) == [10, 15])
    }

    /// A view 16 in from each side of a root `w` wide, at least 400 wide: at `w` = 375 the
    /// width is rejected. With the root's constant changed in place, the rejection is shown
    /// again where the root is still too narrow (the same minimal set, the width now in its
    /// new form), and not where the root is wide enough; nor once a constraint of the
    /// certificate has left the solver.
    @Test func aRejectionIsShownAgainAfterConstantsChange() throws {
        var solver = SimplexSolver()
        let root = solver.makeVariable(), left = solver.makeVariable(), width = solver.makeVariable()
        let rootWidth = solver.must(eq(root, 375.0))
        let leading = solver.must(eq(left, 16.0))
        let trailing = solver.must(eq(left + width, root - 16))
        solver.must(ge(width, 0.0))
        let found = solver.conflict(ge(width, 400.0))
        let rejected = try #require(found)
        #expect(rejected.constraints == [rootWidth, leading, trailing, rejected.rejected])
        #expect(solver.conflictAgain(ge(width, 400.0), id: rejected.rejected) == rejected)

        var narrow = solver
        let narrowed = narrow.changeConstants([(rootWidth, eq(root, 393.0))])
        #expect(narrowed)
        #expect(narrow.conflictAgain(ge(width, 400.0), id: rejected.rejected) == rejected)
        #expect(narrow.conflictAgain(ge(width, 300.0), id: rejected.rejected) == nil)
        var wide = solver
        let widened = wide.changeConstants([(rootWidth, eq(root, 852.0))])
        #expect(widened)
        #expect(wide.conflictAgain(ge(width, 400.0), id: rejected.rejected) == nil)
        var without = solver
        without.remove(leading)
        #expect(without.conflictAgain(ge(width, 400.0), id: rejected.rejected) == nil)
        #expect(solver.conflictAgain(ge(width, 400.0), id: leading) == nil)
    }
}
