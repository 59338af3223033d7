import Testing
import LayoutSolver

/// Nested views' safe areas: each edge of a view's guide is the root's safe edge where the
/// view's frame reaches into the root's inset, else the view's own edge (UIKit's overlap), and
/// where the frames cannot tell, nothing is concluded from it. Frames computed by hand on a
/// 375×667 root with insets top 20 and bottom 34 (safe area y 20...633) unless said.
struct SafeAreaTests {
    typealias C = LayoutScene.Constraint

    static func scene(_ parents: [Int], insets: EdgeInsets = EdgeInsets(top: 20, bottom: 34), width: Double = 375, height: Double = 667) -> LayoutScene {
        var scene = LayoutScene(rootWidth: width, rootHeight: height, safeAreaInsets: insets)
        for parent in parents { scene.addItem(LayoutScene.Item(parent: parent)) }
        return scene
    }

    /// `item`'s left and right on `target`'s.
    static func sides(_ item: Int, _ target: Int) -> [C] {
        [.init(item: item, anchor: .left, target: .item(target, .left)), .init(item: item, anchor: .right, target: .item(target, .right))]
    }

    /// `item` fills `target`'s safe area on both axes.
    static func fillsSafeArea(_ item: Int, of target: Int) -> [C] {
        [.left, .right, .top, .bottom].map { C(item: item, anchor: $0, target: .safeArea(ofItem: target, $0)) }
    }

