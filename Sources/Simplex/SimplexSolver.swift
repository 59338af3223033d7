/// An incremental Cassowary-style simplex solver for layout constraints.
///
/// Required constraints (priority 1000) must hold; optional ones are minimised errors (an
/// equality's |lhs − rhs|, an inequality's violation), summed per priority and compared
/// lexicographically from the strongest priority down. Each `add`, `remove` and
/// `changeConstants` re-optimises from the previous solution. Verdicts (which variables are
/// ambiguous, what stays free once others are held) are read from the optimal face, not the
/// vertex, so they do not depend on which optimum was chosen (`ImplicitEqualities`, `FaceHull`).
///
/// Cost: in Cassowary's form each basic variable is a row over the symbols it depends on, so
/// along a chain (views placed one after another) the last row names every link before it and
/// the tableau grows with the square of the chain, whatever the pivoting. A new row is solved
/// for the external the fewest rows mention (`subject(of:tag:mentions:)`), which keeps the
/// tableau about as sparse as the constraints allow; callers bound the size of what they add.
///
/// A value type: copies share storage until one of them changes.
///
/// Input rules: a required constraint with a NaN or infinite number is rejected as a conflict
/// naming only itself; such an optional one is accepted (it has an ID) and has no effect.
/// A variable is only a number: one this solver did not make is adopted when first mentioned.
public struct SimplexSolver: Sendable {
    struct Tag: Sendable {
        /// The symbol only this constraint's equation holds: a dummy, a slack or an error.
        let marker: Symbol
        /// An optional constraint's second symbol (an equality's negative error, an
        /// inequality's error).
        let other: Symbol?
    }

    struct Record: Sendable {
        let constraint: SolverConstraint
        /// Nil for a constraint that was accepted and ignored.
        let tag: Tag?
    }

    var tableau = Tableau()
    /// The external symbol of each variable a constraint has mentioned.
    var symbols = ExternalSymbols()
    var variableCount = 0
    var constraintCount = 0
    var records = ConstraintTable<Record>()
    /// The marker of each required constraint, to name the constraints behind a conflict.
    var owners = MarkerOwners()
    /// The optional constraints at each priority, so a level leaves the objective with its last
    /// one. A short list searched in place: a layout has a handful of priorities.
    var levelUse: [(priority: Double, count: Int)] = []
    /// The certificate each rejected required constraint was rejected with, where its minimal
    /// conflict was narrowed from it (`conflictAgain`).
    var rejections: [ConstraintID: [ConstraintID]] = [:]
    /// Storage a new row merges the rows of its basic variables through.
    var rowBuffer: [SortedCells.Cell] = []

    public init() {}

    public mutating func makeVariable() -> LayoutVariable {
        defer { variableCount += 1 }
        return LayoutVariable(index: variableCount)
    }

    /// Adds and re-optimises. A required constraint that contradicts earlier required ones is not
    /// added; the conflict names it (its ID is still allocated, so callers can report it).
    public mutating func add(_ constraint: SolverConstraint) throws(RequiredConflict) -> ConstraintID {
        let id = try addDeferringOptimization(constraint)
        reoptimize()
        return id
    }

    /// Adds without re-optimising, for a system built in one go: one `optimize()` after the
    /// last constraint takes far fewer pivots than one per constraint. A required constraint
    /// that contradicts earlier ones is still rejected at once, as by `add`: that takes only
    /// feasibility, which every addition keeps. Until `optimize()`, values are feasible, not optimal.
    public mutating func addDeferringOptimization(_ constraint: SolverConstraint) throws(RequiredConflict) -> ConstraintID {
        let id = ConstraintID(index: constraintCount)
        constraintCount += 1
        if let certificate = place(constraint, id: id) {
            let conflict = minimalConflict(certificate, rejected: constraint, id: id)
            if conflict.fromCertificate { rejections[id] = certificate }
            throw RequiredConflict(constraints: conflict.constraints, rejected: id)
        }
        return id
    }

    /// Re-optimises after `addDeferringOptimization`.
    public mutating func optimize() { reoptimize() }

    /// Re-optimises unless `isCancelled` says yes between pivots; false when it did (the
    /// solution is then feasible but not optimal). Primal simplex, then the dual simplex for
    /// any row rounding left negative.
    public mutating func optimize(isCancelled: () -> Bool) -> Bool {
        guard tableau.optimize(isCancelled: isCancelled) != .cancelled else { return false }
        if !tableau.infeasible.isEmpty {
            tableau.dualOptimize()
            tableau.optimize()
        }
        return true
    }

