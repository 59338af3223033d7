import Support
/// An element as declared in one place of the schema. The same tag can mean different things in
/// different places (`attributedText` under a Label or under `templates`, `Component` as the root
/// or as a reference), so callers navigate from a root to children by name instead of looking
/// tags up globally.
public struct ElementDeclaration: Sendable {
    public let name: String
    public let documentation: String?
    /// Whether this is a freely named part of attributed text (`<b>` in `<attributedText>`).
    public let isFreelyNamedPart: Bool
    let storage: SchemaStorage
    let model: SchemaStorage.ContentModel

    private var record: SchemaStorage.Content { model.content }

    // MARK: Children

    /// The declared child elements, in schema order.
    public var children: [ElementDeclaration] {
        record.children.map(storage.declaration)
    }

    /// The declaration of a child with this tag here, or nil when the tag is not allowed here.
    /// Under attributed text any tag is a part and gets the part declaration.
    public func child(named name: String) -> ElementDeclaration? {
        if let index = model.content.childIndex[name] { return storage.declaration(index) }
        if let part = record.partContent {
            return ElementDeclaration(name: name, documentation: storage.contents[part].content.documentation,
                                      isFreelyNamedPart: true, storage: storage, model: storage.contents[part])
        }
        return nil
    }

    /// What the generator does with a child tag that `child(named:)` does not know.
    public var otherChildren: OtherChildren { record.otherChildren }

    /// Whether character data may appear among the children (attributed text).
    public var allowsText: Bool { record.allowsText }

    /// The declared child tag closest to a misspelled one.
    public func nearestChildName(to name: String) -> String? {
        DidYouMean.nearestIgnoringCase(to: name, among: record.children.map { storage.elements[$0].name })
    }

    // MARK: Attributes

    /// Every declared attribute, in schema order.
    public var attributes: [AttributeDeclaration] { record.attributes }

    /// The attribute with this name as written, including control-state variants with any
    /// combination of states (`titleColor.highlighted.selected`); nil when it is not declared.
    public func attribute(named name: String) -> AttributeDeclaration? {
        // Read through `model` rather than `record`: a lookup per attribute of every document
        // should not copy the whole content record.
        if let index = model.content.attributeIndex[name] { return model.content.attributes[index] }
        return controlStateVariant(named: name)
    }

    /// What the generator does with an attribute that `attribute(named:)` does not know.
    public func unknownAttribute(named name: String) -> UnknownAttribute {
        if name == "xmlns" || name.hasPrefix("xmlns:") || name.hasPrefix("xsi:") { return .namespaceMarkup }
        if let colon = name.firstIndex(of: ":") {
            let prefix = String(name[..<colon])
            if storage.closedPrefixes.contains(prefix), record.attributes.contains(where: { $0.name.hasPrefix(prefix + ":") }) {
                return .rejected
            }
        }
        return .ignored
    }

    /// The declared attribute name closest to a misspelled one.
    public func nearestAttributeName(to name: String) -> String? {
        DidYouMean.nearestIgnoringCase(to: name, among: record.attributes.map(\.name))
    }

    /// Checks a value of the named attribute; nil when the attribute is not declared here.
    public func validate(_ value: String, forAttribute name: String) -> ValueVerdict? {
        attribute(named: name)?.validate(value)
    }

    private func controlStateVariant(named name: String) -> AttributeDeclaration? {
        guard !model.content.controlStateBases.isEmpty else { return nil }
        var searchStart = name.startIndex
        while let dot = name[searchStart...].firstIndex(of: ".") {
            let base = String(name[..<dot])
            if let variant = model.content.controlStateBases[base] {
                let words = name[name.index(after: dot)...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                let states = model.content.controlStates
                let plain = model.content.attributeIndex[base]
                return model.content.attributes[variant].variant(
                    named: name,
                    controlStates: words.filter { states.contains($0) },
                    ignoredStateWords: words.filter { !states.contains($0) },
                    documentation: plain.map { model.content.attributes[$0].documentation }
                        ?? model.content.attributes[variant].documentation)
            }
            searchStart = name.index(after: dot)
        }
        return nil
    }
}
