import Testing
import LayoutSolver

/// Lengths relate whatever their axes (an aspect ratio); positions only within their axis and
/// never to a length, as AutoLayout accepts them. Frames computed by hand.
struct LengthPairTests {
    @Test func aWidthEqualToItsOwnHeightMakesASquare() {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left), constant: 16),
            .init(item: 1, anchor: .top, target: .item(0, .top), constant: 20),
            .init(item: 1, anchor: .width, target: .item(1, .height)),
            .init(item: 1, anchor: .height, target: .constant, constant: 40),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[1] == Frame(x: 16, y: 20, width: 40, height: 40))
        #expect(solution.ambiguity[1].isEmpty)
        #expect(solution.conflicts.isEmpty)
    }

    @Test func aHeightIsHalfAnotherViewsWidth() {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(), LayoutEngineTests.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .right, target: .item(0, .right)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .height, target: .constant, constant: 10),
            .init(item: 2, anchor: .left, target: .item(0, .left)),
            .init(item: 2, anchor: .top, target: .item(1, .bottom)),
            .init(item: 2, anchor: .width, target: .constant, constant: 100),
            .init(item: 2, anchor: .height, target: .item(1, .width), multiplier: 0.5),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[2] == Frame(x: 0, y: 10, width: 100, height: 187.5))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    /// `layout:size="id:a.width"`: SnapKit relates both lengths to the one target anchor.
    @Test func bothLengthsOfSizeFollowOneWidth() {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(), LayoutEngineTests.view()])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .width, target: .constant, constant: 100),
            .init(item: 1, anchor: .height, target: .constant, constant: 10),
            .init(item: 2, anchor: .left, target: .item(0, .left)),
            .init(item: 2, anchor: .top, target: .item(1, .bottom), constant: 8),
            .init(item: 2, anchor: .width, target: .item(1, .width)),
            .init(item: 2, anchor: .height, target: .item(1, .width)),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.frames[2] == Frame(x: 0, y: 18, width: 100, height: 100))
        #expect(solution.ambiguity.allSatisfy { $0.isEmpty })
    }

    /// Pairs AutoLayout refuses (the document check reports them as errors) are left out.
    @Test(arguments: [(FrameAnchor.left, FrameAnchor.top), (.leading, .left), (.left, .width), (.width, .left), (.firstBaseline, .centerX)])
    func aRefusedPairIsLeftOut(own: FrameAnchor, target: FrameAnchor) {
        #expect(!own.canRelate(to: target))
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(width: 20, height: 20)])
        scene.constraints = [.init(item: 1, anchor: own, target: .item(0, target), constant: 5)]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity[1] == Ambiguity(position: [.horizontal, .vertical]))
    }
}
