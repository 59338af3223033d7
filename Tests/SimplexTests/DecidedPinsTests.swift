import Simplex
import TestSupport
import Testing

/// `addPins` leaves out a pin whose variable the stronger levels decide, and `areDecided` reads
/// the same from an optimum; leaving such pins out gives the optimum of adding them all.
@Suite struct DecidedPinsTests {
    /// Pins at distinct levels, strongest first, as the view layer makes them.
    static func pins(on variables: [LayoutVariable]) -> [(constraint: SolverConstraint, variable: LayoutVariable)] {
        variables.enumerated().map { rank, variable in
            (eq(variable, 0.0, LayoutPriority(0.4 * Double(variables.count - rank) / Double(variables.count))), variable)
        }
    }

    /// a free, b = a + 10, c = b + 5; d free, e ≥ d. Once a is pinned, b and c are decided, so
    /// their pins are left out; e is not (it may rise above d), so it is pinned. The values
    /// are those of adding every pin.
    @Test func aChainPinnedAtItsStartLeavesTheRestOut() {
        var solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        let d = solver.makeVariable(), e = solver.makeVariable()
        solver.must(eq(b, a + 10))
        solver.must(eq(c, b + 5))
        solver.must(ge(e, LinearExpression(d)))
        solver.optimize()
        var everyPin = solver
        let pins = Self.pins(on: [a, b, c, d, e])
        let ids = solver.addPins(pins)
        #expect(ids.map { $0 != nil } == [true, false, false, true, true])
        solver.optimize()
        for pin in pins { _ = try? everyPin.addDeferringOptimization(pin.constraint) }
        everyPin.optimize()
        #expect([a, b, c, d, e].map { solver.value(of: $0) } == [0, 10, 15, 0, 0])
        #expect([a, b, c, d, e].map { everyPin.value(of: $0) } == [0, 10, 15, 0, 0])
        #expect(solver.ambiguity(of: [a, b, c, d, e]) == [false, false, false, false, false])
    }

    /// A level weaker than the pin decides nothing for it: c is held at 7 by a preference
    /// weaker than its pin, so the pin is added and wins (c at 0), as adding it always does.
    @Test func aWeakerLevelDoesNotDecideAPin() throws {
        var solver = SimplexSolver()
        let c = solver.makeVariable()
        _ = try solver.add(eq(c, 7.0, LayoutPriority(0.1)))
        #expect(solver.value(of: c) == 7)
        let ids = solver.addPins([(eq(c, 0.0, LayoutPriority(0.3)), c)])
        #expect(ids.map { $0 != nil } == [true])
        solver.optimize()
        #expect(solver.value(of: c) == 0)
        #expect(solver.areDecided([(c, LayoutPriority(0.05)), (c, LayoutPriority(0.5))]) == [true, false])
    }

