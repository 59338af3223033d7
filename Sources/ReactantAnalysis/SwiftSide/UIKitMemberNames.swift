import SchemaModel

/// Names of properties UIKit's views are known to have, which a member access in Swift
/// (`button.title`, `navigationItem.title`) may mean instead of a workspace property: every
/// property the schema lets an element set (its first segment: `layer` for
/// `layer.cornerRadius`), and a few every view has that no element sets.
package enum UIKitMemberNames {
    package static func all(in schema: Schema) -> Set<String> {
        var names: Set<String> = ["view", "superview", "subviews", "window", "center", "delegate", "dataSource", "description"]
        for element in schema.root(named: ReactantVocabulary.component)?.children ?? [] {
            for attribute in element.attributes where !attribute.name.contains(":") {
                names.insert(String(attribute.name.prefix { $0 != "." }))
            }
        }
        return names
    }
}
