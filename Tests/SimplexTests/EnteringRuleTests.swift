import Testing
@testable import Simplex

/// The entering rules over a lexicographic objective built by hand, with levels settled as
/// the primal simplex settles them.
@Suite struct EnteringRuleTests {
    private let a = Symbol(serial: 1, kind: .error)
    private let b = Symbol(serial: 2, kind: .slack)
    private let c = Symbol(serial: 3, kind: .error)
    private let d = Symbol(serial: 4, kind: .slack)

    /// Strongest: `a` costs 2 (it would raise it); middle: `b` −1, `a` −5; weakest: `c` −3, `d` −1.
    private var objective: Objective {
        var objective = Objective()
        objective.add(a, 2, priority: 3)
        objective.add(b, -1, priority: 2)
        objective.add(a, -5, priority: 2)
        objective.add(c, -3, priority: 1)
        objective.add(d, -1, priority: 1)
        return objective
    }

    /// The strongest level has no candidate and is settled; at the next, `a` is barred by it
    /// (lowering the middle level would raise the strongest), so `b` enters though `a` is steeper.
    @Test func steepestSkipsWhatAStrongerLevelHolds() {
        var settled = SettledLevels()
        #expect(objective.steepestEnteringSymbol(settled: &settled) == b)
        #expect(settled.count == 1)
        #expect(settled.bars(a))
        #expect(!settled.bars(b))
    }

    /// Once the middle level is settled too, the weakest one's steepest symbol enters; with
    /// every level settled there is none.
    @Test func settledLevelsAreNotReadAgain() {
        var weakest = objective
        weakest.remove(b)
        var settled = SettledLevels()
        #expect(weakest.steepestEnteringSymbol(settled: &settled) == c)
        #expect(settled.count == 2)
        weakest.remove(c)
        weakest.remove(d)
        #expect(weakest.steepestEnteringSymbol(settled: &settled) == nil)
        #expect(settled.count == 3)
    }

    /// Bland's rule takes the smallest candidate at any level, passing over the barred `a` and
    /// over a symbol an unsettled stronger level holds.
    @Test func blandsRuleRespectsStrongerLevels() {
        var settled = SettledLevels()
        _ = objective.steepestEnteringSymbol(settled: &settled)
        #expect(objective.enteringSymbol(settled: settled) == b)
        var withoutB = objective
        withoutB.remove(b)
        // `c` and `d` at the weakest level; the middle level holds `a` only (barred), so `c` is the smallest.
        #expect(withoutB.enteringSymbol(settled: settled) == c)
        withoutB.add(c, 4, priority: 2)
        // The middle level now holds `c` with a positive cost: `c` may not enter, `d` does.
        #expect(withoutB.enteringSymbol(settled: settled) == d)
    }
}
