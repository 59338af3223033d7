import Testing
@testable import Simplex

/// Rows by hand: substitution and solving on small equations whose results are computed on paper.
@Suite struct RowTests {
    private let x = Symbol(serial: 0, kind: .external)
    private let s = Symbol(serial: 1, kind: .slack)
    private let e = Symbol(serial: 2, kind: .error)
    private let d = Symbol(serial: 3, kind: .dummy)
    private let t = Symbol(serial: 4, kind: .slack)

    /// `x = 10 + 2s − e + d`, with `s = 3 − 0.5e + t + 2d` substituted:
    /// `x = 10 + 6 − e − e + 2t + 4d + d = 16 − 2e + 2t + 5d`.
    @Test func substitutionMergesExactly() {
        var row = Row(constant: 10)
        row.add(s, 2)
        row.add(e, -1)
        row.add(d, 1)
        var definition = Row(constant: 3)
        definition.add(e, -0.5)
        definition.add(t, 1)
        definition.add(d, 2)
        var appeared: [Symbol] = []
        var buffer: [SortedCells.Cell] = []
        row.substitute(s, with: definition, appeared: &appeared, buffer: &buffer)
        #expect(row.constant == 16)
        #expect(row.cells.keys == [e, t])
        #expect(row.coefficient(for: e) == -2)
        #expect(row.coefficient(for: t) == 2)
        #expect(row.coefficient(for: d) == 5)
        #expect(!row.contains(s))
        #expect(appeared == [t])
        #expect(row.symbols == [e, t, d])
    }

    /// Substituting `e = 1 + x/2 + s` (as `+2e`) into `2e − x − 2s + 4t`: the x and s terms
    /// cancel, and the constant comes to 2.
    @Test func substitutionCancelsToZero() {
        var row = Row()
        row.add(e, 2)
        row.add(x, -1)
        row.add(s, -2)
        row.add(t, 4)
        var definition = Row(constant: 1)
        definition.add(x, 0.5)
        definition.add(s, 1)
        var buffer: [SortedCells.Cell] = []
        row.substitute(e, with: definition, buffer: &buffer)
        #expect(row.constant == 2)
        #expect(row.symbols == [t])
        #expect(row.coefficient(for: t) == 4)
    }

    /// `0 = 6 + 2x − 3s` solved for `s`: `s = 2 + (2/3)x`; then for `x` instead: `x = −3 + 1.5s`.
    @Test func solvingForASymbol() {
        var row = Row(constant: 6)
        row.add(x, 2)
        row.add(s, -3)
        row.solve(for: s)
        #expect(row.constant == 2)
        #expect(row.coefficient(for: x) == 2.0 / 3)
        #expect(!row.contains(s))
        row.solve(for: s, entering: x)
        // −1 / (2/3) is −1.5 only to the last bit.
        #expect(abs(row.constant + 3) < 1e-14)
        #expect(abs(row.coefficient(for: s) - 1.5) < 1e-14)
        #expect(row.cells.keys == [s])
    }
}
