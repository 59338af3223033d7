import Testing
import LayoutSolver

/// Where a view's freedom starts: a view placed from an undetermined one is reported only for
/// what stays free once that one is held, and the one it follows counts it.
struct FreedomSourcesTests {
    /// A 100×100 container with no position (item 1) and a child (item 2) inside it.
    static func container(child: [LayoutScene.Constraint]) -> LayoutScene {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(), LayoutEngineTests.view(parent: 1)])
        scene.constraints = [
            .init(item: 1, anchor: .width, target: .constant, constant: 100),
            .init(item: 1, anchor: .height, target: .constant, constant: 100),
        ] + child
        return scene
    }

    @Test func aChildFilledIntoAnUndeterminedContainerFollowsIt() {
        let solution = LayoutEngine.solve(Self.container(child: [
            .init(item: 2, anchor: .left, target: .item(1, .left), constant: 10),
            .init(item: 2, anchor: .right, target: .item(1, .right), constant: -10),
            .init(item: 2, anchor: .top, target: .item(1, .top), constant: 10),
            .init(item: 2, anchor: .bottom, target: .item(1, .bottom), constant: -10),
        ]))
        #expect(solution.ambiguity[2] == Ambiguity(position: [.horizontal, .vertical]))
        #expect(solution.ownAmbiguity[1] == Ambiguity(position: [.horizontal, .vertical]))
        #expect(solution.ownAmbiguity[2].isEmpty)
        #expect(solution.followers[1] == 1)
        #expect(solution.followers[2] == 0)
        #expect(solution.frames[2].width == 80)
    }

    @Test func aChildKeepsWhatIsFreeRelativeToItsContainer() {
        let solution = LayoutEngine.solve(Self.container(child: [
            .init(item: 2, anchor: .left, target: .item(1, .left), constant: 10),
            .init(item: 2, anchor: .top, target: .item(1, .top)),
            .init(item: 2, anchor: .bottom, target: .item(1, .bottom)),
        ]))
        #expect(solution.ambiguity[2] == Ambiguity(position: [.horizontal, .vertical], size: [.horizontal]))
        #expect(solution.ownAmbiguity[2] == Ambiguity(size: [.horizontal]))
        #expect(solution.followers[1] == 1)
    }

    /// Half the container's width: not its width plus a constant, still fixed once it is.
    @Test func aMultipliedLengthFollowsToo() {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(), LayoutEngineTests.view(parent: 1)])
        scene.constraints = [
            .init(item: 1, anchor: .left, target: .item(0, .left)),
            .init(item: 1, anchor: .top, target: .item(0, .top)),
            .init(item: 1, anchor: .height, target: .constant, constant: 50),
            .init(item: 2, anchor: .left, target: .item(1, .left)),
            .init(item: 2, anchor: .width, target: .item(1, .width), multiplier: 0.5),
            .init(item: 2, anchor: .top, target: .item(1, .top)),
            .init(item: 2, anchor: .height, target: .constant, constant: 20),
        ]
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ownAmbiguity[1] == Ambiguity(size: [.horizontal]))
        #expect(solution.ambiguity[2] == Ambiguity(size: [.horizontal]))
        #expect(solution.ownAmbiguity[2].isEmpty)
        #expect(solution.followers[1] == 1)
    }

    @Test func aViewAfterAnUndeterminedSiblingFollowsIt() {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(), LayoutEngineTests.view(), LayoutEngineTests.view()])
        for item in 1...3 {
            scene.constraints += [
                .init(item: item, anchor: .top, target: .item(0, .top)),
                .init(item: item, anchor: .width, target: .constant, constant: 50),
                .init(item: item, anchor: .height, target: .constant, constant: 50),
            ]
            if item > 1 { scene.constraints.append(.init(item: item, anchor: .left, target: .item(item - 1, .right), constant: 8)) }
        }
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity[1...3].allSatisfy { $0 == Ambiguity(position: [.horizontal]) })
        #expect(solution.ownAmbiguity[1] == Ambiguity(position: [.horizontal]))
        #expect(solution.ownAmbiguity[2...3].allSatisfy { $0.isEmpty })
        #expect(solution.followers[1...3] == [2, 0, 0])
    }

    /// Two widths with `0 ≤ b ≤ a` and nothing else: the solver's optimum is a corner of the
    /// face (both 0), where holding `a` would also pin `b`; elsewhere on the face `b` moves
    /// between 0 and `a`. So `b` is free relative to `a`, whichever optimum was chosen.
    @Test func theAnswerDoesNotDependOnTheOptimumChosen() {
        var scene = LayoutEngineTests.scene([LayoutEngineTests.view(), LayoutEngineTests.view()])
        for item in 1...2 {
            scene.constraints += [
                .init(item: item, anchor: .left, target: .item(0, .left)),
                .init(item: item, anchor: .top, target: .item(0, .top), constant: Double(item) * 20),
                .init(item: item, anchor: .height, target: .constant, constant: 10),
                .init(item: item, anchor: .width, relation: .greaterThanOrEqual, target: .constant, constant: 0),
            ]
        }
        scene.constraints.append(.init(item: 2, anchor: .width, relation: .lessThanOrEqual, target: .item(1, .width)))
        let solution = LayoutEngine.solve(scene)
        #expect(solution.ambiguity[1] == Ambiguity(size: [.horizontal]))
        #expect(solution.ambiguity[2] == Ambiguity(size: [.horizontal]))
        #expect(solution.ownAmbiguity[2] == Ambiguity(size: [.horizontal]))
        #expect(solution.followers[1] == 0)
    }
}
