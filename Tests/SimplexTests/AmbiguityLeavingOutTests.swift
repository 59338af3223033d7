import Testing
@testable import Simplex

/// `ambiguity(of:leavingOut:)`: the verdicts of the system without some weak optional
/// equalities, read from the tableau that still holds them.
@Suite struct AmbiguityLeavingOutTests {
    /// x in 0...10, y = x + 5; pins hold x at 0 and a free z at 3. Left out, x, y and z are
    /// free again, as in the system without them; kept, nothing is; w (fixed) never is.
    @Test func leftOutPinsFreeWhatTheyHeld() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable(), w = solver.makeVariable()
        solver.must(ge(x, 0.0))
        solver.must(le(x, 10.0))
        solver.must(eq(y, x + 5))
        solver.must(eq(w, 4.0))
        let without = solver
        let pinX = try solver.add(eq(x, 0.0, LayoutPriority(0.2)))
        let pinZ = try solver.add(eq(z, 3.0, LayoutPriority(0.1)))
        #expect(solver.value(of: z) == 3)
        #expect(solver.ambiguity(of: [x, y, z, w]) == [false, false, false, false])
        #expect(solver.ambiguity(of: [x, y, z, w], leavingOut: [pinX, pinZ]) == [true, true, true, false])
        #expect(without.ambiguity(of: [x, y, z, w]) == [true, true, true, false])
        // One left out, the other still holds its variable.
        #expect(solver.ambiguity(of: [x, y, z, w], leavingOut: [pinZ]) == [false, false, true, false])
        #expect(solver.ambiguity(of: [x], leavingOut: []) == [false])
    }

    /// Many pins, some sharing a level: those left out together with every other constraint of
    /// their levels free what they held; x and y are free in the system without pins, z is
    /// fixed by a required equality, so it never is. A level shared with a pin kept answers nil.
    @Test func levelsSharedOnlyByLeftOutPinsLeaveTogether() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        solver.must(eq(z, 2.0))
        let pins = [
            try solver.add(eq(x, 1.0, LayoutPriority(0.3))), try solver.add(eq(y, 2.0, LayoutPriority(0.3))),
            try solver.add(eq(z, 5.0, LayoutPriority(0.2))), try solver.add(eq(x, 1.0, LayoutPriority(0.1))),
        ]
        #expect(solver.ambiguity(of: [x, y, z]) == [false, false, false])
        #expect(solver.ambiguity(of: [x, y, z], leavingOut: pins) == [true, true, false])
        #expect(solver.ambiguity(of: [x, y, z], leavingOut: [pins[1], pins[2], pins[3]]) == nil)
        #expect(solver.ambiguity(of: [x, y, z], leavingOut: [pins[2], pins[3]]) == [false, false, false])
        // x is still held by its weaker pin.
        #expect(solver.ambiguity(of: [x, y, z], leavingOut: [pins[0], pins[1], pins[2]]) == [false, true, false])
    }

    /// A level shared with a constraint not left out cannot leave the objective; nor can a
    /// required constraint or an inequality be left out.
    @Test func whatCannotBeLeftOutAnswersNil() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(eq(x, 0.0, LayoutPriority(0.2)))
        _ = try solver.add(eq(y, 1.0, LayoutPriority(0.2)))
        let required = try solver.add(eq(y, x + 1))
        let bound = try solver.add(ge(x, -5.0, LayoutPriority(0.3)))
        #expect(solver.ambiguity(of: [x, y], leavingOut: [pin]) == nil)
        #expect(solver.ambiguity(of: [x, y], leavingOut: [required]) == nil)
        #expect(solver.ambiguity(of: [x, y], leavingOut: [bound]) == nil)
    }
}
