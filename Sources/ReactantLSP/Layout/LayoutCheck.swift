import LayoutSolver
import Support
import XMLSyntax

/// The layout solved on every built-in device, as a check: `--check` runs it with the other
/// participants; the server publishes its findings after the quick ones (see
/// `DiagnosticsSource.slowDiagnostics`), so solving never delays a keystroke's diagnostics.
public struct LayoutCheck: AnalysisParticipant {
    public init() {}

    public func findings(in context: AnalysisContext) -> [Finding] {
        Self.diagnostics(document: context.document, tree: context.tree).map { Finding($0) }
    }

    /// - Parameter isCancelled: asked between devices; when it says yes, the work stops and
    ///   nothing is returned (the server's result for a version that moved on is dropped anyway).
    public static func diagnostics(
        document: ReactantDocument, tree: XMLSyntaxTree, isCancelled: () -> Bool = { false }
    ) -> [Diagnostic] {
        guard let layouts = layouts(document: document, tree: tree, isCancelled: isCancelled) else { return [] }
        return LayoutDiagnostics.diagnostics(for: layouts, in: document)
    }

    /// The component laid out on every built-in device, in `DevicePreset.all`'s order (empty
    /// for a document that lays out nothing); nil when cancelled part way.
    public static func layouts(
        document: ReactantDocument, tree: XMLSyntaxTree, isCancelled: () -> Bool = { false }
    ) -> [ComponentLayout]? {
        guard document.kind == .component else { return [] }
        var layouts: [ComponentLayout] = []
        // Devices whose scenes pose the same problem share one solution: a component that is no
        // screen only prefers the device's size, so without conditions every device is alike.
        var solved: [SceneKey: ComponentLayout] = [:]
        let analyses = LayoutSceneBuilder.analyses(of: document, tree: tree)
        for preset in DevicePreset.all {
            if isCancelled() { return nil }
            var builder = LayoutSceneBuilder(document: document, tree: tree, preset: preset, rootSizeIsRequired: nil)
            builder.analyses = analyses
            guard let (scene, origins) = builder.build() else { continue }
            let key = SceneKey(scene)
            if let known = solved[key] {
                layouts.append(known.for(preset))
            } else {
                let layout = ComponentLayout.solve(scene, origins: origins, preset: preset)
                solved[key] = layout
                layouts.append(layout)
            }
        }
        return layouts
    }

    /// What decides the diagnostics of a scene: its constraints, and the root's size, safe
    /// area and margins where they are imposed or read (a preferred size only breaks ties,
    /// never decides whether a view is determined or constraints contradict).
    private struct SceneKey: Hashable {
        let constraints: [LayoutScene.Constraint]
        let root: [Double]

        init(_ scene: LayoutScene) {
            constraints = scene.constraints
            var root: [Double] = []
            if scene.rootSizeIsRequired {
                let insets = scene.safeAreaInsets
                root = [scene.rootWidth, scene.rootHeight, insets.top, insets.left, insets.bottom, insets.right]
            }
            if scene.constraints.contains(where: { if case .readableContent = $0.target { true } else { false } }) {
                root += [scene.rootLayoutMargin, scene.rootSizeIsRequired ? 0 : scene.rootWidth]
            }
            self.root = root
        }
    }
}
