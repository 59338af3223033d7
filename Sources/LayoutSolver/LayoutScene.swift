import Simplex

/// Everything AutoLayout needs to place one component's views: the view tree with each
/// view's intrinsic content size and priorities, how containers arrange their children, and
/// the constraints in the order the app installs them. The root (item 0) is given its size;
/// knowing nothing of XML, this is what a caller builds from a document for one device.
public struct LayoutScene: Sendable {
    /// One view.
    public struct Item: Equatable, Sendable {
        /// The superview; nil only for the root.
        public var parent: Int?
        /// UIKit's intrinsic content size per axis; nil where the view has none.
        public var intrinsicWidth: Double?
        public var intrinsicHeight: Double?
        /// Content hugging and compression resistance, per axis (UIKit's defaults: 250 and 750).
        public var huggingHorizontal: Double = 250
        public var huggingVertical: Double = 250
        public var compressionHorizontal: Double = 750
        public var compressionVertical: Double = 750
        /// Distances of the first and last baselines from the top; nil: the bottom edge (UIKit's
        /// rule for views without text).
        public var firstBaseline: Double?
        public var lastBaseline: Double?
        /// How the view places its children.
        public var arrangement: Arrangement = .constraints
        /// `isHidden`: outside a stack view nothing changes; a stack view keeps it arranged at
        /// zero length along its axis, out of the spacing.
        public var isHidden = false
        /// Reactant's `visibility = .collapsed`: a required zero length on these axes, set with
        /// the view's properties, before any constraint of the file is installed.
        public var collapsedAxes: Set<LayoutAxis> = []
        /// Code outside the scene may constrain the view (the Swift class can reach it): what the
        /// scene leaves undetermined about it is not known to be undetermined, so it is held
        /// in place only by the weakest preference and never reported ambiguous. Which views
        /// are held is the scene's maker's decision (for Reactant documents, one policy of the
        /// layout module's decides it); the solver only holds them.
        public var mayBeConstrainedElsewhere = false

        public init(parent: Int?) {
            self.parent = parent
        }
    }

    /// How a container places its children.
    public enum Arrangement: Equatable, Sendable {
        /// Only by the constraints.
        case constraints
        /// A `UIStackView`: its visible children are arranged by the stack.
        case stack(StackArrangement)
        /// A `UIScrollView`: children's edge constraints to it bind its content area, whose
        /// size they decide; width, height and centre constraints bind its frame.
        case scroll
    }

    public struct StackArrangement: Equatable, Sendable {
        public enum Distribution: Equatable, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
        public enum Alignment: Equatable, Sendable { case fill, leading, trailing, center, firstBaseline, lastBaseline }

        public var axis: LayoutAxis
        public var spacing: Double
        public var distribution: Distribution
        public var alignment: Alignment
        /// With `isLayoutMarginsRelativeArrangement`, the stack's layout margins: its children are
        /// arranged inside them. Nil: at its edges.
        public var layoutMargins: EdgeInsets?

        public init(
            axis: LayoutAxis, spacing: Double = 0, distribution: Distribution = .fill, alignment: Alignment = .fill,
            layoutMargins: EdgeInsets? = nil
        ) {
            self.axis = axis
            self.spacing = spacing
            self.distribution = distribution
            self.alignment = alignment
            self.layoutMargins = layoutMargins
        }

        /// `fillProportionally` (laid out as `fill`) and baseline alignment are approximations;
        /// the rest is modelled as UIKit builds it.
        public var isApproximate: Bool {
            distribution == .fillProportionally || alignment == .firstBaseline || alignment == .lastBaseline
        }
    }

    /// What the right-hand side of a constraint names.
    public enum Target: Hashable, Sendable {
        /// Nothing: the anchor is compared with the constant.
        case constant
        case item(Int, FrameAnchor)
        /// An item's safe area layout guide.
        case safeArea(ofItem: Int, FrameAnchor)
        /// An item's readable content guide.
        case readableContent(ofItem: Int, FrameAnchor)
    }

    /// `item.anchor relation multiplier × target + constant @ priority`. Positions related with
    /// a multiplier other than 1 are measured from the two views' nearest common ancestor, as
    /// AutoLayout measures them in that view's bounds.
    public struct Constraint: Hashable, Sendable {
        public var item: Int
        public var anchor: FrameAnchor
        public var relation: LayoutRelation
        public var target: Target
        public var multiplier: Double
        public var constant: Double
        public var priority: Double

        public init(
            item: Int, anchor: FrameAnchor, relation: LayoutRelation = .equal, target: Target,
            multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
        ) {
            self.item = item
            self.anchor = anchor
            self.relation = relation
            self.target = target
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }
    }

    /// The root's size; item 0 is the root, at the origin.
    public var rootWidth: Double
    public var rootHeight: Double
    /// Whether the root's size is imposed (a screen's root view) or only preferred (a component
    /// placed by a container the document does not know: its content may size it).
    public var rootSizeIsRequired: Bool
    /// The root's safe area; every other view's safe area is taken as its frame.
    public var safeAreaInsets: EdgeInsets
    /// Horizontal layout margins of the root (other views use UIKit's default of 8).
    public var rootLayoutMargin: Double
    public var items: [Item]
    /// In the order the app installs them: when required ones contradict, the last is broken.
    public var constraints: [Constraint]

    public init(
        rootWidth: Double, rootHeight: Double, rootSizeIsRequired: Bool = true,
        safeAreaInsets: EdgeInsets = .zero, rootLayoutMargin: Double = 16
    ) {
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.rootSizeIsRequired = rootSizeIsRequired
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargin = rootLayoutMargin
        self.items = [Item(parent: nil)]
        self.constraints = []
    }

    /// Adds a view and returns its index.
    @discardableResult
    public mutating func addItem(_ item: Item) -> Int {
        items.append(item)
        return items.count - 1
    }
}
