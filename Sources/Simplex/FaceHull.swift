/// The linear hull of the optimal face around some variables, to ask what stays free about
/// them once others are held: whichever optimal solution was chosen, the answer is the same.
///
/// Over the face's directions `z` (non-basic symbols not pinned, as in `OptimalFace.decide`),
/// each variable is `constant + a · z`. The face's hull is `z` under the implicit equalities of
/// the cone at the current solution (the same at every point of the face). Holding a variable
/// adds its `a · z = 0`; a variable is free while its `a` is outside the span of the equations.
/// A variable no constraint mentions is a direction of its own: always free, holding no other.
/// Externals among the directions (free parameters) have no sign; the rest are ≥ 0 in the cone.
public struct FaceHull {
    /// Per variable asked about: its row over the directions; nil for one no constraint mentions.
    private var rows: [LayoutVariable: Row] = [:]
    /// The hull's own symbols per direction not held at zero.
    private var free: [Symbol: Symbol] = [:]
    /// Equations in `free`'s symbols, each solved for one of them.
    private var equations = Tableau()
    /// Per direction, its group: directions that share a row (a variable's, or a row at zero)
    /// are in one group; holding a variable frees or fixes nothing outside its row's groups.
    private var group: [Symbol: Int] = [:]

    public init(_ solver: SimplexSolver, around variables: [LayoutVariable]) {
        var face = OptimalFace(tableau: solver.tableau)
        let tableau = solver.tableau
        var directions: [Symbol] = [], isDirection = Set<Symbol>(), queue: [Symbol] = []
        func reach(_ symbol: Symbol) {
            if isDirection.insert(symbol).inserted {
                directions.append(symbol)
                queue.append(symbol)
            }
        }
        for variable in variables {
            guard let symbol = solver.symbols[variable] else { continue }
            var row: Row
            if let basic = tableau.row(symbol) {
                row = basic
                row.filter { !face.isPinned($0) }
                row.constant = 0
            } else {
                row = Row()
                row.add(symbol, 1)
            }
            for symbol in row.cells.keys { reach(symbol) }
            rows[variable] = row
        }
        // The restricted rows at zero the directions reach bound the cone.
        var atZero: [Row] = [], seenRows = Set<Symbol>()
        while let symbol = queue.popLast() {
            tableau.forEachRowAtZero(containing: symbol) { basic, _ in
                guard seenRows.insert(basic).inserted, var row = tableau.row(basic) else { return }
                row.filter { !face.isPinned($0) }
                row.constant = 0
                for symbol in row.cells.keys { reach(symbol) }
                if !row.isEmpty { atZero.append(row) }
            }
        }
        directions.sort()
        var parent = Array(directions.indices)
        let position = Dictionary(uniqueKeysWithValues: directions.enumerated().map { ($1, $0) })
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for row in Array(rows.values) + atZero {
            let members = row.cells.keys.compactMap { position[$0] }
            for member in members.dropFirst() { parent[root(member)] = root(members[0]) }
        }
        for (index, symbol) in directions.enumerated() { group[symbol] = root(index) }

        // Which bounds are implicit equalities: maximise Σ y over y_k ≤ g_k(z), y_k ≤ 1, with
        // g_k each restricted direction and each row at zero; an external is the difference
        // of two restricted symbols.
        var program = ImplicitEqualities()
        var local: [Symbol: Row] = [:]
        for symbol in directions {
            var row = Row()
            row.add(program.makeVariable(), 1)
            if symbol.isExternal { row.add(program.makeVariable(), -1) }
            local[symbol] = row
        }
        func inProgram(_ row: Row) -> Row {
            var result = Row()
            for (symbol, coefficient) in row.cells {
                if let definition = local[symbol] { result.add(definition, times: coefficient) }
            }
            return result
        }
        for symbol in directions {
            if symbol.isExternal { program.skip() } else { program.bound(local[symbol]!) }
        }
        for row in atZero { program.bound(inProgram(row)) }
        let implicit = program.solve()

        for (index, symbol) in directions.enumerated() where !implicit[index] { free[symbol] = equations.makeSymbol(.external) }
        for (index, row) in atZero.enumerated() where implicit[directions.count + index] { addEquation(row) }
    }

    /// The groups of directions the variable's row touches (none for a variable no
    /// constraint mentions): variables in no common group never decide one another.
    public func groups(of variable: LayoutVariable) -> Set<Int> {
        guard let row = rows[variable] else { return [] }
        return Set(row.cells.keys.compactMap { group[$0] })
    }

    /// Whether the variable still takes more than one value on the hull.
    public func isFree(_ variable: LayoutVariable) -> Bool {
        guard let row = rows[variable] else { return true }
        return !expressed(row).isEmpty
    }

    /// Holds the variable where it is.
    public mutating func hold(_ variable: LayoutVariable) {
        guard let row = rows[variable] else { return }
        addEquation(row)
    }

    private mutating func addEquation(_ row: Row) {
        equations.addEquation(expressed(row))
    }

    /// The row over the hull's symbols not yet solved for.
    private func expressed(_ row: Row) -> Row {
        equations.expressed(row) { free[$0] }
    }
}
