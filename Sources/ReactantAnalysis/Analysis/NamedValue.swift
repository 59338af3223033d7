import XMLSyntax

/// A name given in an attribute value (`field="title"`, `type="Cell"`, a piece of a style
/// reference): the text as the generator reads it, and where it is written.
public struct NamedValue: Hashable, Sendable {
    public let name: String
    /// UTF-8 range in the document (inside the quotes).
    public let range: Range<Int>

    public init(name: String, range: Range<Int>) {
        self.name = name
        self.range = range
    }

    /// The whole value of an attribute that has one.
    init?(_ attribute: XMLAttributeSyntax?) {
        guard let value = attribute?.value else { return nil }
        self.init(name: value.decoded.value, range: value.range)
    }
}
