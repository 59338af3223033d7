/// A row's cells: (symbol, coefficient) pairs in one contiguous array sorted by symbol, as
/// kiwisolver keeps them. Rows are short and read and written millions of times when a long
/// chain of views is solved: a lookup is a binary search over one cache line or two, and adding
/// a multiple of another row is a merge of two sorted arrays into a reused buffer, with no
/// hashing and nothing allocated once the buffer has grown. A value type: copies share storage
/// until one of them changes.
///
/// The tolerance is applied cell by cell as each sum is formed: a sum it calls zero leaves the
/// row, and a new cell is made only for a non-zero addend. So how rows are stored changes no
/// number and no verdict.
struct SortedCells: Sendable, Sequence {
    struct Cell: Sendable {
        var symbol: Symbol
        var value: Double
    }

    /// Ascending by symbol, no symbol twice, no zero from an addition.
    private(set) var cells: [Cell] = []

    init() {}

    var count: Int { cells.count }
    var isEmpty: Bool { cells.isEmpty }

    /// The index of `symbol`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = cells[middle].symbol.raw
            if raw == symbol.raw { return (middle, true) }
            if raw < symbol.raw { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    subscript(symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? cells[index].value : nil
    }

    enum Change { case unchanged, added, removed }

    /// Adds `delta` to the coefficient of `symbol`; a sum the tolerance calls zero removes the
    /// cell, and a new cell is made only for a non-zero `delta`.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ delta: Double) -> Change {
        // A symbol newer than every cell (a new row's slack, error or marker) goes last.
        if cells.last.map({ $0.symbol.raw < symbol.raw }) ?? true {
            if Tolerance.isZero(delta) { return .unchanged }
            makeRoomForOneMore()
            cells.append(Cell(symbol: symbol, value: delta))
            return .added
        }
        let (index, found) = position(of: symbol)
        if found {
            let old = cells[index].value
            let sum = old + delta
            if Tolerance.isZero(sum, scale: Swift.max(abs(old), abs(delta))) {
                cells.remove(at: index)
                return .removed
            }
            cells[index].value = sum
            return .unchanged
        }
        if Tolerance.isZero(delta) { return .unchanged }
        // Room at the end, then the tail moved up a place: the generic insertion costs more on
        // these short rows.
        makeRoomForOneMore()
        cells.append(Cell(symbol: symbol, value: delta))
        cells.withUnsafeMutableBufferPointer { cells in
            var position = cells.count - 1
            while position > index {
                cells[position] = cells[position - 1]
                position -= 1
            }
            cells[index] = Cell(symbol: symbol, value: delta)
        }
        return .added
    }

