/// Explaining a rejected required constraint.
///
/// The tableau's failure names a certificate: the required constraints whose markers are in
/// the artificial objective at its optimum (their equations combine into "the artificial
/// variable ≥ a positive number"). That set cannot hold but need not be minimal, so it is
/// narrowed by deletion on a separate solver holding only the set's earlier constraints: each
/// member in turn is removed from a copy, and the rejected constraint tried there. If it is
/// still rejected, the member goes, and the set shrinks further to that copy's own certificate;
/// if it is accepted, the member is needed. Every member left is needed, so the set is minimal.
extension SimplexSolver {
    /// - Returns: the minimal set, and whether it was narrowed from the certificate with every
    ///   member placed, as `conflictAgain` narrows it (only then is the certificate kept).
    func minimalConflict(
        _ certificate: [ConstraintID], rejected: SolverConstraint, id: ConstraintID
    ) -> (constraints: [ConstraintID], fromCertificate: Bool) {
        var set = certificate
        var (base, unplaced) = holding(set.dropLast())
        if base.rejects(rejected, id: id) == nil {
            // Rounding made the certificate hold on its own: start from every required constraint.
            set = records.ids { $0.constraint.priority.isRequired && $0.tag != nil } + [id]
            (base, unplaced) = holding(set.dropLast())
            guard base.rejects(rejected, id: id) != nil else { return (set, false) }
            return (narrowed(set, base: base, unplaced: unplaced, rejected: rejected, id: id), false)
        }
        return (narrowed(set, base: base, unplaced: unplaced, rejected: rejected, id: id), unplaced.isEmpty)
    }

    /// Whether a required constraint rejected when it was added (under `id`) is rejected again
    /// now that the placed constraints have other constants (`changeConstants`), and
    /// `constraint`, its form now, perhaps another: the required constraints that contradicted
    /// it then, as they are now, are tried with it on their own. If they still contradict it,
    /// so do all the constraints placed before it, and a system built afresh in the same order
    /// would reject it too; the conflict is narrowed from that certificate as when it was
    /// added. Nil when they hold together with it (or one of them has left the solver): only
    /// building afresh can tell then.
    public func conflictAgain(_ constraint: SolverConstraint, id: ConstraintID) -> RequiredConflict? {
        guard let certificate = rejections[id], certificate.last == id,
              certificate.dropLast().allSatisfy({ records[$0]?.tag != nil }) else { return nil }
        let (base, unplaced) = holding(certificate.dropLast())
        guard unplaced.isEmpty, base.rejects(constraint, id: id) != nil else { return nil }
        return RequiredConflict(
            constraints: narrowed(certificate, base: base, unplaced: unplaced, rejected: constraint, id: id), rejected: id)
    }

    /// The certificate a required constraint was rejected with, where `conflictAgain` can show
    /// the rejection again (nil elsewhere): the constraints whose constants it reads.
    public func certificate(of id: ConstraintID) -> [ConstraintID]? { rejections[id] }

    /// Narrows a set that `base` (its members but `id`) shows contradicting `rejected` by
    /// deletion, down to a minimal one.
    private func narrowed(
        _ certificate: [ConstraintID], base: SimplexSolver, unplaced: Set<ConstraintID>, rejected: SolverConstraint, id: ConstraintID
    ) -> [ConstraintID] {
        var (set, base) = (certificate, base)
        // A constraint the base could not place (rounding) cannot be tested: it stays.
        var needed = unplaced.union([id])
        while let candidate = set.first(where: { !needed.contains($0) }) {
            var probe = base
            probe.remove(candidate)
            if let narrowed = probe.place(rejected, id: id) {
                for dropped in set where !narrowed.contains(dropped) { base.remove(dropped) }
                set = narrowed
            } else {
                needed.insert(candidate)
            }
        }
        return set
    }

    /// A solver holding only the given constraints of this one, under their own IDs; and the
    /// IDs it rejected (only rounding can make it reject any: they held together here).
    private func holding(_ ids: some Sequence<ConstraintID>) -> (SimplexSolver, Set<ConstraintID>) {
        var solver = SimplexSolver()
        var unplaced = Set<ConstraintID>()
        for id in ids {
            guard let constraint = records[id]?.constraint else { continue }
            if solver.place(constraint, id: id) != nil { unplaced.insert(id) }
        }
        return (solver, unplaced)
    }

    /// The certificate of `constraint` if this solver rejects it (its IDs ascending, `id` last).
    private func rejects(_ constraint: SolverConstraint, id: ConstraintID) -> [ConstraintID]? {
        var copy = self
        return copy.place(constraint, id: id)
    }
}
