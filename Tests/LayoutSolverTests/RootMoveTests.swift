import Testing

@testable import LayoutSolver

/// A scene solved from the system of the same scene on another device (`LayoutEngine.solve(_:from:isCancelled:)`):
/// only the root's numbers differ, so the system is moved in place
/// (`SystemBuilder.init(scene:movingRootOf:safeArea:)`), and the answer is a fresh solve's.
/// Frames computed by hand.
struct RootMoveTests {
    typealias C = LayoutScene.Constraint

    /// 1: a bar 16 in from the root's sides, 8 below the safe area's top, 44 tall. 2: on the
    /// root's readable content guide, 8 below the bar, 20 tall. 3: inside the bar, its top on
    /// the bar's safe area (the bar lies below the root's inset: its own top), 10 tall, as wide
    /// as the bar. 4: 30 below the root's top, 10 × 100; 5: inside it, 10 × 10, its top on 4's
    /// safe area, which is the root's safe top where that is lower than 30 (another form of
    /// the edge on another device: its constraint leaves and enters).
    static func scene(width: Double, height: Double, insets: EdgeInsets, margin: Double) -> LayoutScene {
        var scene = LayoutScene(rootWidth: width, rootHeight: height, safeAreaInsets: insets, rootLayoutMargin: margin)
        scene.addItem(LayoutScene.Item(parent: 0))
        scene.addItem(LayoutScene.Item(parent: 0))
        scene.addItem(LayoutScene.Item(parent: 1))
        scene.addItem(LayoutScene.Item(parent: 0))
        scene.addItem(LayoutScene.Item(parent: 4))
        scene.constraints = [
            C(item: 1, anchor: .left, target: .item(0, .left), constant: 16),
            C(item: 1, anchor: .right, target: .item(0, .right), constant: -16),
            C(item: 1, anchor: .top, target: .safeArea(ofItem: 0, .top), constant: 8),
            C(item: 1, anchor: .height, target: .constant, constant: 44),
            C(item: 2, anchor: .left, target: .readableContent(ofItem: 0, .left)),
            C(item: 2, anchor: .right, target: .readableContent(ofItem: 0, .right)),
            C(item: 2, anchor: .top, target: .item(1, .bottom), constant: 8),
            C(item: 2, anchor: .height, target: .constant, constant: 20),
            C(item: 3, anchor: .left, target: .item(1, .left)),
            C(item: 3, anchor: .width, target: .item(1, .width)),
            C(item: 3, anchor: .top, target: .safeArea(ofItem: 1, .top)),
            C(item: 3, anchor: .height, target: .constant, constant: 10),
            C(item: 4, anchor: .left, target: .item(0, .left)),
            C(item: 4, anchor: .top, target: .item(0, .top), constant: 30),
            C(item: 4, anchor: .width, target: .constant, constant: 10),
            C(item: 4, anchor: .height, target: .constant, constant: 100),
            C(item: 5, anchor: .left, target: .item(4, .left)),
            C(item: 5, anchor: .top, target: .safeArea(ofItem: 4, .top)),
            C(item: 5, anchor: .width, target: .constant, constant: 10),
            C(item: 5, anchor: .height, target: .constant, constant: 10),
        ]
        return scene
    }

    static let phone = scene(width: 375, height: 667, insets: EdgeInsets(top: 20, bottom: 0), margin: 16)
    static let tallPhone = scene(width: 393, height: 852, insets: EdgeInsets(top: 59, bottom: 34), margin: 16)
    static let pad = scene(width: 820, height: 1180, insets: EdgeInsets(top: 24, bottom: 20), margin: 20)