    /// A full row grows to twice its cells (at least `initialCapacity`): appended one at a
    /// time, a new row would be reallocated at 1, 2, 4… cells.
    private mutating func makeRoomForOneMore() {
        if cells.count == cells.capacity { cells.reserveCapacity(Swift.max(2 * cells.count, Self.initialCapacity)) }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).value
    }

    /// Adds `factor · other`, cell by cell as `add(_:_:)` would, appending to `appeared` (when
    /// `records`) the symbols that were not here before, in ascending order. A few cells into
    /// many are placed by binary search; otherwise the two arrays are merged into `buffer`
    /// (storage kept from one merge to the next).
    ///
    /// `dropping` (a symbol `other` does not hold) leaves the row in the same pass: substituting
    /// a symbol by its definition.
    mutating func add(
        _ other: SortedCells, times factor: Double, records: Bool, appeared: inout [Symbol], buffer: inout [Cell],
        dropping: Symbol? = nil
    ) {
        guard !other.isEmpty else {
            if let dropping { removeValue(forKey: dropping) }
            return
        }
        if other.count <= Self.fewCells && other.count * 4 < count {
            if let dropping { removeValue(forKey: dropping) }
            for cell in other.cells where add(cell.symbol, factor * cell.value) == .added && records {
                appeared.append(cell.symbol)
            }
            return
        }
        // The merge is written through pointers into `buffer`, kept filled to its largest use
        // (a plain value type: no element to initialise or destroy), then copied back into this
        // row's storage (a long row takes the buffer's instead): no check of uniqueness or
        // capacity per cell, and no allocation once the rows and the buffer have grown.
        let needed = count + other.count
        if buffer.count < needed {
            buffer.append(contentsOf: repeatElement(Cell(symbol: Symbol(raw: 0), value: 0), count: needed - buffer.count))
        }
        let written = Self.merge(
            cells, other.cells, times: factor, skipping: dropping?.raw ?? -1, records: records, appeared: &appeared, into: &buffer)
        if written > Self.longRow {
            // A long row takes the buffer's storage instead: copying it back would cost more
            // than the allocation the next merge into this row's old storage may need.
            swap(&cells, &buffer)
            cells.removeLast(cells.count - written)
            return
        }
        let growth = written - cells.count
        if written > cells.capacity { cells.reserveCapacity(Swift.max(2 * written, Self.initialCapacity)) }
        if growth > 0 {
            cells.append(contentsOf: repeatElement(Cell(symbol: Symbol(raw: 0), value: 0), count: growth))
        } else if growth < 0 {
            cells.removeLast(-growth)
        }
        guard written > 0 else { return }
        Self.copy(written, from: buffer, into: &cells)
    }

    /// The merge of `add(_:times:records:appeared:buffer:dropping:)` into `output`, which holds
    /// room for both: the arrays are borrowed as arguments, not read through the row being
    /// changed, so no reference is taken on them per merge. The number of cells written.
    private static func merge(
        _ mine: [Cell], _ theirs: [Cell], times factor: Double, skipping skipped: Int, records: Bool,
        appeared: inout [Symbol], into output: inout [Cell]
    ) -> Int {
        var written = 0
        output.withUnsafeMutableBufferPointer { output in
            mine.withUnsafeBufferPointer { mine in
                theirs.withUnsafeBufferPointer { theirs in
                    var i = 0, j = 0
                    while i < mine.count && j < theirs.count {
                        let cell = mine[i], addend = theirs[j]
                        if cell.symbol.raw == skipped {
                            i += 1
                        } else if cell.symbol.raw < addend.symbol.raw {
                            output[written] = cell
                            written += 1
                            i += 1
                        } else if cell.symbol.raw > addend.symbol.raw {
                            let delta = factor * addend.value
                            if !Tolerance.isZero(delta) {
                                output[written] = Cell(symbol: addend.symbol, value: delta)
                                written += 1
                                if records { appeared.append(addend.symbol) }
                            }
                            j += 1
                        } else {
                            let delta = factor * addend.value
                            let sum = cell.value + delta
                            if !Tolerance.isZero(sum, scale: Swift.max(abs(cell.value), abs(delta))) {
                                output[written] = Cell(symbol: cell.symbol, value: sum)
                                written += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < mine.count {
                        if mine[i].symbol.raw != skipped {
                            output[written] = mine[i]
                            written += 1
                        }
                        i += 1
                    }
                    while j < theirs.count {
                        let addend = theirs[j]
                        let delta = factor * addend.value
                        if !Tolerance.isZero(delta) {
                            output[written] = Cell(symbol: addend.symbol, value: delta)
                            written += 1
                            if records { appeared.append(addend.symbol) }
                        }
                        j += 1
                    }
                }
            }
        }
        return written
    }

    /// Overwrites the first `count` cells of `target` with those of `source`.
    private static func copy(_ count: Int, from source: [Cell], into target: inout [Cell]) {
        target.withUnsafeMutableBufferPointer { target in
            source.withUnsafeBufferPointer { source in target.baseAddress!.update(from: source.baseAddress!, count: count) }
        }
    }

    /// At most this many cells are added one by one into a row four times longer: each may
    /// shift the row's tail, which costs less than a merge only for a few.
    static let fewCells = 8

    /// The room a row gets when it first grows.
    static let initialCapacity = 8

    /// Past this many cells a merged row keeps the merge buffer's storage rather than being
    /// copied back.
    static let longRow = 64

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in cells.indices { cells[index].value *= factor }
    }

    /// Keeps the cells whose symbol passes `keep`.
    mutating func filter(_ keep: (Symbol) -> Bool) {
        cells.removeAll { !keep($0.symbol) }
    }

    /// Ascending.
    var keys: [Symbol] { cells.map(\.symbol) }

    struct Iterator: IteratorProtocol {
        fileprivate let cells: [Cell]
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Double)? {
            guard index < cells.count else { return nil }
            defer { index += 1 }
            return (cells[index].symbol, cells[index].value)
        }
    }

    /// Ascending by symbol.
    func makeIterator() -> Iterator { Iterator(cells: cells) }
}
