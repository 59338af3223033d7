/// How the safe area of each nested view enters one solve.
///
/// UIKit gives every view the part of the root's safe-area insets its frame overlaps: a view's
/// top inset is max(0, the root's top inset − the view's distance from the root's top), and so
/// on for each edge (views not transformed, each inside its superview). In the root's space
/// the guide's top is max(the view's top, the root's safe top): not linear in the frame. On
/// each edge it is one of two linear forms, the root's safe edge (the view reaches into the
/// inset) or the view's own edge (it does not), and which one holds depends on the solved
/// frame. UIKit itself lays out, reads the insets from the frames and lays out again until
/// they agree; so does the engine (`LayoutEngine.solve`): every edge starts `unknown`, and
/// each solve decides the edges whose deciding frames are placed without any unknown guide,
/// and corrects the forms the frames contradict, until a solve leaves the forms as they were.
///
/// An `unknown` edge is a free variable (held where it was, at a priority below any a user can
/// write, only after what is free has been read). It stays unknown where the frames cannot tell:
/// the view's place on that axis, or an ancestor's, is free while the unknown edges are (it is
/// ambiguous, only held, or depends on a guide not known, its own included, where more than one
/// form could be consistent); an ancestor is a scroll view, whose content the insets shift; the
/// view sticks out of an ancestor; its guide would be inside out; or the forms do not settle.
/// Such an edge constrains nothing for sure, so no conflict passes through it and what is
/// placed from it is never reported ambiguous.
struct SafeAreaModel: Hashable, Sendable {
    enum Edge: Hashable, Sendable, CaseIterable { case top, left, bottom, right }

    struct Key: Hashable, Comparable, Sendable {
        let item: Int
        let edge: Edge

        static func < (a: Key, b: Key) -> Bool {
            (a.item, Edge.allCases.firstIndex(of: a.edge)!) < (b.item, Edge.allCases.firstIndex(of: b.edge)!)
        }
    }

    enum Form: Hashable, Sendable {
        /// The view reaches into the root's inset: its guide's edge is the root's safe edge.
        case rootEdge
        /// It does not: the guide's edge is the view's own.
        case ownEdge
        /// Not known: a variable held at this value.
        case unknown(heldAt: Double)
    }

    /// Per edge of a nested view's guide that a constraint reads and the root has an inset on.
    var forms: [Key: Form] = [:]

    /// Rounds of solving before the forms that still change are taken as unknown (UIKit's own
    /// passes settle in one or two for real screens).
    static let rounds = 6
    /// Frames closer than this to a root's safe edge read as on it (both forms agree there).
    static let tolerance = 1e-6

    /// The edges a scene's constraints read, each not known at first (held at the root's safe
    /// edge): the first solve tells which views' places do not depend on any guide.
    init(scene: LayoutScene) {
        let insets = scene.safeAreaInsets
        for constraint in scene.constraints {
            guard case .safeArea(let item, let anchor) = constraint.target, item != 0, scene.items.indices.contains(item) else { continue }
            for edge in Self.edges(of: anchor) where insets.inset(edge) > 0 {
                let safe: Double = switch edge {
                case .top: insets.top
                case .left: insets.left
                case .bottom: scene.rootHeight - insets.bottom
                case .right: scene.rootWidth - insets.right
                }
                forms[Key(item: item, edge: edge)] = .unknown(heldAt: safe)
            }
        }
    }

    init() {}

    /// The guide edges an anchor of the guide is made of.
    static func edges(of anchor: FrameAnchor) -> [Edge] {
        switch anchor {
        case .left, .leading: [.left]
        case .right, .trailing: [.right]
        case .top: [.top]
        case .bottom, .firstBaseline, .lastBaseline: [.bottom]
        case .width, .centerX: [.left, .right]
        case .height, .centerY: [.top, .bottom]
        }
    }

