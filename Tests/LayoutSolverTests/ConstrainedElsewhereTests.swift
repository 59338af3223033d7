import LayoutSolver
import Testing

/// Views that code elsewhere may constrain (`mayBeConstrainedElsewhere`): what the scene leaves
/// free about them is held at the weakest priority, so neither they nor the views placed from
/// them are reported ambiguous, and what the scene does fix is kept.
@Suite struct ConstrainedElsewhereTests {
    /// A view with only its top-left corner given, and a view below it: the first one's size is
    /// free unless code may constrain it.
    static func scene(heldElsewhere: Bool) -> LayoutScene {
        var held = LayoutScene.Item(parent: 0)
        held.mayBeConstrainedElsewhere = heldElsewhere
        var below = LayoutScene.Item(parent: 0)
        below.intrinsicWidth = 100
        below.intrinsicHeight = 20
        var scene = LayoutEngineTests.scene([held, below])
        scene.constraints = [
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 16),
            .init(item: 2, anchor: .top, target: .item(1, .bottom), constant: 8),
            .init(item: 2, anchor: .left, target: .item(0, .left), constant: 16),
        ]
        return scene
    }

    @Test func whatTheSceneLeavesFreeIsHeldAndNothingIsAmbiguous() {
        let solution = LayoutEngine.solve(Self.scene(heldElsewhere: true))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.frames[1] == Frame(x: 16, y: 10, width: 0, height: 0))
        #expect(solution.frames[2] == Frame(x: 16, y: 18, width: 100, height: 20))
    }

    @Test func withoutCodeElsewhereTheSameViewsAreAmbiguous() {
        let solution = LayoutEngine.solve(Self.scene(heldElsewhere: false))
        #expect(solution.ambiguity[1] == Ambiguity(size: [.horizontal, .vertical]))
        #expect(solution.ambiguity[2] == Ambiguity(position: [.vertical]))
    }

    @Test func whatTheSceneFixesIsKept() {
        var scene = Self.scene(heldElsewhere: true)
        scene.constraints += [
            .init(item: 1, anchor: .width, target: .constant, constant: 120),
            .init(item: 1, anchor: .height, target: .constant, constant: 44),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.frames[1] == Frame(x: 16, y: 10, width: 120, height: 44))
        #expect(solution.frames[2] == Frame(x: 16, y: 62, width: 100, height: 20))
    }

    /// Solved from the previous scene's system, the pins of the previous scene go: a size the
    /// new scene fixes is not held at zero.
    @Test func aSceneSolvedFromAnotherIsPinnedAfresh() {
        let free = Self.scene(heldElsewhere: true)
        guard let (_, system) = LayoutEngine.solve(free, from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        var fixed = free
        fixed.constraints.append(.init(item: 1, anchor: .height, target: .constant, constant: 44))
        let solution = LayoutEngine.solve(fixed, from: system, isCancelled: { false })?.solution
        #expect(solution?.frames[1] == Frame(x: 16, y: 10, width: 0, height: 44))
        #expect(solution?.frames[2] == Frame(x: 16, y: 62, width: 100, height: 20))
        #expect(solution?.ambiguity.allSatisfy { $0.isEmpty } == true)
        let back = LayoutEngine.solve(free, from: nil, isCancelled: { false })?.solution
        #expect(back?.frames[1] == Frame(x: 16, y: 10, width: 0, height: 0))
    }

    /// Two held views whose free values are linked: `a` has no width, `b` is placed 16 after
    /// it. Pinned at one level, `a`'s width and `b`'s x would trade off (every split of the
    /// same total error is optimal); pinned one at a time, each at its own level, `a` is 0
    /// wide and `b` at 10 + 0 + 16.
    @Test func linkedHeldValuesAreEachHeldAtTheirOwnLevel() {
        var a = LayoutScene.Item(parent: 0), b = LayoutScene.Item(parent: 0)
        a.mayBeConstrainedElsewhere = true
        b.mayBeConstrainedElsewhere = true
        var scene = LayoutEngineTests.scene([a, b])
        scene.constraints = [
            .init(item: 1, anchor: .leading, target: .item(0, .leading), constant: 10),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .height, target: .constant, constant: 10),
            .init(item: 2, anchor: .leading, target: .item(1, .trailing), constant: 16),
            .init(item: 2, anchor: .top, target: .item(0, .top)),
            .init(item: 2, anchor: .width, target: .constant, constant: 10),
            .init(item: 2, anchor: .height, target: .constant, constant: 10),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.frames[1] == Frame(x: 10, y: 0, width: 0, height: 10))
        #expect(solution.frames[2] == Frame(x: 26, y: 0, width: 10, height: 10))
    }

    /// A view placed from a held one is held with it; on its own axis it is still reported.
    @Test func aViewPlacedFromAHeldOneIsDeterminedByIt() {
        var held = LayoutScene.Item(parent: 0)
        held.mayBeConstrainedElsewhere = true
        var scene = LayoutEngineTests.scene([held, LayoutScene.Item(parent: 0)])
        scene.constraints = [
            .init(item: 1, anchor: .leading, target: .item(0, .leading), constant: 10),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 2, anchor: .leading, target: .item(1, .trailing), constant: 8),
            .init(item: 2, anchor: .top, target: .item(1, .bottom)),
            .init(item: 2, anchor: .width, target: .constant, constant: 30),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity[1].isEmpty)
        #expect(solution.ambiguity[2] == Ambiguity(size: [.vertical]))
        #expect(solution.frames[2].x == 18 && solution.frames[2].y == 0 && solution.frames[2].width == 30)
    }
}
