import Testing

@testable import LayoutSolver

/// A scene solved from the system of the same scene with text measured again at the width it
/// was given (`LayoutEngine.solve(_:from:isCancelled:)`): only views' intrinsic sizes and
/// baselines differ, so their constraints change their constants in place
/// (`SystemBuilder.init(scene:movingRootOf:safeArea:)`), and the answer is a fresh solve's.
/// Frames computed by hand.
struct RemeasureTests {
    typealias C = LayoutScene.Constraint

    /// 1: a label 16 in from the root's sides, 10 below its top, its text `textWidth` wide on
    /// one line (20 tall, last baseline 16 down) or measured again on `lines` lines of 20.
    /// 2: 8 below the label's last baseline, at the root's left, 10 × 10.
    static func scene(width: Double, textWidth: Double = 500, lines: Int = 1) -> LayoutScene {
        var scene = LayoutScene(rootWidth: width, rootHeight: 600)
        var label = LayoutScene.Item(parent: 0)
        label.intrinsicWidth = textWidth
        label.intrinsicHeight = 20 * Double(lines)
        label.firstBaseline = 16
        label.lastBaseline = 20 * Double(lines - 1) + 16
        scene.addItem(label)
        scene.addItem(LayoutScene.Item(parent: 0))
        scene.constraints = [
            C(item: 1, anchor: .left, target: .item(0, .left), constant: 16),
            C(item: 1, anchor: .right, target: .item(0, .right), constant: -16),
            C(item: 1, anchor: .top, target: .item(0, .top), constant: 10),
            C(item: 2, anchor: .top, target: .item(1, .lastBaseline), constant: 8),
            C(item: 2, anchor: .left, target: .item(0, .left)),
            C(item: 2, anchor: .width, target: .constant, constant: 10),
            C(item: 2, anchor: .height, target: .constant, constant: 10),
        ]
        return scene
    }

    /// On a phone the label gets 343 of its 500 points: measured again at 343 on two lines, it
    /// is 40 tall and the view below moves from 10 + 16 + 8 to 10 + 36 + 8. On a wider root
    /// the same system, moved to three lines at 288, puts it 20 lower again.
    @Test func textMeasuredAgainMovesTheSystemInPlace() {
        guard let (phone, system) = LayoutEngine.solve(Self.scene(width: 375), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(phone.frames[1] == Frame(x: 16, y: 10, width: 343, height: 20))
        #expect(phone.frames[2] == Frame(x: 0, y: 34, width: 10, height: 10))
        let remeasured = Self.scene(width: 375, textWidth: 343, lines: 2)
        var previous = system.builder
        #expect(SystemBuilder(scene: remeasured, movingRootOf: &previous, safeArea: system.builder.safeArea)?.remeasured == [1])
        guard let (twoLines, _) = LayoutEngine.solve(remeasured, from: system, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(twoLines.frames[1] == Frame(x: 16, y: 10, width: 343, height: 40))
        #expect(twoLines.frames[2] == Frame(x: 0, y: 54, width: 10, height: 10))
        #expect(twoLines.ambiguity.allSatisfy { $0.isEmpty })
        let fresh = LayoutEngine.solve(remeasured)
        #expect(twoLines.frames == fresh.frames && twoLines.ambiguity == fresh.ambiguity)

        // Another device's root and the label's measures at once.
        let narrow = Self.scene(width: 320, textWidth: 288, lines: 3)
        guard let (threeLines, _) = LayoutEngine.solve(narrow, from: system, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        #expect(threeLines.frames[1] == Frame(x: 16, y: 10, width: 288, height: 60))
        #expect(threeLines.frames[2] == Frame(x: 0, y: 74, width: 10, height: 10))
        #expect(threeLines.frames == LayoutEngine.solve(narrow).frames)
    }

    /// A view whose measures appear or vanish, or that differs otherwise, is not moved in
    /// place; nor is one arranged by a stack view whose own constraints read its measures.
    @Test func otherDifferencesAreNotMovedInPlace() {
        guard let (_, system) = LayoutEngine.solve(Self.scene(width: 375), from: nil, isCancelled: { false }) else {
            Issue.record("not solved")
            return
        }
        func moves(_ scene: LayoutScene) -> Bool {
            var previous = system.builder
            return SystemBuilder(scene: scene, movingRootOf: &previous, safeArea: system.builder.safeArea) != nil
        }
        var noText = Self.scene(width: 375)
        noText.items[1].intrinsicHeight = nil
        #expect(!moves(noText))
        var hugging = Self.scene(width: 375)
        hugging.items[1].huggingHorizontal = 251
        #expect(!moves(hugging))

        func stacked(_ distribution: LayoutScene.StackArrangement.Distribution, height: Double) -> LayoutScene {
            var scene = LayoutScene(rootWidth: 375, rootHeight: 600)
            scene.addItem(LayoutScene.Item(parent: 0))
            scene.items[1].arrangement = .stack(LayoutScene.StackArrangement(axis: .vertical, distribution: distribution))
            var label = LayoutScene.Item(parent: 1)
            label.intrinsicWidth = 100
            label.intrinsicHeight = height
            scene.addItem(label)
            scene.constraints = [C(item: 1, anchor: .left, target: .item(0, .left)), C(item: 1, anchor: .top, target: .item(0, .top))]
            return scene
        }
        for distribution in [LayoutScene.StackArrangement.Distribution.fill, .fillProportionally] {
            guard let (_, stackSystem) = LayoutEngine.solve(stacked(distribution, height: 20), from: nil, isCancelled: { false })
            else {
                Issue.record("not solved")
                return
            }
            let taller = stacked(distribution, height: 40)
            var previous = stackSystem.builder
            let moved = SystemBuilder(scene: taller, movingRootOf: &previous, safeArea: stackSystem.builder.safeArea)
            #expect((moved != nil) == (distribution == .fill))
            // The stack fits its one label: 100 × 40 either way.
            let solved = LayoutEngine.solve(taller, from: stackSystem, isCancelled: { false })?.solution
            #expect(solved?.frames[2] == Frame(x: 0, y: 0, width: 100, height: 40))
            #expect(solved?.frames == LayoutEngine.solve(taller).frames)
        }
    }
}
