import Foundation
import XMLSyntax

extension ReactantDocument {
    /// Reads the Reactant UI structure from `tree`; `path` (a file path or URI) decides the
    /// kind of file and the root component's default type name.
    public init(tree: XMLSyntaxTree, path: String) {
        var builder = Builder(tree: tree)
        let baseName = DocumentPath.baseName(of: path)
        let kind = DocumentPath.kind(of: path, rootTag: tree.root?.name.qualified)
        if let root = tree.root {
            switch kind {
            case .component: builder.readComponentRoot(root, baseName: baseName)
            case .styleGroup: builder.readStyleSection(root, isGroup: true)
            case .unrecognised: break
            }
        }
        for index in builder.scopes.indices { builder.scopes[index].indexDeclarationsByName() }
        self.kind = kind
        self.baseName = baseName
        self.scopes = builder.scopes
        self.views = builder.views
        self.styleSections = builder.styleSections
        self.templateSections = builder.templateSections
        self.styleReferences = builder.styleReferences.sorted { $0.range.lowerBound < $1.range.lowerBound }
        self.componentReferences = builder.componentReferences.sorted { $0.type.range.lowerBound < $1.type.range.lowerBound }
        self.viewIndexByElement = Dictionary(uniqueKeysWithValues: builder.views.map { ($0.element, $0.index) })
        self.themedValues = kind == .unrecognised ? [] : ThemedValueUse.all(in: tree)
    }
}

/// Walks the tree once, iteratively (documents may nest deeper than the stack allows).
private struct Builder {
    let tree: XMLSyntaxTree
    var scopes: [ComponentScope] = []
    var views: [ViewElement] = []
    var styleSections: [StyleSection] = []
    var templateSections: [TemplateSection] = []
    var styleReferences: [StyleReference] = []
    var componentReferences: [ComponentReference] = []

    /// An element in the content of a component or container, still to be read.
    private struct Pending {
        let element: Int
        let scope: Int
        let parentView: Int?
    }
    private var pending: [Pending] = []

    init(tree: XMLSyntaxTree) {
        self.tree = tree
        // At most one view per element: grown once, not doubled past a large file's needs.
        views.reserveCapacity(tree.elements.count)
    }

    mutating func readComponentRoot(_ root: XMLElementSyntax, baseName: String) {
        let type = NamedValue(root.attribute("type"))
        let scope = addScope(origin: .root, element: root, explicitType: type, typeName: type?.name ?? baseName, parent: nil)
        schedule(childrenOf: root, scope: scope, parentView: nil)
        while let next = pending.popLast() { read(next) }
    }

    mutating func readStyleSection(_ element: XMLElementSyntax, isGroup: Bool) {
        let styles = tree.children(of: element).map { child -> StyleDeclaration in
            let tag = child.name.qualified
            let kind: StyleDeclaration.Kind =
                if tag == ReactantVocabulary.attributedTextStyle { .attributedText }
                else if let styled = ReactantVocabulary.styledTag(ofStyleTag: tag) { .element(styled) }
                else { .unknown }
            let extends = child.attribute("extend").map { StyleReference.parse($0, element: child.index) } ?? []
            styleReferences += extends
            return StyleDeclaration(
                element: child.index, tag: tag, kind: kind, name: NamedValue(child.attribute("name")), extends: extends,
                properties: StyleDeclaration.properties(of: child))
        }
        styleSections.append(StyleSection(element: element.index, isGroup: isGroup, name: NamedValue(element.attribute("name")), styles: styles))
    }

    private mutating func readTemplateSection(_ element: XMLElementSyntax) {
        var templates: [NamedValue] = []
        for child in tree.children(of: element) {
            if let name = NamedValue(child.attribute("name")) { templates.append(name) }
            collectStyleReferences(of: child, attribute: "style")
            collectStyleReferences(of: child, attribute: "extend")
        }
        templateSections.append(TemplateSection(element: element.index, name: NamedValue(element.attribute("name")), templates: templates))
    }