    /// Removes a constraint and re-optimises. An unknown or rejected ID is a no-op.
    public mutating func remove(_ id: ConstraintID) {
        removeDeferringOptimization(id)
        reoptimize()
    }

    /// Removes without re-optimising, for a system changed in one go (some constraints out,
    /// others in, then one `optimize()`). Removal keeps the values feasible.
    public mutating func removeDeferringOptimization(_ id: ConstraintID) {
        guard let record = records.removeValue(forKey: id), let tag = record.tag else { return }
        owners[tag.marker] = nil
        withdraw(tag, priority: record.constraint.priority)
    }

    /// About how many rows withdrawing these constraints would rewrite: a marker outside the
    /// basis enters it by a pivot that rewrites every row mentioning it (a dummy's rows are not
    /// counted: its column is not kept). Against `rowCount`, what building the system afresh
    /// writes, it says whether to change a solved system or start again.
    public func withdrawalCost(of ids: [ConstraintID]) -> Int {
        ids.reduce(0) { sum, id in
            guard let tag = records[id]?.tag else { return sum }
            if tag.marker.isDummy || tableau.isBasic(tag.marker) { return sum + 1 }
            return sum + tableau.mentions(tag.marker)
        }
    }

    /// The rows of the tableau.
    public var rowCount: Int { tableau.basicCount }

    /// Rows the solver's substitutions have rewritten so far: withdrawals fill rows in as they
    /// go, so `withdrawalCost` says only where to start, and this where to stop.
    public var rowsRewritten: Int { tableau.rowsRewritten }

    /// The constraint an ID names, while it is in the solver.
    public func constraint(_ id: ConstraintID) -> SolverConstraint? { records[id]?.constraint }

