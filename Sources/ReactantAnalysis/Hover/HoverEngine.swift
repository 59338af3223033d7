import ConstraintGrammar
import SchemaModel
import XMLSyntax

/// What hover shows: Markdown about the thing under the cursor, and that thing's range.
public struct HoverContent: Hashable, Sendable {
    public var markdown: String
    /// UTF-8 range in the document.
    public let range: Range<Int>
}

/// Hover for `.ui.xml` and `.styles.xml`: element and attribute documentation from the
/// schema, `layout:` attributes and constraints explained from the constraint grammar, and
/// the declarations behind names. Pure and protocol-free: the server adapts the result.
public enum HoverEngine {
    public static func hover(
        at offset: Int, in document: NavigationDocument, schema: Schema, workspace: WorkspaceIndex = WorkspaceIndex()
    ) -> HoverContent? {
        let request = HoverRequestContext(document: document, schema: schema, workspace: workspace)
        let offset = min(max(offset, 0), document.tree.utf8Count)
        switch document.tree.context(at: offset) {
        case .elementName(let element, _):
            return request.element(element)
        case .attributeName(let element, let attribute):
            return request.attributeName(element: element, attribute: attribute)
        case .attributeValue(let element, let attribute, let decodedOffset):
            return request.attributeValue(element: element, attribute: attribute, offset: offset, decodedOffset: decodedOffset)
        case .betweenAttributes, .endTag, .content, .markup:
            return nil
        }
    }
}

struct HoverRequestContext {
    let document: NavigationDocument
    let schema: Schema
    let workspace: WorkspaceIndex

    var tree: XMLSyntaxTree { document.tree }

    // MARK: Elements

    func element(_ index: Int) -> HoverContent? {
        let element = tree.elements[index]
        var paragraphs = ["**`<\(element.name.qualified)>`**"]
        if let documentation = declaration(of: index)?.documentation { paragraphs.append(documentation) }
        if let view = document.document.view(forElement: index) {
            if let field = view.field {
                paragraphs.append("Field `\(field.name)` has the Swift type `\(view.runtimeType)`.")
            } else {
                paragraphs.append("A `field` on this view must have the Swift type `\(view.runtimeType)`.")
            }
        }
        guard paragraphs.count > 1 else { return nil }
        return HoverContent(markdown: paragraphs.joined(separator: "\n\n"), range: element.name.range)
    }

    /// The schema's declaration for an element, found from the root down (a tag means
    /// different things in different places).
    func declaration(of index: Int) -> ElementDeclaration? {
        var path: [Int] = []
        var current: Int? = index
        while let element = current {
            path.append(element)
            current = tree.elements[element].parent
        }
        guard let top = path.popLast(), var declaration = schema.root(named: tree.elements[top].name.qualified) else { return nil }
        while let next = path.popLast() {
            guard let child = declaration.child(named: tree.elements[next].name.qualified) else { return nil }
            declaration = child
        }
        return declaration
    }

    // MARK: Attributes

    func attributeName(element: Int, attribute: Int) -> HoverContent? {
        let syntax = tree.elements[element].attributes[attribute]
        let markdown = attributeDocumentation(name: syntax.name.qualified, element: element)
        return markdown.map { HoverContent(markdown: $0, range: syntax.name.range) }
    }

    func attributeDocumentation(name: String, element: Int) -> String? {
        var paragraphs = ["**`\(name)`**"]
        if name.hasPrefix("layout:"), let layout = LayoutAttribute.named(String(name.dropFirst(7))) {
            paragraphs.append(layout.summary)
            let parts = layout.parts
            if parts.count > 1 || parts.first.map({ $0.name != $0.anchor.rawValue || $0.defaultTargetAnchor != $0.anchor }) == true {
                paragraphs.append("Makes one constraint per part: " + parts.map { part in
                    "`\(part.name)` (`\(part.anchor.rawValue)` to the target's `\(part.defaultTargetAnchor.rawValue)`)"
                }.joined(separator: ", ") + ".")
            }
        }
        if let declaration = declaration(of: element)?.attribute(named: name) {
            if let documentation = declaration.documentation, !paragraphs.contains(documentation) { paragraphs.append(documentation) }
            var facts: [String] = []
            if let type = declaration.type.name { facts.append("Type: `\(type.hasPrefix("xs:") ? String(type.dropFirst(3)) : type)`.") }
            if declaration.isRequired { facts.append("Required.") }
            if let value = declaration.defaultValue { facts.append("Default: `\(value)`.") }
            let values = declaration.suggestedValues
            if !values.isEmpty {
                facts.append("Values: " + values.prefix(24).map { "`\($0)`" }.joined(separator: ", ") + (values.count > 24 ? ", …" : "."))
            }
            if !facts.isEmpty { paragraphs.append(facts.joined(separator: " ")) }
        }
        return paragraphs.count > 1 ? paragraphs.joined(separator: "\n\n") : nil
    }