    private mutating func read(_ item: Pending) {
        // Read in place from a local reference to the elements: a view is looked at once, and
        // copying each element whole, with its attributes and children, would cost more than
        // the walk itself.
        let elements = tree.elements
        switch elements[item.element].name.qualified {
        // A container's own sections are skipped by the generator: only a component's are read.
        case ReactantVocabulary.styles where item.parentView != nil, ReactantVocabulary.templates where item.parentView != nil:
            break
        case ReactantVocabulary.styles: readStyleSection(elements[item.element], isGroup: false)
        case ReactantVocabulary.templates: readTemplateSection(elements[item.element])
        default: readView(elements[item.element], scope: item.scope, parentView: item.parentView)
        }
    }

    /// Where the attributes a view's reading needs are (the first of each name, as the
    /// generator reads them), found in one pass over the tag.
    private struct ViewAttributes {
        var field: Int?
        var layoutID: Int?
        var type: Int?
        var style: Int?

        init(_ attributes: [XMLAttributeSyntax]) {
            for index in attributes.indices {
                switch attributes[index].name.qualified {
                case "field": if field == nil { field = index }
                case "layout:id": if layoutID == nil { layoutID = index }
                case "type": if type == nil { type = index }
                case "style": if style == nil { style = index }
                default: break
                }
            }
        }
    }

    /// The value of `attributes[position]`, read in place.
    private static func namedValue(_ attributes: [XMLAttributeSyntax], at position: Int?) -> NamedValue? {
        guard let position, let range = attributes[position].value?.range else { return nil }
        return NamedValue(name: attributes[position].value!.decoded.value, range: range)
    }

    /// The indices of an element's child elements, in document order.
    private func childElements(of element: XMLElementSyntax) -> [Int] {
        element.children.compactMap { node in
            if case .element(let index) = node { index } else { nil }
        }
    }

    private mutating func readView(_ element: XMLElementSyntax, scope: Int, parentView: Int?) {
        let tag = element.name.qualified
        let childElements = childElements(of: element)
        let attributes = element.attributes
        let found = ViewAttributes(attributes)
        let componentType = tag == ReactantVocabulary.component ? Self.namedValue(attributes, at: found.type) : nil
        let field = Self.namedValue(attributes, at: found.field)
        let role: ViewElement.Role
        var contentScope: (scope: Int, parentView: Int?)?
        var slotScopes: [(Int, Int)] = []

        if tag == ReactantVocabulary.component {
            if childElements.isEmpty {
                role = .componentReference
                if let componentType {
                    componentReferences.append(ComponentReference(type: componentType, element: element.index, attributeName: "type"))
                }
            } else {
                let inline = addScope(origin: .inlineComponent, element: element, explicitType: componentType,
                                      typeName: componentType?.name, parent: scope)
                role = .componentDefinition(scope: inline)
                contentScope = (inline, nil)
            }
        } else if let slots = ReactantVocabulary.tableViewSlots[tag] {
            role = .tableView
            collectAttributedTextStyles(of: childElements)
            // With a field, the generator reads no slot: the Swift property's type decides the
            // rows, and an inline `<cell>` is never generated.
            let slotsRead = field.map { $0.name.isEmpty } ?? true
            for slot in slots where slotsRead {
                let type = NamedValue(element.attribute(slot))
                if let inline = childElements.first(where: { tree.elements[$0].name.qualified == slot }) {
                    let slotScope = addScope(
                        origin: .tableSlot(slot), element: tree.elements[inline], explicitType: type, typeName: type?.name, parent: scope)
                    slotScopes.append((inline, slotScope))
                } else if let type {
                    componentReferences.append(ComponentReference(type: type, element: element.index, attributeName: slot))
                }
            }
        } else {
            role = .view
            if ReactantVocabulary.containers.contains(tag) {
                contentScope = (scope, views.count)
            } else {
                collectAttributedTextStyles(of: childElements)
            }
        }

        var propertyNames = attributes.map(\.name.qualified)
        if role == .view || role == .tableView, !ReactantVocabulary.containers.contains(tag) {
            propertyNames += childElements.map { tree.elements[$0].name.qualified }
                .filter(ReactantVocabulary.attributedTextChildren.contains)
        }
        let view = ViewElement(
            index: views.count, element: element.index, tag: tag, tagRange: element.name.range, role: role, scope: scope,
            parentView: parentView,
            field: field, layoutID: Self.namedValue(attributes, at: found.layoutID), componentType: componentType,
            propertyNames: propertyNames)
        views.append(view)
        scopes[scope].views.append(view.index)
        if let field { scopes[scope].declare(field: Declaration(name: field.name, range: field.range, view: view.index)) }
        if let id = view.layoutID { scopes[scope].declare(layoutID: Declaration(name: id.name, range: id.range, view: view.index)) }
        if let style = found.style { styleReferences += StyleReference.parse(attributes[style], element: element.index) }

        // Pushed last-first so that the stack pops them in document order.
        for (slot, slotScope) in slotScopes.reversed() { schedule(childrenOf: tree.elements[slot], scope: slotScope, parentView: nil) }
        if let contentScope { schedule(childElements, scope: contentScope.scope, parentView: contentScope.parentView) }
    }

