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
        // By priority, how many of `leftOut` have it: a table, as a system with a pin per free
        // variable has a level per pin (hundreds), and a search per pin would grow with their square.
        var counts: [Double: Int] = [:]
        for id in leftOut {
            guard let constraint = records[id]?.constraint, constraint.relation == .equal, !constraint.priority.isRequired,
                  !constraint.priority.value.isNaN
            else { return nil }
            counts[constraint.priority.value, default: 0] += 1
        }
        // `levelUse` has one entry per priority (the first is the one `withdraw` counts down).
        var use: [Double: Int] = [:]
        use.reserveCapacity(levelUse.count)
        for level in levelUse where use[level.priority] == nil { use[level.priority] = level.count }
        for (priority, count) in counts where use[priority] != count { return nil }
        var solver = self
        solver.tableau.objective.removeLevels(priorities: Set(counts.keys))
        return solver.ambiguity(of: variables)
    }
}
