import LayoutSolver
import ReactantAnalysis
import ReactantLayout

/// What the preview draws over the views to explain a layout warning: the constraint a
/// conflict breaks, as a line between the two anchors it relates labelled with its attribute,
/// and each free axis of an ambiguous view, as a span over the room it may take in its
/// superview. Geometry only, in the root's points; `LayoutPreview` turns it into SVG.
struct PreviewMarks: Sendable {
    /// A straight segment from one point to another.
    struct Segment: Hashable, Sendable {
        var x1: Double, y1: Double, x2: Double, y2: Double
    }

    /// The constraint UIKit leaves out of one conflict.
    struct BrokenConstraint: Hashable, Sendable {
        /// `layout:width="100"`: the attribute and the constraint as written.
        let label: String
        /// Where the constrained view's anchor stands and how far the constraint would take it:
        /// for a position, from the view's anchor to the target's anchor (or the view's own
        /// anchor alone against a constant); for a width or height, the view's length and the
        /// target's length when it is another view's.
        let segments: [Segment]
        /// Where the label is written.
        let labelX: Double, labelY: Double
    }

    /// One free axis of an ambiguous view.
    struct FreeSpan: Hashable, Sendable {
        /// `x free`, `height free`, `y and height free`.
        let label: String
        /// Across the superview's extent on the axis, through the view's centre.
        let segment: Segment
    }

    let broken: [BrokenConstraint]
    let free: [FreeSpan]

    init(layout: ComponentLayout) {
        let frames = layout.solution.frames
        let scene = layout.scene
        var broken: [BrokenConstraint] = []
        var seen = Set<Int>()
        for conflict in layout.solution.conflicts {
            guard let index = layout.sceneConstraint(conflict.broken), seen.insert(index).inserted,
                  index < scene.constraints.count, index < layout.origins.constraints.count else { continue }
            let origin = layout.origins.constraints[index]
            broken.append(Self.brokenConstraint(
                scene.constraints[index], label: "\(origin.attributeName)=\"\(origin.text)\"", frames: frames, scene: scene))
        }
        self.broken = broken
        var free: [FreeSpan] = []
        for item in scene.items.indices.dropFirst() where !layout.uncheckedItems.contains(item) {
            let ambiguity = layout.solution.ambiguity[item]
            guard !ambiguity.isEmpty else { continue }
            let frame = frames[item]
            let parent = frames[scene.items[item].parent ?? 0]
            if ambiguity.axes.contains(.horizontal) {
                let words = [ambiguity.position.contains(.horizontal) ? "x" : nil, ambiguity.size.contains(.horizontal) ? "width" : nil]
                free.append(FreeSpan(
                    label: words.compactMap { $0 }.joined(separator: " and ") + " free",
                    segment: Segment(x1: parent.x, y1: frame.y + frame.height / 2, x2: parent.x + parent.width, y2: frame.y + frame.height / 2)))
            }
            if ambiguity.axes.contains(.vertical) {
                let words = [ambiguity.position.contains(.vertical) ? "y" : nil, ambiguity.size.contains(.vertical) ? "height" : nil]
                free.append(FreeSpan(
                    label: words.compactMap { $0 }.joined(separator: " and ") + " free",
                    segment: Segment(x1: frame.x + frame.width / 2, y1: parent.y, x2: frame.x + frame.width / 2, y2: parent.y + parent.height)))
            }
        }
        self.free = free
    }

    /// The frame a constraint's target names: a view's, or its safe area (the root's insets;
    /// a nested view's own frame, as the model cannot tell more) or readable content guide
    /// (drawn at the view's frame).
    private static func targetFrame(_ target: LayoutScene.Target, frames: [Frame], scene: LayoutScene) -> (frame: Frame, item: Int, anchor: FrameAnchor)? {
        switch target {
        case .constant: return nil
        case .item(let item, let anchor): return (frames[item], item, anchor)
        case .readableContent(let item, let anchor): return (frames[item], item, anchor)
        case .safeArea(let item, let anchor):
            guard item == 0 else { return (frames[item], item, anchor) }
            let insets = scene.safeAreaInsets, root = frames[0]
            return (Frame(x: root.x + insets.left, y: root.y + insets.top,
                          width: root.width - insets.left - insets.right, height: root.height - insets.top - insets.bottom), item, anchor)
        }
    }

    static func brokenConstraint(_ constraint: LayoutScene.Constraint, label: String, frames: [Frame], scene: LayoutScene) -> BrokenConstraint {
        let frame = frames[constraint.item]
        let target = targetFrame(constraint.target, frames: frames, scene: scene)
        var segments: [Segment] = []
        if constraint.anchor.isDimension {
            segments.append(length(of: frame, constraint.anchor))
            if let target, target.anchor.isDimension { segments.append(length(of: target.frame, target.anchor)) }
        } else if constraint.anchor.axis == .horizontal {
            let y = frame.y + frame.height / 2
            let x = position(of: frame, constraint.anchor, item: scene.items[constraint.item])
            let to = target.map { position(of: $0.frame, $0.anchor, item: scene.items[$0.item]) } ?? x
            segments.append(Segment(x1: x, y1: y, x2: to, y2: y))
        } else {
            let x = frame.x + frame.width / 2
            let y = position(of: frame, constraint.anchor, item: scene.items[constraint.item])
            let to = target.map { position(of: $0.frame, $0.anchor, item: scene.items[$0.item]) } ?? y
            segments.append(Segment(x1: x, y1: y, x2: x, y2: to))
        }
        let first = segments[0]
        return BrokenConstraint(label: label, segments: segments,
                                labelX: min(first.x1, first.x2) + 2, labelY: min(first.y1, first.y2) - 3)
    }

    /// A width as a horizontal segment through the frame's centre, a height as a vertical one.
    private static func length(of frame: Frame, _ anchor: FrameAnchor) -> Segment {
        anchor == .width
            ? Segment(x1: frame.x, y1: frame.y + frame.height / 2, x2: frame.x + frame.width, y2: frame.y + frame.height / 2)
            : Segment(x1: frame.x + frame.width / 2, y1: frame.y, x2: frame.x + frame.width / 2, y2: frame.y + frame.height)
    }

    /// The coordinate of a position anchor along its axis (leading is left: a left-to-right language).
    private static func position(of frame: Frame, _ anchor: FrameAnchor, item: LayoutScene.Item) -> Double {
        switch anchor {
        case .left, .leading: frame.x
        case .right, .trailing: frame.x + frame.width
        case .centerX: frame.x + frame.width / 2
        case .top: frame.y
        case .bottom: frame.y + frame.height
        case .centerY: frame.y + frame.height / 2
        case .firstBaseline: frame.y + (item.firstBaseline ?? frame.height)
        case .lastBaseline: frame.y + (item.lastBaseline ?? frame.height)
        case .width: frame.width
        case .height: frame.height
        }
    }
}
