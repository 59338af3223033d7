import Simplex
import Testing

@testable import LayoutSolver

/// The plain linear system of a scene (`LayoutEngine.linearSystem`), as handed to other
/// solvers: solved alone through the Simplex API it gives the frames `solve` gives, and two
/// devices' systems differ only in the constants the root's numbers reach. Frames computed by hand.
struct LinearSystemTests {
    typealias C = LayoutScene.Constraint

    /// A bar 16 in from the root's sides, 8 below the safe area's top, 20 tall by its content.
    static func scene(width: Double, height: Double, safeTop: Double) -> LayoutScene {
        var scene = LayoutScene(rootWidth: width, rootHeight: height, safeAreaInsets: EdgeInsets(top: safeTop))
        var bar = LayoutScene.Item(parent: 0)
        bar.intrinsicHeight = 20
        scene.addItem(bar)
        scene.constraints = [
            C(item: 1, anchor: .left, target: .item(0, .left), constant: 16),
            C(item: 1, anchor: .right, target: .item(0, .right), constant: -16),
            C(item: 1, anchor: .top, target: .safeArea(ofItem: 0, .top), constant: 8),
        ]
        return scene
    }

    /// The system's frame values, solved by a fresh solver.
    static func solvedFrames(_ system: LayoutLinearSystem) -> [Frame] {
        var solver = SimplexSolver()
        for entry in system.constraints { _ = try? solver.addDeferringOptimization(entry.constraint) }
        solver.optimize()
        return system.frames.map {
            Frame(x: solver.value(of: $0[0]), y: solver.value(of: $0[1]), width: solver.value(of: $0[2]), height: solver.value(of: $0[3]))
        }
    }

    @Test func solvedAloneTheSystemGivesTheFrames() {
        let scene = Self.scene(width: 375, height: 667, safeTop: 20)
        let system = LayoutEngine.linearSystem(of: scene)
        #expect(system.constraints.prefix(4).allSatisfy { $0.source == .rootSize })
        #expect(system.constraints.map(\.source).filter { if case .scene = $0 { true } else { false } }.count == 3)
        let frames = Self.solvedFrames(system)
        #expect(frames == [Frame(x: 0, y: 0, width: 375, height: 667), Frame(x: 16, y: 28, width: 343, height: 20)])
        #expect(frames == LayoutEngine.solve(scene).frames)
    }

    @Test func devicesDifferOnlyInTheConstantsTheRootReaches() {
        let small = LayoutEngine.linearSystem(of: Self.scene(width: 375, height: 667, safeTop: 20))
        let tall = LayoutEngine.linearSystem(of: Self.scene(width: 393, height: 852, safeTop: 59))
        #expect(small.constraints.count == tall.constraints.count)
        var changed: [LayoutSolution.Source] = []
        for (first, second) in zip(small.constraints, tall.constraints) {
            let (one, other) = (first.constraint.lhs - first.constraint.rhs, second.constraint.lhs - second.constraint.rhs)
            #expect(one.terms == other.terms && first.constraint.relation == second.constraint.relation
                && first.constraint.priority == second.constraint.priority)
            if one.constant != other.constant { changed.append(first.source) }
        }
        // The root's width and height, and the bar's top on the root's safe area.
        #expect(changed == [.rootSize, .rootSize, .scene(2)])
        #expect(Self.solvedFrames(tall)[1] == Frame(x: 16, y: 67, width: 361, height: 20))
    }
}
