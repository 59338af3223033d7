import LayoutSolver
import ReactantAnalysis

/// The scene items whose ambiguity cannot be judged because a constraint that could have
/// placed them is missing from the scene: it could not be read, or it names no view. A fact
/// for `LayoutReportPolicy`, which reports no ambiguity of theirs.
///
/// Whether a view is determined is decided by the constraints that link it, directly or
/// through other views, to what is fixed. A missing constraint of view B could have fixed B,
/// the view it targets, and through the scene's constraints any view linked to either. So the
/// items left unchecked are B, the views its unreadable value names, its superview (the usual
/// target of an unreadable `super …`, and a container whose size its content may decide), and
/// every view linked to those by a constraint in either direction, by being a child of one,
/// or by sharing a stack view's arrangement. The root is never among them and links nothing:
/// its frame is the screen's (or a preferred size), whatever its content says.
enum UncheckedItems {
    /// - Parameter broken: items with a constraint that could not be read or names no view.
    /// - Parameter named: items that an unreadable value names as its target.
    static func of(_ scene: LayoutScene, broken: Set<Int>, named: Set<Int>) -> Set<Int> {
        guard !broken.isEmpty else { return [] }
        var links = [[Int]](repeating: [], count: scene.items.count)
        func link(_ from: Int, _ to: Int) {
            guard from != 0, to != 0, from != to, links.indices.contains(from), links.indices.contains(to) else { return }
            links[from].append(to)
        }
        for constraint in scene.constraints {
            let target: Int? = switch constraint.target {
            case .constant: nil
            case .item(let item, _), .safeArea(ofItem: let item, _), .readableContent(ofItem: let item, _): item
            }
            guard let target else { continue }
            link(constraint.item, target)
            link(target, constraint.item)
        }
        for (item, value) in scene.items.enumerated() {
            guard let parent = value.parent else { continue }
            link(parent, item)  // a child is placed in its superview's frame
            if case .stack = scene.items[parent].arrangement { link(item, parent) }  // the stack is sized by its children
        }
        var seeds = broken.union(named)
        for item in broken { if let parent = scene.items[item].parent { seeds.insert(parent) } }
        seeds.remove(0)
        var unchecked: Set<Int> = []
        var pending = Array(seeds)
        while let item = pending.popLast() {
            guard links.indices.contains(item), unchecked.insert(item).inserted else { continue }
            pending.append(contentsOf: links[item])
        }
        return unchecked
    }
}
