import TestSupport
import Testing
@testable import Simplex

/// The rows' hash table against the standard dictionary, through seeded random inserts,
/// additions that cancel, and removals (which shift later entries of a probe run back).
@Suite struct SymbolTableTests {
    @Test(arguments: 0..<20 as Range<UInt64>)
    func agreesWithADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var table = SymbolTable()
        var reference: [Symbol: Double] = [:]
        // Few distinct symbols, so probe runs collide and removals shift entries.
        let symbols = (0..<Int.random(in: 4...200, using: &random)).map {
            Symbol(serial: $0 * Int.random(in: 1...3, using: &random), kind: [.external, .slack, .error, .dummy][$0 % 4])
        }
        for _ in 0..<2_000 {
            let symbol = symbols.randomElement(using: &random)!
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                #expect(table.removeValue(forKey: symbol) == reference.removeValue(forKey: symbol))
            case 1:
                // Cancels the coefficient exactly: the entry goes.
                if let value = reference[symbol] {
                    #expect(table.add(symbol, -value) == .removed)
                    reference[symbol] = nil
                }
            default:
                let delta = Double(Int.random(in: 1...9, using: &random))
                let change = table.add(symbol, delta)
                #expect(change == (reference[symbol] == nil ? .added : .unchanged))
                reference[symbol, default: 0] += delta
            }
            #expect(table.count == reference.count)
        }
        for symbol in symbols { #expect(table[symbol] == reference[symbol]) }
        #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) }) == reference)
        #expect(Set(table.keys) == Set(reference.keys))
    }

    @Test func aZeroAdditionMakesNoEntry() {
        var table = SymbolTable()
        let symbol = Symbol(serial: 3, kind: .slack)
        #expect(table.add(symbol, 0) == .unchanged)
        #expect(table.isEmpty)
        #expect(table.add(symbol, 1e-12) == .unchanged)
        #expect(table[symbol] == nil)
    }
}
