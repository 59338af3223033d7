/// What one view style does when the generated code applies it, as other files need it
/// without this file's text: the styles it extends, in order, then its own properties.
public struct StyleDefinition: Hashable, Sendable {
    /// A style named by `extend`, without its position in the text.
    public enum Name: Hashable, Sendable {
        /// A style of the same file (or of the same group in a `.styles.xml`).
        case local(String)
        case global(group: String, style: String)
        /// No style: the generator fails.
        case malformed
    }

    public let extends: [Name]
    /// Property name → value as written (decoded).
    public let properties: [String: String]

    public init(extends: [Name], properties: [String: String]) {
        self.extends = extends
        self.properties = properties
    }

    package init(_ declaration: StyleDeclaration) {
        self.init(extends: declaration.extends.map { Name($0.target) }, properties: declaration.properties)
    }
}

extension StyleDefinition.Name {
    package init(_ target: StyleReference.Target) {
        switch target {
        case .local(let name): self = .local(name.name)
        case .global(let group, let style): self = .global(group: group.name, style: style.name)
        case .malformed: self = .malformed
        }
    }
}
