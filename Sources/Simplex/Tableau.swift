/// The simplex tableau in Cassowary's form: the row of each basic symbol over the non-basic
/// ones, and a column index (the rows that mention a symbol) so a pivot touches only the rows
/// it changes.
///
/// Rows live in slots that keep their place through a pivot (only the basic symbol changes),
/// so the column index names slots: a pivot leaves it valid. Each slot has a generation,
/// bumped when its row is dropped, so an entry naming a dropped row is recognised at once.
/// Tables are arrays indexed by symbol serial or slot, and rows are sorted arrays: no lookup in
/// a pivot hashes.
///
/// Invariants the rest of the solver relies on:
/// - restricted rows (basic slack, error, dummy) have a constant ≥ 0: the solution is feasible;
/// - externals appear only in rows whose basic symbol is external, never in restricted rows or
///   the objective: a non-basic external is a free parameter;
/// - a row whose basic symbol is a dummy holds only dummies, so it never limits a pivot.
struct Tableau: Sendable {
    private struct Entry: Sendable {
        let slot: Int32
        let generation: UInt32
    }

    /// The slots whose rows may hold a symbol. An entry whose row was dropped is recognised by
    /// its generation and left out when the list has doubled since it was last compacted; one
    /// whose row lost the symbol by cancellation stays until the symbol's column is cleared
    /// (substituted or removed), so a slot may be listed twice. Entries are only ever read
    /// through a check that the row still holds the symbol.
    private struct Column: Sendable {
        var entries: [Entry] = []
        var compactedCount = 0
    }

    private var slots: [Row] = []
    private var slotBasic: [Symbol] = []
    private var slotGeneration: [UInt32] = []
    /// Per slot, the last `shiftMarker` call that shifted it (`stamp`).
    private var slotStamp: [UInt32] = []
    private var stamp: UInt32 = 0
    private var freeSlots: [Int] = []
    /// By symbol serial: the slot of a basic symbol's row, or -1.
    private var slotOfSymbol: [Int32] = []
    private var columns: [Column] = []
    /// Whether required equalities' markers (dummies) are listed in the column index. Along a
    /// chain they pile up (each row holds the marker of every earlier link), so listing them as
    /// rows are placed would be most of the cost of building a long chain; yet a marker's column is
    /// read only to withdraw its constraint or move its constant. They are listed in one pass
    /// over the rows the first time one is asked for (`indexMarkers`), and kept listed from then on.
    private var markersIndexed = false
    private(set) var basicCount = 0
    /// Rows rewritten by substitutions so far: what a change to a solved system has cost.
    private(set) var rowsRewritten = 0
    var objective = Objective()
    /// The objective of the artificial phase, while a required constraint is being placed.
    var artificial: Row?
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// Storage for the symbols a substitution brings into a row.
    private var scratch: [Symbol] = []
    /// Storage a substitution merges a row into (it then takes the row's old storage).
    private var mergeBuffer: [SortedCells.Cell] = []
    /// The open trial, if any (`beginTrial`).
    private var trial: Trial?
    /// Per slot and per symbol serial, the trial that saved its row or column (`trialNumber`).
    private var slotSavedIn: [UInt32] = []
    private var columnSavedIn: [UInt32] = []
    private var trialNumber: UInt32 = 0

