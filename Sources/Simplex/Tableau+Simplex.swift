/// The pivoting rules: primal simplex (optimise, the artificial phase), dual simplex (after an
/// edit), and the row a removed constraint's marker leaves through.
extension Tableau {
    enum Outcome { case optimal, unbounded, stopped, cancelled }

    /// Primal simplex on the objective, from a feasible tableau. The entering symbol is the
    /// steepest (Dantzig's rule) while pivots make progress; after a run of degenerate pivots
    /// (the leaving row already at zero, the objective unmoved) it is Bland's, which cannot
    /// cycle, until a pivot moves the objective again. Ties in the ratio test go to the
    /// smallest basic symbol.
    /// `isCancelled` is asked every few pivots.
    @discardableResult
    mutating func optimize(isCancelled: () -> Bool = { false }) -> Outcome {
        var degenerateRun = 0
        var settled = SettledLevels()
        for pivots in 0..<pivotLimit {
            if pivots % 16 == 15, isCancelled() { return .cancelled }
            let bland = degenerateRun >= Self.degeneratePivotsBeforeBland
            guard let entering = bland ? objective.enteringSymbol(settled: settled) : objective.steepestEnteringSymbol(settled: &settled) else { return .optimal }
            guard let leaving = leavingRow(for: entering) else { return .unbounded }
            degenerateRun = value(of: leaving) <= Tolerance.epsilon ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        return .stopped
    }

    /// Degenerate pivots in a row before the entering symbol is chosen by Bland's rule.
    static let degeneratePivotsBeforeBland = 20

    /// The restricted row that first reaches zero as `entering` grows (smallest ratio, ties to
    /// the smallest basic symbol); nil when nothing limits it.
    func leavingRow(for entering: Symbol) -> Symbol? { leavingCandidate(for: entering)?.basic }

    /// `leavingRow(for:)` with its ratio.
    private func leavingCandidate(for entering: Symbol) -> (basic: Symbol, ratio: Double)? {
        var best: (basic: Symbol, ratio: Double)?
        forEachRow(containing: entering) { basic, coefficient in
            guard !basic.isExternal && coefficient < 0 else { return }
            let ratio = -value(of: basic) / coefficient
            if Self.isBetter(basic, ratio, than: best) { best = (basic, ratio) }
        }
        return best
    }

    private static func isBetter(_ basic: Symbol, _ ratio: Double, than best: (basic: Symbol, ratio: Double)?) -> Bool {
        guard let best else { return true }
        if Tolerance.isZero(ratio - best.ratio, scale: max(abs(ratio), abs(best.ratio))) { return basic < best.basic }
        return ratio < best.ratio
    }

    /// Places a required constraint's row that has no subject (Cassowary's artificial
    /// variable): minimise an artificial variable equal to the row; the constraint can hold iff
    /// it reaches zero. Nil on success; otherwise the symbols of the artificial objective at its
    /// optimum (a certificate: the markers in it name the constraints that contradict), and the
    /// tableau is no longer meaningful (callers run this on a copy).
    mutating func placeWithArtificial(_ row: Row, marker: Symbol) -> [Symbol]? {
        let artificialSymbol = makeSymbol(.slack)
        insert(row, basic: artificialSymbol)
        artificial = row
        for _ in 0..<pivotLimit {
            guard let objective = artificial else { break }
            let entering = Self.artificialEnteringSymbol(in: objective)
            guard let entering, let leaving = leavingRow(for: entering) else { break }
            pivot(entering: entering, leaving: leaving)
        }
        let reached = artificial.map { Tolerance.isZero($0.constant, scale: abs(row.constant)) } ?? false
        let certificate = artificial?.symbols ?? []
        artificial = nil
        guard reached else { return certificate }
        if var definition = removeRow(artificialSymbol) {
            // Keep the equation with the artificial variable at zero: another symbol of the row
            // becomes basic (a dummy only if nothing else is there, keeping dummy rows all-dummy).
            if let entering = Self.pivotCandidate(in: definition, preferring: marker) {
                definition.solve(for: artificialSymbol, entering: entering)
                substitute(entering, with: definition)
                insert(definition, basic: entering)
            }
        }
        removeColumn(artificialSymbol)
        return nil
    }

    /// The symbol the artificial phase brings into the basis next: the smallest candidate
    /// (cells ascend).
    private static func artificialEnteringSymbol(in objective: Row) -> Symbol? {
        objective.cells.first { $0.value < 0 && $0.key.isPivotable }?.key
    }

    /// Whether `placeWithArtificial(row, …)` is sure to succeed, known before it starts, so
    /// that nothing need be saved to undo it (most rows placed so are, and saving each row a
    /// pivot rewrites cost about 7% of building the layout check's systems): its first pivot
    /// takes the artificial variable out of the basis. The artificial objective, the row
    /// itself, is then the artificial variable alone, at zero, whatever the other rows hold
    /// (its other cells cancel within the tolerance, as they do for any finite row). The
    /// first ratio test is run here as the phase will run it, on the rows already in the
    /// tableau: the artificial row, placed last in the entering symbol's column, is compared
    /// with their best last, and as the newest symbol it loses every tie.
    func artificialPhaseCannotFail(_ row: Row) -> Bool {
        guard row.constant.isFinite, row.isFinite, let entering = Self.artificialEnteringSymbol(in: row) else { return false }
        let ratio = -row.constant / row.coefficient(for: entering)
        guard let best = leavingCandidate(for: entering) else { return true }
        return !Tolerance.isZero(ratio - best.ratio, scale: max(abs(ratio), abs(best.ratio))) && ratio < best.ratio
    }

    private static func pivotCandidate(in row: Row, preferring marker: Symbol) -> Symbol? {
        var best: (symbol: Symbol, size: Double)?
        for (symbol, coefficient) in row.cells where symbol.isPivotable {
            let size = abs(coefficient)
            if best.map({ size > $0.size || (size == $0.size && symbol < $0.symbol) }) ?? true { best = (symbol, size) }
        }
        if let best { return best.symbol }
        if row.contains(marker) { return marker }
        return row.markers.keys.min()
    }

    /// Dual simplex over the rows an edit made infeasible: the objective stays optimal while
    /// each negative row is pivoted back to zero (ratio test on the lexicographic reduced costs,
    /// ties to the smallest symbol).
    /// False when a row stays negative: no symbol can enter it (the required constraints
    /// cannot hold) or the pivot budget ran out.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var budget = pivotLimit
        var feasible = true
        while let leaving = infeasible.popLast() {
            guard let row = row(leaving), row.constant < 0 else { continue }
            guard budget > 0, let entering = dualEnteringSymbol(for: row) else {
                feasible = false
                continue
            }
            budget -= 1
            pivot(entering: entering, leaving: leaving)
        }
        return feasible
    }

