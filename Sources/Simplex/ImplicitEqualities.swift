/// Which bounds g_k(z) ≥ 0 of a cone hold at zero over all of it (its implicit equalities):
/// maximise Σ y_k over y_k ≤ g_k(z), y_k ≤ 1. The cone scales, so every bound that can be
/// positive reaches 1 at the optimum, and those that stay at 0 are the implicit equalities.
/// Ambiguity (which variables move on the optimal face) and the face's hull (what stays free
/// once some variables are held) both start from this program.
struct ImplicitEqualities {
    /// The program; callers make the cone's own variables in it (`makeVariable`).
    private var program = Tableau()
    private var objective = Row()
    /// Per bound in the order given, its y; nil for a place kept for a bound not asked about.
    private var reaches: [Symbol?] = []

    mutating func makeVariable() -> Symbol { program.makeSymbol(.slack) }

    /// A bound g(z) ≥ 0, written over the program's variables, to be judged.
    mutating func bound(_ constraint: Row) {
        let reach = program.makeSymbol(.slack), gap = program.makeSymbol(.slack), cap = program.makeSymbol(.slack)
        var gapRow = constraint
        gapRow.add(reach, -1)
        program.insert(gapRow, basic: gap)
        var capRow = Row(constant: 1)
        capRow.add(reach, -1)
        program.insert(capRow, basic: cap)
        objective.add(reach, -1)
        reaches.append(reach)
    }

    /// Keeps a bound's place without judging it: it is reported not implicit.
    mutating func skip() { reaches.append(nil) }

    /// Per bound in the order given: whether it holds at zero over the whole cone.
    mutating func solve() -> [Bool] {
        program.objective = Objective(objective)
        program.optimize()
        return reaches.map { reach in reach.map { program.value(of: $0) < 0.5 } ?? false }
    }
}
