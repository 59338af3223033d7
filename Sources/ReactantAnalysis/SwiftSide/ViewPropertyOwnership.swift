import SchemaModel

/// Which class declares each property an element sets, so that a `field` whose Swift type is
/// not the element's runtime type can still be judged: `<View field="list" backgroundColor=…>`
/// bound to a `PlainTableView` builds, as `backgroundColor` is a `UIView` property, while
/// `<Label field="title" text=…>` bound to a `UIButton` does not.
///
/// The schema's attribute groups list the properties shared by a class and its subclasses;
/// a property no such group lists belongs to the element's own class.
struct ViewPropertyOwnership: Sendable {
    /// Classes whose properties an attribute group lists, the most general first.
    static let groupsByClass: [(className: String, groups: [String])] = [
        ("UIView", ["BaseViewProperties", "LayerProperties"]),
        ("UIControl", ["ControlProperties"]),
        ("TableViewBase", ["ReactantTableViewProperties"]),
    ]

    /// Reactant classes whose element properties are their UIKit superclass's, but for a few
    /// they add: a `UITextField` takes `placeholder`, only Reactant's `TextField` takes
    /// `placeholderColor`.
    static let additionsToSuperclass: [String: (superclass: String, added: Set<String>)] = [
        "TextField": ("UITextField", ["placeholderColor", "placeholderFont", "contentEdgeInsets"]),
    ]

    private let members: [(className: String, properties: Set<String>)]

    init(schema: Schema) {
        members = Self.groupsByClass.map { entry in
            (entry.className, Set(entry.groups.flatMap { schema.attributeNames(inGroup: $0) ?? [] }))
        }
    }

    /// The class declaring `property` on an element whose runtime class chain is `chain`
    /// (the element's class first): the most general class of the chain whose group lists it,
    /// else the element's own class (or the UIKit class it extends, for what it does not add).
    func owner(of property: String, inChain chain: [String]) -> String? {
        for (className, properties) in members where properties.contains(property) && chain.contains(className) {
            return className
        }
        guard let own = chain.first else { return nil }
        if let extended = Self.additionsToSuperclass[own], !extended.added.contains(property) { return extended.superclass }
        return own
    }
}
