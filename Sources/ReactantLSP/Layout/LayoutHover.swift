import LayoutSolver
import XMLSyntax

/// The paragraph hover adds on a view's tag: where the solved layout puts it on one device.
enum LayoutHover {
    static func paragraph(forElement element: Int, document: ReactantDocument, tree: XMLSyntaxTree, preset: DevicePreset) -> String? {
        guard let view = document.view(forElement: element),
              let layout = ComponentLayout.solve(document, tree: tree, preset: preset),
              let item = layout.item(ofView: view.index) else { return nil }
        let frame = layout.solution.frames[item]
        let format = LayoutDiagnostics.format
        var text = "Frame on \(preset.displayName): x \(format(frame.x)), y \(format(frame.y)), "
            + "\(format(frame.width)) × \(format(frame.height))"
        let axes = layout.solution.ambiguity[item].axes
        if !axes.isEmpty {
            text += " (undetermined " + [LayoutAxis.horizontal, .vertical].filter(axes.contains)
                .map { $0 == .horizontal ? "horizontally" : "vertically" }.joined(separator: " and ") + ")"
        }
        if layout.hasNominalSize(item: item) { text += "; its content size is not in the file, so it is estimated" }
        return text + "."
    }
}
