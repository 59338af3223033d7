/// An attribute an element may carry: its name as written in a document, its type and its help.
public struct AttributeDeclaration: Sendable {
    /// The name as written, prefix included: `text`, `layer.cornerRadius`, `layout:leading`,
    /// `tools:exampleCount`; for a control-state variant the name the query used.
    public var name: String
    public var type: SimpleType
    public var isRequired: Bool
    public var defaultValue: String?
    public var documentation: String?
    /// For a control-state variant such as `titleColor.highlighted.selected`: the states named.
    public var controlStates: [String]
    /// Words of a control-state variant that are no state: the generator drops them silently.
    public var ignoredStateWords: [String]

    /// Checks a value of this attribute.
    public func validate(_ value: String) -> ValueVerdict {
        type.validate(value)
    }

    /// The values completion offers for this attribute.
    public var suggestedValues: [String] { type.enumeration }
}
