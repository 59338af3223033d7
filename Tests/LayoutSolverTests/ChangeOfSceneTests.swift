import Simplex
import Testing

@testable import LayoutSolver

/// A system solved for one scene is turned into the next scene's (`SystemBuilder.resolve`)
/// unless withdrawing what the next scene lacks would rewrite the tableau more than building it
/// again (`.buildAfresh`); either way the answer is a fresh solve's. Frames computed by hand.
struct ChangeOfSceneTests {
    typealias C = LayoutScene.Constraint

    /// `count` held views in a column from the root's top, each 10 wide at the root's left, each
    /// one's top at the previous one's bottom, every height free (code may set it): each height
    /// is pinned, and the pin's error is in the row of every view below, as in a long document of
    /// sections whose heights come from code. `firstHeight` fixes the first view's height.
    static func column(_ count: Int, firstHeight: Double? = nil) -> LayoutScene {
        var scene = LayoutScene(rootWidth: 375, rootHeight: 600)
        var held = LayoutScene.Item(parent: 0)
        held.mayBeConstrainedElsewhere = true
        for item in 1...count {
            scene.addItem(held)
            scene.constraints.append(C(item: item, anchor: .left, target: .item(0, .left), constant: 0))
            scene.constraints.append(C(item: item, anchor: .width, target: .constant, constant: 10))
            scene.constraints.append(C(item: item, anchor: .top, target: .item(item - 1, item == 1 ? .top : .bottom), constant: 0))
        }
        if let firstHeight { scene.constraints.append(C(item: 1, anchor: .height, target: .constant, constant: firstHeight)) }
        return scene
    }

    static func resolution(from scene: LayoutScene, to next: LayoutScene) -> SystemBuilder.Resolution? {
        guard let (_, system) = LayoutEngine.solve(scene, from: nil, isCancelled: { false }) else { return nil }
        var previous = system.builder
        guard var builder = SystemBuilder(scene: next, continuing: &previous) else { return nil }
        return builder.resolve(from: previous, isCancelled: { false })
    }

    /// A hundred pinned heights down one column: their pins would cost about fifty rewrites of
    /// each row to withdraw, so the next scene (the first height fixed at 30) is built afresh.
    /// Every height is pinned at 0 but the first, so every view below starts at 30.
    @Test func aLongColumnOfPinsIsBuiltAfresh() {
        #expect(Self.resolution(from: Self.column(100), to: Self.column(100, firstHeight: 30)) == .buildAfresh)
        guard let (_, system) = LayoutEngine.solve(Self.column(100), from: nil, isCancelled: { false }),
              let (solved, _) = LayoutEngine.solve(Self.column(100, firstHeight: 30), from: system, isCancelled: { false })
        else {
            Issue.record("not solved")
            return
        }
        #expect(solved.frames[1] == Frame(x: 0, y: 0, width: 10, height: 30))
        #expect(solved.frames[2] == Frame(x: 0, y: 30, width: 10, height: 0))
        #expect(solved.frames[100] == Frame(x: 0, y: 30, width: 10, height: 0))
        #expect(solved.ambiguity.allSatisfy { $0.isEmpty })
    }

