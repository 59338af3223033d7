import LayoutSolver
import ReactantAnalysis
import XMLSyntax

/// A document's root component laid out on one device: the scene, the solver's answer and
/// what each of its parts is in the document.
public struct ComponentLayout: Sendable {
    public private(set) var preset: DevicePreset
    public let scene: LayoutScene
    public let solution: LayoutSolution
    package let origins: LayoutSceneOrigins
    /// Items whose ambiguity is not judged: a constraint that could have placed them could not
    /// be read or names no view (`LayoutReportPolicy.uncheckedItems`). Their frames are not known.
    public let uncheckedItems: Set<Int>
    /// How this device's layout was found, where it was one of a document's devices
    /// (`DeviceSolving`); nil for a layout solved alone.
    public internal(set) var solve: DeviceSolve?

    init(preset: DevicePreset, scene: LayoutScene, solution: LayoutSolution, origins: LayoutSceneOrigins) {
        self.preset = preset
        self.scene = scene
        self.solution = solution
        self.origins = origins
        uncheckedItems = LayoutReportPolicy.uncheckedItems(of: scene, origins: origins)
    }

    /// Some frames rest on stand-in sizes or on an approximated stack arrangement.
    public var isApproximate: Bool { origins.isApproximate || origins.nominalSize.contains(true) }

    /// Lays the document out; nil when it defines no component (a style group, a broken root)
    /// or one the check does not solve either (`LayoutCheck.notSolvedReason`).
    /// - Parameter rootSizeIsRequired: nil lets the root's `rootView` decide (see `LayoutSceneBuilder`).
    /// - Parameter styles: the styles of other files the document applies.
    /// - Parameter holds: the views code may lay out; nil holds every view with a field.
    /// - Parameter values: the host's analyses of `layout:` values, shared with its other readers.
    public static func solve(
        _ document: ReactantDocument, tree: XMLSyntaxTree, preset: DevicePreset, rootSizeIsRequired: Bool? = nil,
        styles: StyleLibrary = .empty, holds: FieldLayoutHolds? = nil, values: LayoutValueAnalyses = LayoutValueAnalyses()
    ) -> ComponentLayout? {
        guard LayoutCheck.notSolvedReason(document: document, tree: tree, values: values) == nil else { return nil }
        var builder = LayoutSceneBuilder(document: document, tree: tree, preset: preset, rootSizeIsRequired: rootSizeIsRequired)
        builder.valueAnalyses = values
        builder.styles = styles
        builder.heldViews = holds?.heldViews
        guard let (scene, origins) = builder.build() else { return nil }
        return solve(scene, origins: origins, preset: preset)
    }

    /// The same solution read for another device whose scene would be the same problem.
    func `for`(_ preset: DevicePreset) -> ComponentLayout {
        var layout = self
        layout.preset = preset
        return layout
    }

    static func solve(_ scene: LayoutScene, origins: LayoutSceneOrigins, preset: DevicePreset) -> ComponentLayout {
        solve(scene, origins: origins, preset: preset, from: nil, isCancelled: { false })!.layout
    }

    /// Nil when `isCancelled` said yes part way.
    /// - Parameter previous: the system of a scene with the same views (another device's), to
    ///   solve from (see `LayoutEngine.solve(_:from:isCancelled:)`).
    /// - Returns: the layout, and the system of its first pass (before text is measured again),
    ///   to solve the next device's scene from.
    static func solve(
        _ scene: LayoutScene, origins: LayoutSceneOrigins, preset: DevicePreset, from previous: consuming LayoutSystem?,
        isCancelled: () -> Bool
    ) -> (layout: ComponentLayout, system: LayoutSystem)? {
        guard let (firstPass, system) = LayoutEngine.solve(scene, from: consume previous, isCancelled: isCancelled) else { return nil }
        return measuringAgain(scene, origins: origins, preset: preset, firstPass: firstPass, system: system, isCancelled: isCancelled)
    }

    /// `solve(_:origins:preset:from:isCancelled:)` from `previous`, unless its first pass would
    /// build the system afresh (`LayoutEngine.solveContinuing`): nil then, and `cancelled` says
    /// whether that was because `isCancelled` said yes part way.
    static func solveContinuing(
        _ scene: LayoutScene, origins: LayoutSceneOrigins, preset: DevicePreset, from previous: consuming LayoutSystem,
        isCancelled: () -> Bool
    ) -> (solved: (layout: ComponentLayout, system: LayoutSystem)?, cancelled: Bool) {
        switch LayoutEngine.solveContinuing(scene, from: consume previous, isCancelled: isCancelled) {
        case .solved(let firstPass, let system):
            let solved = measuringAgain(scene, origins: origins, preset: preset, firstPass: firstPass, system: system, isCancelled: isCancelled)
            return (solved, solved == nil)
        case .buildsAfresh: return (nil, false)
        case .cancelled: return (nil, true)
        }
    }

    /// The layout from its first pass: text that wraps measured again at the width it was given.
    private static func measuringAgain(
        _ scene: LayoutScene, origins: LayoutSceneOrigins, preset: DevicePreset, firstPass: LayoutSolution, system: LayoutSystem,
        isCancelled: () -> Bool
    ) -> (layout: ComponentLayout, system: LayoutSystem)? {
        var scene = scene, origins = origins
        var solution = firstPass
        // Text that wraps is measured again at the width it was given, as UIKit does with a
        // label's preferred maximum layout width. Not where that width is ambiguous: the width
        // chosen is then one of many, and the view is reported instead (measuring at a width
        // that happened to be chosen could settle the tie and hide the ambiguity).
        var remeasured = false
        for (item, wrapping) in origins.wrapping.enumerated() {
            guard let wrapping, let intrinsicWidth = scene.items[item].intrinsicWidth,
                  !solution.ambiguity[item].size.contains(.horizontal) else { continue }
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
            // Only the measured views' content-size constraints change.
            guard let (remeasuredSolution, _) = LayoutEngine.solve(scene, from: system, isCancelled: isCancelled) else { return nil }
            solution = remeasuredSolution
        }
        return (ComponentLayout(preset: preset, scene: scene, solution: solution, origins: origins), system)
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
