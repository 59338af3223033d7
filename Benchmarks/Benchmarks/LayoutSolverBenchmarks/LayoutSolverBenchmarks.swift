// How long the layout solver takes on a chain of views (4 variables each: left, top, width,
// height), each placed after the previous one with required equalities (left 8 after its right
// edge, same top, same height) and optional minimum sizes (width ≥ 44 at 750, height ≥ 20 at
// 500), then the same with preferred sizes (width = 100, height = 30 at 250) so that every
// variable is determined; and the ambiguity check over all variables of each. A chain is the
// solver's hard case: each view's row holds every earlier view's symbols. Last, the minimal
// explanation of a conflict that involves a whole chain of 200 equalities.
import Benchmark
import Simplex

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    for count in [10, 100, 1_000] {
        for determined in [false, true] {
            let name = "\(count) views in a chain\(determined ? ", every size preferred" : "")"
            Benchmark("\(name): add the constraints") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(ViewChain(count: count, preferredSizes: determined))
                }
            }
            Benchmark("\(name): ambiguous variables among all \(4 * count)") { benchmark in
                let chain = ViewChain(count: count, preferredSizes: determined)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(chain.solver.ambiguousVariables(among: chain.variables))
                }
            }
        }
    }

    Benchmark("a conflict along a chain of 200 equalities: the minimal explanation") { benchmark in
        var solver = SimplexSolver()
        let variables = (0..<200).map { _ in solver.makeVariable() }
        _ = try? solver.add(SolverConstraint(LinearExpression(variables[0]), .equal, LinearExpression(constant: 0)))
        for index in 1..<variables.count {
            _ = try? solver.add(SolverConstraint(LinearExpression(variables[index]), .equal, LinearExpression(variables[index - 1]) + 10))
        }
        let contradiction = SolverConstraint(LinearExpression(variables[199]), .equal, LinearExpression(constant: 5))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var copy = solver
            do throws(RequiredConflict) {
                _ = try copy.add(contradiction)
            } catch {
                blackHole(error.constraints)
            }
        }
    }
}

/// The chain of views the benchmarks solve.
struct ViewChain {
    var solver = SimplexSolver()
    var variables: [LayoutVariable] = []

    init(count: Int, preferredSizes: Bool) {
        func expression(_ variable: LayoutVariable) -> LinearExpression { LinearExpression(variable) }
        func add(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, _ priority: Double = 1000) {
            _ = try? solver.add(SolverConstraint(lhs, relation, rhs, priority: LayoutPriority(priority)))
        }
        var previous: (left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable)?
        for _ in 0..<count {
            let view = (left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
            variables += [view.left, view.top, view.width, view.height]
            if let previous {
                add(expression(view.left), .equal, expression(previous.left) + expression(previous.width) + 8)
                add(expression(view.top), .equal, expression(previous.top))
                add(expression(view.height), .equal, expression(previous.height))
            } else {
                add(expression(view.left), .equal, LinearExpression(constant: 0))
                add(expression(view.top), .equal, LinearExpression(constant: 0))
                add(expression(view.height), .greaterThanOrEqual, LinearExpression(constant: 0))
            }
            add(expression(view.width), .greaterThanOrEqual, LinearExpression(constant: 44), 750)
            add(expression(view.height), .greaterThanOrEqual, LinearExpression(constant: 20), 500)
            if preferredSizes {
                add(expression(view.width), .equal, LinearExpression(constant: 100), 250)
                add(expression(view.height), .equal, LinearExpression(constant: 30), 250)
            }
            previous = view
        }
    }
}
