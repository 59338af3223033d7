/// Swift's access levels, ordered from least to most visible.
public enum SwiftAccessLevel: Int, Hashable, Sendable, Comparable, CaseIterable {
    case `private`
    case `fileprivate`
    case `internal`
    case `package`
    case `public`
    case `open`

    /// The level a modifier keyword names, e.g. `fileprivate`; `nil` for any other word.
    public init?(keyword: String) {
        switch keyword {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
