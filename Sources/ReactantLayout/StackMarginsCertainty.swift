import LayoutSolver
import ReactantAnalysis

extension ComponentLayout {
    /// Whether a conflict rests on margins the model does not know. A margins-relative stack's
    /// margins are taken as written, but UIKit grows a view's margins by the part of it under
    /// the unsafe area (`insetsLayoutMarginsFromSafeArea`, on by default) and, with
    /// `preservesSuperviewLayoutMargins`, to its superview's: where either may apply to a stack
    /// whose arrangement takes part, the conflict is not known to be one (and
    /// `LayoutReportPolicy` does not report it).
    func dependsOnUnknownMargins(_ conflict: LayoutSolution.Conflict) -> Bool {
        for source in conflict.constraints + [conflict.broken] {
            guard case .stack(let item) = source, scene.items.indices.contains(item),
                  case .stack(let stack) = scene.items[item].arrangement, stack.layoutMargins != nil else { continue }
            if origins.preservesSuperviewMargins.contains(item) || reachesIntoUnsafeArea(item) { return true }
        }
        return false
    }

    private func reachesIntoUnsafeArea(_ item: Int) -> Bool {
        let insets = scene.safeAreaInsets, frame = solution.frames[item]
        guard insets != .zero else { return false }
        let tolerance = 1e-6
        return frame.x < insets.left - tolerance || frame.y < insets.top - tolerance
            || frame.x + frame.width > scene.rootWidth - insets.right + tolerance
            || frame.y + frame.height > scene.rootHeight - insets.bottom + tolerance
    }
}