    /// A variable decided only by a pin weaker than it asks about is not decided above its own
    /// level; a free one never is; one fixed by a required constraint always is.
    @Test func decidedAboveALevelCountsOnlyStrongerLevels() throws {
        var solver = SimplexSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), z = solver.makeVariable(), w = solver.makeVariable()
        solver.must(eq(b, a + 10))
        solver.must(eq(w, 3.0))
        _ = try solver.add(eq(a, 0.0, LayoutPriority(0.2)))
        let asked: [(variable: LayoutVariable, priority: LayoutPriority)] = [
            (b, LayoutPriority(0.1)), (b, LayoutPriority(0.3)), (z, LayoutPriority(0.1)), (w, LayoutPriority(0.3)),
        ]
        #expect(solver.areDecided(asked) == [true, false, false, true])
    }

    /// v follows a by two pulls of one level, v − a = 200 and v − a ≥ c. With c = 100 the
    /// level holds v at a + 200, so once a is pinned v is decided and its pin left out. With
    /// c = 300 any v − a from 200 to 300 is as good: v is no longer decided above its pin's
    /// level, and adding that pin gives what a fresh solve of every pin gives (v at 200).
    @Test func aChangeOfConstantsCanUndecideALeftOutPin() throws {
        var solver = SimplexSolver()
        let a = solver.makeVariable(), v = solver.makeVariable()
        _ = try solver.addDeferringOptimization(eq(v, a + 200, LayoutPriority(500)))
        let pull = try solver.addDeferringOptimization(ge(v, a + 100, LayoutPriority(500)))
        solver.optimize()
        let pins = Self.pinsOfFreeVariables(solver, [a, v])
        #expect(pins.map(\.variable) == [a, v])
        let ids = solver.addPins(pins)
        #expect(ids.map { $0 != nil } == [true, false])
        solver.optimize()
        #expect([solver.value(of: a), solver.value(of: v)] == [0, 200])
        #expect(solver.areDecided([(v, pins[1].constraint.priority)]) == [true])

        let moved = ge(v, a + 300, LayoutPriority(500))
        let changed = solver.changeConstants([(pull, moved)])
        #expect(changed)
        solver.optimize()
        #expect(solver.areDecided([(v, pins[1].constraint.priority)]) == [false])
        _ = try solver.addDeferringOptimization(pins[1].constraint)
        solver.optimize()

        var fresh = SimplexSolver()
        let (freshA, freshV) = (fresh.makeVariable(), fresh.makeVariable())
        _ = try fresh.addDeferringOptimization(eq(freshV, freshA + 200, LayoutPriority(500)))
        _ = try fresh.addDeferringOptimization(ge(freshV, freshA + 300, LayoutPriority(500)))
        for pin in Self.pins(on: [freshA, freshV]) { _ = try fresh.addDeferringOptimization(pin.constraint) }
        fresh.optimize()
        #expect([solver.value(of: a), solver.value(of: v)] == [fresh.value(of: freshA), fresh.value(of: freshV)])
        #expect([fresh.value(of: freshA), fresh.value(of: freshV)] == [0, 200])
    }

    /// A seeded random system of views along one axis: each view placed after an earlier one
    /// or left free, with required and optional lengths and bounds; optimised. Its position and
    /// length variables, view by view.
    static func randomSystem(seed: UInt64) -> (solver: SimplexSolver, variables: [LayoutVariable]) {
        var random = SeededGenerator(seed: seed)
        var solver = SimplexSolver()
        let count = Int.random(in: 2...8, using: &random)
        let positions = solver.makeVariables(count), lengths = solver.makeVariables(count)
        let priorities: [LayoutPriority] = [.required, .required, LayoutPriority(750), LayoutPriority(250)]
        func add(_ constraint: SolverConstraint) { _ = try? solver.addDeferringOptimization(constraint) }
        for index in 0..<count {
            let priority = priorities.randomElement(using: &random)!
            let before = index > 0 ? Int.random(in: 0..<index, using: &random) : nil
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where before != nil:
                let gap = Double(Int.random(in: 0...20, using: &random))
                add(eq(positions[index], positions[before!] + lengths[before!] + gap, priority))
            case 1 where before != nil: add(ge(positions[index], positions[before!] + lengths[before!], priority))
            case 2: add(eq(positions[index], Double(Int.random(in: 0...100, using: &random)), priority))
            default: break
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: add(eq(lengths[index], Double(Int.random(in: 10...60, using: &random)), priority))
            case 1: add(ge(lengths[index], Double(Int.random(in: 0...30, using: &random)), priority))
            case 2 where before != nil: add(eq(lengths[index], lengths[before!], priority))
            default: break
            }
            if Int.random(in: 0..<4, using: &random) == 0 { add(le(positions[index] + lengths[index], 400.0, priority)) }
        }
        solver.optimize()
        return (solver, zip(positions, lengths).flatMap { [$0, $1] })
    }

    /// The pins the view layer would make: one per variable the optimum leaves free.
    static func pinsOfFreeVariables(_ solver: SimplexSolver, _ variables: [LayoutVariable])
        -> [(constraint: SolverConstraint, variable: LayoutVariable)] {
        let free = solver.ambiguity(of: variables)
        return pins(on: variables.indices.filter { free[$0] }.map { variables[$0] })
    }

    /// Leaving out the pins of decided variables gives every variable the value, and the
    /// ambiguity, of adding all the pins; each pin left out is decided in the end.
    @Test(arguments: 0..<200 as Range<UInt64>)
    func leavingDecidedPinsOutKeepsTheOptimum(seed: UInt64) {
        var (solver, variables) = Self.randomSystem(seed: seed)
        let pins = Self.pinsOfFreeVariables(solver, variables)
        var everyPin = solver
        let ids = solver.addPins(pins)
        solver.optimize()
        for pin in pins { _ = try? everyPin.addDeferringOptimization(pin.constraint) }
        everyPin.optimize()
        for variable in variables {
            #expect(isClose(solver.value(of: variable), everyPin.value(of: variable)), "seed \(seed), \(variable)")
        }
        #expect(solver.ambiguity(of: variables) == everyPin.ambiguity(of: variables), "seed \(seed)")
        let skipped = zip(pins, ids).filter { $0.1 == nil }.map { ($0.0.variable, $0.0.constraint.priority) }
        #expect(solver.areDecided(skipped).allSatisfy { $0 }, "seed \(seed)")
    }

    /// The seeds above leave pins out in some systems and keep them all in others.
    @Test func theRandomSystemsLeaveSomePinsOut() {
        var systemsLeavingOut = 0, systemsPinned = 0
        for seed in 0..<200 as Range<UInt64> {
            var (solver, variables) = Self.randomSystem(seed: seed)
            let ids = solver.addPins(Self.pinsOfFreeVariables(solver, variables))
            if ids.contains(where: { $0 == nil }) { systemsLeavingOut += 1 }
            if ids.contains(where: { $0 != nil }) { systemsPinned += 1 }
        }
        #expect(systemsLeavingOut >= 20)
        #expect(systemsPinned >= 100)
    }
}
