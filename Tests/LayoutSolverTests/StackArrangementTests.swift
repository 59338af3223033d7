import Testing
import LayoutSolver

/// Stack views as UIKit arranges them: equal gaps and centres, layout margins, hidden
/// arranged views; and Reactant's collapsed views. Frames computed by hand.
struct StackArrangementTests {
    /// A horizontal stack (item 1) pinned to the root's left and top, `width` wide when given,
    /// with children of the given intrinsic widths, 20 tall.
    static func row(
        _ widths: [Double], distribution: LayoutScene.StackArrangement.Distribution, spacing: Double = 10, width: Double? = nil
    ) -> LayoutScene {
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .horizontal, spacing: spacing, distribution: distribution))
        var scene = LayoutEngineTests.scene([stack] + widths.map { LayoutEngineTests.view(parent: 1, width: $0, height: 20) })
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
        ]
        if let width { scene.constraints.append(.init(item: 1, anchor: .width, target: .constant, constant: width)) }
        return scene
    }

    static func xs(_ solution: LayoutSolution) -> [Double] { solution.frames.dropFirst(2).map(\.x) }

    static func close(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { isClose($0, $1) }
    }

    @Test func equalSpacingSharesTheRoomInEqualGaps() {
        // 375 − (50 + 60 + 70) = 195 of room: two gaps of 97.5.
        let solution = LayoutEngine.solve(Self.row([50, 60, 70], distribution: .equalSpacing, width: 375))
        #expect(Self.close(Self.xs(solution), [0, 147.5, 305]))
        #expect(solution.frames.dropFirst(2).map(\.width) == [50, 60, 70])
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.conflicts.isEmpty)
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        // Centres 25 and 340 at the ends; the middle one's centre halfway, at 182.5.
        let solution = LayoutEngine.solve(Self.row([50, 60, 70], distribution: .equalCentering, width: 375))
        #expect(Self.close(Self.xs(solution), [0, 152.5, 305]))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.conflicts.isEmpty)
    }

    @Test func equalCenteringGivesWayToTheSpacing() {
        // Centres 25, ?, 65 at 100 wide would put the 60-point middle view over its neighbours:
        // the spacing (required) wins over equal centres (149). 50 + 10 + 60 + 10 + 70 = 200.
        let solution = LayoutEngine.solve(Self.row([50, 60, 70], distribution: .equalCentering, width: 200))
        #expect(Self.close(Self.xs(solution), [0, 60, 130]))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.conflicts.isEmpty)
    }

    @Test func anUnsizedEqualSpacingStackFitsItsContent() {
        // Nothing sizes the stack along its axis: it shrinks to its content (priority 49), the
        // gaps at the spacing.
        let spacing = LayoutEngine.solve(Self.row([50, 60, 70], distribution: .equalSpacing))
        #expect(Self.close(Self.xs(spacing), [0, 60, 130]))
        #expect(isClose(spacing.frames[1].width, 200))
        #expect(spacing.ambiguity.allSatisfy { $0.isEmpty })
        // Equal centres (149) come before the fit: the middle view at t, the last at 2t (equal
        // distances 25 → t + 30 → 2t + 35), at least 70 after it: t = 70, 210 wide.
        let centering = LayoutEngine.solve(Self.row([50, 60, 70], distribution: .equalCentering))
        #expect(Self.close(Self.xs(centering), [0, 70, 140]))
        #expect(isClose(centering.frames[1].width, 210))
        #expect(centering.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func layoutMarginsInsetTheArrangement() {
        // A 66-point stack arranging inside its margins (8 on each side) holds a 50-point view.
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .horizontal, layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
        var scene = LayoutEngineTests.scene([stack, LayoutEngineTests.view(parent: 1, height: 20)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 10),
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
            .init(item: 1, anchor: .width, target: .constant, constant: 66),
            .init(item: 2, anchor: .width, target: .constant, constant: 50),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frames[2] == Frame(x: 18, y: 18, width: 50, height: 20))
        #expect(solution.frames[1] == Frame(x: 10, y: 10, width: 66, height: 36))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })

        // At the stack's edges the same widths contradict: UIKit breaks the last installed.
        scene.items[1].arrangement = .stack(.init(axis: .horizontal))
        let edges = LayoutEngine.solve(scene)
        #expect(edges.conflicts.map(\.broken) == [.scene(3)])
    }

    @Test func aStackAlignedOtherThanFillHugsItsContentAcross() {
        // A centred row over an equal-spacing column that takes the rest of the screen: the
        // row's pull to its content (51) beats the column's fit along its axis (49).
        var row = LayoutScene.Item(parent: 0)
        row.arrangement = .stack(.init(axis: .horizontal, alignment: .center))
        var column = LayoutScene.Item(parent: 0)
        column.arrangement = .stack(.init(axis: .vertical, distribution: .equalSpacing))
        let view = LayoutEngineTests.view
        var scene = LayoutEngineTests.scene([
            row, view(1, 30, 20), view(1, 30, 40), column, view(4, 10, 20), view(4, nil, 20),
        ])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .right, target: .item(0, .right)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 4, anchor: .top, target: .item(1, .bottom)),
            .init(item: 4, anchor: .left, target: .item(0, .left)),
            .init(item: 4, anchor: .bottom, target: .item(0, .bottom)),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1].height == 40)
        #expect(solution.frames[2].y == 10 && solution.frames[3].y == 0)
        #expect(solution.frames[4] == Frame(x: 0, y: 40, width: 10, height: 627))
        #expect(solution.frames[5].y == 40 && solution.frames[6].y == 647)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
        #expect(solution.conflicts.isEmpty)
    }

    /// A vertical stack of three 100×`height` views, the middle one hidden.
    static func columnWithHiddenMiddle(distribution: LayoutScene.StackArrangement.Distribution) -> LayoutScene {
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .vertical, spacing: 10, distribution: distribution))
        var hidden = LayoutEngineTests.view(parent: 1, width: 100, height: 30)
        hidden.isHidden = true
        var scene = LayoutEngineTests.scene([
            stack, LayoutEngineTests.view(parent: 1, width: 100, height: 20), hidden, LayoutEngineTests.view(parent: 1, width: 100, height: 40),
        ])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
        ]
        return scene
    }

    @Test func aHiddenArrangedViewTakesNoRoomAndIsPlaced() {
        // Half the spacing on each side of the hidden view: 20 + 5 + 0 + 5 + 40.
        for distribution in [LayoutScene.StackArrangement.Distribution.fill, .fillEqually, .equalSpacing, .equalCentering] {
            let solution = LayoutEngine.solve(Self.columnWithHiddenMiddle(distribution: distribution))
            if distribution == .fillEqually {
                // Equal lengths for the visible two: both 40 (the taller one's content), 40 + 5 + 0 + 5 + 40.
                #expect(solution.frames[3] == Frame(x: 0, y: 45, width: 100, height: 0))
                #expect(solution.frames[4] == Frame(x: 0, y: 50, width: 100, height: 40))
            } else {
                #expect(solution.frames[3] == Frame(x: 0, y: 25, width: 100, height: 0))
                #expect(solution.frames[4] == Frame(x: 0, y: 30, width: 100, height: 40))
                #expect(solution.frames[1].height == 70)
            }
            #expect(solution.ambiguity.allSatisfy { $0.isEmpty }, "\(distribution)")
            #expect(solution.conflicts.isEmpty)
        }
    }

    @Test func aRequiredLengthOnAHiddenArrangedViewContradictsUISVHiding() {
        var scene = Self.columnWithHiddenMiddle(distribution: .fill)
        scene.constraints.append(.init(item: 3, anchor: .height, target: .constant, constant: 30))
        let solution = LayoutEngine.solve(scene)
        #expect(solution.conflicts.count == 1)
        #expect(solution.conflicts.first?.broken == .scene(2))
        #expect(solution.conflicts.first?.constraints.contains(.stackHiding(item: 3)) == true)
        #expect(solution.frames[3].height == 0)
        #expect(solution.frames[4].y == 30)
    }

    @Test func hiddenViewsAtTheEndsSitAtTheEdges() {
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .horizontal, spacing: 10, distribution: .equalSpacing))
        var first = LayoutEngineTests.view(parent: 1, width: 30, height: 20), last = first
        first.isHidden = true
        last.isHidden = true
        var scene = LayoutEngineTests.scene([stack, first, LayoutEngineTests.view(parent: 1, width: 50, height: 20), last])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .width, target: .constant, constant: 200),
        ]
        let solution = LayoutEngine.solve(scene)
        // One visible view fills the stack; the hidden ones, 0 wide, at its two ends.
        #expect(solution.frames[3] == Frame(x: 0, y: 0, width: 200, height: 20))
        #expect(solution.frames[2].x == 0 && solution.frames[2].width == 0)
        #expect(solution.frames[4].x == 200 && solution.frames[4].width == 0)
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func aStackWhoseChildrenAreAllHiddenFoldsWithoutAWarning() {
        var stack = LayoutScene.Item(parent: 0)
        stack.arrangement = .stack(.init(axis: .vertical, spacing: 10))
        var hidden = LayoutEngineTests.view(parent: 1, width: 100, height: 30)
        hidden.isHidden = true
        var scene = LayoutEngineTests.scene([stack, hidden, hidden])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 50),
        ]
        let folded = LayoutEngine.solve(scene)
        #expect(folded.frames[1] == Frame(x: 0, y: 50, width: 100, height: 0))
        #expect(folded.frames[2...3].allSatisfy { $0.y == 50 && $0.height == 0 })
        #expect(folded.ambiguity.allSatisfy { $0.isEmpty })
        // Given a height, the stack keeps it: nothing required ties the hidden children to its bottom.
        scene.constraints.append(.init(item: 1, anchor: .height, target: .constant, constant: 40))
        let sized = LayoutEngine.solve(scene)
        #expect(sized.conflicts.isEmpty)
        #expect(sized.frames[1].height == 40)
        #expect(sized.ambiguity.allSatisfy { $0.isEmpty })
    }

    /// A view 100 wide at (10, 10), collapsed on `axes`, with a required height when given.
    static func collapsed(_ axes: Set<LayoutAxis>, height: Double? = nil) -> LayoutScene {
        var view = LayoutEngineTests.view()
        view.collapsedAxes = axes
        var scene = LayoutEngineTests.scene([view])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 10),
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
            .init(item: 1, anchor: .width, target: .constant, constant: 100),
        ]
        if let height { scene.constraints.append(.init(item: 1, anchor: .height, target: .constant, constant: height)) }
        return scene
    }

    @Test func aCollapsedViewIsFlatAndDetermined() {
        let vertical = LayoutEngine.solve(Self.collapsed([.vertical]))
        #expect(vertical.frames[1] == Frame(x: 10, y: 10, width: 100, height: 0))
        #expect(vertical.ambiguity.allSatisfy { $0.isEmpty })
        #expect(vertical.conflicts.isEmpty)

        // Collapsed horizontally only, its height is still its own.
        let horizontal = LayoutEngine.solve(Self.collapsed([.horizontal], height: 40))
        #expect(horizontal.conflicts.map(\.broken) == [.scene(2)], "the width of 100 against the zero width")
        #expect(horizontal.frames[1] == Frame(x: 10, y: 10, width: 0, height: 40))
        #expect(horizontal.ambiguity.allSatisfy { $0.isEmpty })
    }

    @Test func aCollapsedViewWithARequiredHeightConflicts() {
        // Reactant installs the zero height when the property is set, before any `layout:`
        // constraint: the later height is the one UIKit breaks.
        let solution = LayoutEngine.solve(Self.collapsed([.vertical], height: 40))
        #expect(solution.conflicts.count == 1)
        #expect(solution.conflicts.first?.broken == .scene(3))
        #expect(solution.conflicts.first?.constraints.first == .collapse(item: 1))
        #expect(solution.frames[1].height == 0)

        let both = LayoutEngine.solve(Self.collapsed([.horizontal, .vertical]))
        #expect(both.frames[1] == Frame(x: 10, y: 10, width: 0, height: 0))
        #expect(both.conflicts.map(\.broken) == [.scene(2)])
    }
}
