/// A plain dense two-phase simplex: minimise `c · x` subject to `A x = b`, `x ≥ 0`, with
/// Bland's rule throughout. Deliberately simple and independent of the solver's tableau, as
/// the reference the randomised tests compare against.
struct DenseLinearProgram {
    enum Outcome {
        case optimal(value: Double, x: [Double])
        case infeasible
        case unbounded
    }

    var matrix: [[Double]]
    var rhs: [Double]

    static let tolerance = 1e-9

    func minimise(_ cost: [Double]) -> Outcome {
        let rowCount = matrix.count, columnCount = cost.count
        let width = columnCount + rowCount + 1
        var table = [[Double]](repeating: [Double](repeating: 0, count: width), count: rowCount)
        var basis = [Int](repeating: 0, count: rowCount)
        for row in 0..<rowCount {
            let sign: Double = rhs[row] < 0 ? -1 : 1
            for column in 0..<columnCount { table[row][column] = sign * matrix[row][column] }
            table[row][columnCount + row] = 1
            table[row][width - 1] = sign * rhs[row]
            basis[row] = columnCount + row
        }
        // Phase 1: drive the artificial columns to zero.
        var artificialCost = [Double](repeating: 0, count: columnCount + rowCount)
        for row in 0..<rowCount { artificialCost[columnCount + row] = 1 }
        guard case .optimal(let infeasibility) = Self.run(&table, &basis, cost: artificialCost, enterable: columnCount + rowCount),
              infeasibility <= 1e-7 else { return .infeasible }
        for row in 0..<rowCount where basis[row] >= columnCount {
            if let column = (0..<columnCount).first(where: { abs(table[row][$0]) > 1e-7 }) {
                Self.pivot(&table, row: row, column: column)
                basis[row] = column
            }  // else a redundant row: its artificial stays basic at zero and never moves
        }
        // Phase 2: the real cost; artificial columns may not enter.
        let fullCost = cost + [Double](repeating: 0, count: rowCount)
        switch Self.run(&table, &basis, cost: fullCost, enterable: columnCount) {
        case .optimal(let value):
            var x = [Double](repeating: 0, count: columnCount)
            for row in 0..<rowCount where basis[row] < columnCount { x[basis[row]] = table[row][width - 1] }
            return .optimal(value: value, x: x)
        case .unbounded:
            return .unbounded
        }
    }

    private enum RunOutcome { case optimal(Double), unbounded }

    private static func run(_ table: inout [[Double]], _ basis: inout [Int], cost: [Double], enterable: Int) -> RunOutcome {
        let width = table.first?.count ?? 1
        for _ in 0..<10_000 {
            var entering: Int?
            for column in 0..<enterable where !basis.contains(column) {
                var reduced = cost[column]
                for row in table.indices { reduced -= cost[basis[row]] * table[row][column] }
                if reduced < -tolerance {
                    entering = column
                    break
                }
            }
            guard let column = entering else {
                var value = 0.0
                for row in table.indices { value += cost[basis[row]] * table[row][width - 1] }
                return .optimal(value)
            }
            var leaving: Int?
            var bestRatio = Double.infinity
            for row in table.indices where table[row][column] > tolerance {
                let ratio = table[row][width - 1] / table[row][column]
                if ratio < bestRatio - tolerance || (abs(ratio - bestRatio) <= tolerance && basis[row] < basis[leaving!]) {
                    bestRatio = ratio
                    leaving = row
                }
            }
            guard let row = leaving else { return .unbounded }
            pivot(&table, row: row, column: column)
            basis[row] = column
        }
        return .unbounded  // Bland's rule does not cycle; this only keeps a broken case from hanging
    }

    private static func pivot(_ table: inout [[Double]], row: Int, column: Int) {
        let divisor = table[row][column]
        table[row] = table[row].map { $0 / divisor }
        for other in table.indices where other != row && table[other][column] != 0 {
            let factor = table[other][column]
            for index in table[other].indices { table[other][index] -= factor * table[row][index] }
        }
    }
}
