import SchemaModel
import Support
import XMLSyntax

/// An application description (the generator's `--description` file): `<Application>` with
/// `<Themes default=…>` and the `<Colors>`, `<Images>` and `<Fonts>` sections, each holding a
/// `<shared>` element and one element per theme whose attributes are the items. Read from the
/// project's tolerant tree (libxml2 judges well-formedness, with no network and no entities),
/// as the generator reads it, with its own diagnostics (`theme.*`, and the tree's `xml.*`).
public struct ApplicationDescription: Sendable {
    /// The generator's theme when `<Themes>` is absent.
    public static let implicitTheme = "none"
    public static let rootName = "Application"

    public let path: String
    public let text: String
    /// Whether the root element is `<Application>`; when it is not, the generator generates nothing.
    public let isApplication: Bool
    /// The declared themes in order, with the range of each name (empty ranges for the implicit one).
    public let themes: [(name: String, range: Range<Int>)]
    public let defaultTheme: String
    public let items: [ThemeItem]
    public let diagnostics: [Diagnostic]

    public var themeNames: [String] { themes.map(\.name) }

    /// The declarations of `name` of `kind`, shared first, in document order.
    public func declarations(of kind: ThemeItemKind, named name: String) -> [ThemeItem] {
        items.filter { $0.kind == kind && $0.name == name }
    }

    /// Every item name of `kind` the generated `ApplicationTheme` has, sorted.
    public func names(of kind: ThemeItemKind) -> [String] {
        Array(Set(items.lazy.filter { $0.kind == kind }.map(\.name))).sorted()
    }

    public func has(_ kind: ThemeItemKind, named name: String) -> Bool {
        items.contains { $0.kind == kind && $0.name == name }
    }

    /// The item's value in `theme` as the generator looks it up: the theme's own, else `<shared>`'s.
    public func value(of kind: ThemeItemKind, named name: String, in theme: String) -> ThemeItem? {
        let found = declarations(of: kind, named: name)
        return found.last { $0.theme == theme } ?? found.last { $0.theme == nil }
    }

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        let syntax = XMLDocumentSyntax(text: text)
        var reader = Reader(tree: syntax.tree)
        reader.read()
        isApplication = reader.isApplication
        themes = reader.themes
        defaultTheme = reader.defaultTheme
        items = reader.items
        diagnostics = syntax.diagnostics + reader.diagnostics.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether `text` looks like an application description: its root element is `<Application>`.
    public static func looksLikeDescription(_ text: some StringProtocol) -> Bool {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("?") || rest.hasPrefix("!") { continue }
            return rest.hasPrefix(rootName) && rest.dropFirst(rootName.count).first.map { $0 == ">" || $0 == "/" || $0.isWhitespace } == true
        }
        return false
    }

    /// Whether the generated Swift can name `name` (a theme's `case`, an item's `var`).
    static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}

extension ApplicationDescription {
    /// One read of the tree, as `ApplicationDescription(node:)` and the generator's theme output
    /// read it.
    private struct Reader {
        let tree: XMLSyntaxTree
        var isApplication = false
        var themes: [(name: String, range: Range<Int>)] = [(ApplicationDescription.implicitTheme, 0..<0)]
        var defaultTheme = ApplicationDescription.implicitTheme
        var items: [ThemeItem] = []
        var diagnostics: [Diagnostic] = []

        init(tree: XMLSyntaxTree) { self.tree = tree }

        mutating func read() {
            guard let root = tree.root, !root.name.qualified.isEmpty else { return }
            guard root.name.qualified == ApplicationDescription.rootName else {
                diagnostics.append(Diagnostic(resource: .notApplication,
                    "The root element must be <\(ApplicationDescription.rootName)>, not <\(root.name.qualified)>: the generator generates nothing from this description",
                    range: root.name.range))
                return
            }
            isApplication = true
            let children = tree.children(of: root)
            var seen: [String: Range<Int>] = [:]
            for child in children {
                let tag = child.name.qualified
                guard !tag.isEmpty else { continue }
                let known = ["Themes"] + ThemeItemKind.allCases.map(\.sectionName)
                guard known.contains(tag) else {
                    let suggestion = DidYouMean.nearestIgnoringCase(to: tag, among: known)
                    diagnostics.append(Diagnostic(resource: .unknownSection,
                        "<\(tag)> is not a section of an application description; the generator ignores it" + DidYouMean.clause(suggestion),
                        range: child.name.range,
                        fixes: suggestion.map { SchemaRename.fixes(of: child, to: $0) } ?? []))
                    continue
                }
                if let first = seen[tag] {
                    diagnostics.append(Diagnostic(resource: .duplicateSection,
                        "<\(ApplicationDescription.rootName)> may hold only one <\(tag)>; the generator fails on the second",
                        range: child.name.range, related: [.init(range: first, message: "The first <\(tag)> is here")]))
                    continue
                }
                seen[tag] = child.name.range
            }
            if let themesElement = children.first(where: { $0.name.qualified == "Themes" }) { readThemes(themesElement) }
            for child in children {
                guard let kind = ThemeItemKind(sectionName: child.name.qualified),
                      children.first(where: { $0.name.qualified == child.name.qualified })?.index == child.index else { continue }
                readSection(child, kind: kind)
            }
            checkCompleteness()
        }

