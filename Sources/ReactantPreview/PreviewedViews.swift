import LayoutSolver
import ReactantAnalysis
import ReactantLayout
import XMLSyntax

/// A view of a drawn screen as a live page lays it over the drawing: where it is, what hover
/// says of it, and the element a click shows in the editor. The views are those the drawing
/// draws (a view whose place is not known is not), in document order.
public struct PreviewedView: Hashable, Sendable {
    public enum Mark: String, Hashable, Sendable {
        case ambiguous, broken
    }

    /// The view's index in `ReactantDocument.views`: the same on every device.
    public let view: Int
    /// Its field, `id:` its layout id, or its tag, as the drawing labels it.
    public let label: String
    public let tag: String
    public let frame: Frame
    /// The element's start tag (UTF-8 offsets): what the editor selects when it is shown.
    public let startTagRange: Range<Int>
    /// Its `layout:` attributes as written, `layout:left="super inset(8)"`.
    public let constraints: [String]
    /// What AutoLayout applies to it besides those attributes, each a line: its intrinsic
    /// size (from its text, font or image, wherever a style set them), priorities other than
    /// UIKit's defaults, a stack view arranging it, a collapse, a hold for the Swift class.
    public let implied: [String]
    /// As the drawing marks it: a broken constraint wins over ambiguity.
    public let mark: Mark?

    /// Hover's lines: the tag and label, the frame, then the constraints.
    public var details: [String] {
        let format = LayoutDiagnostics.format
        var lines = ["\(tag) \(label)", "x \(format(frame.x)), y \(format(frame.y)), \(format(frame.width))×\(format(frame.height)) pt"]
        if let mark { lines.append(mark == .broken ? "a constraint of it is broken" : "ambiguous: its place is not determined") }
        lines += constraints.isEmpty ? ["no layout: constraints"] : constraints
        return lines + implied
    }

    /// `implied`'s lines for scene item `item`.
    static func implied(by item: LayoutScene.Item, in scene: LayoutScene) -> [String] {
        let format = LayoutDiagnostics.format
        var lines: [String] = []
        switch (item.intrinsicWidth, item.intrinsicHeight) {
        case (let width?, let height?): lines.append("intrinsic size \(format(width))×\(format(height)) pt")
        case (let width?, nil): lines.append("intrinsic width \(format(width)) pt")
        case (nil, let height?): lines.append("intrinsic height \(format(height)) pt")
        case (nil, nil): break
        }
        if item.huggingHorizontal != 250 || item.huggingVertical != 250 {
            lines.append("content hugging \(format(item.huggingHorizontal)) horizontal, \(format(item.huggingVertical)) vertical")
        }
        if item.compressionHorizontal != 750 || item.compressionVertical != 750 {
            lines.append("compression resistance \(format(item.compressionHorizontal)) horizontal, \(format(item.compressionVertical)) vertical")
        }
        if let parent = item.parent, case .stack(let stack) = scene.items[parent].arrangement {
            lines.append("arranged by its StackView: \(stack.axis == .horizontal ? "horizontal" : "vertical"), spacing \(format(stack.spacing)) pt")
        }
        if !item.collapsedAxes.isEmpty { lines.append("collapsed by its visibility") }
        if item.isHidden { lines.append("hidden") }
        if item.mayBeConstrainedElsewhere { lines.append("its Swift class may constrain it too") }
        return lines
    }

    /// The view whose element holds `offset` (the innermost; inside a view's non-view child,
    /// that view), or nil outside every view.
    public static func view(at offset: Int, in document: ReactantDocument, tree: XMLSyntaxTree) -> Int? {
        var innermost: XMLElementSyntax?
        for element in tree.elements where element.range.contains(offset) || element.range.upperBound == offset {
            if innermost.map({ element.depth > $0.depth }) ?? true { innermost = element }
        }
        var current = innermost
        while let element = current {
            if let view = document.view(forElement: element.index) { return view.index }
            current = element.parent.map { tree.elements[$0] }
        }
        return nil
    }
}

extension LayoutPreview {
    /// The views the drawing draws, with their frames in the root's points.
    public func previewedViews() -> [PreviewedView] {
        let unknown = layout.uncheckedItems
        let broken = brokenViews
        return items.filter { !unknown.contains($0.item) }.map { item, view in
            let element = tree.elements[view.element]
            let constraints = element.attributes.filter { $0.name.prefix == "layout" }.map { attribute in
                "\(attribute.name.qualified)=\"\(attribute.value?.decoded.value ?? "")\""
            }
            let mark: PreviewedView.Mark? = broken.contains(view.index) ? .broken
                : layout.solution.ambiguity[item].isEmpty ? nil : .ambiguous
            return PreviewedView(
                view: view.index, label: label(of: view), tag: view.tag, frame: layout.solution.frames[item],
                startTagRange: element.startTagRange, constraints: constraints,
                implied: PreviewedView.implied(by: layout.scene.items[item], in: layout.scene), mark: mark)
        }
    }
}
