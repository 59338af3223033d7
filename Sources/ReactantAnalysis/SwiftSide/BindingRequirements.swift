import SchemaModel
import SwiftBinding

/// What the generated code does to a bound view's property, as the classes its Swift type must
/// inherit from: it is added as a subview and constrained (a `UIView`), every property the
/// element sets is assigned on it (the class declaring that property), and a stack view's
/// children are arranged in it, a visual effect view's put in its content view.
struct BindingRequirement: Hashable, Sendable {
    enum Reason: Hashable, Sendable {
        /// It is added to the component as a subview.
        case subview
        /// The element sets this property (an attribute or an attributed-text child).
        case property(String)
        /// `<StackView>` with children: they are added with `addArrangedSubview`.
        case arrangedSubviews
        /// `<VisualEffectView>` with children: they go into its `contentView`.
        case contentView
    }

    let className: String
    let reason: Reason
}

extension BindingRequirement {
    /// The requirements of one bound view, in the order they are reported: the subview first,
    /// then the properties as written, then the children.
    static func of(
        _ view: ViewElement, hasChildViews: Bool, elementChain: [String], declaration: ElementDeclaration?,
        ownership: ViewPropertyOwnership
    ) -> [BindingRequirement] {
        var requirements = [BindingRequirement(className: "UIView", reason: .subview)]
        let slots = Set(ReactantVocabulary.tableViewSlots[view.tag] ?? [])
        // An element's own class, for a component type no Swift file declares, is still a view.
        let chain = elementChain.contains("UIView") ? elementChain : elementChain + ["UIView"]
        for name in view.propertyNames where !isBinding(name) && !slots.contains(name) {
            let isChild = ReactantVocabulary.attributedTextChildren.contains(name)
            // The generator ignores attributes it does not know: they ask nothing of the class.
            guard isChild || declaration?.attribute(named: name) != nil,
                  let owner = isChild ? chain.first : ownership.owner(of: name, inChain: chain)
            else { continue }
            requirements.append(BindingRequirement(className: owner, reason: .property(name)))
        }
        if hasChildViews {
            switch view.tag {
            case "StackView": requirements.append(BindingRequirement(className: "UIStackView", reason: .arrangedSubviews))
            case "VisualEffectView": requirements.append(BindingRequirement(className: "UIVisualEffectView", reason: .contentView))
            default: break
            }
        }
        return requirements
    }

    /// Attributes that bind, style or place the view rather than set a property of it.
    private static func isBinding(_ name: String) -> Bool {
        ["field", "style", "type"].contains(name) || name.hasPrefix("layout:") || name.hasPrefix("tools:")
            || name == "xmlns" || name.hasPrefix("xmlns:") || name.hasPrefix("xsi:")
    }
}
