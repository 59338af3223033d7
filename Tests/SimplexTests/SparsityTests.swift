import Testing
@testable import Simplex

/// The tableau stays about as sparse as the constraints: a new row is solved for the external
/// the fewest rows mention, so a chain of links does not spread every earlier link's terms into
/// every later row (which made a stack of N views cost N² and more).
@Suite struct SparsityTests {
    /// The most non-dummy symbols any row of the variables holds.
    static func widestRow(_ solver: SimplexSolver, _ variables: [LayoutVariable]) -> Int {
        variables.compactMap { solver.symbols[$0].flatMap(solver.tableau.row)?.cells.count }.max() ?? 0
    }

    /// A column of `count` views (top `y`, length `h`), each starting where the one before ends,
    /// all as long as the first (a `fillEqually` stack's links), and the first 10 long.
    static func equalColumn(_ count: Int) -> (SimplexSolver, y: [LayoutVariable], h: [LayoutVariable]) {
        var solver = SimplexSolver()
        let y = (0...count).map { _ in solver.makeVariable() }, h = (0..<count).map { _ in solver.makeVariable() }
        solver.must(eq(y[0], 0.0))
        for k in 0..<count { solver.must(eq(y[k + 1], y[k] + h[k])) }
        for k in 1..<count { solver.must(eq(h[k], LinearExpression(h[0]))) }
        solver.must(eq(h[0], 10.0))
        return (solver, y, h)
    }

    @Test func equalLengthsChainedKeepRowsShort() {
        let (solver, y, h) = Self.equalColumn(200)
        // Each view at 10 points per view before it.
        #expect(y.indices.allSatisfy { solver.value(of: y[$0]) == Double(10 * $0) })
        #expect(h.allSatisfy { solver.value(of: $0) == 10 })
        // Solving each equal length for the first one's length (which every row already
        // holds) left rows of about 200 symbols.
        #expect(Self.widestRow(solver, y + h) <= 4)
    }

    @Test func rowWidthDoesNotGrowWithTheChain() {
        let short = Self.equalColumn(20), long = Self.equalColumn(400)
        #expect(Self.widestRow(long.0, long.y + long.h) == Self.widestRow(short.0, short.y + short.h))
    }
}
