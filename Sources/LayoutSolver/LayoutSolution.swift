/// Where the solver placed each view of a scene, which views it could not place, and which
/// required constraints contradicted each other.
public struct LayoutSolution: Sendable {
    /// Where a constraint of the solved system came from.
    public enum Source: Hashable, Sendable {
        /// `scene.constraints[index]`.
        case scene(Int)
        /// The root's origin and its imposed size.
        case rootSize
        /// A stack view arranging its children (the item is the stack view).
        case stack(item: Int)
        /// The zero length a stack view gives a hidden child along its axis, UIKit's
        /// "UISV-hiding" (the item is the hidden child).
        case stackHiding(item: Int)
        /// The zero length Reactant's `visibility = .collapsed` gives a view.
        case collapse(item: Int)
        /// A view's intrinsic content size, held at a required hugging or compression priority.
        case intrinsicSize(item: Int)
        /// The definition of a view's readable content guide.
        case guide(item: Int)
        /// The weakest preference holding a view that code elsewhere may constrain.
        case elsewhere(item: Int)
        /// A preference holding an edge of a view's safe area whose place the model cannot
        /// tell (`SafeAreaModel`).
        case safeArea(item: Int)
    }

    /// Required constraints that cannot all hold. UIKit breaks one of them at run time (it logs
    /// "Unable to simultaneously satisfy constraints") and lays out without it.
    public struct Conflict: Hashable, Sendable {
        /// A minimal contradicting set, in installation order.
        public var constraints: [Source]
        /// The one left out: the last installed of the set.
        public var broken: Source
    }

    /// Per item, in the root's coordinate space.
    public var frames: [Frame]
    /// Per item: where its frame has more than one optimal solution.
    public var ambiguity: [Ambiguity]
    /// Per item: the part of `ambiguity` that stays once every undetermined item before it
    /// (in item order) is held where it is; empty for an item whose whole freedom follows
    /// from theirs (a child placed in an undetermined container). What to report.
    public var ownAmbiguity: [Ambiguity]
    /// Per item: how many later items lose some of their freedom once it is held (the views
    /// placed from it).
    public var followers: [Int]
    public var conflicts: [Conflict]
}

/// What of a frame AutoLayout cannot decide: its position and/or its length, per axis.
public struct Ambiguity: Hashable, Sendable {
    public var position: Set<LayoutAxis> = []
    public var size: Set<LayoutAxis> = []

    public init(position: Set<LayoutAxis> = [], size: Set<LayoutAxis> = []) {
        self.position = position
        self.size = size
    }

    /// The axes on which the frame is ambiguous.
    public var axes: Set<LayoutAxis> { position.union(size) }
    public var isEmpty: Bool { position.isEmpty && size.isEmpty }
}
