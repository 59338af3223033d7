import SchemaModel

/// The three kinds of themed resource an application description declares, each in its own
/// section, and the schema value types that read `theme.NAME` as one of them.
public enum ThemeItemKind: String, CaseIterable, Hashable, Sendable {
    case color, image, font

    /// The section of `<Application>` that declares items of this kind.
    public var sectionName: String {
        switch self {
        case .color: "Colors"
        case .image: "Images"
        case .font: "Fonts"
        }
    }

    /// The property of the generated `ApplicationTheme` that holds these items.
    public var generatedMember: String {
        switch self {
        case .color: "colors"
        case .image: "images"
        case .font: "fonts"
        }
    }

    /// How a value of this kind is checked; images are any name.
    public var valueSyntax: ValueSyntax? {
        switch self {
        case .color: .color
        case .image: nil
        case .font: .font
        }
    }

    /// The kind a schema value type reads `theme.NAME` as (`Color`, `Image`, `Font`).
    public init?(schemaTypeName: String?) {
        switch schemaTypeName {
        case "Color": self = .color
        case "Image": self = .image
        case "Font": self = .font
        default: return nil
        }
    }

    public init?(sectionName: String) {
        guard let kind = Self.allCases.first(where: { $0.sectionName == sectionName }) else { return nil }
        self = kind
    }
}

/// One item of an application description: `name="value"` in a theme's (or `<shared>`'s)
/// element of a section.
public struct ThemeItem: Hashable, Sendable {
    public let kind: ThemeItemKind
    public let name: String
    /// The theme the item is declared for; nil for `<shared>`.
    public let theme: String?
    public let value: String
    /// UTF-8 offsets into the description's text.
    public let nameRange: Range<Int>
    public let valueRange: Range<Int>

    public init(kind: ThemeItemKind, name: String, theme: String?, value: String, nameRange: Range<Int>, valueRange: Range<Int>) {
        self.kind = kind
        self.name = name
        self.theme = theme
        self.value = value
        self.nameRange = nameRange
        self.valueRange = valueRange
    }
}

/// `theme.NAME`: the name the generator reads after the prefix (`themedValueName`).
public enum ThemedValue {
    public static let prefix = "theme."

    public static func name(in value: String) -> String? {
        value.hasPrefix(prefix) ? String(value.dropFirst(prefix.count)) : nil
    }
}
