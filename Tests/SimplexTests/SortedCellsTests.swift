import TestSupport
import Testing
@testable import Simplex

/// The rows' sorted cells against the standard dictionary, through seeded random inserts,
/// additions that cancel, removals and merges; and the order kept throughout.
@Suite struct SortedCellsTests {
    private static func isAscending(_ cells: SortedCells) -> Bool {
        zip(cells.keys, cells.keys.dropFirst()).allSatisfy { $0.raw < $1.raw }
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func agreesWithADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var cells = SortedCells()
        var reference: [Symbol: Double] = [:]
        let symbols = (0..<Int.random(in: 4...200, using: &random)).map {
            Symbol(serial: $0 * Int.random(in: 1...3, using: &random), kind: [.external, .slack, .error, .dummy][$0 % 4])
        }
        for _ in 0..<2_000 {
            let symbol = symbols.randomElement(using: &random)!
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                #expect(cells.removeValue(forKey: symbol) == reference.removeValue(forKey: symbol))
            case 1:
                // Cancels the coefficient exactly: the cell goes.
                if let value = reference[symbol] {
                    #expect(cells.add(symbol, -value) == .removed)
                    reference[symbol] = nil
                }
            default:
                let delta = Double(Int.random(in: 1...9, using: &random))
                let change = cells.add(symbol, delta)
                #expect(change == (reference[symbol] == nil ? .added : .unchanged))
                reference[symbol, default: 0] += delta
            }
            #expect(cells.count == reference.count)
        }
        for symbol in symbols { #expect(cells[symbol] == reference[symbol]) }
        #expect(Dictionary(uniqueKeysWithValues: cells.map { ($0.key, $0.value) }) == reference)
        #expect(cells.keys == reference.keys.sorted())
        #expect(Self.isAscending(cells))
    }

    /// A merge of `factor · other` gives what adding its cells one by one gives, both when the
    /// two are merged through the buffer (short rows copied back, long ones taking the buffer's
    /// storage) and when a few cells go into a long row; the symbols reported as appeared are
    /// exactly the new ones, ascending. A symbol dropped in the merge is gone as if removed first.
    @Test(arguments: 0..<30 as Range<UInt64>)
    func mergingAgreesWithAddingCellByCell(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        func randomCells(count: Int, symbols: Int) -> SortedCells {
            var cells = SortedCells()
            for _ in 0..<count {
                cells.add(Symbol(serial: Int.random(in: 0..<symbols, using: &random), kind: .slack), Double(Int.random(in: -4...4, using: &random)))
            }
            return cells
        }
        var buffer: [SortedCells.Cell] = []
        for _ in 0..<20 {
            let symbols = Bool.random(using: &random) ? 60 : 4 * SortedCells.longRow
            var merged = randomCells(count: Int.random(in: 0...(symbols * 2 / 3), using: &random), symbols: symbols)
            let other = randomCells(count: Int.random(in: 0...(Bool.random(using: &random) ? 3 : symbols * 2 / 3), using: &random), symbols: symbols)
            let factor = Double(Int.random(in: -3...3, using: &random)) / 2
            let dropping = Bool.random(using: &random) ? merged.keys.filter { other[$0] == nil }.randomElement(using: &random) : nil
            var byCell = merged
            if let dropping { byCell.removeValue(forKey: dropping) }
            var expectedAppeared: [Symbol] = []
            for (symbol, value) in other where byCell.add(symbol, factor * value) == .added { expectedAppeared.append(symbol) }
            var appeared: [Symbol] = []
            merged.add(other, times: factor, records: true, appeared: &appeared, buffer: &buffer, dropping: dropping)
            #expect(merged.keys == byCell.keys)
            #expect(merged.map(\.value) == byCell.map(\.value))
            #expect(appeared == expectedAppeared.sorted())
            #expect(Self.isAscending(merged))
        }
    }

    @Test func aZeroAdditionMakesNoCell() {
        var cells = SortedCells()
        let symbol = Symbol(serial: 3, kind: .slack)
        #expect(cells.add(symbol, 0) == .unchanged)
        #expect(cells.isEmpty)
        #expect(cells.add(symbol, 1e-12) == .unchanged)
        #expect(cells[symbol] == nil)
    }

    /// A sum within the tolerance of zero, relative to its operands, leaves the row in a merge
    /// as in a single addition; one just outside it stays.
    @Test func cancellationWithinTheToleranceRemovesTheCell() {
        let a = Symbol(serial: 1, kind: .slack), b = Symbol(serial: 2, kind: .error), c = Symbol(serial: 5, kind: .slack)
        var row = SortedCells()
        row.add(a, 1000)
        row.add(b, 1)
        row.add(c, 2)
        var other = SortedCells()
        other.add(a, -1000 + 5e-6)  // 5e-6 ≤ 1e-8 · 1000: cancels
        other.add(b, -1 + 2e-8)  // 2e-8 > 1e-8 · 1: stays
        var buffer: [SortedCells.Cell] = []
        var appeared: [Symbol] = []
        row.add(other, times: 1, records: true, appeared: &appeared, buffer: &buffer)
        #expect(row.keys == [b, c])
        #expect(row[b] == 1 + (-1 + 2e-8))
        #expect(row[c] == 2)
        #expect(appeared.isEmpty)
    }

    @Test func insertionsAndRemovalsKeepTheOrder() {
        var cells = SortedCells()
        for serial in [7, 2, 9, 0, 4] { cells.add(Symbol(serial: serial, kind: .slack), Double(serial + 1)) }
        #expect(cells.keys.map(\.serial) == [0, 2, 4, 7, 9])
        #expect(cells.removeValue(forKey: Symbol(serial: 4, kind: .slack)) == 5)
        #expect(cells.removeValue(forKey: Symbol(serial: 4, kind: .slack)) == nil)
        cells.add(Symbol(serial: 3, kind: .slack), 1)
        cells.add(Symbol(serial: 10, kind: .slack), 1)
        #expect(cells.keys.map(\.serial) == [0, 2, 3, 7, 9, 10])
        cells.filter { $0.serial % 2 == 0 }
        #expect(cells.keys.map(\.serial) == [0, 2, 10])
        #expect(cells.map(\.value) == [1, 3, 1])
    }
}