    private mutating func schedule(childrenOf element: XMLElementSyntax, scope: Int, parentView: Int?) {
        schedule(childElements(of: element), scope: scope, parentView: parentView)
    }

    private mutating func schedule(_ children: [Int], scope: Int, parentView: Int?) {
        for child in children.reversed() {
            pending.append(Pending(element: child, scope: scope, parentView: parentView))
        }
    }

    private mutating func addScope(origin: ComponentScope.Origin, element: XMLElementSyntax, explicitType: NamedValue?,
                                   typeName: String?, parent: Int?) -> Int {
        scopes.append(ComponentScope(
            index: scopes.count, origin: origin, element: element.index, explicitType: explicitType, typeName: typeName,
            typeRange: explicitType?.range ?? element.name.range,
            isAnonymous: ReactantVocabulary.readsAsTrue(element.attribute("anonymous")?.value?.decoded.value),
            parentScope: parent, views: [], fields: [], layoutIDs: []))
        return scopes.count - 1
    }

    private mutating func collectAttributedTextStyles(of children: [Int]) {
        for child in children where ReactantVocabulary.attributedTextChildren.contains(tree.elements[child].name.qualified) {
            collectStyleReferences(of: tree.elements[child], attribute: "style")
        }
    }

    private mutating func collectStyleReferences(of element: XMLElementSyntax, attribute name: String) {
        if let attribute = element.attribute(name) { styleReferences += StyleReference.parse(attribute, element: element.index) }
    }
}

/// What a document's path (file path or `file:` URI) says about it.
package enum DocumentPath {
    /// The last path component, percent-decoded for a URI, without `.ui.xml`/`.styles.xml`.
    static func baseName(of path: String) -> String {
        var name = String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
        if path.firstRange(of: "://") != nil, let decoded = name.removingPercentEncoding { name = decoded }
        for suffix in [".ui.xml", ".styles.xml", ".xml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Whether no content makes the file at `path` a style group (a `.ui.xml` is a component
    /// or nothing), so it can be read before the workspace's style groups are known.
    package static func cannotBeStyleGroup(_ path: String) -> Bool { path.lowercased().hasSuffix(".ui.xml") }

    package static func kind(of path: String, rootTag: String?) -> ReactantDocument.Kind {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".ui.xml") { return rootTag == ReactantVocabulary.component ? .component : .unrecognised }
        if lowered.hasSuffix(".styles.xml") { return rootTag == ReactantVocabulary.styleGroup ? .styleGroup : .unrecognised }
        switch rootTag {
        case ReactantVocabulary.component: return .component
        case ReactantVocabulary.styleGroup: return .styleGroup
        default: return .unrecognised
        }
    }
}
