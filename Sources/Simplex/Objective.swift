/// What the solver minimises: per priority, the sum of the errors of that priority's optional
/// constraints, as a row over the non-basic symbols (reduced costs). The levels are compared
/// lexicographically from the strongest down, so no amount of weaker error ever buys back any
/// stronger error; one row with a large weight per level would trade them once enough weak
/// errors pile up.
struct Objective: Sendable {
    struct Level: Sendable {
        let priority: Double
        var row: Row
    }

    /// Strongest first.
    private(set) var levels: [Level] = []

    init() {}

    /// A single-level objective.
    init(_ row: Row) { levels = [Level(priority: 1, row: row)] }

    /// The levels are sorted by descending priority, so a level is found by bisection: a
    /// system with a level per pin has hundreds.
    private mutating func levelIndex(for priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) >> 1
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low == levels.count || levels[low].priority != priority {
            levels.insert(Level(priority: priority, row: Row()), at: low)
        }
        return low
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        levels[levelIndex(for: priority)].row.add(symbol, coefficient)
    }

    mutating func add(_ row: Row, times factor: Double, priority: Double) {
        levels[levelIndex(for: priority)].row.add(row, times: factor)
    }

    mutating func removeLevel(priority: Double) {
        levels.removeAll { $0.priority == priority }
    }

    /// Removes the levels of all these priorities in one pass: a system whose pins each have a
    /// level of their own has hundreds, and removing them one by one moved every later level
    /// each time.
    mutating func removeLevels(priorities: Set<Double>) {
        levels.removeAll { priorities.contains($0.priority) }
    }

    /// Only the levels that hold `symbol` are written: with a level per pin, most do not, and
    /// writing each (a uniqueness check, an exclusive access) would be most of a substitution's cost.
    mutating func substitute(_ symbol: Symbol, with row: Row, buffer: inout [SortedCells.Cell]) {
        for index in levels.indices where levels[index].row.contains(symbol) {
            levels[index].row.substitute(symbol, with: row, buffer: &buffer)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices where levels[index].row.contains(symbol) { levels[index].row.remove(symbol) }
    }

    /// Whether the reduced cost of `symbol` is zero at every level: moving it leaves the
    /// objective where it is.
    func isFlat(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { !$0.row.contains(symbol) }
    }

    /// Marks, by serial, every symbol whose reduced cost is not zero at some level: the symbols
    /// `isFlat` says no to, found in one pass over the levels' cells instead of a search of
    /// every level per symbol asked. `marks` must cover every symbol's serial.
    func markSymbolsWithCost(in marks: inout [Bool]) {
        for level in levels {
            for (symbol, _) in level.row.cells { marks[symbol.serial] = true }
            for (symbol, _) in level.row.markers { marks[symbol.serial] = true }
        }
    }

    /// The reduced cost of `symbol`, level by level.
    func costs(of symbol: Symbol) -> [Double] {
        levels.map { $0.row.coefficient(for: symbol) }
    }

    /// Dantzig's rule, lexicographically: at the strongest level where some symbol can lower the
    /// objective (its reduced cost there is negative and zero at every stronger level), the
    /// symbol with the most negative cost; ties to the smallest. Nil at the optimum. Far fewer
    /// pivots than Bland's rule on a large screen, but it can cycle on a degenerate vertex, so
    /// the simplex falls back to Bland's rule there. Levels found with no such symbol are
    /// settled for the rest of the run (`SettledLevels`).
    func steepestEnteringSymbol(settled: inout SettledLevels) -> Symbol? {
        while settled.count < levels.count {
            let depth = settled.count
            var best: (symbol: Symbol, cost: Double)?
            for (symbol, cost) in levels[depth].row.cells where cost < 0 && symbol.isPivotable && !settled.bars(symbol) {
                if let best, cost > best.cost || (cost == best.cost && best.symbol < symbol) { continue }
                best = (symbol, cost)
            }
            if let best { return best.symbol }
            settled.settle(levels[depth].row)
        }
        return nil
    }

    /// Bland's rule: the smallest pivotable symbol whose reduced cost is negative at the
    /// strongest level where it is not zero. Nil when the objective is at its optimum.
    /// A level's cells ascend, so its scan stops at its first candidate or past the best so far.
    /// The settled levels hold no candidate and are not read again.
    func enteringSymbol(settled: SettledLevels) -> Symbol? {
        var best: Symbol?
        for depth in settled.count..<levels.count {
            for (symbol, cost) in levels[depth].row.cells where cost < 0 && symbol.isPivotable {
                if let best, best < symbol { break }
                if !settled.bars(symbol), levels[settled.count..<depth].allSatisfy({ !$0.row.contains(symbol) }) {
                    best = symbol
                    break
                }
            }
        }
        return best
    }
}
