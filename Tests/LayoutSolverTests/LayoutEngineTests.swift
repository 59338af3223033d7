import Testing
import LayoutSolver

/// Scenes laid out with frames computed by hand.
struct LayoutEngineTests {
    /// A scene with a 375×667 root and the given views (parent 0 unless said).
    static func scene(_ views: [LayoutScene.Item] = [], required: Bool = true) -> LayoutScene {
        var scene = LayoutScene(rootWidth: 375, rootHeight: 667, rootSizeIsRequired: required,
                                safeAreaInsets: EdgeInsets(top: 20, bottom: 34))
        for view in views { scene.addItem(view) }
        return scene
    }

    static func view(parent: Int = 0, width: Double? = nil, height: Double? = nil) -> LayoutScene.Item {
        var item = LayoutScene.Item(parent: parent)
        item.intrinsicWidth = width
        item.intrinsicHeight = height
        return item
    }

    /// A column of `count` labels, each below the previous one and as wide as the root.
    static func column(_ count: Int) -> LayoutScene {
        var scene = Self.scene((0..<count).map { _ in Self.view(width: 120, height: 20) })
        for item in 1...count {
            scene.constraints += [
                .init(item: item, anchor: .top, target: .item(item - 1, item == 1 ? .top : .bottom), constant: 8),
                .init(item: item, anchor: .left, target: .item(0, .left), constant: 16),
                .init(item: item, anchor: .right, target: .item(0, .right), constant: -16),
            ]
        }
        return scene
    }

