extension SimplexSolver {
    /// `ambiguity(of:)` as if the optional equalities `leftOut` were not in the system, read
    /// from the tableau that holds them, so they need not leave and enter again around the
    /// question.
    ///
    /// Constraints alone at their priorities only choose among the optima the stronger levels
    /// leave: with their levels out of the objective the current solution is still optimal for
    /// the rest, their error symbols become directions of that optimal face like any other,
    /// and an equality's two errors take up any difference, so its equation binds nothing.
    /// - Returns: nil when another constraint shares a priority with one of `leftOut` (its
    ///   level cannot leave alone), or one is unknown, required or not an equality.
    public func ambiguity(of variables: [LayoutVariable], leavingOut leftOut: [ConstraintID]) -> [Bool]? {
        var counts: [(priority: Double, count: Int)] = []
        for id in leftOut {
            guard let constraint = records[id]?.constraint, constraint.relation == .equal, !constraint.priority.isRequired
            else { return nil }
            let priority = constraint.priority.value
            if let index = counts.firstIndex(where: { $0.priority == priority }) {
                counts[index].count += 1
            } else {
                counts.append((priority, 1))
            }
        }
        var solver = self
        for (priority, count) in counts {
            guard levelUse.first(where: { $0.priority == priority })?.count == count else { return nil }
            solver.tableau.objective.removeLevel(priority: priority)
        }
        return solver.ambiguity(of: variables)
    }
}
