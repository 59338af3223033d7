import Simplex
import Testing

@testable import LayoutSolver

/// Views code may place, left free by the scene, are pinned at zero by the weakest
/// preferences; a system moved to another device keeps its pins in the solver where the same
/// ones are made again (`SystemBuilder+KeptPins`). Frames computed by hand.
struct KeptPinsTests {
    typealias C = LayoutScene.Constraint

    /// 1: 10 below the root's top, 40 × 20, its left free. 2: 20 from the root's left, 40 below
    /// its top, 20 tall, its width free; both held (code may place them). 3: across the root,
    /// 16 in, 80 below its top, 10 tall (it moves with the root's width).
    static func scene(width: Double) -> LayoutScene {
        var scene = LayoutScene(rootWidth: width, rootHeight: 600)
        var held = LayoutScene.Item(parent: 0)
        held.mayBeConstrainedElsewhere = true
        scene.addItem(held)
        scene.addItem(held)
        scene.addItem(LayoutScene.Item(parent: 0))
        scene.constraints = [
            C(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
            C(item: 1, anchor: .width, target: .constant, constant: 40),
            C(item: 1, anchor: .height, target: .constant, constant: 20),
            C(item: 2, anchor: .left, target: .item(0, .left), constant: 20),
            C(item: 2, anchor: .top, target: .item(0, .top), constant: 40),
            C(item: 2, anchor: .height, target: .constant, constant: 20),
            C(item: 3, anchor: .left, target: .item(0, .left), constant: 16),
            C(item: 3, anchor: .right, target: .item(0, .right), constant: -16),
            C(item: 3, anchor: .top, target: .item(0, .top), constant: 80),
            C(item: 3, anchor: .height, target: .constant, constant: 10),
        ]
        return scene
    }

    static func pins(_ system: LayoutSystem) -> [(source: LayoutSolution.Source, id: ConstraintID?)] {
        let builder = system.builder
        return builder.planned.indices.filter {
            if case .elsewhere = builder.planned[$0].source { true } else { false }
        }.map { (builder.planned[$0].source, builder.placed[$0]) }
    }

    /// The first view's left and the second's width are pinned on one device, and the same
    /// two pins, the same constraints in the solver, hold them on the next two.
    @Test func theSamePinsStayOnEveryDevice() {
        guard let (phone, system) = LayoutEngine.solve(Self.scene(width: 375), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        let expected = [Frame(x: 0, y: 10, width: 40, height: 20), Frame(x: 20, y: 40, width: 0, height: 20)]
        #expect(Array(phone.frames[1...2]) == expected)
        #expect(phone.frames[3] == Frame(x: 16, y: 80, width: 343, height: 10))
        #expect(phone.ambiguity.allSatisfy { $0.isEmpty })
        let pins = Self.pins(system)
        #expect(pins.map(\.source) == [.elsewhere(item: 1), .elsewhere(item: 2)])
        var previous = system
        for width in [393.0, 820] {
            guard let (moved, movedSystem) = LayoutEngine.solve(Self.scene(width: width), from: previous, isCancelled: { false })
            else {
                Issue.record("not solved")
                return
            }
            #expect(Array(moved.frames[1...2]) == expected)
            #expect(moved.frames[3] == Frame(x: 16, y: 80, width: width - 32, height: 10))
            #expect(moved.ambiguity.allSatisfy { $0.isEmpty })
            #expect(Self.pins(movedSystem).map(\.id) == pins.map(\.id))
            let fresh = LayoutEngine.solve(Self.scene(width: width))
            #expect(moved.frames == fresh.frames && moved.ambiguity == fresh.ambiguity)
            previous = movedSystem
        }
    }

    /// Where the next scene frees another variable, the pins are made again: the second view
    /// given a width, only the first view's left stays pinned, and the second view's width is
    /// the scene's.
    @Test func otherPinsReplaceTheKeptOnes() {
        guard let (_, system) = LayoutEngine.solve(Self.scene(width: 375), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        var sized = Self.scene(width: 375)
        sized.constraints.append(C(item: 2, anchor: .width, target: .constant, constant: 30))
        guard let (solved, solvedSystem) = LayoutEngine.solve(sized, from: system, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(solved.frames[1] == Frame(x: 0, y: 10, width: 40, height: 20))
        #expect(solved.frames[2] == Frame(x: 20, y: 40, width: 30, height: 20))
        #expect(Self.pins(solvedSystem).map(\.source) == [.elsewhere(item: 1)])
        #expect(solvedSystem.builder.keptPins.isEmpty)
        #expect(solved.frames == LayoutEngine.solve(sized).frames)
    }

    /// 1 (held): 40 × 20 at the left, its top free. 2 (held): 40 × 20 at the left, pulled at
    /// one level to 180 below 1 and to at least 3's bottom. 3: 40 wide, its top 1's, half the
    /// root tall. On a root 200 tall the first pull holds 2 at 1's top + 200, so once 1 is
    /// pinned, 2's pin is left out. On a root 600 tall any top of 2 from 200 to 300 below 1's
    /// is as good: the system moved there adds 2's pin (`addSkippedPinsNoLongerDecided`) and
    /// gives the fresh solve's frames.
    static func pulledScene(height: Double) -> LayoutScene {
        var scene = LayoutScene(rootWidth: 375, rootHeight: height)
        var held = LayoutScene.Item(parent: 0)
        held.mayBeConstrainedElsewhere = true
        scene.addItem(held)
        scene.addItem(held)
        scene.addItem(LayoutScene.Item(parent: 0))
        scene.constraints = [1, 2, 3].flatMap { item in
            [C(item: item, anchor: .left, target: .item(0, .left)), C(item: item, anchor: .width, target: .constant, constant: 40)]
        } + [
            C(item: 1, anchor: .height, target: .constant, constant: 20),
            C(item: 2, anchor: .height, target: .constant, constant: 20),
            C(item: 2, anchor: .top, target: .item(1, .bottom), constant: 180, priority: 500),
            C(item: 2, anchor: .top, relation: .greaterThanOrEqual, target: .item(3, .bottom), priority: 500),
            C(item: 3, anchor: .top, target: .item(1, .top)),
            C(item: 3, anchor: .height, target: .item(0, .height), multiplier: 0.5),
        ]
        return scene
    }

    @Test func aPinLeftOutIsAddedWhereTheMovedOptimumFreesItsVariable() {
        guard let (short, system) = LayoutEngine.solve(Self.pulledScene(height: 200), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(short.frames[1] == Frame(x: 0, y: 0, width: 40, height: 20))
        #expect(short.frames[2] == Frame(x: 0, y: 200, width: 40, height: 20))
        #expect(Self.pins(system).map(\.source) == [.elsewhere(item: 1)])
        #expect(system.builder.skippedPins.map(\.source) == [.elsewhere(item: 2)])
        guard let (tall, tallSystem) = LayoutEngine.solve(Self.pulledScene(height: 600), from: system, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        // Moved, not built again: the first pin is the one kept.
        #expect(Self.pins(tallSystem).first?.id == Self.pins(system).first?.id)
        #expect(Self.pins(tallSystem).map(\.source) == [.elsewhere(item: 1), .elsewhere(item: 2)])
        #expect(tallSystem.builder.skippedPins.isEmpty)
        let fresh = LayoutEngine.solve(Self.pulledScene(height: 600))
        #expect(tall.frames == fresh.frames && tall.ambiguity == fresh.ambiguity)
        #expect(tall.frames[2] == Frame(x: 0, y: 200, width: 40, height: 20))
        #expect(tall.ambiguity.allSatisfy { $0.isEmpty })
    }
}
