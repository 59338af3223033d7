import Simplex
import TestSupport
import Testing

/// Seeded random systems, built incrementally (adds, removals, held values moved in place), checked against
/// `BruteForceLayout`'s dense linear programs: required constraints hold, every level's error is
/// at the lexicographic optimum, exactly the variables with a range of optimal values are
/// ambiguous, the others have the one optimal value, and every conflict is minimal. A fresh
/// solver given the final constraints agrees.
@Suite struct RandomCrossCheckTests {
    @Test(arguments: 0..<300 as Range<UInt64>)
    func smallSystems(seed: UInt64) {
        Self.check(seed: seed, variables: 1...4, steps: 1...10)
    }

    @Test(arguments: 1_000..<1_060 as Range<UInt64>)
    func largerSystems(seed: UInt64) {
        Self.check(seed: seed, variables: 4...7, steps: 12...24)
    }

    /// Systems added in one go and optimised once, as the layout engine builds them
    /// (`addDeferringOptimization`): the conflicts found as constraints arrive and the final
    /// solution pass the same checks as those of a solver re-optimised after every addition.
    @Test(arguments: 3_000..<3_150 as Range<UInt64>)
    func systemsOptimisedOnce(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var solver = SimplexSolver()
        let variables = solver.makeVariables(Int.random(in: 2...7, using: &random))
        var model = Model()
        for _ in 0..<Int.random(in: 4...24, using: &random) {
            let constraint = Self.randomConstraint(variables, &random)
            do {
                model.active.append((try solver.addDeferringOptimization(constraint), constraint))
            } catch {
                Self.checkConflict(error, constraint, model, variableCount: variables.count)
            }
        }
        solver.optimize()
        Self.checkSolution(solver, model, variables)
    }

