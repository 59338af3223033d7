import Foundation
import PreviewServer
import ReactantAnalysis
import ReactantLayout
import ReactantPreview
import Support

/// A document drawn for a live page: each device asked for laid out and drawn as
/// `--preview` draws it, with its views' boxes for hover and clicks, and the pickers' choices.
public enum LiveFrames {
    public static func frame(
        of drawable: DrawableDocument, component: PreviewComponent, origin: String, options: PreviewOptions, defaultDevice: DevicePreset,
        imageData: @escaping @Sendable (String) -> Data? = PreviewImages.read
    ) -> PreviewFrame {
        let (themeNames, defaultTheme) = drawable.themes
        let theme = options.theme.flatMap { themeNames.contains($0) ? $0 : nil } ?? defaultTheme
        let presets: [DevicePreset]
        let device: String
        if options.device == PreviewOptions.allDevices {
            (presets, device) = (DevicePreset.all, PreviewOptions.allDevices)
        } else {
            let preset = options.device.flatMap(DevicePreset.named) ?? defaultDevice
            (presets, device) = ([preset], preset.identifier)
        }
        let deviceChoices = DevicePreset.all.map { PreviewChoice(value: $0.identifier, label: $0.displayName) }
            + [PreviewChoice(value: PreviewOptions.allDevices, label: "All devices")]
        let themeChoices = themeNames.map { PreviewChoice(value: $0, label: $0 == defaultTheme ? "\($0) (default)" : $0) }
        var frame = PreviewFrame(
            component: component, origin: origin, devices: deviceChoices, themes: themeChoices,
            options: PreviewOptions(device: device, theme: theme), drawings: [])
        let styles = drawable.styles(theme: theme)
        let lines = LineTable(drawable.text)
        func place(of range: Range<Int>) -> String {
            let columns = lines.columns(of: range.lowerBound)
            return "\(component.title):\(columns.line + 1):\(columns.characterColumn + 1)"
        }
        for preset in presets {
            guard let layout = ComponentLayout.solve(
                drawable.document, tree: drawable.tree, preset: preset, styles: styles, holds: drawable.holds, values: drawable.values)
            else {
                frame.problem = LayoutCheck.notSolvedReason(document: drawable.document, tree: drawable.tree, values: drawable.values)
                    .map { "Nothing to draw: the component has \($0); past that its layout is not solved." }
                    ?? "Nothing to draw: the file's root is not a <Component> to lay out."
                return frame
            }
            let preview = LayoutPreview(
                layout: layout, document: drawable.document, tree: drawable.tree, text: drawable.text, styles: styles, imageData: imageData)
            let boxes = preview.previewedViews().map { view in
                PreviewViewBox(
                    view: view.view, label: view.label, x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height,
                    details: view.details, mark: view.mark?.rawValue, place: place(of: view.startTagRange))
            }
            let format = LayoutDiagnostics.format
            frame.drawings.append(PreviewDrawing(
                device: preset.identifier, heading: "\(preset.displayName) — \(format(layout.scene.rootWidth))×\(format(layout.scene.rootHeight)) pt",
                svg: preview.svg(), views: boxes))
        }
        return frame
    }
}
