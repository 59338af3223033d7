import SchemaModel

/// What the schema participant needs to know about the whole schema, gathered once when the
/// analyzer is built rather than on every keystroke: which tags the schema declares anywhere
/// (to tell a misspelt tag from one in the wrong place) and which tags ever carry a required
/// attribute (so the per-element check for missing ones runs only where it can find any).
struct SchemaCheckSchemaFacts: Sendable {
    let declaredTags: Set<String>
    let tagsWithRequiredAttributes: Set<String>
    let rootTags: [String]

    init(schema: Schema) {
        var declaredTags = Set<String>()
        var required = Set<String>()
        // The same tag may be declared with different content in different places, so the
        // walk remembers each declaration by its tag and its children's tags, not by its tag.
        var seen = Set<String>()
        var pending = schema.roots
        while let declaration = pending.popLast() {
            let children = declaration.children
            let signature = declaration.name + "|" + children.map(\.name).joined(separator: " ")
                + "|\(declaration.attributes.count)"
            guard seen.insert(signature).inserted else { continue }
            declaredTags.insert(declaration.name)
            if declaration.attributes.contains(where: \.isRequired) { required.insert(declaration.name) }
            pending += children
        }
        self.declaredTags = declaredTags
        self.tagsWithRequiredAttributes = required
        self.rootTags = schema.roots.map(\.name)
    }
}
