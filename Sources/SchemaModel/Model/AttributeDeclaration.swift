/// An attribute an element may carry: its name as written in a document, its type and its help.
///
/// A value type over shared, immutable storage: the analysis looks up a declaration for every
/// attribute of every document, and copying one reference is cheaper than copying its fields.
public struct AttributeDeclaration: Sendable {
    private final class Fields: Sendable {
        let name: String
        let type: SimpleType
        let isRequired: Bool
        let defaultValue: String?
        let documentation: String?
        let controlStates: [String]
        let ignoredStateWords: [String]

        init(name: String, type: SimpleType, isRequired: Bool, defaultValue: String?, documentation: String?,
             controlStates: [String], ignoredStateWords: [String]) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
            self.defaultValue = defaultValue
            self.documentation = documentation
            self.controlStates = controlStates
            self.ignoredStateWords = ignoredStateWords
        }
    }

    private let fields: Fields

    init(name: String, type: SimpleType, isRequired: Bool, defaultValue: String?, documentation: String?,
         controlStates: [String], ignoredStateWords: [String]) {
        fields = Fields(
            name: name, type: type, isRequired: isRequired, defaultValue: defaultValue, documentation: documentation,
            controlStates: controlStates, ignoredStateWords: ignoredStateWords)
    }

    /// The name as written, prefix included: `text`, `layer.cornerRadius`, `layout:leading`,
    /// `tools:exampleCount`; for a control-state variant the name the query used.
    public var name: String { fields.name }
    public var type: SimpleType { fields.type }
    public var isRequired: Bool { fields.isRequired }
    public var defaultValue: String? { fields.defaultValue }
    public var documentation: String? { fields.documentation }
    /// For a control-state variant such as `titleColor.highlighted.selected`: the states named.
    public var controlStates: [String] { fields.controlStates }
    /// Words of a control-state variant that are no state: the generator drops them silently.
    public var ignoredStateWords: [String] { fields.ignoredStateWords }

    /// This declaration read under another name: a control-state variant with its own states.
    func variant(named name: String, controlStates: [String], ignoredStateWords: [String], documentation: String?) -> AttributeDeclaration {
        AttributeDeclaration(
            name: name, type: type, isRequired: isRequired, defaultValue: defaultValue, documentation: documentation,
            controlStates: controlStates, ignoredStateWords: ignoredStateWords)
    }

    /// Checks a value of this attribute.
    public func validate(_ value: String) -> ValueVerdict {
        type.validate(value)
    }

    /// The values completion offers for this attribute.
    public var suggestedValues: [String] { type.enumeration }
}
