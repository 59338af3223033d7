/// Edit variables (Cassowary's `suggestValue`): a variable held near a value by an optional
/// equality whose constant can change without rebuilding anything, e.g. a new root size.
extension SimplexSolver {
    struct Edit: Sendable {
        let tag: Tag
        let priority: LayoutPriority
        var value: Double
    }

    /// Holds `variable` at its current value with `priority` until `suggestValue` moves it.
    /// An edit is always optional: a required priority is read as 999. Adding an edit variable
    /// again replaces it.
    public mutating func addEditVariable(_ variable: LayoutVariable, priority: LayoutPriority) {
        removeEditVariable(variable)
        let strength = priority.isRequired ? LayoutPriority(999) : priority
        let current = value(of: variable).isFinite ? value(of: variable) : 0
        let constraint = SolverConstraint(LinearExpression(variable), .equal, LinearExpression(constant: current), priority: strength)
        guard case .added(let tag) = insert(constraint) else { return }
        reoptimize()
        edits[variable] = Edit(tag: tag, priority: strength, value: current)
    }

    public mutating func removeEditVariable(_ variable: LayoutVariable) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        withdraw(edit.tag, priority: edit.priority)
        reoptimize()
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Moves an edit variable's target and re-solves with the dual simplex from the previous
    /// solution. Ignored for a variable that is not an edit variable or a non-finite value.
    public mutating func suggestValue(_ value: Double, for variable: LayoutVariable) {
        guard value.isFinite, var edit = edits[variable], edit.tag.other != nil else { return }
        let delta = value - edit.value
        edit.value = value
        edits[variable] = edit
        // The edit's equation is `variable − value − plus + minus = 0`: a new value is the old
        // equation with `plus` shifted by `delta`.
        _ = tableau.shiftMarker(edit.tag.marker, by: delta)  // an error, never a dummy
        tableau.dualOptimize()
        tableau.optimize()
    }
}