    // MARK: Values

    func attributeValue(element: Int, attribute: Int, offset: Int, decodedOffset: Int) -> HoverContent? {
        let syntax = tree.elements[element].attributes[attribute]
        // The value's analysis is the document's, made once per version, not made again here.
        if let layout = document.layoutValue(element: element, attributeIndex: attribute) {
            return layoutValue(layout, decodedOffset: decodedOffset)
        }
        if let occurrence = document.occurrence(at: offset) {
            return HoverContent(markdown: describe(occurrence.symbol), range: occurrence.range)
        }
        if let value = syntax.value, let themed = themedValue(value, attributeName: syntax.name.qualified, element: element) {
            return themed
        }
        if let value = syntax.value, let image = catalogImage(value, attributeName: syntax.name.qualified, element: element) {
            return image
        }
        guard let value = syntax.value, var markdown = attributeDocumentation(name: syntax.name.qualified, element: element) else { return nil }
        if let attribute = declaration(of: element)?.attribute(named: syntax.name.qualified) {
            // The form of the type's values, as completion documents them, then this value's reading.
            if let form = ValueForms.form(of: attribute), !markdown.contains(form) { markdown += "\n\n" + form }
            if let reading = ValueForms.reading(value.decoded.value, as: attribute) { markdown += "\n\n" + reading }
        }
        return HoverContent(markdown: markdown, range: value.range)
    }

    /// `theme.NAME`: what the item is in each theme of the document's application description
    /// (the theme's own value, else `<shared>`'s, as the generated `ApplicationTheme` reads it).
    func themedValue(_ value: XMLAttributeValueSyntax, attributeName: String, element: Int) -> HoverContent? {
        let text = value.decoded.value
        guard text.hasPrefix("theme."),
              let kind = ThemeItemKind(schemaTypeName: declaration(of: element)?.attribute(named: attributeName)?.type.name),
              let description = workspace.resources.resources(forDocumentAt: document.path)?.description else { return nil }
        let name = String(text.dropFirst("theme.".count))
        let values = description.themeNames.compactMap { theme in
            description.value(of: kind, named: name, in: theme).map {
                "- \(theme)\(theme == description.defaultTheme ? " (default)" : ""): `\($0.value)`"
            }
        }
        guard !values.isEmpty else { return nil }
        return HoverContent(
            markdown: "**`theme.\(name)`**: a \(kind.rawValue) of the application's themes\n\n" + values.joined(separator: "\n")
                + "\n\nFrom `\(description.path)`.",
            range: value.range)
    }

    /// An image value the document's app has in an asset catalog: which image set serves it,
    /// and its size in points (what the layout takes as the view's intrinsic size).
    func catalogImage(_ value: XMLAttributeValueSyntax, attributeName: String, element: Int) -> HoverContent? {
        guard declaration(of: element)?.attribute(named: attributeName)?.type.name == "Image",
              let resources = workspace.resources.resources(forDocumentAt: document.path),
              let image = resources.image(named: value.decoded.value) else { return nil }
        let size = image.size.map { " — \(Self.points($0.width)) × \(Self.points($0.height)) pt" } ?? ""
        return HoverContent(markdown: "**Image `\(value.decoded.value)`**\(size)\n\nFrom `\(image.path)`.", range: value.range)
    }

    private static func points(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }

