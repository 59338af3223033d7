import Simplex
import TestSupport
import Testing

/// No input crashes or hangs the solver; the documented rules for odd input hold.
@Suite struct RobustnessTests {
    @Test func nonFiniteNumbers() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.must(eq(x, 3.0))
        for bad in [Double.nan, .infinity, -.infinity] {
            let required = solver.conflict(eq(LinearExpression(x, coefficient: bad), 1.0))
            #expect(required?.constraints == [required?.rejected].compactMap { $0 })
            let constant = solver.conflict(le(x, bad))
            #expect(constant?.constraints == [constant?.rejected].compactMap { $0 })
            // An optional one is accepted and ignored.
            let ignored = solver.must(eq(x, bad, LayoutPriority(999)))
            #expect(solver.constraint(ignored) != nil)
            solver.remove(ignored)
        }
        #expect(solver.value(of: x) == 3)
    }

    /// A change of constants that cannot be made in place is refused before anything changes.
    @Test func oddConstantChangesAreRefused() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let stay = solver.must(eq(x, 3.0, LayoutPriority(10)))
        let refused = [
            eq(x, Double.nan, LayoutPriority(10)),
            eq(x, 3.0, LayoutPriority(20)),  // another priority
            eq(y, 3.0, LayoutPriority(10)),  // other terms
        ].map { solver.changeConstants([(stay, $0)]) }
        #expect(refused == [false, false, false])
        #expect(solver.value(of: x) == 3)
        let moved = solver.changeConstants([(stay, eq(x, 8.0, LayoutPriority(10)))])
        #expect(moved)
        #expect(solver.value(of: x) == 8)
        solver.must(le(x, 5.0))  // a required bound beats the stay
        #expect(solver.value(of: x) == 5)
    }

    @Test func unknownIDsAndVariables() {
        var solver = SimplexSolver()
        var other = SimplexSolver()
        let foreign = other.makeVariables(5)[4]
        let id = try? other.add(eq(foreign, 1.0))
        if let id { solver.remove(id) }
        // A variable this solver did not make is adopted, and later variables do not reuse it.
        solver.must(eq(foreign, 2.0))
        #expect(solver.value(of: foreign) == 2)
        #expect(solver.makeVariable().index == 5)
    }

    /// Extreme and degenerate input in seeded random sequences: every call returns.
    @Test func extremeInputReturns() {
        let numbers: [Double] = [0, 1, -1, 1e-300, 1e-9, 1e9, 1e300, -1e300, .nan, .infinity, 0.1, 3]
        for seed in 0..<40 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var solver = SimplexSolver()
            let variables = solver.makeVariables(4)
            var ids: [ConstraintID] = []
            for _ in 0..<20 {
                var terms: [LayoutVariable: Double] = [:]
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    terms[variables.randomElement(using: &random)!] = numbers.randomElement(using: &random)!
                }
                let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let priority = [LayoutPriority.required, LayoutPriority(500), LayoutPriority(1)].randomElement(using: &random)!
                let constraint = SolverConstraint(
                    LinearExpression(terms: terms, constant: numbers.randomElement(using: &random)!), relation,
                    LinearExpression(constant: 0), priority: priority)
                if let id = try? solver.add(constraint) { ids.append(id) }
                if Bool.random(using: &random), let id = ids.randomElement(using: &random) { solver.remove(id) }
                _ = solver.ambiguousVariables(among: variables)
                _ = solver.values(variables)
            }
        }
    }
}