    @Test func aCancelledSolveStopsAndAnUncancelledOneMatchesThePlainSolve() {
        let scene = Self.column(150)
        var asked = 0
        let cancelled = LayoutEngine.solve(scene, isCancelled: { asked += 1; return true })
        #expect(cancelled == nil)
        #expect(asked == 1, "the first question is the last")

        // Cancelled during the optimisation, after every constraint is in.
        var questions = 0
        let counting = LayoutEngine.solve(scene, isCancelled: { questions += 1; return false })
        #expect(counting != nil)
        var late = 0
        let cancelledLate = LayoutEngine.solve(scene, isCancelled: { late += 1; return late == questions })
        #expect(cancelledLate == nil)

        let plain = LayoutEngine.solve(scene)
        #expect(counting?.frames == plain.frames)
        #expect(plain.frames[150] == Frame(x: 16, y: 8 + 149 * 28, width: 343, height: 20))
        #expect(plain.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func edgesInsetFromTheRoot() {
        var scene = Self.scene([Self.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 20),
            .init(item: 1, anchor: .right, target: .item(0, .right), constant: -20),
            .init(item: 1, anchor: .top, target: .safeArea(ofItem: 0, .top), constant: 8),
            .init(item: 1, anchor: .height, target: .constant, constant: 44),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1] == Frame(x: 20, y: 28, width: 335, height: 44))
        #expect(solution.ambiguity[1].isEmpty)
        #expect(solution.conflicts.isEmpty)
    }

    @Test func aViewWithoutVerticalConstraintsIsAmbiguousVertically() {
        var scene = Self.scene([Self.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .width, target: .item(0, .width), multiplier: 0.5),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1].width == 187.5)
        #expect(solution.ambiguity[1] == Ambiguity(position: [.vertical], size: [.vertical]))
    }

    @Test func intrinsicSizeDeterminesTheSizeButNotThePosition() {
        var scene = Self.scene([Self.view(width: 80, height: 21)])
        scene.constraints = [.init(item: 1, anchor: .centerX, target: .item(0, .centerX))]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1].width == 80)
        #expect(solution.frames[1].x == 147.5)
        #expect(solution.ambiguity[1] == Ambiguity(position: [.vertical]))
    }

    @Test func aViewPlacedBelowAnAmbiguousOneIsAmbiguousToo() {
        var scene = Self.scene([Self.view(width: 80, height: 21), Self.view(width: 80, height: 21)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 2, anchor: .left, target: .item(0, .left)),
            .init(item: 2, anchor: .top, target: .item(1, .bottom), constant: 10),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity[1].position == [.vertical])
        #expect(solution.ambiguity[2].position == [.vertical])
    }

    @Test func contradictingRequiredConstraintsBreakTheLastInstalled() {
        var scene = Self.scene([Self.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .right, target: .item(0, .right)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .height, target: .constant, constant: 10),
            .init(item: 1, anchor: .width, target: .constant, constant: 100),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.count == 1)
        let conflict = solution.conflicts[0]
        #expect(conflict.broken == .scene(4))
        #expect(Set(conflict.constraints) == [.scene(0), .scene(1), .scene(4), .rootSize])
        // Laid out without the broken one.
        #expect(solution.frames[1] == Frame(x: 0, y: 0, width: 375, height: 10))
    }

    @Test func optionalConstraintsGiveWayByPriority() {
        var scene = Self.scene([Self.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .height, target: .constant, constant: 10),
            .init(item: 1, anchor: .width, target: .constant, constant: 100, priority: 250),
            .init(item: 1, anchor: .width, target: .constant, constant: 200, priority: 750),
            .init(item: 1, anchor: .width, relation: .lessThanOrEqual, target: .constant, constant: 150),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1].width == 150)
        #expect(solution.ambiguity[1].isEmpty)
        #expect(solution.conflicts.isEmpty)
    }

    @Test func aVerticalStackPlacesItsChildrenEdgeToEdge() {
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .vertical, spacing: 8))
        var scene = Self.scene([stack, Self.view(parent: 1, width: 50, height: 20), Self.view(parent: 1, width: 70, height: 30)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 10),
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
        ]
        let solution = LayoutEngine.solve(scene)
        // Alignment `fill`: the stack is as wide as its widest child wants, and both fill it.
        #expect(solution.frames[2] == Frame(x: 10, y: 10, width: solution.frames[1].width, height: 20))
        #expect(solution.frames[3].y == 38)
        #expect(solution.frames[3].height == 30)
        #expect(solution.frames[1].height == 58)
        #expect(solution.ambiguity.dropFirst().allSatisfy { $0.axes.subtracting([.horizontal]).isEmpty })
    }

    @Test func fillEquallyGivesEveryChildTheSameLength() {
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .horizontal, spacing: 10, distribution: .fillEqually))
        var scene = Self.scene([stack, Self.view(parent: 1), Self.view(parent: 1), Self.view(parent: 1)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .right, target: .item(0, .right)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .height, target: .constant, constant: 40),
        ]
        let solution = LayoutEngine.solve(scene)
        let third = (375 - 20) / 3.0
        #expect(solution.frames[2...4].allSatisfy { abs($0.width - third) < 1e-6 })
        #expect(abs(solution.frames[4].x - (375 - third)) < 1e-6)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func aPreferredRootSizeGivesWayToContent() {
        var scene = Self.scene([Self.view()], required: false)
        scene.constraints = [
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .bottom, target: .item(0, .bottom)),
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .right, target: .item(0, .right)),
            .init(item: 1, anchor: .height, target: .constant, constant: 44),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frames[0] == Frame(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func aMultiplierOnAPositionIsMeasuredInTheSuperview() {
        var container = LayoutScene.Item(parent: 0)
        container.intrinsicWidth = nil
        var scene = Self.scene([container, Self.view(parent: 1, width: 10, height: 10)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 100),
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 100),
            .init(item: 1, anchor: .width, target: .constant, constant: 200),
            .init(item: 1, anchor: .height, target: .constant, constant: 200),
            .init(item: 2, anchor: .centerX, target: .item(1, .right), multiplier: 0.5),
            .init(item: 2, anchor: .centerY, target: .item(1, .centerY)),
        ]
        let solution = LayoutEngine.solve(scene)
        // centerX − 100 = 0.5 × (300 − 100): centre 200 in the root.
        #expect(solution.frames[2] == Frame(x: 195, y: 195, width: 10, height: 10))
    }

    @Test func scrollViewChildrenSizeItsContentNotItsFrame() {
        var scroll = LayoutScene.Item(parent: 0)
        scroll.arrangement = .scroll
        var scene = Self.scene([scroll, Self.view(parent: 1)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .right, target: .item(0, .right)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .bottom, target: .item(0, .bottom)),
            .init(item: 2, anchor: .left, target: .item(1, .left)),
            .init(item: 2, anchor: .right, target: .item(1, .right)),
            .init(item: 2, anchor: .top, target: .item(1, .top)),
            .init(item: 2, anchor: .bottom, target: .item(1, .bottom)),
            .init(item: 2, anchor: .width, target: .item(1, .width)),
            .init(item: 2, anchor: .height, target: .constant, constant: 2000),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frames[1].height == 667)
        #expect(solution.frames[2] == Frame(x: 0, y: 0, width: 375, height: 2000))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }
}
