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
    /// Above 0, at most 1000. UIKit's own priorities start at 1; values below 1 are left to the
    /// view layer's tie-breakers, which must yield to every priority a user can write.
    public let value: Double

    /// The weakest priority there is.
    public static let lowest = 1e-6

    /// Clamped into `lowest`...1000; NaN reads as required, the default.
    public init(_ value: Double) {
        self.value = value.isNaN ? 1000 : min(max(value, Self.lowest), 1000)
    }

    public static let required = LayoutPriority(1000)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
}
