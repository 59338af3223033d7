import ConstraintGrammar
import SchemaModel

/// Attribute names for the element under the cursor.
extension CompletionRequest {
    /// The attributes the schema declares on the element and the tag does not carry yet.
    /// `editing` is the attribute whose name is being typed (its own name is not "present").
    func attributeNames(of index: Int, editing: Int?) -> [CompletionCandidate] {
        let element = tree.elements[index]
        guard let declaration = declaration(of: index) else { return [] }
        let range: Range<Int>
        var lead = ""
        var wantsValue = true
        if let editing {
            let attribute = element.attributes[editing]
            range = attribute.name.range
            wantsValue = attribute.equalsOffset == nil
        } else {
            range = offset..<offset
            guard offset > 0 else { return [] }
            let previous = bytes[offset - 1]
            if previous == UInt8(ascii: "\"") || previous == UInt8(ascii: "'") {
                lead = " "
            } else if !isSpace(previous) {
                return []
            }
        }
        var present = Set<String>()
        for (position, attribute) in element.attributes.enumerated() where position != editing {
            present.insert(attribute.name.qualified)
        }
        let candidates = declaration.attributes.filter { !present.contains($0.name) }
        let ordered = candidates.filter(\.isRequired)
            + candidates.filter { !$0.isRequired && rank(of: $0.name) == 0 }
            + candidates.filter { !$0.isRequired && rank(of: $0.name) == 1 }
            + candidates.filter { !$0.isRequired && rank(of: $0.name) == 2 }
        return ordered.map { attribute in
            CompletionCandidate(
                label: attribute.name, kind: .attribute, detail: detail(of: attribute),
                documentation: documentation(of: attribute), replacementRange: range,
                insertText: lead + attribute.name + (wantsValue ? "=\"$1\"$0" : ""),
                isSnippet: wantsValue, filterText: attribute.name)
        }
    }

    /// Plain properties first, then `layout:`, then the other prefixes (`tools:`).
    private func rank(of name: String) -> Int {
        if name.hasPrefix("layout:") { return 1 }
        return name.contains(":") ? 2 : 0
    }

    private func detail(of attribute: AttributeDeclaration) -> String? {
        if let layout = layoutAttribute(named: attribute.name) {
            switch layout.kind {
            case .constraints: return "constraints"
            case .layoutID: return "layout id"
            case .priority: return "priority"
            }
        }
        return attribute.type.name.map { $0.hasPrefix("xs:") ? String($0.dropFirst(3)) : $0 }
    }

    private func documentation(of attribute: AttributeDeclaration) -> String? {
        var paragraphs: [String] = []
        if let text = attribute.documentation ?? layoutAttribute(named: attribute.name)?.summary {
            paragraphs.append(text)
        }
        let values = attribute.suggestedValues
        if !values.isEmpty {
            let shown = values.prefix(16).map { "`\($0)`" }.joined(separator: ", ")
            paragraphs.append("Values: " + shown + (values.count > 16 ? ", …" : "."))
        }
        if attribute.isRequired { paragraphs.append("Required.") }
        return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n")
    }

    /// The `layout:` attribute an attribute name denotes, if any.
    func layoutAttribute(named name: String) -> LayoutAttribute? {
        guard name.hasPrefix("layout:") else { return nil }
        return LayoutAttribute.named(String(name.dropFirst(7)))
    }
}
