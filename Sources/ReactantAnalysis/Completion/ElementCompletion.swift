import SchemaModel

/// Element names and closing tags.
extension CompletionRequest {
    /// Content: after `<` the child elements allowed here and the enclosing element's end tag;
    /// after `</` that end tag. Plain text gets nothing (it may be attributed text).
    func contentItems(parent: Int?) -> [CompletionCandidate] {
        let here = offset..<offset
        if text(before: offset, is: "</") {
            return parent.map { [closingTag(for: $0, replacing: here, withSlash: false)] } ?? []
        }
        guard text(before: offset, is: "<") else { return [] }
        var items = elementNamesWithFields(under: parent, replacing: here)
        if let parent { items.append(closingTag(for: parent, replacing: here, withSlash: true)) }
        return items
    }

    /// The elements allowed under `parent`, after one bound to each Swift property of the
    /// component that no view binds yet (only with Swift files: it reads the model).
    func elementNamesWithFields(under parent: Int?, replacing range: Range<Int>) -> [CompletionCandidate] {
        let names = elementNames(under: parent, replacing: range)
        guard let parent, !workspace.swift.files.isEmpty else { return names }
        return boundElements(under: parent, allowed: Set(names.map(\.label)), replacing: range) + names
    }

    /// The elements the schema allows as children of `parent` (the roots at the top level).
    func elementNames(under parent: Int?, replacing range: Range<Int>) -> [CompletionCandidate] {
        let allowed: [ElementDeclaration]
        if let parent {
            guard let declaration = declaration(of: parent) else { return [] }
            allowed = declaration.children
        } else {
            allowed = schema.roots
        }
        return allowed.map { child in
            CompletionCandidate(
                label: child.name, kind: .element, documentation: child.documentation, replacementRange: range)
        }
    }

    /// In an end tag's name: the end tag of the innermost element still open where it starts.
    func closingTagInEndTag() -> [CompletionCandidate] {
        let start = nameStart(endingAt: offset)
        guard text(before: start, is: "</"), let open = openElement(at: start - 2) else { return [] }
        return [closingTag(for: open, replacing: start..<nameEnd(startingAt: offset), withSlash: false)]
    }

    /// `/Name>` after `<`, `Name>` after `</`; the `>` is left out when one already follows.
    func closingTag(for element: Int, replacing range: Range<Int>, withSlash: Bool) -> CompletionCandidate {
        let name = tree.elements[element].name.qualified
        var next = range.upperBound
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        let closed = next < bytes.count && bytes[next] == UInt8(ascii: ">")
        let body = (withSlash ? "/" : "") + name
        return CompletionCandidate(
            label: "/" + name, kind: .closingTag, detail: "end tag",
            documentation: "Closes the `<\(name)>` element.", replacementRange: range,
            insertText: body + (closed ? "" : ">"), filterText: body)
    }
}
