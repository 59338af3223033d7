import Foundation
import LayoutSolver
import ReactantAnalysis
import ReactantLayout
import SchemaModel
import Support
import XMLSyntax

/// One solved screen, in the two forms `--preview` prints and `reactant/preview` returns: a
/// JSON description of every view's frame, and an SVG drawing of it.
public struct LayoutPreview: Sendable {
    public let layout: ComponentLayout
    public let document: ReactantDocument
    public let tree: XMLSyntaxTree
    public let text: String
    /// The styles of other files the document applies (its views' text and fonts may come from
    /// them), with the app's resources (theme and asset colors, images).
    public let styles: StyleLibrary
    /// The bytes of an image file the drawing shows, or nil to draw none: the drawing reads no
    /// file itself, its host does (`PreviewImages.read`).
    public let imageData: @Sendable (_ path: String) -> Data?

    public init(
        layout: ComponentLayout, document: ReactantDocument, tree: XMLSyntaxTree, text: String, styles: StyleLibrary = .empty,
        imageData: @escaping @Sendable (_ path: String) -> Data? = { _ in nil }
    ) {
        self.layout = layout
        self.document = document
        self.tree = tree
        self.text = text
        self.styles = styles
        self.imageData = imageData
    }

    // MARK: JSON

    struct Size: Encodable { let width: Double; let height: Double }
    struct FrameJSON: Encodable { let x: Double; let y: Double; let width: Double; let height: Double }
    struct ViewJSON: Encodable {
        let element: String
        let field: String?
        let id: String?
        let frame: FrameJSON
        let ambiguous: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(element, forKey: .element)
            try container.encode(field, forKey: .field)  // `null` when absent, as the format says
            try container.encode(id, forKey: .id)
            try container.encode(frame, forKey: .frame)
            try container.encode(ambiguous, forKey: .ambiguous)
        }

