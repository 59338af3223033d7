/// An unknown of a layout system, made by `SimplexSolver.makeVariable()`. Only a number: the
/// caller keeps what it means (which view, which edge).
public struct LayoutVariable: Hashable, Comparable, Sendable {
    public let index: Int

    init(index: Int) { self.index = index }

    public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.index < rhs.index }
}

public enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// AutoLayout priorities: 1000 is required, anything below is optional.
public struct LayoutPriority: Hashable, Comparable, Sendable {
    /// 1...1000.
    public let value: Double

    /// Clamped into 1...1000, as AutoLayout does; NaN reads as required, the default.
    public init(_ value: Double) {
        self.value = value.isNaN ? 1000 : min(max(value, 1), 1000)
    }

    public static let required = LayoutPriority(1000)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
}
