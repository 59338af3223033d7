import ReactantAnalysis

/// The views whose layout the file does not decide because a style they apply could not be
/// read (`ViewProperties.Values.isComplete`): such a style may set anything the layout reads
/// (an image that gives a size, `isHidden`, `visibility`, a stack's axis), so no warning may
/// rest on what the file alone says about them. A fact for `LayoutReportPolicy`, which holds
/// them like views in reach of the Swift class, and does not arrange a stack view whose
/// arrangement such a style may change (its own properties, or an arranged view's hiding).
struct UnsureProperties {
    /// Views that apply a style that could not be read.
    let views: Set<Int>
    /// Stack views whose arrangement is not known.
    let stacks: Set<Int>

    init(document: ReactantDocument, properties: ViewProperties) {
        var views = Set<Int>(), stacks = Set<Int>()
        for view in document.views where !properties.of(view).isComplete {
            views.insert(view.index)
            if view.tag == "StackView" { stacks.insert(view.index) }
            if let parent = view.parentView, document.views[parent].tag == "StackView" { stacks.insert(parent) }
        }
        self.views = views
        self.stacks = stacks
    }

    /// Whether the view is held: its properties are not known, or it is a stack view or an
    /// arranged view of a stack view whose arrangement is not known.
    func isHeld(_ view: ViewElement) -> Bool {
        views.contains(view.index) || stacks.contains(view.index) || view.parentView.map(stacks.contains) == true
    }
}