        enum CodingKeys: String, CodingKey { case element, field, id, frame, ambiguous }
    }
    struct ConflictJSON: Encodable { let line: Int; let character: Int; let message: String }
    struct PreviewJSON: Encodable { let size: Size; let views: [ViewJSON]; let conflicts: [ConflictJSON] }

    /// The views in document order with frames in the root's space (origin top-left).
    public func json() -> String {
        let views = items.map { item, view in
            let frame = layout.solution.frames[item]
            // A view a constraint that could not be read might have placed is not known on either axis.
            let axes: Set<LayoutAxis> = layout.uncheckedItems.contains(item) ? [.horizontal, .vertical] : layout.solution.ambiguity[item].axes
            return ViewJSON(
                element: view.tag, field: view.field?.name, id: view.layoutID?.name,
                frame: FrameJSON(x: rounded(frame.x), y: rounded(frame.y), width: rounded(frame.width), height: rounded(frame.height)),
                ambiguous: [LayoutAxis.horizontal, .vertical].filter(axes.contains).map { $0 == .horizontal ? "horizontal" : "vertical" })
        }
        let positions = LineTable(text)
        let conflicts = conflictDiagnostics.map { diagnostic in
            let start = positions.columns(of: diagnostic.range.lowerBound)
            return ConflictJSON(line: start.line, character: start.utf16Column, message: diagnostic.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let preview = PreviewJSON(size: Size(width: layout.scene.rootWidth, height: layout.scene.rootHeight),
                                  views: views, conflicts: conflicts)
        let data = (try? encoder.encode(preview)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: SVG

    /// The screen drawn to scale: every view a box labelled with its field, id or tag, filled
    /// with its background color where that is known (a theme color in the theme shown), an
    /// image view's PNG or JPEG image in it as its `contentMode` places it, a label's text in
    /// it (a button's title centred, as UIButton draws it); ambiguous views dashed orange with a dashed span over the
    /// room each free axis leaves them, views whose place is not known (a constraint that could
    /// have placed them could not be read) not drawn but named in the legend, views with a broken constraint red with the
    /// broken constraint a red dashed line between the anchors it relates, labelled with its
    /// attribute, and a legend under the screen.
    public func svg() -> String {
        let drawing = self.drawing()
        return Self.document(width: drawing.width, height: drawing.height, originX: -drawing.margin, originY: -drawing.margin,
                             body: drawing.body)
    }

    /// An SVG document of this extent whose top-left corner is at the given user-space point.
    static func document(width: Double, height: Double, originX: Double, originY: Double, body: String) -> String {
        let format = LayoutDiagnostics.format
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
        viewBox="\(format(originX)) \(format(originY)) \(format(width)) \(format(height))" \
        font-family="Helvetica, Arial, sans-serif">

        """ + body + "</svg>\n"
    }

    /// The screen's drawing without the document around it: SVG elements in the root's points
    /// (origin at the screen's top-left corner), spanning `margin` beyond the screen on each
    /// side and the legend below it; `width` and `height` are that whole extent. Several
    /// devices' drawings are placed side by side by `MultiDevicePreview`.
    struct Drawing: Sendable {
        let body: String
        let width: Double
        let height: Double
        let margin: Double
    }

    func drawing() -> Drawing {
        let width = layout.scene.rootWidth, height = layout.scene.rootHeight
        let conflicts = conflictDiagnostics
        let brokenViews = self.brokenViews
        let marks = PreviewMarks(layout: layout)
        var legend: [(color: String, text: String)] = [
            ("#444", "\(layout.preset.displayName), \(format(width))×\(format(height)) pt"
                + (layout.isApproximate ? " (some sizes estimated)" : "")),
        ]
        let unknown = layout.uncheckedItems
        let ambiguousCount = items.filter { !unknown.contains($0.item) && !layout.solution.ambiguity[$0.item].isEmpty }.count
        if ambiguousCount > 0 {
            legend.append((Palette.ambiguous, "\(ambiguousCount) ambiguous view(s), dashed; a free axis is a dashed span"))
        }
        // A view whose place is not known is not drawn: where the solver left it (often above
        // the screen, or over the heading of another device) would say it is there. The legend
        // names each, so its count is what it lists.
        let notPlaced = items.filter { unknown.contains($0.item) }.map { label(of: $0.view) }
        if !notPlaced.isEmpty {
            legend.append((Palette.unknown, "\(notPlaced.count) view(s) not drawn, place not known (a constraint that could place them "
                + "could not be read): " + notPlaced.joined(separator: ", ")))
        }
        for conflict in conflicts { legend.append((Palette.conflict, "Conflict: " + conflict.message)) }
        if !marks.broken.isEmpty { legend.append((Palette.conflict, "Red dashed line: the constraint UIKit breaks")) }
        // Each entry wrapped to the screen's width, so a narrow screen's picture holds it.
        legend = legend.flatMap { entry in Self.wrapped(entry.text, width: max(width, 160)).map { (entry.color, $0) } }
        let legendHeight = Double(legend.count) * 16 + 12
        let margin = 8.0
        var svg = ""
        // The screen in the root component's background color where it is known, else white.
        let screen = tree.root?.attributes.first { $0.name.qualified == "backgroundColor" }?.value
            .flatMap { styles.resources.color(forValue: $0.decoded.value) }
        svg += "  <rect x=\"0\" y=\"0\" width=\"\(format(width))\" height=\"\(format(height))\" fill=\"\(screen?.hexRGB ?? "#ffffff")\" "
            + (screen.map { "fill-opacity=\"\(format($0.alpha))\" " } ?? "") + "stroke=\"#222\" stroke-width=\"1\"/>\n"
        let insets = layout.scene.safeAreaInsets
        if insets != .zero {
            svg += "  <rect x=\"\(format(insets.left))\" y=\"\(format(insets.top))\" width=\"\(format(width - insets.left - insets.right))\" "
                + "height=\"\(format(height - insets.top - insets.bottom))\" fill=\"none\" stroke=\"#9ab\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\"/>\n"
        }
        let properties = ViewProperties(document: document, tree: tree, library: styles)
        for (item, view) in items where !unknown.contains(item) {
            let frame = layout.solution.frames[item]
            let ambiguous = !layout.solution.ambiguity[item].isEmpty
            let broken = brokenViews.contains(view.index)
            let stroke = broken ? Palette.conflict : ambiguous ? Palette.ambiguous : Palette.view
            // A view that is not shown (hidden, or collapsed or hidden by Reactant's `visibility`,
            // itself or an ancestor) is outlined only, dotted, without its text.
            let shown = isShown(view, properties)
            let dash = ambiguous ? " stroke-dasharray=\"4 3\"" : shown ? "" : " stroke-dasharray=\"1 2\""
            svg += "  <g>\n"
            svg += "    <title>\(escape(title(of: view, frame: frame) + (shown ? "" : " (not shown)")))</title>\n"
            let values = properties.of(view)
            // The view's own background color where it is known, else the light fill every view gets.
            let background = (values["backgroundColor"] ?? values["backgroundColor.normal"]).flatMap(styles.resources.color(forValue:))
            let fill = background.map { ($0.hexRGB, shown ? format($0.alpha) : "0") } ?? (Palette.fill, shown ? "0.35" : "0")
            svg += "    <rect x=\"\(format(frame.x))\" y=\"\(format(frame.y))\" width=\"\(format(max(frame.width, 0)))\" "
                + "height=\"\(format(max(frame.height, 0)))\" fill=\"\(fill.0)\" fill-opacity=\"\(fill.1)\" stroke=\"\(stroke)\" "
                + "stroke-width=\"\(broken || ambiguous ? 2 : 1)\"\(dash)/>\n"
            if shown, view.tag == "ImageView", let image = values["image"].flatMap(drawnImage(forValue:)) {
                svg += "    " + image.element(in: frame, contentMode: values["contentMode"]) + "\n"
            }
            if shown, let text = shownText(of: values) {
                let size = TextMetrics(font: styles.resources.font(forValue: values[view.tag == "Button" ? "titleLabel.font" : "font"]), defaultSize: view.tag == "Label" ? 17 : 15).size
                if view.tag == "Button" {
                    // UIButton centres its title on both axes by default.
                    svg += "    <text x=\"\(format(frame.x + frame.width / 2))\" y=\"\(format(frame.y + frame.height / 2 + size * 0.35))\" "
                        + "font-size=\"\(format(size))\" text-anchor=\"middle\" fill=\"#111\">\(escape(text))</text>\n"
                } else {
                    svg += "    <text x=\"\(format(frame.x + 2))\" y=\"\(format(frame.y + min(frame.height, size * 1.1)))\" font-size=\"\(format(size))\" "
                        + "fill=\"#111\">\(escape(text))</text>\n"
                }
            }
            svg += "    <text x=\"\(format(frame.x + 2))\" y=\"\(format(frame.y + 9))\" font-size=\"8\" fill=\"\(stroke)\">\(escape(label(of: view)))</text>\n"
            svg += "  </g>\n"
        }
        for span in marks.free {
            let line = span.segment
            svg += "  <g class=\"free-axis\">\n"
            svg += "    <title>\(escape(span.label))</title>\n"
            svg += "    <line x1=\"\(format(line.x1))\" y1=\"\(format(line.y1))\" x2=\"\(format(line.x2))\" y2=\"\(format(line.y2))\" "
                + "stroke=\"\(Palette.ambiguous)\" stroke-width=\"1\" stroke-dasharray=\"6 3\"/>\n"
            // Beside the span's start, inside the superview (above a horizontal span, below the top of a vertical one).
            let labelY = line.y1 == line.y2 ? line.y1 - 2 : line.y1 + 20
            svg += "    <text x=\"\(format(line.x1 + 2))\" y=\"\(format(labelY))\" font-size=\"8\" fill=\"\(Palette.ambiguous)\">"
                + "\(escape(span.label))</text>\n"
            svg += "  </g>\n"
        }
        for constraint in marks.broken {
            svg += "  <g class=\"broken-constraint\">\n"
            svg += "    <title>\(escape("Broken by UIKit: " + constraint.label))</title>\n"
            for line in constraint.segments {
                svg += "    <line x1=\"\(format(line.x1))\" y1=\"\(format(line.y1))\" x2=\"\(format(line.x2))\" y2=\"\(format(line.y2))\" "
                    + "stroke=\"\(Palette.conflict)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n"
                for (x, y) in [(line.x1, line.y1), (line.x2, line.y2)] {
                    svg += "    <circle cx=\"\(format(x))\" cy=\"\(format(y))\" r=\"2.5\" fill=\"\(Palette.conflict)\"/>\n"
                }
            }
            svg += "    <text x=\"\(format(constraint.labelX))\" y=\"\(format(constraint.labelY))\" font-size=\"9\" fill=\"\(Palette.conflict)\">"
                + "\(escape(constraint.label))</text>\n"
            svg += "  </g>\n"
        }
        for (line, entry) in legend.enumerated() {
            svg += "  <text x=\"0\" y=\"\(format(height + margin + 12 + Double(line) * 16))\" font-size=\"11\" fill=\"\(entry.color)\">"
                + "\(escape(entry.text))</text>\n"
        }
        return Drawing(body: svg, width: width + 2 * margin, height: height + 2 * margin + legendHeight, margin: margin)
    }

    /// `text` in lines of 11-point legend type no wider than `width` as far as words allow,
    /// measured at 6.2 points a character (Helvetica's widest common letters average less).
    static func wrapped(_ text: String, width: Double) -> [String] {
        let limit = max(Int(width / 6.2), 10)
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }

    /// The image file an `Image` value shows, read through the host, when it is a PNG or JPEG
    /// of a known size.
    private func drawnImage(forValue value: String) -> PreviewImages.Drawn? {
        guard let path = styles.resources.bitmapFile(forValue: value), let size = styles.resources.imageSize(forValue: value),
              let data = imageData(path) else { return nil }
        return PreviewImages.Drawn(data: data, size: size)
    }

    private enum Palette {
        static let view = "#3a6fb0"
        static let fill = "#dce8f7"
        static let ambiguous = "#e08a00"
        static let conflict = "#d0021b"
        static let unknown = "#888888"
    }

    /// The views (indices in the document) one of whose constraints UIKit breaks.
    var brokenViews: Set<Int> {
        Set(layout.solution.conflicts.compactMap { conflict in
            layout.sceneConstraint(conflict.broken).map { layout.origins.constraints[$0].view }
        })
    }

    /// Laid-out views with their scene items, in document order.
    var items: [(item: Int, view: ViewElement)] {
        layout.scene.items.indices.compactMap { item in layout.view(ofItem: item).map { (item, document.views[$0]) } }
    }

    private var conflictDiagnostics: [Support.Diagnostic] {
        LayoutDiagnostics.diagnostics(for: [layout], in: document).filter { $0.code == LayoutDiagnostics.conflictCode }
    }

    func label(of view: ViewElement) -> String {
        if let field = view.field { return field.name }
        if let id = view.layoutID { return "id:" + id.name }
        return view.tag
    }

    private func title(of view: ViewElement, frame: Frame) -> String {
        "\(view.tag) \(label(of: view)): x \(format(frame.x)), y \(format(frame.y)), \(format(frame.width))×\(format(frame.height))"
    }

    /// Whether the view is on screen: neither it nor an ancestor is hidden, or hidden or
    /// collapsed by Reactant's `visibility` (read through their styles).
    private func isShown(_ view: ViewElement, _ properties: ViewProperties) -> Bool {
        var current: ViewElement? = view
        while let candidate = current {
            let values = properties.of(candidate)
            if values["isHidden"] == "true" { return false }
            if let visibility = values["visibility"], visibility == "hidden" || visibility == "collapsed" { return false }
            current = candidate.parentView.map { document.views[$0] }
        }
        return true
    }

    private func shownText(of properties: ViewProperties.Values) -> String? {
        let name = properties.tag
        let written = name == "Label" || name == "TextField" ? (properties["text"] ?? properties["placeholder"])
            : name == "Button" ? (properties["title"] ?? properties["title.normal"]) : nil
        return written.flatMap { ShownText.of($0) }.map { $0.replacingOccurrences(of: "\n", with: " ") }
    }

    private func rounded(_ value: Double) -> Double {
        let result = (value * 1000).rounded() / 1000
        return result == 0 ? 0 : result  // no "-0"
    }

    private func format(_ value: Double) -> String { LayoutDiagnostics.format(value) }

    func escape(_ text: String) -> String { Self.escape(text) }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                // Characters XML 1.0 cannot hold are left out.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// What a preview is drawn as: an SVG picture, or the solved frames as JSON.
public enum PreviewFormat: String, CaseIterable, Sendable {
    case svg, json
}