    @Test func theSystemMovesInPlaceBetweenRootSizes() {
        guard let (phone, system) = LayoutEngine.solve(Self.phone, from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(phone.frames[5] == Frame(x: 0, y: 30, width: 10, height: 10))
        // The bar is 8 below the safe top; the readable guide is min(width − 2 × margin, 672)
        // wide, centred; the bar's own guide starts at its top, below the root's inset.
        var start = system.builder
        let moved = SystemBuilder(scene: Self.tallPhone, movingRootOf: &start, safeArea: system.builder.safeArea)
        #expect(moved != nil)
        guard let (tall, tallSystem) = LayoutEngine.solve(Self.tallPhone, from: system, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(tall.frames[1] == Frame(x: 16, y: 67, width: 361, height: 44))
        #expect(tall.frames[2] == Frame(x: 16, y: 119, width: 361, height: 20))
        #expect(tall.frames[3] == Frame(x: 16, y: 67, width: 361, height: 10))
        #expect(tall.frames[5] == Frame(x: 0, y: 59, width: 10, height: 10))
        #expect(tall.ambiguity.allSatisfy { $0.isEmpty })
        guard let (pad, _) = LayoutEngine.solve(Self.pad, from: tallSystem, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(pad.frames[1] == Frame(x: 16, y: 32, width: 788, height: 44))
        #expect(pad.frames[2] == Frame(x: 74, y: 84, width: 672, height: 20))
        #expect(pad.frames[3] == Frame(x: 16, y: 32, width: 788, height: 10))
        #expect(pad.frames[5] == Frame(x: 0, y: 30, width: 10, height: 10))
        #expect(pad.ambiguity.allSatisfy { $0.isEmpty })
        let fresh = LayoutEngine.solve(Self.pad)
        #expect(pad.frames == fresh.frames && pad.ambiguity == fresh.ambiguity && pad.conflicts == fresh.conflicts)
    }

    /// Only the root's numbers may differ: another constraint is solved the general way.
    @Test func aSceneWithOtherConstraintsIsNotMovedInPlace() {
        guard let (_, system) = LayoutEngine.solve(Self.phone, from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        var other = Self.tallPhone
        other.constraints[3].constant = 50
        var start = system.builder
        #expect(SystemBuilder(scene: other, movingRootOf: &start, safeArea: system.builder.safeArea) == nil)
        #expect(LayoutEngine.solve(other, from: system, isCancelled: { false })?.solution.frames[1] == Frame(x: 16, y: 67, width: 361, height: 50))
    }

    /// A root too narrow for a required width: the move contradicts, and the fresh solve it
    /// falls back to breaks the last installed constraint of the set, the width (the root's
    /// size is installed first).
    @Test func aContradictionAfterTheMoveIsFoundInInstallationOrder() {
        func scene(width: Double) -> LayoutScene {
            var scene = LayoutScene(rootWidth: width, rootHeight: 600)
            scene.addItem(LayoutScene.Item(parent: 0))
            scene.constraints = [
                C(item: 1, anchor: .left, target: .item(0, .left)),
                C(item: 1, anchor: .right, target: .item(0, .right)),
                C(item: 1, anchor: .width, target: .constant, constant: 393),
                C(item: 1, anchor: .top, target: .item(0, .top)),
                C(item: 1, anchor: .height, target: .constant, constant: 10),
            ]
            return scene
        }
        guard let (wide, system) = LayoutEngine.solve(scene(width: 393), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(wide.conflicts.isEmpty)
        let narrow = LayoutEngine.solve(scene(width: 375), from: system, isCancelled: { false })?.solution
        #expect(narrow?.conflicts.map(\.broken) == [.scene(2)])
        #expect(narrow?.frames[1] == Frame(x: 0, y: 0, width: 375, height: 10))
        let fresh = LayoutEngine.solve(scene(width: 375))
        #expect(narrow?.frames == fresh.frames && narrow?.conflicts == fresh.conflicts)
    }

    /// A view across the root that must be at least 400 wide: on a root narrower than that the
    /// width contradicts the view's edges and is rejected. A second view asked to be both 10 and
    /// 20 wide is rejected on every root, whatever its size. A system with those conflicts moves
    /// to another narrow root in place, the first width shown rejected again and the second's
    /// conflict kept as it was (nothing it depends on changed), and to a wide one it is built
    /// afresh (the first width now holds, which only a fresh build in installation order may
    /// say); every answer is a fresh solve's.
    @Test func aSystemWithConflictsMovesWhereEachRejectionHoldsAgain() throws {
        func scene(width: Double) -> LayoutScene {
            var scene = LayoutScene(rootWidth: width, rootHeight: 600)
            scene.addItem(LayoutScene.Item(parent: 0))
            scene.addItem(LayoutScene.Item(parent: 0))
            scene.constraints = [
                C(item: 1, anchor: .left, target: .item(0, .left), constant: 16),
                C(item: 1, anchor: .right, target: .item(0, .right), constant: -16),
                C(item: 1, anchor: .width, relation: .greaterThanOrEqual, target: .constant, constant: 400),
                C(item: 1, anchor: .top, target: .item(0, .top)),
                C(item: 1, anchor: .height, target: .constant, constant: 10),
                C(item: 2, anchor: .left, target: .item(0, .left)),
                C(item: 2, anchor: .top, target: .item(1, .bottom)),
                C(item: 2, anchor: .height, target: .constant, constant: 10),
                C(item: 2, anchor: .width, target: .constant, constant: 10),
                C(item: 2, anchor: .width, target: .constant, constant: 20),
            ]
            return scene
        }
        let (first, system) = try #require(LayoutEngine.solve(scene(width: 375), from: nil, isCancelled: { false }))
        #expect(first.conflicts.map(\.broken) == [.scene(2), .scene(9)])
        var previous = system
        for width in [393.0, 320] {
            var start = previous.builder
            var moved = try #require(SystemBuilder(scene: scene(width: width), movingRootOf: &start, safeArea: previous.builder.safeArea))
            let resolution = moved.moveRoot(isCancelled: { false })
            #expect(resolution == .solved)
            let fresh = LayoutEngine.solve(scene(width: width))
            #expect(moved.solution().frames == fresh.frames && moved.solution().conflicts == fresh.conflicts)
            #expect(moved.solution().frames[1] == Frame(x: 16, y: 0, width: width - 32, height: 10))
            #expect(moved.solution().frames[2] == Frame(x: 0, y: 10, width: 10, height: 10))
            let (solved, next) = try #require(LayoutEngine.solve(scene(width: width), from: previous, isCancelled: { false }))
            #expect(solved.frames == fresh.frames && solved.conflicts == fresh.conflicts && next.hasConflicts)
            previous = next
        }
        var start = previous.builder
        var wide = try #require(SystemBuilder(scene: scene(width: 852), movingRootOf: &start, safeArea: previous.builder.safeArea))
        let wideResolution = wide.moveRoot(isCancelled: { false })
        #expect(wideResolution == .conflict)
        let (solved, _) = try #require(LayoutEngine.solve(scene(width: 852), from: previous, isCancelled: { false }))
        #expect(solved.conflicts.map(\.broken) == [.scene(9)])
        #expect(solved.frames[1] == Frame(x: 16, y: 0, width: 820, height: 10))
        #expect(solved.frames == LayoutEngine.solve(scene(width: 852)).frames)
        #expect(solved.conflicts == LayoutEngine.solve(scene(width: 852)).conflicts)
    }
}
