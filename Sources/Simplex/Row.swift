/// One equation of the tableau, `basic = constant + Σ coefficient · symbol` over non-basic
/// symbols, or one level of the objective.
///
/// Cells are sorted flat arrays (`SortedCells`), so substituting a row into another is a merge
/// of two sorted arrays into a reused buffer. Dummies (required equalities' markers) are kept
/// in an array of their own: along a chain of equalities they pile up (each view's row holds
/// the marker of every earlier link), yet they never enter the basis and are read only to
/// remove a constraint or explain a conflict, so pivots touch only the short main part.
///
/// A coefficient the tolerance calls zero is dropped, and a constant it calls zero is exactly
/// zero, so degenerate ties compare exactly.
struct Row: Sendable {
    var constant: Double
    /// The non-dummy symbols.
    private(set) var cells = SortedCells()
    /// The dummy symbols.
    private(set) var markers = SortedCells()

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { cells.isEmpty && markers.isEmpty }

    /// Whether every coefficient is finite (the constant aside).
    var isFinite: Bool { cells.allSatisfy { $0.value.isFinite } && markers.allSatisfy { $0.value.isFinite } }

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
        var buffer: [SortedCells.Cell] = []
        add(row, times: factor, buffer: &buffer)
    }

    /// Adds `factor · row`, merging through `buffer` (storage kept from one call to the next).
    mutating func add(_ row: Row, times factor: Double, buffer: inout [SortedCells.Cell]) {
        var none: [Symbol] = []
        addConstant(factor * row.constant)
        cells.add(row.cells, times: factor, records: false, appeared: &none, buffer: &buffer)
        markers.add(row.markers, times: factor, records: false, appeared: &none, buffer: &buffer)
    }

    /// Adds `factor · row`, appending the symbols that were not in this row before.
    mutating func add(_ row: Row, times factor: Double, appeared: inout [Symbol], buffer: inout [SortedCells.Cell]) {
        addConstant(factor * row.constant)
        cells.add(row.cells, times: factor, records: true, appeared: &appeared, buffer: &buffer)
        markers.add(row.markers, times: factor, records: true, appeared: &appeared, buffer: &buffer)
    }

    mutating func negate() { scale(by: -1) }

    private mutating func scale(by factor: Double) {
        constant *= factor
        cells.scale(by: factor)
        markers.scale(by: factor)
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
    mutating func substitute(_ symbol: Symbol, with row: Row, buffer: inout [SortedCells.Cell]) {
        var none: [Symbol] = []
        substitute(symbol, with: row, records: false, appeared: &none, buffer: &buffer)
    }

    /// Replaces `symbol` by its definition `row`, appending the symbols that entered the row.
    mutating func substitute(_ symbol: Symbol, with row: Row, appeared: inout [Symbol], buffer: inout [SortedCells.Cell]) {
        substitute(symbol, with: row, records: true, appeared: &appeared, buffer: &buffer)
    }

    private mutating func substitute(
        _ symbol: Symbol, with row: Row, records: Bool, appeared: inout [Symbol], buffer: inout [SortedCells.Cell]
    ) {
        let dummy = symbol.isDummy
        guard let coefficient = dummy ? markers[symbol] : cells[symbol] else { return }
        // The symbol leaves in the merge that brings its definition in.
        addConstant(coefficient * row.constant)
        cells.add(row.cells, times: coefficient, records: records, appeared: &appeared, buffer: &buffer, dropping: dummy ? nil : symbol)
        markers.add(row.markers, times: coefficient, records: records, appeared: &appeared, buffer: &buffer, dropping: dummy ? symbol : nil)
    }
}
