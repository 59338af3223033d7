/// The two directions a frame is laid out in; ambiguity is reported per axis.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// An edge, size, centre or baseline of a view's frame: what a constraint relates.
/// Leading and trailing are left and right (a left-to-right language).
public enum FrameAnchor: Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case firstBaseline, lastBaseline

    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        }
    }

    /// Widths and heights are lengths; every other anchor is a position, measured from an origin.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether AutoLayout relates the two: any two lengths (a width to a height is an aspect
    /// ratio), and positions of one axis, except leading or trailing with left or right.
    public func canRelate(to other: FrameAnchor) -> Bool {
        if isDimension || other.isDimension { return isDimension && other.isDimension }
        guard axis == other.axis else { return false }
        return !(isDirectional && other.isAbsolute || isAbsolute && other.isDirectional)
    }

    private var isDirectional: Bool { self == .leading || self == .trailing }
    private var isAbsolute: Bool { self == .left || self == .right }
}

/// A view's frame in the root's coordinate space (origin top-left, points).
public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Insets of a safe area or margins, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}
