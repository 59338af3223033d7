import Simplex

/// A layout problem written out as one dense linear program, without the solver: each
/// variable split as `x⁺ − x⁻`, each inequality's slack and each optional constraint's errors
/// as columns. The lexicographic optimum is found level by level, each level minimised with the
/// stronger ones pinned at their optimum (plus a hair), and a variable's range over the optimal
/// solutions by minimising and maximising it with every level pinned.
struct BruteForceLayout {
    var variableCount: Int
    var constraints: [SolverConstraint]

    private struct Program {
        var rows: [[Int: Double]] = []
        var rhs: [Double] = []
        var columnCount = 0
        var costs: [Double: [Int: Double]] = [:]

        mutating func column() -> Int {
            defer { columnCount += 1 }
            return columnCount
        }

        func dense(_ sparse: [Int: Double]) -> [Double] {
            var row = [Double](repeating: 0, count: columnCount)
            for (column, value) in sparse { row[column] = value }
            return row
        }

        func minimise(_ cost: [Int: Double]) -> DenseLinearProgram.Outcome {
            DenseLinearProgram(matrix: rows.map(dense), rhs: rhs).minimise(dense(cost))
        }
    }

    private func program() -> Program {
        var program = Program()
        program.columnCount = 2 * variableCount
        for constraint in constraints {
            var expression = constraint.lhs - constraint.rhs
            if constraint.relation == .greaterThanOrEqual { expression = -expression }
            var row: [Int: Double] = [:]
            for (variable, coefficient) in expression.terms {
                row[2 * variable.index, default: 0] += coefficient
                row[2 * variable.index + 1, default: 0] -= coefficient
            }
            let priority = constraint.priority
            if constraint.relation != .equal { row[program.column()] = 1 }
            if !priority.isRequired {
                if constraint.relation == .equal {
                    let plus = program.column(), minus = program.column()
                    row[plus] = -1
                    row[minus] = 1
                    program.costs[priority.value, default: [:]][plus] = 1
                    program.costs[priority.value, default: [:]][minus] = 1
                } else {
                    let error = program.column()
                    row[error] = -1
                    program.costs[priority.value, default: [:]][error] = 1
                }
            }
            program.rows.append(row)
            program.rhs.append(-expression.constant)
        }
        return program
    }

    /// The program with every level pinned at its optimum; nil when the required constraints
    /// cannot hold.
    private func pinnedProgram() -> (program: Program, optima: [(priority: Double, value: Double)])? {
        var program = program()
        var optima: [(priority: Double, value: Double)] = []
        for priority in program.costs.keys.sorted(by: >) {
            guard let cost = program.costs[priority] else { continue }
            guard case .optimal(let value, _) = program.minimise(cost) else { return nil }
            optima.append((priority, value))
            var pin = cost
            pin[program.column()] = 1
            program.rows.append(pin)
            program.rhs.append(value + 1e-9 * max(1, abs(value)))
        }
        if optima.isEmpty, case .infeasible = program.minimise([:]) { return nil }
        return (program, optima)
    }

    var isFeasible: Bool {
        if case .infeasible = program().minimise([:]) { return false }
        return true
    }

    /// The lexicographic optimum, strongest level first; nil when the required constraints
    /// cannot hold.
    func levelOptima() -> [(priority: Double, value: Double)]? { pinnedProgram()?.optima }

    /// The least and greatest value of each variable over the optimal solutions (infinite when
    /// unbounded); nil when the required constraints cannot hold.
    func ranges() -> [ClosedRange<Double>]? {
        guard let (program, _) = pinnedProgram() else { return nil }
        return (0..<variableCount).map { index in
            func extreme(_ sign: Double) -> Double {
                switch program.minimise([2 * index: sign, 2 * index + 1: -sign]) {
                case .optimal(let value, _): return sign * value
                case .unbounded, .infeasible: return -sign * .infinity
                }
            }
            let low = extreme(1), high = extreme(-1)
            return min(low, high)...max(low, high)  // rounding can cross them on a point
        }
    }

    /// The error of each level at `values`, as the solver's semantics define it.
    static func levelErrors(of constraints: [SolverConstraint], at values: [Double]) -> [Double: Double] {
        var errors: [Double: Double] = [:]
        for constraint in constraints where !constraint.priority.isRequired {
            let difference = evaluate(constraint.lhs - constraint.rhs, values)
            let error = switch constraint.relation {
            case .equal: abs(difference)
            case .lessThanOrEqual: max(0, difference)
            case .greaterThanOrEqual: max(0, -difference)
            }
            errors[constraint.priority.value, default: 0] += error
        }
        return errors
    }

    /// How far `values` are from satisfying a constraint (0 when it holds).
    static func violation(of constraint: SolverConstraint, at values: [Double]) -> Double {
        let difference = evaluate(constraint.lhs - constraint.rhs, values)
        return switch constraint.relation {
        case .equal: abs(difference)
        case .lessThanOrEqual: max(0, difference)
        case .greaterThanOrEqual: max(0, -difference)
        }
    }

    static func evaluate(_ expression: LinearExpression, _ values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.value * values[$1.key.index] }
    }
}
