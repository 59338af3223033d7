/// One equation of the tableau, `basic = constant + Σ coefficient · symbol` over non-basic
/// symbols, or one level of the objective.
///
/// Cells are hash tables, so substituting a short row into a long one costs the short row's
/// length. Dummies (required equalities' markers) are kept in a table of their own: along a
/// chain of equalities they pile up (each view's row holds the marker of every earlier link),
/// yet they never enter the basis and are read only to remove a constraint or explain a
/// conflict, so pivots touch only the short main part.
///
/// A coefficient the tolerance calls zero is dropped, and a constant it calls zero is exactly
/// zero, so degenerate ties compare exactly.
struct Row: Sendable {
    var constant: Double
    /// The non-dummy symbols.
    private(set) var cells = SymbolTable()
    /// The dummy symbols.
    private(set) var markers = SymbolTable()

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { cells.isEmpty && markers.isEmpty }

    /// Every symbol of the row, dummies included.
    var symbols: [Symbol] { cells.keys + markers.keys }

    func coefficient(for symbol: Symbol) -> Double {
        (symbol.isDummy ? markers[symbol] : cells[symbol]) ?? 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        (symbol.isDummy ? markers[symbol] : cells[symbol]) != nil
    }

    /// Adds `coefficient · symbol`; whether the symbol is new to the row.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        symbol.isDummy ? markers.add(symbol, coefficient) == .added : cells.add(symbol, coefficient) == .added
    }

    /// Removes `symbol`'s cell; its coefficient, if it had one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        symbol.isDummy ? markers.removeValue(forKey: symbol) : cells.removeValue(forKey: symbol)
    }

    /// Keeps the cells whose symbol passes `keep`.
    mutating func filter(_ keep: (Symbol) -> Bool) {
        cells.filter(keep)
        markers.filter(keep)
    }

    /// The row over other symbols (`rename` keeps a symbol's kind).
    func renamed(_ rename: (Symbol) -> Symbol) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in cells { row.add(rename(symbol), coefficient) }
        for (symbol, coefficient) in markers { row.add(rename(symbol), coefficient) }
        return row
    }

    mutating func addConstant(_ delta: Double) {
        let sum = constant + delta
        constant = Tolerance.isZero(sum, scale: max(abs(constant), abs(delta))) ? 0 : sum
    }

    /// Adds `factor · row`.
    mutating func add(_ row: Row, times factor: Double) {
        addConstant(factor * row.constant)
        for (symbol, coefficient) in row.cells { cells.add(symbol, factor * coefficient) }
        for (symbol, coefficient) in row.markers { markers.add(symbol, factor * coefficient) }
    }

    /// Adds `factor · row`, appending the symbols that were not in this row before.
    mutating func add(_ row: Row, times factor: Double, appeared: inout [Symbol]) {
        addConstant(factor * row.constant)
        for (symbol, coefficient) in row.cells where cells.add(symbol, factor * coefficient) == .added {
            appeared.append(symbol)
        }
        for (symbol, coefficient) in row.markers where markers.add(symbol, factor * coefficient) == .added {
            appeared.append(symbol)
        }
    }

    mutating func negate() { scale(by: -1) }

    private mutating func scale(by factor: Double) {
        constant *= factor
        cells.transformValues { $0 * factor }
        markers.transformValues { $0 * factor }
    }

    /// Reads the row as `0 = constant + Σ …` and makes it the definition of `symbol`.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = remove(symbol) else { return }
        scale(by: -1 / coefficient)
    }

    /// The row defines `basic`; makes it define `entering` (a symbol of the row) instead.
    mutating func solve(for basic: Symbol, entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by its definition `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = remove(symbol) else { return }
        add(row, times: coefficient)
    }

    /// Replaces `symbol` by its definition `row`, appending the symbols that entered the row.
    mutating func substitute(_ symbol: Symbol, with row: Row, appeared: inout [Symbol]) {
        guard let coefficient = remove(symbol) else { return }
        add(row, times: coefficient, appeared: &appeared)
    }
}
