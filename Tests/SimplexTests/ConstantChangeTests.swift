import Simplex
import TestSupport
import Testing

/// `changeConstants` on seeded random systems, checked as `RandomCrossCheckTests` checks a
/// solver: after the change the solution is the optimum of the changed constraints (required
/// ones hold, every level at its optimum, exactly the free variables ambiguous). A change that
/// makes the required constraints contradict must be refused.
@Suite struct ConstantChangeTests {
    @Test(arguments: 5_000..<5_300 as Range<UInt64>)
    func changedConstantsGiveTheChangedSystemsOptimum(seed: UInt64) {
        Self.changeConstants(seed: seed)
    }

    /// The seeds above mostly make changes that can be made (else the check reads little).
    @Test func mostChangesAreMadeInPlace() {
        let accepted = (5_000..<5_300 as Range<UInt64>).filter { Self.changeConstants(seed: $0) }
        #expect(accepted.count > 150)
    }

    /// Whether the change was made (and then checked).
    @discardableResult
    static func changeConstants(seed: UInt64) -> Bool {
        var random = SeededGenerator(seed: seed)
        var solver = SimplexSolver()
        let variables = solver.makeVariables(Int.random(in: 2...6, using: &random))
        var model = RandomCrossCheckTests.Model()
        for _ in 0..<Int.random(in: 3...16, using: &random) {
            let constraint = RandomCrossCheckTests.randomConstraint(variables, &random)
            if let id = try? solver.addDeferringOptimization(constraint) { model.active.append((id, constraint)) }
        }
        solver.optimize()
        guard !model.active.isEmpty else { return false }

        var changes: [(id: ConstraintID, constraint: SolverConstraint)] = []
        for index in model.active.indices where Int.random(in: 0..<3, using: &random) == 0 {
            let (id, old) = model.active[index]
            let delta = Double(Int.random(in: -6...6, using: &random))
            let changed = Bool.random(using: &random)
                ? SolverConstraint(old.lhs + delta, old.relation, old.rhs, priority: old.priority)
                : SolverConstraint(old.lhs, old.relation, old.rhs - delta, priority: old.priority)
            changes.append((id, changed))
            model.active[index].constraint = changed
        }
        let required = model.active.map(\.constraint).filter(\.priority.isRequired)
        let feasible = BruteForceLayout(variableCount: variables.count, constraints: required).isFeasible
        guard solver.changeConstants(changes) else { return false }
        #expect(feasible, "constants that make the required constraints contradict were accepted")
        solver.optimize()
        RandomCrossCheckTests.checkSolution(solver, model, variables)
        return true
    }

    @Test func aChangeOfShapeIsRefused() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let id = solver.must(eq(x, 10))
        let otherTerms = solver.changeConstants([(id, eq(x + y, 10))])
        #expect(!otherTerms)
        var other = SimplexSolver()
        let z = other.makeVariable()
        let optional = other.must(eq(z, 10, LayoutPriority(500)))
        let otherPriority = other.changeConstants([(optional, eq(z, 10))])
        #expect(!otherPriority, "another priority")
    }

    @Test func aRequiredEqualityMovesWhatDependsOnIt() {
        var solver = SimplexSolver()
        let left = solver.makeVariable(), width = solver.makeVariable()
        let placed = solver.must(eq(left, 16))
        solver.must(eq(width, 100))
        solver.must(ge(left + width, 0))
        let moved = solver.changeConstants([(placed, eq(left, 40))])
        #expect(moved)
        solver.optimize()
        #expect(solver.values([left, width]) == [40, 100])
        let contradicting = solver.changeConstants([(placed, eq(left, -200))])
        #expect(!contradicting, "the right edge would be below zero")
    }
}
