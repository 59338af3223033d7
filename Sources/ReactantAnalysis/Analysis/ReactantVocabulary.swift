/// The fixed names of Reactant UI that give a document its structure (as the generator reads
/// them: literal, case-sensitive, `layout:` and `tools:` being plain prefixes).
public enum ReactantVocabulary {
    /// Root of a `.ui.xml` file, and the tag of inline definitions and references.
    public static let component = "Component"
    /// Root of a `.styles.xml` file.
    public static let styleGroup = "styleGroup"
    public static let styles = "styles"
    public static let templates = "templates"
    /// The one style tag that is not `<Tag>Style`.
    public static let attributedTextStyle = "attributedTextStyle"
    /// Default names of unnamed sections (the Swift name of the generated namespace).
    public static let defaultStylesName = "Styles"
    public static let defaultTemplatesName = "Templates"

    /// The tag a style tag styles: `Label` for `LabelStyle`, `attributedText` for
    /// `attributedTextStyle`; `nil` for a tag that is no style.
    public static func styledTag(ofStyleTag tag: String) -> String? {
        guard tag.hasSuffix("Style"), tag.count > 5 else { return nil }
        return String(tag.dropLast(5))
    }

    /// Views whose child elements are views of their own.
    public static let containers: Set<String> = ["Container", "ScrollView", "StackView", "VisualEffectView"]

    /// Child elements of a non-container that carry attributed text (and may name a style):
    /// the generator's element properties, namespaced ones included (a button's title label,
    /// a table view's empty label).
    public static let attributedTextChildren: Set<String> = [
        "attributedText", "attributedTitle", "titleLabel.attributedText", "emptyLabel.attributedText",
    ]

    /// The Reactant table views and the component-typed slots each one has (an attribute, and
    /// optionally a child of the same name with an inline definition).
    public static let tableViewSlots: [String: [String]] = [
        "PlainTableView": ["cell"],
        "HeaderTableView": ["cell", "header"],
        "FooterTableView": ["cell", "footer"],
        "SimpleTableView": ["cell", "header", "footer"],
        "SimulatedSeparatorTableView": ["cell"],
    ]

    /// Component type names the generator refuses (Swift keywords and its own base types).
    public static let forbiddenComponentTypes: Set<String> = [
        "RootView", "UIView", "UIViewController", "self", "switch", "if", "else", "guard",
        "func", "class", "ViewBase", "ControllerBase", "for",
    ]

    /// Swift's reserved words: a component type of one of these names is written into
    /// `extension struct: ReactantUI`, which does not compile.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// `[A-Za-z_][A-Za-z0-9_]*`: what the generated Swift can name a type, style or field.
    public static func isSwiftIdentifier(_ name: String) -> Bool {
        func isHead(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") }
        guard let first = name.utf8.first, isHead(first) else { return false }
        return name.utf8.allSatisfy { isHead($0) || (0x30...0x39).contains($0) }
    }

    /// The generator's lenient Boolean (`rootView`, `anonymous`): a leading y, t or 1-9 means true.
    public static func readsAsTrue(_ value: String?) -> Bool {
        guard let first = value?.unicodeScalars.first else { return false }
        return "yYtT123456789".unicodeScalars.contains(first)
    }

    /// The Swift type a view's `field` property must have; `componentType` for `Component`.
    public static func runtimeType(ofTag tag: String, componentType: String?) -> String {
        switch tag {
        case "Component": componentType ?? "UIView"
        case "Container": "ContainerView"
        case "TextField": "Reactant.TextField"
        case "ActivityIndicator": "UIActivityIndicatorView"
        case "WebView": "WKWebView"
        case "MapView": "MKMapView"
        case "PlainTableView", "SimulatedSeparatorTableView": "\(tag)<Cell>"
        case "HeaderTableView": "HeaderTableView<Header, Cell>"
        case "FooterTableView": "FooterTableView<Footer, Cell>"
        case "SimpleTableView": "SimpleTableView<Header, Cell, Footer>"
        default: "UI\(tag)"
        }
    }
}