    @Test func aFullScreenContainerHasTheScreensInsets() {
        // 1 fills the root; 2 fills 1's safe area, which is the screen's.
        var scene = Self.scene([0, 1])
        scene.constraints = Self.sides(1, 0) + [
            .init(item: 1, anchor: .top, target: .item(0, .top)), .init(item: 1, anchor: .bottom, target: .item(0, .bottom)),
        ] + Self.fillsSafeArea(2, of: 1) + [.init(item: 2, anchor: .height, target: .constant, constant: 613)]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[2] == Frame(x: 0, y: 20, width: 375, height: 613))
        #expect(solution.conflicts.isEmpty, "613 is the safe height: no conflict")
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func aRequiredLengthPastTheNestedSafeAreaStillConflicts() {
        var scene = Self.scene([0, 1])
        scene.constraints = Self.sides(1, 0) + [
            .init(item: 1, anchor: .top, target: .item(0, .top)), .init(item: 1, anchor: .bottom, target: .item(0, .bottom)),
        ] + Self.fillsSafeArea(2, of: 1) + [.init(item: 2, anchor: .height, target: .constant, constant: 700)]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.count == 1)
        #expect(solution.conflicts.first?.broken == .scene(scene.constraints.count - 1))
        #expect(solution.frames[2] == Frame(x: 0, y: 20, width: 375, height: 613))
    }

    @Test func onlyTheEdgesThatReachIntoTheInsetTakeIt() {
        // 1: y 10...210, reaches 10 points into the top inset; 3: y 300...400, clear of both;
        // 5: y 500...657, 24 points into the bottom inset (which starts at 633).
        var scene = Self.scene([0, 1, 0, 3, 0, 5])
        scene.constraints = Self.sides(1, 0) + [
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 10), .init(item: 1, anchor: .height, target: .constant, constant: 200),
        ] + Self.fillsSafeArea(2, of: 1) + Self.sides(3, 0) + [
            .init(item: 3, anchor: .top, target: .item(0, .top), constant: 300), .init(item: 3, anchor: .height, target: .constant, constant: 100),
        ] + Self.fillsSafeArea(4, of: 3) + Self.sides(5, 0) + [
            .init(item: 5, anchor: .top, target: .item(0, .top), constant: 500), .init(item: 5, anchor: .bottom, target: .item(0, .bottom), constant: -10),
        ] + Self.fillsSafeArea(6, of: 5)
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[2] == Frame(x: 0, y: 20, width: 375, height: 190))
        #expect(solution.frames[4] == Frame(x: 0, y: 300, width: 375, height: 100))
        #expect(solution.frames[6] == Frame(x: 0, y: 500, width: 375, height: 133))
        #expect(solution.conflicts.isEmpty)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func theSidesOfALandscapeScreenReachNestedViewsToo() {
        // iPhone 15 landscape: 852×393, insets left and right 59, bottom 21.
        var scene = Self.scene([0, 1], insets: EdgeInsets(left: 59, bottom: 21, right: 59), width: 852, height: 393)
        scene.constraints = Self.sides(1, 0) + [
            .init(item: 1, anchor: .top, target: .item(0, .top)), .init(item: 1, anchor: .bottom, target: .item(0, .bottom)),
            .init(item: 2, anchor: .centerX, target: .safeArea(ofItem: 1, .centerX)),
            .init(item: 2, anchor: .width, target: .safeArea(ofItem: 1, .width), multiplier: 0.5),
            .init(item: 2, anchor: .centerY, target: .safeArea(ofItem: 1, .centerY)),
            .init(item: 2, anchor: .height, target: .constant, constant: 40),
        ]
        let solution = LayoutEngine.solve(scene)
        // Safe area x 59...793 (734 wide), y 0...372: centre (426, 186).
        #expect(solution.frames[2] == Frame(x: 242.5, y: 166, width: 367, height: 40))
        #expect(solution.conflicts.isEmpty)
    }

    @Test func aViewSizedByWhatItsSafeAreaPlacesSettles() {
        // 1 starts 10 down and ends with 2, which starts at 1's safe top: 20, the root's.
        var scene = Self.scene([0, 1])
        scene.constraints = Self.sides(1, 0) + Self.sides(2, 1) + [
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
            .init(item: 1, anchor: .bottom, target: .item(2, .bottom)),
            .init(item: 2, anchor: .top, target: .safeArea(ofItem: 1, .top)),
            .init(item: 2, anchor: .height, target: .constant, constant: 50),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1] == Frame(x: 0, y: 10, width: 375, height: 60))
        #expect(solution.frames[2] == Frame(x: 0, y: 20, width: 375, height: 50))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func theSafeAreaOfAViewWithNoPlaceDecidesNothing() {
        // 1 has no vertical position: whether it reaches into the inset is not known, so 2,
        // placed on its safe top, is not reported (1 is).
        var scene = Self.scene([0, 1])
        scene.constraints = Self.sides(1, 0) + Self.sides(2, 1) + [
            .init(item: 1, anchor: .height, target: .constant, constant: 100),
            .init(item: 2, anchor: .top, target: .safeArea(ofItem: 1, .top)),
            .init(item: 2, anchor: .height, target: .constant, constant: 20),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity[1] == Ambiguity(position: [.vertical]))
        #expect(solution.ambiguity[2].isEmpty)
        #expect(solution.conflicts.isEmpty)
    }

    @Test func aHeldViewsSafeAreaDecidesNothing() {
        // 1 is in reach of code and has no vertical position: held, not placed. A required
        // top of 2 both on 1's safe top and 5 below the root's top conflicts in neither form
        // for sure, so nothing is reported.
        var scene = Self.scene([0, 1])
        scene.items[1].mayBeConstrainedElsewhere = true
        scene.constraints = Self.sides(1, 0) + Self.sides(2, 1) + [
            .init(item: 1, anchor: .height, target: .constant, constant: 100),
            .init(item: 2, anchor: .top, target: .safeArea(ofItem: 1, .top)),
            .init(item: 2, anchor: .top, target: .item(0, .top), constant: 5),
            .init(item: 2, anchor: .height, target: .constant, constant: 20),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func insideAScrollViewTheSafeAreaDecidesNothing() {
        // A scroll view shifts its content by the insets it adjusts for: 3's safe top is not known,
        // so its being required both there and at its own top is no conflict reported.
        var scene = Self.scene([0, 1, 2])
        scene.items[1].arrangement = .scroll
        scene.constraints = Self.sides(1, 0) + [
            .init(item: 1, anchor: .top, target: .item(0, .top)), .init(item: 1, anchor: .bottom, target: .item(0, .bottom)),
            .init(item: 2, anchor: .left, target: .item(1, .left)), .init(item: 2, anchor: .top, target: .item(1, .top)),
            .init(item: 2, anchor: .width, target: .item(1, .width)), .init(item: 2, anchor: .height, target: .constant, constant: 1000),
            .init(item: 3, anchor: .top, target: .safeArea(ofItem: 2, .top)),
            .init(item: 3, anchor: .top, target: .item(2, .top)),
            .init(item: 3, anchor: .height, target: .constant, constant: 20),
        ] + Self.sides(3, 2)
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frames[3] == Frame(x: 0, y: 0, width: 375, height: 20))
    }

    @Test func aViewStickingOutOfItsSuperviewDecidesNothing() {
        // 2 starts 50 above 1 (at y 50): whether UIKit clips its guide to 1's is not modelled.
        var scene = Self.scene([0, 1, 2])
        scene.constraints = Self.sides(1, 0) + Self.sides(2, 1) + Self.sides(3, 2) + [
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 100), .init(item: 1, anchor: .height, target: .constant, constant: 200),
            .init(item: 2, anchor: .top, target: .item(1, .top), constant: -50), .init(item: 2, anchor: .height, target: .constant, constant: 100),
            .init(item: 3, anchor: .top, target: .safeArea(ofItem: 2, .top)),
            .init(item: 3, anchor: .top, target: .item(0, .top), constant: 30),
            .init(item: 3, anchor: .height, target: .constant, constant: 10),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frames[3] == Frame(x: 0, y: 30, width: 375, height: 10))
    }

    @Test func aViewPlacedThroughItsOwnGuideDecidesNothing() {
        // 1's top is 2 × 3's top − 30, and 3's top is 2's, which is on 1's safe top: with 1's own
        // top (30) and with the root's safe top (1 at 10) both forms are consistent. UIKit's answer
        // depends on its passes, so neither is taken: the bound `1.top ≥ 25`, broken in one of
        // them only, is not reported, nor is anything ambiguous.
        var scene = Self.scene([0, 1, 0])
        scene.constraints = Self.sides(1, 0) + Self.sides(2, 1) + Self.sides(3, 0) + [
            .init(item: 2, anchor: .top, target: .safeArea(ofItem: 1, .top)),
            .init(item: 3, anchor: .top, target: .item(2, .top)),
            .init(item: 1, anchor: .top, target: .item(3, .top), multiplier: 2, constant: -30),
            .init(item: 1, anchor: .height, target: .constant, constant: 100),
            .init(item: 2, anchor: .height, target: .constant, constant: 10),
            .init(item: 3, anchor: .height, target: .constant, constant: 10),
            .init(item: 1, anchor: .top, relation: .greaterThanOrEqual, target: .item(0, .top), constant: 25),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func aViewWhoseSafeAreaIsNotReadIsLaidOutOnce() {
        // No nested guide is read: the same answer as before nested guides had forms.
        var scene = Self.scene([0])
        scene.constraints = Self.sides(1, 0) + [
            .init(item: 1, anchor: .top, target: .safeArea(ofItem: 0, .top), constant: 8),
            .init(item: 1, anchor: .bottom, target: .safeArea(ofItem: 0, .bottom)),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1] == Frame(x: 0, y: 28, width: 375, height: 605))
    }
}