        private mutating func readThemes(_ element: XMLElementSyntax) {
            let declared = tree.children(of: element).filter { !$0.name.qualified.isEmpty }
            guard let first = declared.first else {
                diagnostics.append(Diagnostic(resource: .noThemes,
                    "<Themes> declares no theme: add at least one theme as a child element (<day/>); the generator fails",
                    range: element.name.range))
                return
            }
            themes = declared.map { ($0.name.qualified, $0.name.range) }
            for theme in declared where !ApplicationDescription.isSwiftIdentifier(theme.name.qualified) {
                diagnostics.append(Diagnostic(resource: .invalidName,
                    "The theme name `\(theme.name.qualified)` is not a Swift identifier: the generated `ApplicationTheme` case does not compile",
                    range: theme.name.range))
            }
            defaultTheme = first.name.qualified
            if let attribute = element.attribute("default"), let value = attribute.value {
                let name = value.decoded.value
                defaultTheme = name
                if !themes.contains(where: { $0.name == name }) {
                    let names = themes.map(\.name)
                    let suggestion = DidYouMean.nearestIgnoringCase(to: name, among: names)
                    diagnostics.append(Diagnostic(resource: .undeclaredDefault,
                        "The default theme `\(name)` is not declared in <Themes> (declared: \(names.joined(separator: ", "))); the generator fails"
                            + DidYouMean.clause(suggestion),
                        range: value.range,
                        fixes: suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: value.range, replacement: $0)] } ?? []))
                }
            }
        }

        private mutating func readSection(_ section: XMLElementSyntax, kind: ThemeItemKind) {
            let declared = Set(themes.map(\.name))
            for element in tree.children(of: section) {
                let tag = element.name.qualified
                guard !tag.isEmpty else { continue }
                let theme: String? = tag == "shared" ? nil : tag
                if let theme, !declared.contains(theme) {
                    let suggestion = DidYouMean.nearestIgnoringCase(to: theme, among: declared.sorted() + ["shared"])
                    diagnostics.append(Diagnostic(resource: .undeclaredTheme,
                        "`\(theme)` is not a theme declared in <Themes> (declared: \(themes.map(\.name).joined(separator: ", "))): the generator never uses these values"
                            + DidYouMean.clause(suggestion),
                        range: element.name.range,
                        fixes: suggestion.map { SchemaRename.fixes(of: element, to: $0) } ?? []))
                }
                for attribute in element.attributes {
                    let name = attribute.name.qualified
                    guard !name.isEmpty, let value = attribute.value else { continue }
                    let text = value.decoded.value
                    items.append(ThemeItem(kind: kind, name: name, theme: theme, value: text,
                                           nameRange: attribute.name.range, valueRange: value.range))
                    if !ApplicationDescription.isSwiftIdentifier(name) {
                        diagnostics.append(Diagnostic(resource: .invalidName,
                            "The item name `\(name)` is not a Swift identifier: the generated `ApplicationTheme.\(kind.sectionName)` property does not compile",
                            range: attribute.name.range))
                    }
                    checkValue(value, kind: kind)
                }
            }
        }

        private mutating func checkValue(_ value: XMLAttributeValueSyntax, kind: ThemeItemKind) {
            let text = value.decoded.value
            let verdict: ValueVerdict
            if let syntax = kind.valueSyntax {
                verdict = syntax.validate(text)
            } else {
                verdict = text.isEmpty ? .questionable(ValueProblem("An empty image name: the image is nil at run time.")) : .valid
            }
            let code: ResourceCode
            let problem: ValueProblem
            switch verdict {
            case .valid: return
            case .questionable(let found): (code, problem) = (.questionableValue, found)
            case .invalid(let found): (code, problem) = (.invalidValue, found)
            }
            let range = problem.range.map { value.decoded.documentRange(forDecoded: $0) } ?? value.range
            let consequence = code == .invalidValue ? " The generator fails." : ""
            diagnostics.append(Diagnostic(resource: code, problem.message + consequence, range: range,
                fixes: problem.suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: value.range, replacement: $0)] } ?? []))
        }

        /// The generator writes, for every item name of a section, one case per declared
        /// theme; an item that neither `<shared>` nor a theme gives a value makes it fail.
        private mutating func checkCompleteness() {
            let declared = themes.map(\.name)
            for kind in ThemeItemKind.allCases {
                let ofKind = items.filter { $0.kind == kind }
                var order: [String] = []
                var byName: [String: [ThemeItem]] = [:]
                for item in ofKind {
                    if byName[item.name] == nil { order.append(item.name) }
                    byName[item.name, default: []].append(item)
                }
                for name in order {
                    let found = byName[name]!
                    if found.contains(where: { $0.theme == nil }) { continue }
                    let missing = declared.filter { theme in !found.contains { $0.theme == theme } }
                    guard !missing.isEmpty else { continue }
                    let list = missing.map { "`\($0)`" }.joined(separator: ", ")
                    for item in found {
                        diagnostics.append(Diagnostic(resource: .incompleteItem,
                            "The \(kind.rawValue) `\(name)` has no value for the theme\(missing.count == 1 ? "" : "s") \(list) and none in <shared>: the generator fails (it writes a value for every theme)",
                            range: item.nameRange,
                            related: found.filter { $0 != item }.map { .init(range: $0.nameRange, message: "`\(name)` is also declared here") }))
                    }
                }
            }
        }
    }
}

/// Renaming an element in its start and end tags.
enum SchemaRename {
    static func fixes(of element: XMLElementSyntax, to name: String) -> [Diagnostic.Fix] {
        SchemaCheckWalk.renameFixes(of: element, to: name)
    }
}
