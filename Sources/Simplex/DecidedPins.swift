/// Pins that would change nothing: an optional `variable == value` at a level of its own, on a
/// variable the stronger levels already decide.
///
/// The view layer pins every free variable of a view code may place, each at its own level
/// (`pinWhatIsFree`), so the optimum is unique on them. Along a chain of such views most of those
/// variables are free only through the views before them: once the earlier pins hold, they are
/// decided. Inserting their pins anyway made each one's row the whole chain's expression, and
/// those long rows were most of a large screen's build. A pin on a decided variable leaves the
/// set of optimal solutions as it is, so leaving it out gives the same optimum.
///
/// Both tests below are sufficient, not necessary: a variable they cannot show decided is pinned.
extension SimplexSolver {
    /// Adds each pin in order, deferring optimisation, unless the tableau shows its variable
    /// decided by the levels above it: the current optimum's levels (every pin is weaker than
    /// all of them) and the pins added before it. Nil for a pin left out.
    ///
    /// The tableau must be optimal when this is called. A non-basic symbol with a cost at some
    /// level is then zero all over the optimal face, as is a dummy; the errors of a pin added
    /// here take one value once its level is optimal (`|pinned − value|` is smallest at one
    /// point of a convex set). A variable whose row holds only such symbols is decided.
    public mutating func addPins(_ pins: [(constraint: SolverConstraint, variable: LayoutVariable)]) -> [ConstraintID?] {
        var decided = [Bool](repeating: false, count: tableau.symbolCount)
        tableau.objective.markSymbolsWithCost(in: &decided)
        var ids: [ConstraintID?] = []
        ids.reserveCapacity(pins.count)
        for (constraint, variable) in pins {
            if rowHoldsOnly(variable, { $0.serial < decided.count && decided[$0.serial] }) {
                ids.append(nil)
                continue
            }
            // Optional: it cannot conflict.
            guard let id = try? addDeferringOptimization(constraint) else {
                ids.append(nil)
                continue
            }
            ids.append(id)
            for error in [records[id]?.tag?.marker, records[id]?.tag?.other].compactMap({ $0 }) {
                if error.serial >= decided.count {
                    decided.append(contentsOf: repeatElement(false, count: error.serial + 1 - decided.count))
                }
                decided[error.serial] = true
            }
        }
        return ids
    }

    /// Per variable, whether the levels stronger than its priority decide it, read from the
    /// current optimum (the tableau must be optimal): every symbol of its row is a dummy or has
    /// its strongest non-zero cost at a level stronger than that priority. For pins left out
    /// by `addPins` on a system solved again with other numbers, whose optimal face may have
    /// changed: one no longer decided must be added.
    public func areDecided(_ variables: [(variable: LayoutVariable, priority: LayoutPriority)]) -> [Bool] {
        // By symbol serial, the priority of the strongest level giving it a cost; 0 for none.
        var strongest = [Double](repeating: 0, count: tableau.symbolCount)
        for level in tableau.objective.levels {
            for (symbol, _) in level.row.cells where strongest[symbol.serial] == 0 {
                strongest[symbol.serial] = level.priority
            }
        }
        return variables.map { variable, priority in
            rowHoldsOnly(variable) { $0.serial < strongest.count && strongest[$0.serial] > priority.value }
        }
    }

    /// Whether `variable` is basic and every non-dummy symbol of its row passes `isDecided`
    /// (dummies are always zero). A variable no constraint mentions, or a non-basic one, is a
    /// free parameter.
    private func rowHoldsOnly(_ variable: LayoutVariable, _ isDecided: (Symbol) -> Bool) -> Bool {
        guard let symbol = symbols[variable], let row = tableau.row(symbol) else { return false }
        for (symbol, _) in row.cells where !isDecided(symbol) { return false }
        return true
    }
}