    /// Three pinned heights cost a few rewrites: the system is changed, not built again, and
    /// answers as a fresh solve does.
    @Test func aShortColumnIsChanged() {
        #expect(Self.resolution(from: Self.column(3), to: Self.column(3, firstHeight: 30)) == .solved)
        guard let (_, system) = LayoutEngine.solve(Self.column(3), from: nil, isCancelled: { false }),
              let (solved, _) = LayoutEngine.solve(Self.column(3, firstHeight: 30), from: system, isCancelled: { false })
        else {
            Issue.record("not solved")
            return
        }
        #expect(solved.frames == LayoutEngine.solve(Self.column(3, firstHeight: 30)).frames)
        #expect(solved.frames[3] == Frame(x: 0, y: 30, width: 10, height: 0))
    }
    /// The first view made 20 wide by a required width the next scene adds, against the 10 it
    /// keeps: the contradiction is found before anything is withdrawn, and the scene is built
    /// afresh, which rejects the width in installation order (the view stays 10 wide).
    @Test func aContradictingAdditionIsBuiltAfreshAtOnce() {
        var next = Self.column(3)
        next.constraints.append(C(item: 1, anchor: .width, target: .constant, constant: 20))
        #expect(Self.resolution(from: Self.column(3), to: next) == .conflict)
        guard let (_, system) = LayoutEngine.solve(Self.column(3), from: nil, isCancelled: { false }),
              let (solved, _) = LayoutEngine.solve(next, from: system, isCancelled: { false })
        else {
            Issue.record("not solved")
            return
        }
        let fresh = LayoutEngine.solve(next)
        #expect(solved.conflicts == fresh.conflicts)
        #expect(solved.conflicts.count == 1)
        #expect(solved.frames[1] == Frame(x: 0, y: 0, width: 10, height: 0))
        #expect(solved.frames == fresh.frames)
    }

    /// A system with conflicts is never changed into another scene: one solved from it,
    /// conflicting or not, is built afresh, to a fresh solve's answer.
    @Test func aSystemWithConflictsIsNotChangedIntoAnotherScene() throws {
        var conflicting = Self.column(3)
        conflicting.constraints.append(C(item: 1, anchor: .width, target: .constant, constant: 20))
        let (_, system) = try #require(LayoutEngine.solve(conflicting, from: nil, isCancelled: { false }))
        #expect(system.hasConflicts)
        var other = conflicting
        other.constraints.append(C(item: 1, anchor: .height, target: .constant, constant: 30))
        var previous = system.builder
        #expect(SystemBuilder(scene: other, continuing: &previous) == nil)
        for next in [other, Self.column(3, firstHeight: 30)] {
            let (solved, _) = try #require(LayoutEngine.solve(next, from: system, isCancelled: { false }))
            let fresh = LayoutEngine.solve(next)
            #expect(solved.frames == fresh.frames)
            #expect(solved.conflicts == fresh.conflicts)
        }
    }

    /// The contradiction is found before anything is withdrawn: the three pins the next scene
    /// does not plan are still in the tableau, which no substitution has rewritten.
    @Test func aContradictionIsFoundBeforeTheWithdrawals() {
        var next = Self.column(3)
        next.constraints.append(C(item: 1, anchor: .width, target: .constant, constant: 20))
        guard let (_, system) = LayoutEngine.solve(Self.column(3), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        var previous = system.builder
        guard var builder = SystemBuilder(scene: next, continuing: &previous) else {
            Issue.record("not continued")
            return
        }
        let rewritten = builder.solver.rowsRewritten
        #expect(builder.resolve(from: previous, isCancelled: { false }) == .conflict)
        #expect(builder.solver.rowsRewritten == rewritten)
    }

    /// A required constraint added against one the next scene drops proves nothing: the first
    /// view's width of 10 gives way to its right edge at 20, the system is changed, and the view
    /// is 20 wide, as a fresh solve makes it.
    @Test func anAdditionAgainstADroppedConstraintIsChanged() {
        var next = Self.column(3)
        next.constraints[1] = C(item: 1, anchor: .right, target: .item(0, .left), constant: 20)
        #expect(Self.resolution(from: Self.column(3), to: next) == .solved)
        guard let (_, system) = LayoutEngine.solve(Self.column(3), from: nil, isCancelled: { false }),
              let (solved, _) = LayoutEngine.solve(next, from: system, isCancelled: { false })
        else {
            Issue.record("not solved")
            return
        }
        #expect(solved.conflicts.isEmpty)
        #expect(solved.frames[1] == Frame(x: 0, y: 0, width: 20, height: 0))
        #expect(solved.frames == LayoutEngine.solve(next).frames)
    }
}
