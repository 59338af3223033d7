import XMLSyntax

/// Linked editing of a tag name: the start tag's name and its end tag's name change together.
public enum LinkedTagNames {
    /// What an edit may turn the names into and stay linked: an XML name (JavaScript syntax,
    /// as the protocol requires), so typing a space or `>` ends the linked edit.
    public static let wordPattern = "[A-Za-z_][-A-Za-z0-9_.:]*"

    /// The two name ranges, start tag first; nil off a tag name, for an element without an end
    /// tag, or while the two names differ (the client could not keep them equal).
    public static func ranges(at offset: Int, in tree: XMLSyntaxTree) -> [Range<Int>]? {
        guard case .elementName(let index, _) = tree.context(at: min(max(offset, 0), tree.utf8Count)) else { return nil }
        let element = tree.elements[index]
        guard let endTag = element.endTag, endTag.name.qualified == element.name.qualified else { return nil }
        return [element.name.range, endTag.name.range]
    }
}
