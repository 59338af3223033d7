/// The `UIView` (SnapKit, Reactant) members through which code reaches a view's layout, and the
/// methods known to leave it alone.
enum LayoutMemberNames {
    /// Any use touches the layout: constraint makers and anchors (a constraint between two
    /// views binds both), constraint lists, content priorities, sizing, and the view tree.
    static let touchingOnAnyUse: Set<String> = [
        "snp",
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide", "layoutGuides",
        "constraints", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "addLayoutGuide",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "sizeToFit",
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview",
        "removeFromSuperview", "subviews", "arrangedSubviews", "exchangeSubview",
    ]

    /// Assigning touches the layout: the frame (AutoLayout or not), autoresizing, visibility
    /// (a hidden arranged view leaves its stack; Reactant's `visibility` adds constraints), an
    /// image's intrinsic size, margins and a stack view's arrangement.
    static let touchingWhenAssigned: Set<String> = [
        "frame", "bounds", "center", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask",
        "isHidden", "visibility", "collapseAxis", "image",
        "layoutMargins", "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "axis", "spacing", "distribution", "alignment", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement",
    ]

    /// Methods of UIKit views and controls that change no constraint, frame or intrinsic size
    /// a layout could depend on. Any other method called on a view may (a library's
    /// `pinToSuperview()`, a subclass's own), so it counts as touching.
    static let leavingLayoutAlone: Set<String> = [
        "setTitle", "setTitleColor", "setAttributedTitle", "setTitleShadowColor", "setBackgroundImage",
        "addTarget", "removeTarget", "sendActions", "sendAction", "becomeFirstResponder", "resignFirstResponder",
        "endEditing", "addGestureRecognizer", "removeGestureRecognizer", "setNeedsLayout", "layoutIfNeeded",
        "setNeedsDisplay", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "convert", "point", "hitTest",
        "systemLayoutSizeFitting", "sizeThatFits", "reloadData", "reloadSections", "reloadRows", "reloadItems",
        "register", "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView",
        "cellForRow", "cellForItem", "deselectRow", "selectRow", "deselectItem", "selectItem", "scrollToRow",
        "scrollToItem", "setContentOffset", "scrollRectToVisible", "beginUpdates", "endUpdates",
        "performBatchUpdates", "insertRows", "deleteRows", "insertSections", "deleteSections", "setEditing",
        "setOn", "setProgress", "setDate", "startAnimating", "stopAnimating", "reloadAllComponents",
        "reloadComponent", "selectedRow", "setEnabled", "insertSegment", "removeSegment", "removeAllSegments",
        "setWidth", "setTitleTextAttributes", "setDividerImage", "setThumbImage", "setMinimumTrackImage",
        "setMaximumTrackImage", "loadHTMLString", "load", "tintColorDidChange", "isDescendant",
    ]

    /// Operators that compare, which leave both operands alone.
    static let comparisons: Set<String> = ["==", "!=", "===", "!=="]

    /// Whether an operator assigns (`=` is `AssignmentExprSyntax`; these are the compound ones).
    static func assigns(_ operatorText: String) -> Bool {
        operatorText.hasSuffix("=") && !comparisons.contains(operatorText) && operatorText != "<=" && operatorText != ">="
    }
}
