import LayoutSolver
import XMLSyntax

/// A document's root component laid out on one device: the scene, the solver's answer and
/// what each of its parts is in the document.
public struct ComponentLayout: Sendable {
    public let preset: DevicePreset
    public let scene: LayoutScene
    public let solution: LayoutSolution
    let origins: LayoutSceneOrigins

    /// Some frames rest on stand-in sizes or on an approximated stack arrangement.
    public var isApproximate: Bool { origins.isApproximate || origins.nominalSize.contains(true) }

    /// Lays the document out; nil when it defines no component (a style group, a broken root).
    /// - Parameter rootSizeIsRequired: nil lets the root's `rootView` decide (see `LayoutSceneBuilder`).
    public static func solve(
        _ document: ReactantDocument, tree: XMLSyntaxTree, preset: DevicePreset, rootSizeIsRequired: Bool? = nil
    ) -> ComponentLayout? {
        let builder = LayoutSceneBuilder(document: document, tree: tree, preset: preset, rootSizeIsRequired: rootSizeIsRequired)
        guard let (scene, origins) = builder.build() else { return nil }
        return solve(scene, origins: origins, preset: preset)
    }

    /// The same solution read for another device whose scene would be the same problem.
    func `for`(_ preset: DevicePreset) -> ComponentLayout {
        ComponentLayout(preset: preset, scene: scene, solution: solution, origins: origins)
    }

    static func solve(_ scene: LayoutScene, origins: LayoutSceneOrigins, preset: DevicePreset) -> ComponentLayout {
        solve(scene, origins: origins, preset: preset, isCancelled: { false })!
    }

    /// Nil when `isCancelled` said yes part way.
    static func solve(
        _ scene: LayoutScene, origins: LayoutSceneOrigins, preset: DevicePreset, isCancelled: () -> Bool
    ) -> ComponentLayout? {
        var scene = scene, origins = origins
        guard var solution = LayoutEngine.solve(scene, isCancelled: isCancelled) else { return nil }
        // Text that wraps is measured again at the width it was given, as UIKit does with a
        // label's preferred maximum layout width.
        var remeasured = false
        for (item, wrapping) in origins.wrapping.enumerated() {
            guard let wrapping, let intrinsicWidth = scene.items[item].intrinsicWidth else { continue }
            let given = solution.frames[item].width
            guard given + 0.5 < intrinsicWidth, given > 0 else { continue }
            let lines = wrapping.metrics.lineCount(of: wrapping.text, wrappedAt: given)
            scene.items[item].intrinsicWidth = given
            scene.items[item].intrinsicHeight = Double(lines) * wrapping.metrics.lineHeight
            scene.items[item].lastBaseline = Double(lines - 1) * wrapping.metrics.lineHeight + wrapping.metrics.ascender
            remeasured = true
        }
        if remeasured {
            origins.wrapping = origins.wrapping.map { _ in nil }
            guard let remeasuredSolution = LayoutEngine.solve(scene, isCancelled: isCancelled) else { return nil }
            solution = remeasuredSolution
        }
        return ComponentLayout(preset: preset, scene: scene, solution: solution, origins: origins)
    }

    /// The scene item of a document view, if it was laid out.
    public func item(ofView view: Int) -> Int? {
        origins.views.firstIndex(of: view)
    }

    /// The document view of a scene item (nil for the root).
    public func view(ofItem item: Int) -> Int? {
        origins.views[item]
    }

    /// Whether the item's intrinsic size was a stand-in.
    public func hasNominalSize(item: Int) -> Bool {
        origins.nominalSize[item]
    }
}
