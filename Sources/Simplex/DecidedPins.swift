/// Pins that would change nothing: an optional `variable == value` at a level of its own, on a
/// variable the stronger levels already decide.
///
/// The view layer pins every free variable of a view code may place, each at its own level
/// (`pinWhatIsFree`), so the optimum is unique on them. Along a chain of such views most of those
/// variables are free only through the views before them: once the earlier pins hold, they are
/// decided. Inserting their pins anyway would make each one's row the whole chain's
/// expression, the bulk of a large screen's build. A pin on a decided variable leaves the
/// set of optimal solutions as it is, so leaving it out gives the same optimum.
///
/// The test is sufficient, not necessary: a variable it cannot show decided is pinned.
extension SimplexSolver {
    /// Adds each pin in order, deferring optimisation, unless the tableau shows its variable
    /// decided by the levels stronger than the pin's: the current optimum's and the pins added
    /// before it. Nil for a pin left out. Each pin must have a priority of its own, which no
    /// other constraint shares.
    ///
    /// The tableau must be optimal when this is called. A non-basic symbol whose strongest
    /// non-zero cost is at a level stronger than the pin's is then zero all over the optimal
    /// face of the levels down to that one, as is a dummy; the errors of a pin added here take
    /// one value once its level is optimal (`|pinned − value|` is smallest at one point of a
    /// convex set). A variable whose row holds only such symbols is decided.
    public mutating func addPins(_ pins: [(constraint: SolverConstraint, variable: LayoutVariable)]) -> [ConstraintID?] {
        var strongest = strongestCosts()
        var ids: [ConstraintID?] = []
        ids.reserveCapacity(pins.count)
        for (constraint, variable) in pins {
            let level = constraint.priority.value
            guard !rowHoldsOnly(variable, { $0.serial < strongest.count && strongest[$0.serial] > level }),
                  // Optional: it cannot conflict.
                  let id = try? addDeferringOptimization(constraint)
            else {
                ids.append(nil)
                continue
            }
            ids.append(id)
            for error in [records[id]?.tag?.marker, records[id]?.tag?.other].compactMap({ $0 }) {
                if error.serial >= strongest.count {
                    strongest.append(contentsOf: repeatElement(0, count: error.serial + 1 - strongest.count))
                }
                strongest[error.serial] = level
            }
        }
        return ids
    }

    /// Per variable, whether the levels stronger than its priority decide it, read from the
    /// current optimum (the tableau must be optimal), by the same rule as `addPins`. For pins
    /// left out by `addPins` on a system solved again with other numbers, whose optimal face
    /// may have changed: one no longer decided must be added.
    public func areDecided(_ variables: [(variable: LayoutVariable, priority: LayoutPriority)]) -> [Bool] {
        let strongest = strongestCosts()
        return variables.map { variable, priority in
            rowHoldsOnly(variable) { $0.serial < strongest.count && strongest[$0.serial] > priority.value }
        }
    }

    /// By symbol serial, the priority of the strongest level giving the symbol a cost; 0 for none.
    private func strongestCosts() -> [Double] {
        var strongest = [Double](repeating: 0, count: tableau.symbolCount)
        // Strongest first: the first level to give a symbol a cost is its strongest.
        for level in tableau.objective.levels {
            for (symbol, _) in level.row.cells where strongest[symbol.serial] == 0 {
                strongest[symbol.serial] = level.priority
            }
        }
        return strongest
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
