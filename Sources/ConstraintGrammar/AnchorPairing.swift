/// Which anchors the generated code can relate, and why the others make the app crash.
///
/// The generator writes `make.<own>.<relation>(target.snp.<anchor>)` (only `target` when the
/// two anchors are the same). SnapKit pairs each of its own anchors with the target's: `size`
/// against a single anchor relates width and height each to it, and a single anchor against
/// `size` (two anchors) stops the app ("Cannot constraint to multiple non identical
/// attributes"). `NSLayoutConstraint` then throws for every pair AutoLayout refuses: leading or
/// trailing against left or right, positions of different axes, a position against a size.
/// Any two sizes relate (a width to a height is an aspect ratio).
public enum AnchorPairing {
    /// Why a pair is refused.
    public enum Refusal: Hashable, Sendable, CaseIterable {
        /// Leading or trailing against left or right.
        case writingDirection
        /// Positions of different axes (`left` against `top`).
        case crossAxis
        /// A position against a width or height.
        case positionAndSize
        /// A single anchor against `size`, which SnapKit refuses before UIKit sees it.
        case singleAgainstSize
    }

    /// Why relating the view's `own` anchor to the target's `target` anchor crashes the app;
    /// nil when AutoLayout accepts it. `own` may be `size` (width and height alike).
    public static func refusal(of own: LayoutAnchor, to target: LayoutAnchor) -> Refusal? {
        if own == target { return nil }
        if target == .size { return .singleAgainstSize }
        // Width and height pair alike with any single anchor.
        let own = own == .size ? LayoutAnchor.width : own
        switch (kind(of: own), kind(of: target)) {
        case (.size, .size): return nil
        case (.size, _), (_, .size): return .positionAndSize
        case (.vertical, .vertical): return nil
        case (.vertical, _), (_, .vertical): return .crossAxis
        case (.absolute, .directional), (.directional, .absolute): return .writingDirection
        default: return nil
        }
    }

    /// The anchor to write instead of `target` so that every one of `parts` accepts it, when
    /// one is clear: leading/trailing for left/right (or the reverse) against the parts'
    /// direction, and a part's own width or height for `size`.
    public static func fix(for target: LayoutAnchor, parts: [LayoutAnchor]) -> LayoutAnchor? {
        let refused = parts.filter { refusal(of: $0, to: target) != nil }
        guard let first = refused.first else { return nil }
        let candidate: LayoutAnchor?
        switch refusal(of: first, to: target) {
        case .writingDirection?:
            candidate = switch target {
            case .left: .leading
            case .right: .trailing
            case .leading: .left
            case .trailing: .right
            default: nil
            }
        case .singleAgainstSize?:
            candidate = first == .width || first == .height ? first : nil
        default:
            candidate = nil
        }
        guard let candidate, parts.allSatisfy({ refusal(of: $0, to: candidate) == nil }) else { return nil }
        return candidate
    }

    private enum Kind { case directional, absolute, neutral, vertical, size }

    private static func kind(of anchor: LayoutAnchor) -> Kind {
        switch anchor {
        case .leading, .trailing: .directional
        case .left, .right: .absolute
        case .centerX: .neutral
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .width, .height, .size: .size
        }
    }
}
