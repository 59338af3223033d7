import SchemaModel
import XMLSyntax

/// Attribute values: enumerations, Booleans, word lists, style and component references.
extension CompletionRequest {
    func attributeValues(of index: Int, attribute position: Int, decodedOffset: Int) -> [CompletionCandidate] {
        let element = tree.elements[index]
        let attribute = element.attributes[position]
        // Inside a reference such as `&#32;` nothing can be inserted.
        guard let value = attribute.value, value.decoded.documentOffset(forDecoded: decodedOffset) == offset else {
            return []
        }
        let name = attribute.name.qualified
        if let layout = layoutAttribute(named: name) {
            return layoutValues(of: index, attribute: layout, value: value, decodedOffset: decodedOffset)
        }
        if name == "field", element.parent != nil, !workspace.swift.files.isEmpty {
            return fieldValues(of: index, replacing: value.range)
        }
        guard let declaration = declaration(of: index)?.attribute(named: name) else { return [] }
        if let kind = ThemeItemKind(schemaTypeName: declaration.type.name) {
            return resourceValues(kind, suggested: declaration.suggestedValues, replacing: value.range, detail: declaration.type.name,
                                  documentation: ValueForms.form(of: declaration))
        }
        switch declaration.type.syntax {
        case .styleReferences:
            let range = word(in: value, at: decodedOffset, separator: 0x20)
            return styles(for: element, attribute: name, replacing: range)
        case .componentType:
            return componentTypes(forUse: element.parent != nil, replacing: value.range)
        case .rootViewExtension:
            let range = word(in: value, at: decodedOffset, separator: 0x20)
            return members(["top", "left", "bottom", "right", "all"], replacing: range)
        case .controlStateList:
            let range = word(in: value, at: decodedOffset, separator: UInt8(ascii: "|"))
            return members(["normal", "highlighted", "disabled", "selected", "focused"], replacing: range)
        case .lenientBool:
            return members(["true", "false"], replacing: value.range, documentation: ValueForms.form(of: declaration))
        default:
            return members(declaration.suggestedValues, replacing: value.range, detail: declaration.type.name,
                           documentation: ValueForms.form(of: declaration))
        }
    }

    /// `type=`: a use names any component, one a `.ui.xml` defines or a view class of the
    /// Swift files; a root names the Swift view class its generated extension extends.
    private func componentTypes(forUse: Bool, replacing range: Range<Int>) -> [CompletionCandidate] {
        let defined = forUse ? workspace.componentTypes.sorted() : []
        let swiftOnly = workspace.swiftViewClasses.filter { !defined.contains($0) }
        return defined.map { CompletionCandidate(label: $0, kind: .reference, detail: "component", replacementRange: range) }
            + swiftOnly.map { CompletionCandidate(label: $0, kind: .reference, detail: "Swift view class", replacementRange: range) }
    }

    /// A color, image or font: the schema's values (system colors, `:weight` forms), then the
    /// app's theme items of that kind (`theme.NAME`) and its catalog's images or colors.
    private func resourceValues(
        _ kind: ThemeItemKind, suggested: [String], replacing range: Range<Int>, detail: String?, documentation: String?
    ) -> [CompletionCandidate] {
        let builtIn: [String] = switch kind {
        case .color: ValueSyntax.systemColorNames
        case .font: ValueSyntax.fontWeights.map { ":\($0)" }
        case .image: []
        }
        var candidates = members(suggested + builtIn.filter { !suggested.contains($0) }, replacing: range, detail: detail, documentation: documentation)
        guard let resources = workspace.documentResources else { return candidates }
        if let description = resources.description {
            candidates += description.names(of: kind).map { name in
                let value = description.value(of: kind, named: name, in: description.defaultTheme)?.value
                return CompletionCandidate(label: ThemedValue.prefix + name, kind: .reference,
                                           detail: "theme \(kind.rawValue)" + (value.map { ": \($0)" } ?? ""), replacementRange: range)
            }
        }
        let catalog: [String] = switch kind {
        case .image: resources.imageNames
        case .color: resources.colorNames
        case .font: []
        }
        candidates += catalog.map { CompletionCandidate(label: $0, kind: .reference, detail: "asset catalog \(kind.rawValue)", replacementRange: range) }
        return candidates
    }

    /// `documentation`: the form of the type's values (`ValueForms`), as hover shows it.
    private func members(_ values: [String], replacing range: Range<Int>, detail: String? = nil, documentation: String? = nil) -> [CompletionCandidate] {
        values.map { CompletionCandidate(label: $0, kind: .enumMember, detail: detail, documentation: documentation, replacementRange: range) }
    }

    /// Styles for the element's kind: the document's own by name, the workspace's groups as
    /// `group:name`. `extend` on a style never offers the style itself.
    private func styles(for element: XMLElementSyntax, attribute: String, replacing range: Range<Int>) -> [CompletionCandidate] {
        let tag = element.name.qualified
        let isStyle = element.parent.map { ["styles", "styleGroup"].contains(tree.elements[$0].name.qualified) } ?? false
        let kind = isStyle ? ReactantVocabulary.styledTag(ofStyleTag: tag) : tag
        let ownName = isStyle ? element.attribute("name")?.value?.decoded.value : nil
        let local = document.styleSections.filter { !$0.isGroup }.flatMap(\.styles).compactMap { style in
            style.name.flatMap { $0.name.isEmpty ? nil : CompletionWorkspace.Style(name: $0.name, elementKind: style.kind.styledTag, group: nil) }
        }
        return (local + workspace.styles).compactMap { style in
            if let kind, let styleKind = style.elementKind, styleKind != kind { return nil }
            if style.group == nil, style.name == ownName { return nil }
            let styleTag = style.elementKind.map { $0 + "Style" } ?? "style"
            return CompletionCandidate(
                label: style.reference, kind: .reference,
                detail: style.group.map { "\(styleTag) in \($0)" } ?? styleTag,
                replacementRange: range)
        }
    }

    /// The document range of the word around the decoded cursor, words being separated by
    /// `separator` and by white space (a space once decoded).
    private func word(in value: XMLAttributeValueSyntax, at decodedOffset: Int, separator: UInt8) -> Range<Int> {
        let decoded = Array(value.decoded.value.utf8)
        let cursor = min(max(decodedOffset, 0), decoded.count)
        let separates: (UInt8) -> Bool = { $0 == separator || $0 == 0x20 }
        var start = cursor
        while start > 0, !separates(decoded[start - 1]) { start -= 1 }
        var end = cursor
        while end < decoded.count, !separates(decoded[end]) { end += 1 }
        return value.decoded.documentRange(forDecoded: start..<end)
    }
}
