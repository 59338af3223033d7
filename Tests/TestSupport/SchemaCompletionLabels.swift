/// Completion labels the embedded schemas give, in the order the engine offers them: written
/// once here for the engine's tests and the end-to-end ones.
public enum SchemaCompletionLabels {
    /// The view elements a container takes, `Component` last.
    public static let viewElements = [
        "View", "Container", "Label", "Button", "TextField", "TextView", "ImageView", "ScrollView", "StackView",
        "ActivityIndicator", "DatePicker", "NavigationBar", "PageControl", "PickerView", "SearchBar",
        "SegmentedControl", "Slider", "Stepper", "Switch", "TabBar", "TableView", "Toolbar", "VisualEffectView",
        "WebView", "MapView", "ProgressView", "PlainTableView", "HeaderTableView", "FooterTableView",
        "SimpleTableView", "SimulatedSeparatorTableView", "Component",
    ]

    /// A `<Label>`'s own properties.
    public static let labelProperties = [
        "text", "textColor", "highlightedTextColor", "shadowColor", "font", "numberOfLines", "textAlignment",
        "lineBreakMode", "isEnabled", "isHighlighted", "adjustsFontSizeToFitWidth",
        "allowsDefaultTighteningForTruncation", "minimumScaleFactor", "preferredMaxLayoutWidth", "shadowOffset",
    ]

    /// The properties every view has, its layer's last.
    public static let viewProperties = [
        "backgroundColor", "clipsToBounds", "isUserInteractionEnabled", "tintColor", "isHidden", "alpha",
        "isOpaque", "isMultipleTouchEnabled", "isExclusiveTouch", "autoresizesSubviews", "contentMode",
        "translatesAutoresizingMaskIntoConstraints", "preservesSuperviewLayoutMargins", "tag", "canBecomeFocused",
        "visibility", "collapseAxis", "frame", "bounds", "layoutMargins", "transform", "layer.cornerRadius",
        "layer.borderWidth", "layer.opacity", "layer.shadowOpacity", "layer.shadowRadius",
        "layer.rasterizationScale", "layer.contentsScale", "layer.zPosition", "layer.borderColor",
        "layer.shadowColor", "layer.backgroundColor", "layer.isHidden", "layer.masksToBounds",
        "layer.allowsEdgeAntialiasing", "layer.allowsGroupOpacity", "layer.isOpaque", "layer.shouldRasterize",
        "layer.isDoubleSided", "layer.isGeometryFlipped", "layer.contentsFormat", "layer.name",
        "layer.contentsRect", "layer.contentsCenter", "layer.frame", "layer.bounds", "layer.shadowOffset",
        "layer.position", "layer.anchorPoint",
    ]

    /// The 28 `layout:` attributes of an element in a layout.
    public static let layoutAttributes = [
        "layout:id", "layout:leading", "layout:trailing", "layout:left",
        "layout:right", "layout:top", "layout:bottom", "layout:width", "layout:height", "layout:centerX",
        "layout:centerY", "layout:firstBaseline", "layout:lastBaseline", "layout:size", "layout:before",
        "layout:after", "layout:above", "layout:below", "layout:edges", "layout:fillHorizontally",
        "layout:fillVertically", "layout:center", "layout:compressionPriority",
        "layout:compressionPriority.horizontal", "layout:compressionPriority.vertical", "layout:huggingPriority",
        "layout:huggingPriority.horizontal", "layout:huggingPriority.vertical",
    ]

    /// Every attribute a `<Label>` in a layout offers, less the ones already `present`.
    public static func labelAttributes(without present: Set<String> = []) -> [String] {
        (["field", "style"] + labelProperties + viewProperties + layoutAttributes).filter { !present.contains($0) }
    }
}
