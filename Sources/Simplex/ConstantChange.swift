extension SimplexSolver {
    /// Gives placed constraints new constants in place, then restores feasibility with the dual
    /// simplex from the current optimum: cheaper than taking each equation out and putting it
    /// back, which for a required one means an artificial phase over a copy of the tableau.
    ///
    /// A constraint's equation is `expr + k · marker = 0` (its marker is a dummy, slack or
    /// error; `k` is ±1). The equation with `expr + δ` is the old one with `marker` read as
    /// `marker′ + δ / k`: every row that holds the marker moves its constant by
    /// `coefficient · δ / k` (or, when the marker is basic, its own row by `−δ / k`), and nothing
    /// else changes. Rows driven below zero are what the dual simplex repairs.
    ///
    /// Each change must keep the constraint's terms, relation and priority (only `lhs − rhs`'s
    /// constant may differ); the solver must be optimal. False when a change cannot be made in
    /// place (an unknown ID, a different shape, a redundant required equality) or the required
    /// constraints cannot hold with the new constants: the solver is then in no defined state
    /// and must be dropped.
    public mutating func changeConstants(_ changes: [(id: ConstraintID, constraint: SolverConstraint)]) -> Bool {
        for (id, constraint) in changes {
            guard let record = records[id], let tag = record.tag, constraint.lhs.isFinite, constraint.rhs.isFinite,
                  constraint.relation == record.constraint.relation, constraint.priority == record.constraint.priority
            else { return false }
            let old = record.constraint.lhs - record.constraint.rhs, new = constraint.lhs - constraint.rhs
            guard old.sortedTerms == new.sortedTerms else { return false }
            let delta = new.constant - old.constant
            records[id] = Record(constraint: constraint, tag: tag)
            guard delta != 0 else { continue }
            let k: Double = switch (constraint.relation, constraint.priority.isRequired) {
            case (.equal, true): 1  // `expr + dummy`
            case (.equal, false): -1  // `expr − plus + minus`, the marker being `plus`
            case (.lessThanOrEqual, _): 1  // `expr + slack (− error)`
            case (.greaterThanOrEqual, _): -1  // `expr − slack (+ error)`
            }
            guard tableau.shiftMarker(tag.marker, by: delta / k) else { return false }
        }
        return tableau.dualOptimize()
    }
}