    /// A variable's value in the current solution; 0 for one no constraint mentions.
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return tableau.value(of: symbol) + 0  // never -0.0
    }

    // MARK: - Placing and withdrawing rows

    /// Records and places `constraint`; for a required one that cannot hold, returns the
    /// constraints the tableau blames (a superset of a minimal conflict, `id` last) instead.
    mutating func place(_ constraint: SolverConstraint, id: ConstraintID) -> [ConstraintID]? {
        guard constraint.lhs.isFinite, constraint.rhs.isFinite else {
            if constraint.priority.isRequired { return [id] }
            records[id] = Record(constraint: constraint, tag: nil)
            return nil
        }
        switch insert(constraint) {
        case .added(let tag):
            records[id] = Record(constraint: constraint, tag: tag)
            if constraint.priority.isRequired { owners[tag.marker] = id }
            return nil
        case .rejected(let certificate):
            let named = Set(certificate.compactMap { owners[$0] })
            return named.sorted() + [id]
        }
    }

    enum Insertion {
        case added(Tag)
        /// The symbols whose constraints the failure involves.
        case rejected([Symbol])
    }

    /// Cassowary's `addConstraint` without its re-optimisation: the row, its subject, or the
    /// artificial phase.
    mutating func insert(_ constraint: SolverConstraint) -> Insertion {
        var (row, tag) = makeRow(constraint)
        var subject = Self.subject(of: row, tag: tag, mentions: tableau.mentions)
        if subject == nil, row.cells.isEmpty {
            // Only required equalities' markers: redundant if the constant is zero, else impossible.
            guard row.constant == 0 else { return .rejected(row.symbols) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insert(row, basic: subject)
        } else {
            // A failed artificial phase leaves pivots that change which optimum later solves
            // reach: they are undone, where it might fail.
            let mayFail = !tableau.artificialPhaseCannotFail(row)
            if mayFail { tableau.beginTrial() }
            if let certificate = tableau.placeWithArtificial(row, marker: tag.marker) {
                assert(mayFail, "an artificial phase said to be sure failed")
                tableau.rollBackTrial()
                return .rejected(certificate)
            }
            if mayFail { tableau.commitTrial() }
        }
        return .added(tag)
    }

    /// Takes a placed constraint's equation out of the tableau (without re-optimising).
    mutating func withdraw(_ tag: Tag, priority: LayoutPriority) {
        if !priority.isRequired {
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.isError {
                if let row = tableau.row(error) {
                    tableau.objective.add(row, times: -1, priority: priority.value)
                } else {
                    tableau.objective.add(error, -1, priority: priority.value)
                }
            }
        }
        if !tableau.isBasic(tag.marker), let leaving = tableau.markerLeavingRow(tag.marker) {
            tableau.pivot(entering: tag.marker, leaving: leaving)
        }
        tableau.removeRow(tag.marker)
        tableau.removeColumn(tag.marker)
        if let other = tag.other, !tableau.isBasic(other) { tableau.removeColumn(other) }
        if !priority.isRequired {
            let index = levelUse.firstIndex { $0.priority == priority.value }
            let remaining = (index.map { levelUse[$0].count } ?? 1) - 1
            if let index {
                if remaining > 0 { levelUse[index].count = remaining } else { levelUse.remove(at: index) }
            }
            if remaining <= 0 { tableau.objective.removeLevel(priority: priority.value) }
        }
    }

    mutating func reoptimize() { _ = optimize(isCancelled: { false }) }

    /// `lhs − rhs` over the non-basic symbols, with the constraint's slack, errors or marker
    /// (Cassowary's `createRow`), its constant made ≥ 0. Optional errors enter the objective.
    mutating func makeRow(_ constraint: SolverConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.lhs.constant - constraint.rhs.constant)
        // `lhs − rhs` term by term, in variable order (so symbols are made in the same order on
        // every run), a variable on both sides once with its net coefficient.
        let left = constraint.lhs.sortedTerms, right = constraint.rhs.sortedTerms
        var (i, j) = (0, 0)
        while i < left.count || j < right.count {
            let variable: LayoutVariable, coefficient: Double
            if j == right.count || (i < left.count && left[i].variable < right[j].variable) {
                (variable, coefficient) = (left[i].variable, left[i].coefficient)
                i += 1
            } else if i == left.count || right[j].variable < left[i].variable {
                (variable, coefficient) = (right[j].variable, -right[j].coefficient)
                j += 1
            } else {
                (variable, coefficient) = (left[i].variable, left[i].coefficient - right[j].coefficient)
                i += 1
                j += 1
            }
            guard coefficient != 0 else { continue }
            let symbol = externalSymbol(for: variable)
            if !tableau.add(rowOf: symbol, times: coefficient, to: &row, buffer: &rowBuffer) {
                row.add(symbol, coefficient)
            }
        }
        let priority = constraint.priority.value
        let optional = !constraint.priority.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.add(slack, sign)
            if optional {
                let error = tableau.makeSymbol(.error)
                row.add(error, -sign)
                tableau.objective.add(error, 1, priority: priority)
                tag = Tag(marker: slack, other: error)
            } else {
                tag = Tag(marker: slack, other: nil)
            }
        case .equal:
            if optional {
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tableau.objective.add(plus, 1, priority: priority)
                tableau.objective.add(minus, 1, priority: priority)
                tag = Tag(marker: plus, other: minus)
            } else {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            }
        }
        if optional {
            if let index = levelUse.firstIndex(where: { $0.priority == priority }) {
                levelUse[index].count += 1
            } else {
                levelUse.append((priority, 1))
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// Relative to the row's largest external coefficient, the smallest a subject may have.
    static let smallestSubjectCoefficient = 0.01

    mutating func externalSymbol(for variable: LayoutVariable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[variable] = symbol
        if variable.index >= variableCount { variableCount = variable.index == .max ? .max : variable.index + 1 }
        return symbol
    }

    /// The symbol a new row is solved for: an external, else the row's own slack or error
    /// when that keeps it ≥ 0. Among the externals, the one the fewest rows mention (a new one
    /// first): its definition is substituted into those rows, so the tableau stays about as
    /// sparse as the constraints. Solving each link of a chain of views for a variable many
    /// rows hold would spread the earlier links' terms into every later row. Ties go to the
    /// largest coefficient (for stability), then the oldest symbol; a coefficient far below
    /// the row's largest is not chosen.
    static func subject(of row: Row, tag: Tag, mentions: (Symbol) -> Int) -> Symbol? {
        var largest = 0.0
        for (symbol, coefficient) in row.cells where symbol.isExternal { largest = max(largest, abs(coefficient)) }
        var best: (symbol: Symbol, mentions: Int, size: Double)?
        for (symbol, coefficient) in row.cells where symbol.isExternal {
            let size = abs(coefficient)
            guard size >= largest * Self.smallestSubjectCoefficient else { continue }
            let count = mentions(symbol)
            let better = best.map {
                count != $0.mentions ? count < $0.mentions : size > $0.size || (size == $0.size && symbol < $0.symbol)
            } ?? true
            if better { best = (symbol, count, size) }
        }
        if let best { return best.symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }
}
