import LayoutSolver
import ReactantAnalysis
import XMLSyntax

/// The paragraph hover adds on a view's tag: where the solved layout puts it on one device.
package enum LayoutHover {
    /// - Parameter layout: the document laid out on the device hover reports, asked only for a view.
    package static func paragraph(forElement element: Int, document: ReactantDocument, layout: () -> ComponentLayout?) -> String? {
        guard let view = document.view(forElement: element), let layout = layout(), let item = layout.item(ofView: view.index) else { return nil }
        let preset = layout.preset
        let frame = layout.solution.frames[item]
        let format = LayoutDiagnostics.format
        var text = "Frame on \(preset.displayName): x \(format(frame.x)), y \(format(frame.y)), "
            + "\(format(frame.width)) × \(format(frame.height))"
        let axes = layout.solution.ambiguity[item].axes
        if layout.uncheckedItems.contains(item) {
            text += " (not known: a constraint that could place it could not be read)"
        } else if !axes.isEmpty {
            text += " (undetermined " + [LayoutAxis.horizontal, .vertical].filter(axes.contains)
                .map { $0 == .horizontal ? "horizontally" : "vertically" }.joined(separator: " and ") + ")"
        }
        if layout.hasNominalSize(item: item) { text += "; its content size is not in the file, so it is estimated" }
        return text + "."
    }
}
