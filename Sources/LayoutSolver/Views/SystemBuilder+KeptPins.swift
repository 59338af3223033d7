import Simplex

/// The pins of a system moved to another device of its group of traits (`moveRoot`) stay in
/// the solver while the root's numbers change: what is free is read with them left out of the objective
/// (`SimplexSolver.ambiguity(of:leavingOut:)`), and where the same variables are free again
/// (the usual case between devices of one group) the same pins are kept as they are, instead
/// of leaving, entering again and costing another optimisation.
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

    /// Takes the kept pins out of the system (the caller optimises).
    mutating func dropKeptPins() {
        for pin in keptPins {
            solver.removeDeferringOptimization(pin.id)
            sources[pin.id] = nil
        }
        keptPins = []
    }

    /// Takes the kept pins back into `planned` when they are exactly `pins`, in order; true
    /// then (the solver holds them and is optimal with them).
    mutating func reinstateKeptPins(ifEqualTo pins: [(constraint: SolverConstraint, source: LayoutSolution.Source)]) -> Bool {
        guard !keptPins.isEmpty, keptPins.count == pins.count,
              zip(keptPins, pins).allSatisfy({ $0.constraint == $1.constraint && $0.source == $1.source }) else { return false }
        for pin in keptPins {
            planned.append((pin.constraint, pin.source))
            placed.append(pin.id)
            sources[pin.id] = pin.source
        }
        keptPins = []
        return true
    }
}
