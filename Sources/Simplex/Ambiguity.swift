extension SimplexSolver {
    /// Variables among `variables` that take more than one value over the set of optimal
    /// solutions (all required constraints hold, the objective is at its optimum).
    ///
    /// From the final tableau. The objective is `optimum + Σ reducedCost · symbol` over the
    /// non-basic symbols, every reduced cost ≥ 0 (lexicographically), so on the optimal face
    /// every non-basic symbol with a non-zero reduced cost at any level is zero, as is every
    /// dummy; the rest (the face's directions) may move as long as the restricted rows stay
    /// ≥ 0. A variable whose row holds no direction is fixed; one whose row holds a free
    /// external, or a direction that can rise without driving a row below zero, moves. The
    /// rest, whose directions are each blocked by a row already at zero, are decided exactly
    /// by `OptimalFace.decide`. Variables no constraint mentions are free, so ambiguous.
    public func ambiguousVariables(among variables: [LayoutVariable]) -> Set<LayoutVariable> {
        Set(zip(variables, ambiguity(of: variables)).lazy.filter(\.1).map(\.0))
    }

    /// The same verdict per variable, in the order given: what the view layer reads for every
    /// frame variable of every solve, without hashing one.
    public func ambiguity(of variables: [LayoutVariable]) -> [Bool] {
        var face = OptimalFace(tableau: tableau)
        var verdicts = [Bool](repeating: false, count: variables.count)
        var undecided: [(position: Int, row: Row)] = []
        for (position, variable) in variables.enumerated() {
            // Mentioned by no constraint, or a non-basic external: a free parameter.
            guard let symbol = symbols[variable], let row = tableau.row(symbol) else {
                verdicts[position] = true
                continue
            }
            switch face.classify(row) {
            case .fixed: break
            case .moves: verdicts[position] = true
            case .undecided: undecided.append((position, row))
            }
        }
        if !undecided.isEmpty {
            for (moves, (position, _)) in zip(face.decide(undecided.map(\.row)), undecided) where moves { verdicts[position] = true }
        }
        return verdicts
    }
}

/// The optimal face of the current tableau, read lazily.
struct OptimalFace {
    let tableau: Tableau
    /// By symbol serial, what `risesAlone` found: 0 not asked yet, 1 no, 2 yes.
    private var rises: [UInt8]
    /// By symbol serial, whether the objective gives the symbol a cost at some level (the
    /// complement of `Objective.isFlat`), read in one pass when `isPinned` is first asked.
    private var hasCost: [Bool]?

    init(tableau: Tableau) {
        self.tableau = tableau
        rises = [UInt8](repeating: 0, count: tableau.symbolCount)
    }

    enum Verdict { case fixed, moves, undecided }

    /// Whether a non-basic symbol is zero all over the face: a dummy, or a symbol whose
    /// reduced cost is non-zero at some level (moving it would change the optimum).
    mutating func isPinned(_ symbol: Symbol) -> Bool {
        if symbol.isDummy { return true }
        if hasCost == nil {
            var marks = [Bool](repeating: false, count: tableau.symbolCount)
            tableau.objective.markSymbolsWithCost(in: &marks)
            hasCost = marks
        }
        return hasCost?[symbol.serial] ?? false
    }

    /// Whether a direction can rise from zero on its own: no restricted row it lowers is
    /// already at zero.
    private mutating func risesAlone(_ symbol: Symbol) -> Bool {
        if rises[symbol.serial] != 0 { return rises[symbol.serial] == 2 }
        var answer = true
        tableau.forEachRowAtZero(containing: symbol) { _, coefficient in
            if coefficient < 0 { answer = false }
        }
        rises[symbol.serial] = answer ? 2 : 1
        return answer
    }

    mutating func classify(_ row: Row) -> Verdict {
        var blocked = false
        for (symbol, _) in row.cells {
            if symbol.isExternal { return .moves }
            if isPinned(symbol) { continue }
            if risesAlone(symbol) { return .moves }
            blocked = true
        }
        return blocked ? .undecided : .fixed
    }

    /// The exact test for the variables `classify` left undecided.
    ///
    /// Over the face's directions `z` (non-basic, not pinned), a variable is `constant + a · z`
    /// and the face is `{z ≥ 0 : every restricted row ≥ 0}`. The current solution is `z = 0`,
    /// so near it only the rows at zero bind: the variable varies on the face iff `a · z ≠ 0`
    /// somewhere on the cone `K = {z ≥ 0 : the rows at zero ≥ 0}`. That is iff `a` is outside
    /// the row space of K's implicit equalities (the constraints zero all over K), whose
    /// solutions are K's linear hull. One linear program finds the implicit equalities (maximise
    /// how many constraints are positive at once: each non-implicit one reaches 1, K being a
    /// cone); one elimination over them then settles every undecided variable.
    /// - Returns: per row of `undecided`, whether its variable moves.
    mutating func decide(_ undecided: [Row]) -> [Bool] {
        // The cone: the directions of the undecided rows and of the rows at zero reachable from them.
        // Membership by symbol serial, in arrays: symbols are numbered densely.
        var directions: [Symbol] = []
        var isDirection = [Bool](repeating: false, count: tableau.symbolCount)
        var queue: [Symbol] = []
        func reach(_ symbol: Symbol) {
            if !isDirection[symbol.serial] {
                isDirection[symbol.serial] = true
                directions.append(symbol)
                queue.append(symbol)
            }
        }
        for row in undecided {
            for symbol in row.cells.keys where !isPinned(symbol) { reach(symbol) }
        }
        var atZero: [Row] = []
        var seenRows = [Bool](repeating: false, count: tableau.symbolCount)
        let tableau = self.tableau
        while let symbol = queue.popLast() {
            tableau.forEachRowAtZero(containing: symbol) { basic, _ in
                guard !seenRows[basic.serial], var row = tableau.row(basic) else { return }
                seenRows[basic.serial] = true
                row.filter { !isPinned($0) }
                row.constant = 0
                for symbol in row.cells.keys { reach(symbol) }
                if !row.isEmpty { atZero.append(row) }
            }
        }
        directions.sort()

        // The implicit equalities: maximise Σ y over y_k ≤ g_k(z), y_k ≤ 1, z ∈ K, where g_k is
        // each direction (z_j ≥ 0) and each row at zero.
        var program = ImplicitEqualities()
        var local = [Symbol?](repeating: nil, count: tableau.symbolCount)
        for symbol in directions { local[symbol.serial] = program.makeVariable() }
        for symbol in directions {
            var row = Row()
            row.add(local[symbol.serial] ?? symbol, 1)
            program.bound(row)
        }
        for row in atZero { program.bound(row.renamed { local[$0.serial] ?? $0 }) }
        let implicit = program.solve()

        // The linear hull: the directions not held at zero, under the implicit rows as equations.
        var hull = Tableau()
        var free = [Symbol?](repeating: nil, count: tableau.symbolCount)
        for (index, symbol) in directions.enumerated() where !implicit[index] { free[symbol.serial] = hull.makeSymbol(.external) }
        func expressed(_ row: Row) -> Row { hull.expressed(row) { free[$0.serial] } }
        for (index, row) in atZero.enumerated() where implicit[directions.count + index] {
            hull.addEquation(expressed(row))
        }

        return undecided.map { !expressed($0).isEmpty }
    }
}