    /// The candidate whose reduced costs over its coefficient are lexicographically smallest,
    /// ties to the smallest symbol. The ratios are compared level by level as they are read,
    /// not gathered per candidate: a row of the dual simplex may hold many candidates.
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.isPivotable {
            guard let current = best else {
                best = (symbol, coefficient)
                continue
            }
            switch compareRatios(symbol, coefficient, current.symbol, current.coefficient) {
            case .some(true): best = (symbol, coefficient)
            case .none where symbol < current.symbol: best = (symbol, coefficient)
            default: break
            }
        }
        return best?.symbol
    }

    /// Lexicographic `costs(lhs) / lhsCoefficient < costs(rhs) / rhsCoefficient`; nil when
    /// equal within the tolerance at every level.
    private func compareRatios(_ lhs: Symbol, _ lhsCoefficient: Double, _ rhs: Symbol, _ rhsCoefficient: Double) -> Bool? {
        for level in objective.levels {
            let left = level.row.coefficient(for: lhs) / lhsCoefficient
            let right = level.row.coefficient(for: rhs) / rhsCoefficient
            if !Tolerance.isZero(left - right, scale: max(abs(left), abs(right))) { return left < right }
        }
        return nil
    }

    /// The row a non-basic marker enters the basis through, so that its row can be dropped
    /// with the constraint: a dummy row first (it holds only dummies, so nothing moves), then the
    /// restricted row with the smallest ratio (Cassowary's rule, keeping the others ≥ 0), then
    /// any external row.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        if marker.isDummy { indexMarkers() }
        var dummy: Symbol?
        var external: Symbol?
        var shrinking: (basic: Symbol, ratio: Double)?
        var growing: (basic: Symbol, ratio: Double)?
        forEachRow(containing: marker) { basic, coefficient in
            let constant = value(of: basic)
            if basic.isDummy {
                if dummy.map({ basic < $0 }) ?? true { dummy = basic }
            } else if basic.isExternal {
                if external.map({ basic < $0 }) ?? true { external = basic }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if Self.isBetter(basic, ratio, than: shrinking) { shrinking = (basic, ratio) }
            } else {
                let ratio = constant / coefficient
                if Self.isBetter(basic, ratio, than: growing) { growing = (basic, ratio) }
            }
        }
        return dummy ?? shrinking?.basic ?? growing?.basic ?? external
    }
}