    /// How many symbols were made: every serial is below it.
    var symbolCount: Int { slotOfSymbol.count }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(serial: slotOfSymbol.count, kind: kind)
        slotOfSymbol.append(-1)
        columns.append(Column())
        columnSavedIn.append(0)
        return symbol
    }

    private func slot(of symbol: Symbol) -> Int? {
        guard symbol.serial < slotOfSymbol.count else { return nil }
        let slot = slotOfSymbol[symbol.serial]
        return slot >= 0 ? Int(slot) : nil
    }

    /// The row of a basic symbol; nil for a non-basic one.
    func row(_ basic: Symbol) -> Row? { slot(of: basic).map { slots[$0] } }

    func isBasic(_ symbol: Symbol) -> Bool { slot(of: symbol) != nil }

    /// Adds `factor ·` the row of `basic` to `row`, read in place (`row(_:)` would hand out a
    /// copy, retained and released per term of every constraint placed); false, with nothing
    /// added, when `basic` is not basic.
    func add(rowOf basic: Symbol, times factor: Double, to row: inout Row, buffer: inout [SortedCells.Cell]) -> Bool {
        guard let slot = slot(of: basic) else { return false }
        row.add(slots[slot], times: factor, buffer: &buffer)
        return true
    }

    /// A symbol's value in the current solution: its row's constant, or zero when non-basic.
    func value(of symbol: Symbol) -> Double { slot(of: symbol).map { slots[$0].constant } ?? 0 }

    private func isCurrent(_ entry: Entry) -> Bool { slotGeneration[Int(entry.slot)] == entry.generation }

    /// The rows that hold `symbol`, with its coefficient there, handed to `body` one by one
    /// rather than gathered into an array: the ratio test asks for them at every pivot. A row
    /// may be handed twice. For a dummy, `indexMarkers` must have run.
    func forEachRow(containing symbol: Symbol, _ body: (_ basic: Symbol, _ coefficient: Double) -> Void) {
        guard symbol.serial < columns.count else { return }
        for entry in columns[symbol.serial].entries where isCurrent(entry) {
            let slot = Int(entry.slot)
            let coefficient = slots[slot].coefficient(for: symbol)
            if coefficient != 0 { body(slotBasic[slot], coefficient) }
        }
    }

    /// The restricted rows at zero (basic symbol not external, constant within the tolerance of
    /// zero) that hold `symbol`, as `forEachRow` hands them. The basic symbol and the constant
    /// are read before the row's cells, so the many rows that fail the test cost no cache miss
    /// on their cells: the face's analysis walks every column it reaches this way.
    func forEachRowAtZero(containing symbol: Symbol, _ body: (_ basic: Symbol, _ coefficient: Double) -> Void) {
        guard symbol.serial < columns.count else { return }
        for entry in columns[symbol.serial].entries where isCurrent(entry) {
            let slot = Int(entry.slot)
            let basic = slotBasic[slot]
            guard !basic.isExternal && slots[slot].constant <= Tolerance.epsilon else { continue }
            let coefficient = slots[slot].coefficient(for: symbol)
            if coefficient != 0 { body(basic, coefficient) }
        }
    }

    /// About how many rows hold `symbol`: its column's entries, some of which may name rows
    /// that have since lost it (at most about twice the true count, see `Column`); 0 for a
    /// symbol no row has held since it was made or last cleared. Not for dummies (never a subject).
    func mentions(_ symbol: Symbol) -> Int {
        symbol.serial < columns.count ? columns[symbol.serial].entries.count : 0
    }

    /// A bound on the pivots of one simplex run. Bland's rule cannot cycle, but rounding could
    /// still make a run wander; past this the run stops rather than hang.
    var pivotLimit: Int { 10_000 + 50 * basicCount }

    mutating func insert(_ row: Row, basic: Symbol) {
        if let existing = slot(of: basic) { dropSlot(existing) }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            saveSlot(slot)
            slots[slot] = row
            slotBasic[slot] = basic
        } else {
            slot = slots.count
            slots.append(row)
            slotBasic.append(basic)
            slotGeneration.append(0)
            slotStamp.append(0)
            slotSavedIn.append(0)
        }
        slotOfSymbol[basic.serial] = Int32(slot)
        basicCount += 1
        for (symbol, _) in row.cells { link(symbol, to: slot) }
        if markersIndexed {
            for (symbol, _) in row.markers { link(symbol, to: slot) }
        }
    }

    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        guard let slot = slot(of: basic) else { return nil }
        let row = slots[slot]
        dropSlot(slot)
        return row
    }

    private mutating func dropSlot(_ slot: Int) {
        slotOfSymbol[slotBasic[slot].serial] = -1
        saveSlot(slot)
        slots[slot] = Row()
        slotGeneration[slot] &+= 1
        freeSlots.append(slot)
        basicCount -= 1
    }

    /// Lists `slot` in `symbol`'s column. Runs for every symbol of every row placed or changed,
    /// so the column is reached once (one uniqueness check) and compacted in place.
    private mutating func link(_ symbol: Symbol, to slot: Int) {
        if symbol.isDummy && !markersIndexed { return }
        saveColumn(symbol.serial)
        Self.append(Entry(slot: Int32(slot), generation: slotGeneration[slot]), to: &columns[symbol.serial], generations: slotGeneration)
    }

    private static func append(_ entry: Entry, to column: inout Column, generations: [UInt32]) {
        // A new column starts with room for a few rows: grown one slot at a time, most columns
        // would be reallocated several times as the tableau fills.
        if column.entries.capacity == 0 { column.entries.reserveCapacity(SortedCells.initialCapacity) }
        column.entries.append(entry)
        if column.entries.count > 2 * column.compactedCount + 16 {
            // Order-preserving for the entries kept, as the old filtered copy was.
            column.entries.removeAll { generations[Int($0.slot)] != $0.generation }
            column.compactedCount = column.entries.count
        }
    }

    /// Replaces `symbol` by its definition `row` everywhere: rows, objective, artificial objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if symbol.isDummy { indexMarkers() }
        let entries = columns[symbol.serial].entries
        saveColumn(symbol.serial)
        columns[symbol.serial] = Column()
        // The scratch list's storage is kept from one substitution to the next.
        var appeared = scratch
        var buffer = mergeBuffer
        scratch = []
        mergeBuffer = []
        defer {
            scratch = appeared
            mergeBuffer = buffer
        }
        for entry in entries where isCurrent(entry) {
            let slot = Int(entry.slot)
            appeared.removeAll(keepingCapacity: true)
            saveSlot(slot)
            rowsRewritten += 1
            slots[slot].substitute(symbol, with: row, appeared: &appeared, buffer: &buffer)
            for other in appeared { link(other, to: slot) }
            let basic = slotBasic[slot]
            if !basic.isExternal && slots[slot].constant < 0 { infeasible.append(basic) }
        }
        // The objectives never hold an external (see the invariants above): a new row's
        // external subject, the most common substitution, has nothing to replace there.
        guard !symbol.isExternal else { return }
        objective.substitute(symbol, with: row, buffer: &buffer)
        artificial?.substitute(symbol, with: row, buffer: &buffer)
    }

    /// Makes `entering` basic in the row of `leaving`, in the same slot.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard let slot = slot(of: leaving) else { return }
        saveSlot(slot)
        slots[slot].solve(for: leaving, entering: entering)
        link(leaving, to: slot)
        slotOfSymbol[leaving.serial] = -1
        slotOfSymbol[entering.serial] = Int32(slot)
        slotBasic[slot] = entering
        substitute(entering, with: slots[slot])
    }

    /// Sets a non-basic symbol to zero for good: removes it from every row and the objectives.
    mutating func removeColumn(_ symbol: Symbol) {
        if symbol.isDummy { indexMarkers() }
        for entry in columns[symbol.serial].entries where isCurrent(entry) {
            saveSlot(Int(entry.slot))
            slots[Int(entry.slot)].remove(symbol)
        }
        saveColumn(symbol.serial)
        columns[symbol.serial] = Column()
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// Reads `marker` as `marker′ + amount`, the equation it marks having had its constant
    /// moved (a constraint's new constant): its own row's
    /// constant moves by `−amount` when it is basic, else every row holding it moves by
    /// `coefficient · amount`. Rows driven below zero are listed for the dual simplex. False,
    /// with nothing changed past that row, when a row of dummies would move: a redundant
    /// required equality would then contradict.
    mutating func shiftMarker(_ marker: Symbol, by amount: Double) -> Bool {
        if marker.isDummy { indexMarkers() }
        if isBasic(marker) {
            guard !marker.isDummy else { return false }
            shiftConstant(of: marker, by: -amount)
            return true
        }
        // A slot may be listed twice: each is shifted once, told apart by this call's stamp.
        stamp &+= 1
        let entries = columns[marker.serial].entries
        for entry in entries where isCurrent(entry) && slotStamp[Int(entry.slot)] != stamp {
            let slot = Int(entry.slot)
            slotStamp[slot] = stamp
            let coefficient = slots[slot].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            let basic = slotBasic[slot]
            guard !basic.isDummy else { return false }
            shiftConstant(of: basic, by: coefficient * amount)
        }
        return true
    }

    /// Adds `delta` to a row's constant (a constraint's new constant).
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        guard let slot = slot(of: basic) else { return }
        saveSlot(slot)
        slots[slot].addConstant(delta)
        if !basic.isExternal && slots[slot].constant < 0 { infeasible.append(basic) }
    }

    /// Lists every row's markers in the column index, once (`markersIndexed`).
    mutating func indexMarkers() {
        guard !markersIndexed else { return }
        markersIndexed = true
        // Dropped slots hold an empty row.
        for slot in slots.indices {
            for (marker, _) in slots[slot].markers { link(marker, to: slot) }
        }
    }

    // MARK: - Trials

    /// What a trial may have to put back: the rows and columns it changed, each saved before its
    /// first change, and the tables of plain numbers whole (copied only when first written).
    /// Copying the whole tableau per trial would retain every row and column, and make N
    /// constraints placed by the artificial phase cost N².
    private struct Trial {
        let slotCount: Int
        let columnCount: Int
        let slotBasic: [Symbol]
        let slotGeneration: [UInt32]
        let slotOfSymbol: [Int32]
        let freeSlots: [Int]
        let basicCount: Int
        let objective: Objective
        let artificial: Row?
        let infeasible: [Symbol]
        let markersIndexed: Bool
        var rows: [(slot: Int, row: Row)] = []
        var columns: [(serial: Int, column: Column)] = []
    }

    /// Starts changes that `rollBackTrial` can undo exactly (the artificial phase, which may fail
    /// after pivots), until `commitTrial`.
    mutating func beginTrial() {
        trialNumber &+= 1
        if trialNumber == 0 {
            // Wrapped: forget every old mark.
            slotSavedIn = [UInt32](repeating: 0, count: slotSavedIn.count)
            columnSavedIn = [UInt32](repeating: 0, count: columnSavedIn.count)
            trialNumber = 1
        }
        trial = Trial(
            slotCount: slots.count, columnCount: columns.count, slotBasic: slotBasic, slotGeneration: slotGeneration,
            slotOfSymbol: slotOfSymbol, freeSlots: freeSlots, basicCount: basicCount, objective: objective,
            artificial: artificial, infeasible: infeasible, markersIndexed: markersIndexed)
    }

    mutating func commitTrial() { trial = nil }

    /// Puts the tableau back as it was at `beginTrial`.
    mutating func rollBackTrial() {
        guard let trial else { return }
        self.trial = nil
        for (slot, row) in trial.rows { slots[slot] = row }
        for (serial, column) in trial.columns { columns[serial] = column }
        slots.removeLast(slots.count - trial.slotCount)
        slotStamp.removeLast(slotStamp.count - trial.slotCount)
        slotSavedIn.removeLast(slotSavedIn.count - trial.slotCount)
        columns.removeLast(columns.count - trial.columnCount)
        columnSavedIn.removeLast(columnSavedIn.count - trial.columnCount)
        slotBasic = trial.slotBasic
        slotGeneration = trial.slotGeneration
        slotOfSymbol = trial.slotOfSymbol
        freeSlots = trial.freeSlots
        basicCount = trial.basicCount
        objective = trial.objective
        artificial = trial.artificial
        infeasible = trial.infeasible
        // Columns listed during the trial were saved empty and are put back so.
        markersIndexed = trial.markersIndexed
    }

    /// Saves a slot's row before the open trial first changes it.
    @inline(__always)
    private mutating func saveSlot(_ slot: Int) {
        guard trial != nil, slot < trial!.slotCount, slotSavedIn[slot] != trialNumber else { return }
        slotSavedIn[slot] = trialNumber
        trial!.rows.append((slot, slots[slot]))
    }

    /// Saves a symbol's column before the open trial first changes it.
    @inline(__always)
    private mutating func saveColumn(_ serial: Int) {
        guard trial != nil, serial < trial!.columnCount, columnSavedIn[serial] != trialNumber else { return }
        columnSavedIn[serial] = trialNumber
        trial!.columns.append((serial, columns[serial]))
    }
}
