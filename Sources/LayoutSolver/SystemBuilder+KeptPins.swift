import Simplex

/// The pins of a system moved to another device of its group of traits (`moveRoot`), or
/// changed into the scene of another group (`resolve`), stay in the solver while its numbers
/// or constraints change: what is free is read with them left out of the objective
/// (`SimplexSolver.ambiguity(of:leavingOut:)`), and where the same variables are free again
/// (the usual case: a condition changes a few constraints, not which views are free) the same
/// pins are kept as they are, instead of leaving, entering again and costing another
/// optimisation.
extension SystemBuilder {
    /// `solver.ambiguity(of:)` as the system would answer without the kept pins. Where their
    /// levels cannot be left out (another constraint shares one) they leave the system first.
    /// Nil when cancelled.
    mutating func ambiguityWithoutKeptPins(of variables: [LayoutVariable], isCancelled: () -> Bool) -> [Bool]? {
        if !keptPins.isEmpty {
            if let free = solver.ambiguity(of: variables, leavingOut: keptPins.map(\.id)) { return free }
            dropKeptPins()
            guard solver.optimize(isCancelled: isCancelled) else { return nil }
        }
        return solver.ambiguity(of: variables)
    }

    /// Takes the kept pins out of the system (the caller optimises); the skipped ones go too.
    mutating func dropKeptPins() {
        for pin in keptPins {
            solver.removeDeferringOptimization(pin.id)
            sources[pin.id] = nil
        }
        keptPins = []
        skippedPins = []
    }

    /// Takes the kept pins back into `planned` when they and the skipped ones are exactly
    /// `pins`, in order; true then (the solver holds them and is optimal with them).
    mutating func reinstateKeptPins(ifEqualTo pins: [Pin]) -> Bool {
        guard !keptPins.isEmpty, keptPins.count + skippedPins.count == pins.count else { return false }
        // Each pin has a level of its own, so ordered by level the two lists must give `pins`.
        let previous = (keptPins.map { ($0.constraint, $0.source) } + skippedPins.map { ($0.constraint, $0.source) })
            .sorted { $0.0.priority > $1.0.priority }
        guard zip(previous, pins).allSatisfy({ $0.0 == $1.constraint && $0.1 == $1.source }) else { return false }
        for pin in keptPins {
            planned.append(PlannedConstraint(constraint: pin.constraint, source: pin.source))
            placed.append(pin.id)
            sources[pin.id] = pin.source
        }
        keptPins = []
        return true
    }

    /// After `reinstateKeptPins`: the skipped pins were left out because their variables were
    /// decided on the device solved before; with other numbers the optimal face may differ, so
    /// each one the optimum no longer shows decided is added now (its level keeps its place
    /// among the others). False when cancelled.
    mutating func addSkippedPinsNoLongerDecided(isCancelled: () -> Bool) -> Bool {
        guard !skippedPins.isEmpty else { return true }
        let decided = solver.areDecided(skippedPins.map { ($0.variable, $0.constraint.priority) })
        guard decided.contains(false) else { return true }
        var stillSkipped: [Pin] = []
        for (pin, isDecided) in zip(skippedPins, decided) {
            if isDecided {
                stillSkipped.append(pin)
            } else if let id = try? solver.addDeferringOptimization(pin.constraint) {
                place(pin, id: id)
            }
        }
        skippedPins = stillSkipped
        return solver.optimize(isCancelled: isCancelled)
    }
}
