/// UIKit's names of properties that Reactant UI spells otherwise, for the unknown-attribute
/// warning: an author who knows UIKit writes `isSecureTextEntry="true"`, which is no near
/// misspelling of the generator's `secure` (the did-you-mean search would offer nothing).
///
/// Checked against the generator's property descriptions (`Tokenizer/Properties`,
/// `Tokenizer/Elements`): the Swift names of `secure`, `mode` and `indicatorStyle` differ from
/// the attribute; the Objective-C and Interface Builder names (`hidden`, `enabled`, the keys the
/// generator sets through key-value coding) lack the `is` the attribute has; and a few UIKit
/// names (`returnKeyType`, `textContentType`, `adjustsFontSizeToFitWidth` on a text field) are
/// shortened in Reactant UI.
enum UIKitPropertyNames {
    /// UIKit's name → Reactant UI's. A name applies to an element only where the element has
    /// the Reactant UI attribute (`mode` is a DatePicker's). UIKit's `style` of an activity
    /// indicator is not here: `style` is every element's style reference.
    static let reactantNames: [String: String] = [
        // Swift names the generator maps to another attribute name.
        "isSecureTextEntry": "secure",
        "secureTextEntry": "secure",
        "datePickerMode": "mode",
        "activityIndicatorViewStyle": "indicatorStyle",
        // UIKit names Reactant UI shortened.
        "returnKeyType": "returnKey",
        "textContentType": "contentType",
        "adjustsFontSizeToFitWidth": "adjustsFontSizeToWidth",
        // Objective-C and Interface Builder names, without the Swift `is`.
        "hidden": "isHidden",
        "opaque": "isOpaque",
        "enabled": "isEnabled",
        "selected": "isSelected",
        "highlighted": "isHighlighted",
        "userInteractionEnabled": "isUserInteractionEnabled",
        "multipleTouchEnabled": "isMultipleTouchEnabled",
        "exclusiveTouch": "isExclusiveTouch",
        "translucent": "isTranslucent",
        "continuous": "isContinuous",
        "momentary": "isMomentary",
        "on": "isOn",
        "scrollEnabled": "isScrollEnabled",
        "pagingEnabled": "isPagingEnabled",
        "directionalLockEnabled": "isDirectionalLockEnabled",
        "zoomEnabled": "isZoomEnabled",
        "pitchEnabled": "isPitchEnabled",
        "rotateEnabled": "isRotateEnabled",
        "userLocationVisible": "isUserLocationVisible",
        "baselineRelativeArrangement": "isBaselineRelativeArrangement",
        "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
        "doubleSided": "isDoubleSided",
        "geometryFlipped": "isGeometryFlipped",
        "searchResultsButtonSelected": "isSearchResultsButtonSelected",
    ]

    /// The Reactant UI name of `name` (also after a `layer.` prefix, and before control-state
    /// words: `highlighted.selected`) where `hasAttribute` says the element has it; nil otherwise.
    static func reactantName(for name: String, hasAttribute: (String) -> Bool) -> String? {
        var prefix = "", rest = Substring(name)
        if rest.hasPrefix("layer.") {
            prefix = "layer."
            rest = rest.dropFirst("layer.".count)
        }
        let base = rest.prefix { $0 != "." }
        let suffix = rest.dropFirst(base.count)
        guard let reactant = reactantNames[String(base)] else { return nil }
        let candidate = prefix + reactant + suffix
        return hasAttribute(candidate) ? candidate : nil
    }
}