    /// Rows of views (left, width per view), each placed after the previous one or at a random
    /// offset, with random required and optional sizes and pulls, some later removed.
    @Test(arguments: 2_000..<2_040 as Range<UInt64>)
    func rowsOfViews(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var solver = SimplexSolver()
        let count = Int.random(in: 2...4, using: &random)
        let variables = solver.makeVariables(2 * count)
        var model = Model()
        func add(_ constraint: SolverConstraint) {
            do {
                model.active.append((try solver.add(constraint), constraint))
            } catch {
                Self.checkConflict(error, constraint, model, variableCount: variables.count)
            }
        }
        let optional = Self.priorities.dropFirst(3)
        for view in 0..<count {
            let left = variables[2 * view], width = variables[2 * view + 1]
            if view == 0 || Bool.random(using: &random) {
                let previousRight = view == 0 ? LinearExpression(constant: 0) : variables[2 * view - 2] + variables[2 * view - 1]
                add(SolverConstraint(LinearExpression(left), .equal, previousRight + Double(Int.random(in: 0...8, using: &random)),
                                     priority: Bool.random(using: &random) ? .required : optional.randomElement(using: &random)!))
            }
            add(ge(width, Double(Int.random(in: 0...20, using: &random)), Bool.random(using: &random) ? .required : optional.randomElement(using: &random)!))
            if Bool.random(using: &random) {
                add(eq(width, Double(Int.random(in: 10...40, using: &random)), optional.randomElement(using: &random)!))
            }
            if Bool.random(using: &random) {
                add(le(left + width, Double(Int.random(in: 40...100, using: &random)), Self.priorities.randomElement(using: &random)!))
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) where !model.active.isEmpty {
            solver.remove(model.active.remove(at: Int.random(in: 0..<model.active.count, using: &random)).id)
        }
        Self.checkSolution(solver, model, variables)
    }

    struct Model {
        var active: [(id: ConstraintID, constraint: SolverConstraint)] = []
        var edits: [LayoutVariable: (hold: Hold, value: Double)] = [:]

        /// What the solver should be solving, held values written as optional equalities.
        var constraints: [SolverConstraint] {
            active.map(\.constraint) + edits.sorted { $0.key < $1.key }.map { eq($0.key, $0.value.value, $0.value.hold.priority) }
        }
    }

    static let priorities: [LayoutPriority] = [.required, .required, .required, LayoutPriority(900), LayoutPriority(750), LayoutPriority(500), LayoutPriority(250), LayoutPriority(1)]

    static func randomConstraint(_ variables: [LayoutVariable], _ random: inout SeededGenerator) -> SolverConstraint {
        var terms: [LayoutVariable: Double] = [:]
        for _ in 0..<[0, 1, 1, 2, 2, 2, 3, 3].randomElement(using: &random)! {
            terms[variables.randomElement(using: &random)!] = [-2, -1, -0.5, 1, 1, 2, 3].randomElement(using: &random)!
        }
        let constant = Double(Int.random(in: -10...10, using: &random))
        let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        let priority = priorities.randomElement(using: &random)!
        if Bool.random(using: &random) {
            return SolverConstraint(LinearExpression(terms: terms, constant: constant), relation, LinearExpression(constant: 0), priority: priority)
        }
        return SolverConstraint(LinearExpression(constant: -constant), relation.flipped, LinearExpression(terms: terms), priority: priority)
    }

    private static func check(seed: UInt64, variables variableRange: ClosedRange<Int>, steps: ClosedRange<Int>) {
        var random = SeededGenerator(seed: seed)
        var solver = SimplexSolver()
        let variables = solver.makeVariables(Int.random(in: variableRange, using: &random))
        var model = Model()

        for _ in 0..<Int.random(in: steps, using: &random) {
            let roll = Int.random(in: 0..<10, using: &random)
            if roll < 2, !model.active.isEmpty {
                let removed = model.active.remove(at: Int.random(in: 0..<model.active.count, using: &random))
                solver.remove(removed.id)
            } else if roll == 2 {
                let variable = variables.randomElement(using: &random)!
                if let edit = model.edits[variable], Bool.random(using: &random) {
                    let value = Double(Int.random(in: -20...20, using: &random))
                    solver.move(edit.hold, to: value)
                    model.edits[variable] = (edit.hold, value)
                } else {
                    let priority = priorities.dropFirst(3).randomElement(using: &random)!
                    if let edit = model.edits.removeValue(forKey: variable) { solver.remove(edit.hold.id) }
                    let current = solver.value(of: variable)
                    model.edits[variable] = (solver.hold(variable, at: current, priority: priority), current)
                }
            } else {
                let constraint = randomConstraint(variables, &random)
                do {
                    model.active.append((try solver.add(constraint), constraint))
                } catch {
                    checkConflict(error, constraint, model, variableCount: variables.count)
                }
            }
        }

        checkSolution(solver, model, variables)
        var fresh = SimplexSolver()
        _ = fresh.makeVariables(variables.count)
        for (_, constraint) in model.active { fresh.must(constraint) }
        for (variable, edit) in model.edits.sorted(by: { $0.key < $1.key }) {
            _ = fresh.hold(variable, at: edit.value, priority: edit.hold.priority)
        }
        checkSolution(fresh, model, variables)
    }

    static func checkConflict(_ conflict: RequiredConflict, _ rejected: SolverConstraint, _ model: Model, variableCount: Int) {
        #expect(conflict.constraints.last == conflict.rejected)
        #expect(conflict.constraints == conflict.constraints.sorted())
        var named: [SolverConstraint] = []
        for id in conflict.constraints.dropLast() {
            guard let constraint = model.active.first(where: { $0.id == id })?.constraint else {
                Issue.record("the conflict names \(id), which is not in the solver")
                return
            }
            #expect(constraint.priority.isRequired)
            named.append(constraint)
        }
        named.append(rejected)
        #expect(!BruteForceLayout(variableCount: variableCount, constraints: named).isFeasible, "the named set can hold")
        for index in named.indices.dropLast() {
            var rest = named
            rest.remove(at: index)
            #expect(BruteForceLayout(variableCount: variableCount, constraints: rest).isFeasible, "not minimal: \(index) is not needed")
        }
    }

    static func checkSolution(_ solver: SimplexSolver, _ model: Model, _ variables: [LayoutVariable]) {
        let constraints = model.constraints
        let reference = BruteForceLayout(variableCount: variables.count, constraints: constraints)
        guard let optima = reference.levelOptima(), let ranges = reference.ranges() else {
            Issue.record("the solver accepted required constraints that cannot hold")
            return
        }
        let values = solver.values(variables)
        for constraint in constraints where constraint.priority.isRequired {
            #expect(BruteForceLayout.violation(of: constraint, at: values) <= 1e-6, "required \(constraint) fails at \(values)")
        }
        let errors = BruteForceLayout.levelErrors(of: constraints, at: values)
        for (priority, optimum) in optima {
            #expect(isClose(errors[priority] ?? 0, optimum, tolerance: 1e-6), "level \(priority): \(errors[priority] ?? 0), optimum \(optimum)")
        }
        var expected = Set<LayoutVariable>()
        for (variable, range) in zip(variables, ranges) {
            if !range.lowerBound.isFinite || !range.upperBound.isFinite
                || range.upperBound - range.lowerBound > 1e-6 * max(1, abs(range.lowerBound), abs(range.upperBound)) {
                expected.insert(variable)
            } else {
                #expect(isClose(solver.value(of: variable), range.lowerBound, tolerance: 1e-6), "\(variable.index): \(solver.value(of: variable)) vs \(range)")
            }
        }
        #expect(solver.ambiguousVariables(among: variables) == expected, "ranges \(ranges)")
    }
}

extension LayoutRelation {
    /// The relation with its sides swapped.
    var flipped: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
