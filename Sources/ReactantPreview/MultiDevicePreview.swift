import ReactantAnalysis
import ReactantLayout

/// One file laid out on several devices, drawn side by side in one SVG (`--preview FILE
/// --device all`): each device's screen as `LayoutPreview` draws it, under a heading naming the
/// device and its size, so a reviewer sees every screen at once.
public struct MultiDevicePreview: Sendable {
    public let previews: [LayoutPreview]

    /// Room between two devices' drawings.
    static let gap = 40.0
    /// The band above each drawing that holds its heading.
    static let headingHeight = 24.0

    public init(previews: [LayoutPreview]) {
        self.previews = previews
    }

    /// `iPhone SE — 320×568 pt`.
    static func heading(of preview: LayoutPreview) -> String {
        let format = LayoutDiagnostics.format
        return "\(preview.layout.preset.displayName) — \(format(preview.layout.scene.rootWidth))×\(format(preview.layout.scene.rootHeight)) pt"
    }

    /// Where each drawing's screen (its top-left corner) goes in the composed picture, and the
    /// picture's size: left to right in the order given, tops aligned under their headings.
    static func placements(of drawings: [LayoutPreview.Drawing]) -> (origins: [(x: Double, y: Double)], width: Double, height: Double) {
        var x = 0.0
        var origins: [(x: Double, y: Double)] = []
        for drawing in drawings {
            origins.append((x + drawing.margin, headingHeight + drawing.margin))
            x += drawing.width + gap
        }
        let width = drawings.isEmpty ? 0 : x - gap
        let height = headingHeight + (drawings.map(\.height).max() ?? 0)
        return (origins, width, height)
    }

    public func svg() -> String {
        let format = LayoutDiagnostics.format
        let drawings = previews.map { $0.drawing() }
        let placed = Self.placements(of: drawings)
        var body = ""
        for (index, preview) in previews.enumerated() {
            let origin = placed.origins[index]
            let identifier = preview.layout.preset.identifier
            body += "  <g id=\"device-\(LayoutPreview.escape(identifier))\" transform=\"translate(\(format(origin.x)) \(format(origin.y)))\">\n"
            body += "  <text x=\"0\" y=\"\(format(-drawings[index].margin - 8))\" font-size=\"14\" font-weight=\"bold\" fill=\"#222\">"
                + "\(LayoutPreview.escape(Self.heading(of: preview)))</text>\n"
            body += drawings[index].body
            body += "  </g>\n"
        }
        return LayoutPreview.document(width: placed.width, height: placed.height, originX: 0, originY: 0, body: body)
    }
}