    /// The forms the solved frames imply. An edge is known only where the frames that decide
    /// it are: the view's and its ancestors' places on that axis are not free while every
    /// unknown edge is (so they do not depend on a guide whose form is not known, their own
    /// included), and nothing else makes it unsure; an unknown edge stays held where it was.
    /// - Parameter free: whether an item's position or length on an axis was free before any
    ///   hold (`SystemBuilder.freeBeforeHolds`).
    func revised(
        frames: [Frame], free: (_ item: Int, _ axis: LayoutAxis) -> Bool, scene: LayoutScene, ancestors: [[Int]]
    ) -> SafeAreaModel {
        var next = self
        for (key, form) in forms {
            let axis = key.edge.axis
            let own = frames[key.item].edge(key.edge), safe = Self.safeEdge(key.edge, frames: frames, scene: scene)
            let chain = ancestors[key.item].filter { $0 != 0 }
            let guide = Self.guide(of: key.item, axis: axis, frames: frames, scene: scene)
            let insideOut = guide.start > guide.end + Self.tolerance
            let sticksOut = chain.contains { frames[$0].encloses(frames[key.item], axis: axis, tolerance: Self.tolerance) == false }
            let inScrollView = chain.contains { if case .scroll = scene.items[$0].arrangement { true } else { false } }
            if insideOut || sticksOut || inScrollView || free(key.item, axis) || chain.contains(where: { free($0, axis) }) {
                if case .unknown = form { continue }
                next.forms[key] = .unknown(heldAt: key.edge.isLeading ? Swift.max(own, safe) : Swift.min(own, safe))
            } else if abs(own - safe) > Self.tolerance {
                next.forms[key] = (key.edge.isLeading ? own < safe : own > safe) ? .rootEdge : .ownEdge
            } else if case .unknown = form {
                // On the safe edge both forms agree.
                next.forms[key] = .ownEdge
            }
        }
        return next
    }

    /// The model with every edge whose form differs from `other`'s taken as unknown, held
    /// where `frames` put it.
    func settled(against other: SafeAreaModel, frames: [Frame], scene: LayoutScene) -> SafeAreaModel {
        var next = self
        for (key, form) in forms where other.forms[key] != form {
            if case .unknown = form { continue }
            let own = frames[key.item].edge(key.edge), safe = Self.safeEdge(key.edge, frames: frames, scene: scene)
            next.forms[key] = .unknown(heldAt: key.edge.isLeading ? Swift.max(own, safe) : Swift.min(own, safe))
        }
        return next
    }

    /// The root's safe edge, in the root's space.
    static func safeEdge(_ edge: Edge, frames: [Frame], scene: LayoutScene) -> Double {
        let root = frames[0], insets = scene.safeAreaInsets
        return switch edge {
        case .top: root.y + insets.top
        case .left: root.x + insets.left
        case .bottom: root.y + root.height - insets.bottom
        case .right: root.x + root.width - insets.right
        }
    }

    /// A view's guide on one axis as UIKit computes it from the frames: its frame clipped to
    /// the root's safe area.
    static func guide(of item: Int, axis: LayoutAxis, frames: [Frame], scene: LayoutScene) -> (start: Double, end: Double) {
        let (first, last): (Edge, Edge) = axis == .vertical ? (.top, .bottom) : (.left, .right)
        let frame = frames[item]
        return (
            Swift.max(frame.edge(first), safeEdge(first, frames: frames, scene: scene)),
            Swift.min(frame.edge(last), safeEdge(last, frames: frames, scene: scene)))
    }
}

extension SafeAreaModel.Edge {
    var axis: LayoutAxis { self == .top || self == .bottom ? .vertical : .horizontal }
    /// Top and left: the guide's edge is the larger of the two forms (bottom and right: the smaller).
    var isLeading: Bool { self == .top || self == .left }
}

extension Frame {
    func edge(_ edge: SafeAreaModel.Edge) -> Double {
        switch edge {
        case .top: y
        case .left: x
        case .bottom: y + height
        case .right: x + width
        }
    }

    /// Whether `inner` lies within this frame on the axis.
    func encloses(_ inner: Frame, axis: LayoutAxis, tolerance: Double) -> Bool {
        axis == .vertical
            ? inner.y >= y - tolerance && inner.y + inner.height <= y + height + tolerance
            : inner.x >= x - tolerance && inner.x + inner.width <= x + width + tolerance
    }
}

extension EdgeInsets {
    func inset(_ edge: SafeAreaModel.Edge) -> Double {
        switch edge {
        case .top: top
        case .left: left
        case .bottom: bottom
        case .right: right
        }
    }
}
