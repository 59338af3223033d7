import LayoutSolver
import ReactantAnalysis

/// Whether a view is reported as ambiguous (`layout.ambiguous`) and whether a conflict is
/// reported (`layout.conflict`): the one place that decides, and says why. The types it names
/// establish facts (what Swift code may touch, which styles could not be read, which views a
/// broken constraint could have placed, where a view's freedom starts, which margins UIKit may
/// grow); none of them decides what is reported.
///
/// A layout warning says UIKit will guess, or break a constraint, because of what the file
/// says. So nothing is reported that the file alone does not decide:
///
/// 1. **Held before solving** (`isHeld`, `arrangesItsViews`). A view whose layout code may set
///    is held where the file leaves it free, as that code would place it; its freedom, and the
///    freedom of views placed from it, is never reported. Such a view is a field that the
///    component's Swift class may lay out, every field of a class no Swift file declares, or
///    every field when no Swift file was read (`FieldLayoutHolds`); or a view that applies a
///    style that could not be read, since that style may set anything the layout reads
///    (`UnsureProperties`). A stack view whose arrangement such a style may change is not
///    arranged at all; its arranged views are held instead, so no warning rests on a guessed
///    arrangement. The holding itself is the solver's: `LayoutScene.Item.mayBeConstrainedElsewhere`,
///    read by `SystemBuilder.pinWhatIsFree`.
/// 2. **Not judged** (`uncheckedItems`). A constraint that could not be read, or that names no
///    view, is reported as an error of its own; the views it could have placed are undetermined
///    for want of it, not because the file forgot one, so their ambiguity is not reported
///    (`UncheckedItems` finds them). One information note names them, when views other than
///    those with the broken constraint are left out (`LayoutDiagnostics.notCheckedNote`).
/// 3. **Where the freedom starts** (`reportedAmbiguity`). Of the rest, a view is reported for
///    its own ambiguity alone (`LayoutSolution.ownAmbiguity`, found by `FreedomSources`): a view
///    placed from an undetermined one is free only because that one is, so it is reported only
///    for what stays free once that one is held; its message counts the views that follow it.
/// 4. **Conflicts** (`isReported(_:in:)`). A set of required constraints that contradict each
///    other is reported, unless it rests on the margins of a margins-relative stack view that
///    UIKit may grow (safe area, superview margins) beyond what the file says
///    (`ComponentLayout.dependsOnUnknownMargins`): then it is not known to be a conflict.
///
/// Whether the layout is solved at all: `LayoutCheck`'s limits (`layout.not-solved`), `--no-layout`
/// and the server's settings. The note that fields are held for want of their classes:
/// `FieldLayoutHolds.note`. How a warning is worded and merged across devices:
/// `LayoutDiagnostics`.
enum LayoutReportPolicy {
    // MARK: Held before solving

    /// Whether the view is held where the file leaves it free, rather than reported.
    /// - Parameter heldViews: the views Swift code may lay out (`FieldLayoutHolds.heldViews`);
    ///   nil when the Swift side was not asked: then every view with a field is held.
    static func isHeld(_ view: ViewElement, heldViews: Set<Int>?, unsure: UnsureProperties) -> Bool {
        (heldViews?.contains(view.index) ?? (view.field != nil)) || unsure.isHeld(view)
    }

    /// Whether the view's stack arrangement (if it is a stack view) is laid out: not when a
    /// style that could not be read may change it (its arranged views are held instead).
    static func arrangesItsViews(_ view: ViewElement, unsure: UnsureProperties) -> Bool {
        !unsure.stacks.contains(view.index)
    }

    // MARK: Not judged

    /// The scene items whose ambiguity is not judged: those a constraint that could not be read
    /// or names no view could have placed.
    static func uncheckedItems(of scene: LayoutScene, origins: LayoutSceneOrigins) -> Set<Int> {
        UncheckedItems.of(scene, broken: origins.brokenItems, named: origins.namedByBroken)
    }

    // MARK: Reported

    /// What the item is reported for on this device: its own ambiguity, where it is a view of
    /// the document, judged, and left free; nil when nothing about it is reported.
    static func reportedAmbiguity(ofItem item: Int, in layout: ComponentLayout) -> Ambiguity? {
        let own = layout.solution.ownAmbiguity[item]
        guard !own.isEmpty, !layout.uncheckedItems.contains(item), layout.view(ofItem: item) != nil else { return nil }
        return own
    }

    /// Whether the conflict is reported on this device.
    static func isReported(_ conflict: LayoutSolution.Conflict, in layout: ComponentLayout) -> Bool {
        !layout.dependsOnUnknownMargins(conflict)
    }
}