    func layoutValue(_ layout: LayoutValue, decodedOffset: Int) -> HoverContent? {
        switch layout.analysis.syntax {
        case .layoutID(let token):
            guard let token else { return nil }
            let symbol = NavigationSymbol.target(.layoutID, name: token.text, scope: document.scope(ofUseOn: layout.element))
            return HoverContent(markdown: describe(symbol), range: layout.documentRange(token.range))
        case .priority(let text, let value):
            let markdown = value.map { "**Priority \(ConstraintExplanation.priority($0))**: \(layout.analysis.attribute.summary)" }
                ?? "**`\(text)`** is no priority: write `required`, `high`, `medium`, `low` or a number."
            return HoverContent(markdown: markdown, range: layout.value.range)
        case .constraints(let list):
            guard let index = list.constraints.firstIndex(where: {
                $0.range.lowerBound <= decodedOffset && decodedOffset <= $0.range.upperBound
            }) else { return nil }
            let constraint = list.constraints[index]
            var paragraphs: [String] = []
            var range = constraint.range
            if let help = LayoutTokenHelp.at(decodedOffset, in: constraint) {
                paragraphs.append(help.markdown { kind, name in
                    describeTarget(kind, name: name, scope: document.scope(ofUseOn: layout.element))
                })
                range = help.range
            }
            let resolved = layout.analysis.constraints.filter { $0.constraintIndex == index }
            let view = viewName(of: layout.element)
            if !resolved.isEmpty {
                paragraphs.append(resolved.map { "- " + ConstraintExplanation.equation($0, view: view) }.joined(separator: "\n"))
                paragraphs.append(resolved.map { ConstraintExplanation.sentence($0, view: view) }.joined(separator: " "))
            } else if constraint.hasError {
                paragraphs.append("This constraint has errors; the generator rejects it.")
            }
            guard !paragraphs.isEmpty else { return nil }
            return HoverContent(markdown: paragraphs.joined(separator: "\n\n"), range: layout.documentRange(range))
        }
    }

    /// How explanations name the constrained view: its field, else its layout id, else its tag.
    func viewName(of element: Int) -> String {
        let syntax = tree.elements[element]
        if let field = syntax.attribute("field")?.value?.decoded.value, !field.isEmpty { return field }
        if let id = syntax.attribute("layout:id")?.value?.decoded.value, !id.isEmpty { return "id:\(id)" }
        return syntax.name.qualified
    }

    // MARK: Symbols

    func describe(_ symbol: NavigationSymbol) -> String {
        switch symbol {
        case .target(let kind, let name, let scope):
            return describeTarget(kind, name: name, scope: scope)
        case .localStyle(let name):
            let declared = document.document.styles.filter { $0.name?.name == name }
            guard let style = declared.first else { return "**Style `\(name)`**: not declared in this file." }
            var text = "**Style `\(name)`** (`<\(style.tag)>`), declared in this file."
            if !style.extends.isEmpty { text += " Extends " + style.extends.map { "`\($0.text)`" }.joined(separator: ", ") + "." }
            return text
        case .globalStyle(let group, let style):
            let groups = workspace.styleGroups(named: group)
            guard let found = groups.first(where: { $0.group.styles[style] != nil }) else {
                return "**Style `\(group):\(style)`**: no `.styles.xml` in the workspace declares it."
            }
            return "**Style `\(style)`** of group `\(group)`, declared in `\(found.path)`."
        case .styleGroup(let group):
            let paths = workspace.styleGroups(named: group).map { "`\($0.path)`" }
            return "**Style group `\(group)`**" + (paths.isEmpty ? ": no `.styles.xml` in the workspace declares it." : ", declared in \(paths.joined(separator: ", ")).")
        case .componentType(let name):
            let own = document.document.scopes.contains { $0.typeName == name }
            let elsewhere = workspace.componentDeclarations(named: name).filter { $0.path != document.path }.map { "`\($0.path)`" }
            var places = own ? ["this file"] : []
            places += elsewhere
            return "**Component `\(name)`**" + (places.isEmpty
                ? ": no `.ui.xml` in the workspace defines it; it must be written in Swift."
                : ", defined in \(places.joined(separator: ", ")).")
        }
    }

    func describeTarget(_ kind: TargetDeclaration.Kind, name: String, scope: Int?) -> String {
        let label = kind == .field ? "`\(name)`" : "`id:\(name)`"
        let declarations = document.declarations(of: kind, named: name, scope: scope)
        guard let declaration = declarations.first else {
            return "**\(label)**: no view of this component declares " + (kind == .field ? "`field=\"\(name)\"`." : "`layout:id=\"\(name)\"`.")
        }
        let element = tree.elements[declaration.element]
        let attribute = kind == .field ? "field" : "layout:id"
        let type = document.document.view(forElement: declaration.element)?.runtimeType
        let symbol = NavigationSymbol.target(kind, name: name, scope: declaration.scope)
        let uses = document.occurrences.filter { !$0.isDeclaration && $0.symbol == symbol }.count
        var text = "**\(label)**: the `<\(element.name.qualified)>` declared with `\(attribute)=\"\(name)\"`"
        if let type { text += " (`\(type)`)" }
        text += ". " + (uses == 1 ? "1 constraint targets it." : "\(uses) constraints target it.")
        if kind == .field, let bound = BoundProperty(field: name, scope: declaration.scope, in: document.document, swift: workspace.swift) {
            text += "\n\n" + SwiftFieldHover.markdown(bound)
        }
        return text
    }
}
