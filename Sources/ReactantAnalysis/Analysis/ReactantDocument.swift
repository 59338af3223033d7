import XMLSyntax

/// What a document means to the Reactant UI generator, read from its syntax tree: the
/// components it defines, their views with `field` and `layout:id` declarations, the style
/// and template sections, and every reference to a style or to another component. Built for
/// any tree, however broken; checks and editor features read this instead of walking XML.
public struct ReactantDocument: Hashable, Sendable {
    /// How the generator treats the file, from its name (or, for an unsaved buffer, its root).
    public enum Kind: Hashable, Sendable {
        /// `.ui.xml` with a `<Component>` root.
        case component
        /// `.styles.xml` with a `<styleGroup>` root.
        case styleGroup
        /// Neither (or the root does not match the file name): the generator skips or rejects
        /// it, so there is nothing to model.
        case unrecognised
    }

    public let kind: Kind
    /// The file name without its directory and without `.ui.xml` (the root type's default).
    public let baseName: String
    /// Component definitions: `[0]` is the root's when `kind == .component`, then inline
    /// `<Component>` definitions and table-view `<cell>`/`<header>`/`<footer>`, in document order.
    public let scopes: [ComponentScope]
    /// Every view element in document order (the root is not one).
    public let views: [ViewElement]
    /// `<styles>` sections of a `.ui.xml`, or the `<styleGroup>` root of a `.styles.xml`.
    public let styleSections: [StyleSection]
    public let templateSections: [TemplateSection]
    /// Every `style="…"` / `extend="…"` reference, in document order.
    public let styleReferences: [StyleReference]
    /// Uses of another component's type: `<Component type="T"/>` without children, and table
    /// views' `cell`/`header`/`footer` attributes without an inline definition.
    public let componentReferences: [ComponentReference]
    /// Every `theme.NAME` value, in document order (none in an unrecognised file).
    public let themedValues: [ThemedValueUse]

    /// The view for a tree element, if that element is a view.
    public func view(forElement element: Int) -> ViewElement? {
        viewIndexByElement[element].map { views[$0] }
    }

    /// Every style declared in this file's sections.
    public var styles: [StyleDeclaration] { styleSections.flatMap(\.styles) }

    let viewIndexByElement: [Int: Int]
}

/// One Swift component class the document defines: the root, or an inline definition.
public struct ComponentScope: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// The document's root `<Component>`.
        case root
        /// `<Component type="T">` with children.
        case inlineComponent
        /// `<cell>`, `<header>` or `<footer>` inside a table view (typed by its attribute).
        case tableSlot(String)
    }

    public let index: Int
    public let origin: Origin
    /// The element that defines the component.
    public let element: Int
    /// The type name as written, if any (`type="…"`, or the table view's slot attribute).
    public let explicitType: NamedValue?
    /// The Swift type name: the explicit one, or for the root the file's base name.
    public let typeName: String?
    /// Where a problem with the type name is reported: the explicit value, else the tag name.
    public let typeRange: Range<Int>
    /// `anonymous="true"` (read leniently): the generator writes the class itself, with an
    /// empty body, so no Swift file declares its properties.
    public let isAnonymous: Bool
    public let parentScope: Int?
    /// Views of this component (nested definitions' own views excluded), document order.
    public internal(set) var views: [Int]
    /// `field` declarations of this component's views, document order.
    public internal(set) var fields: [Declaration]
    /// `layout:id` declarations of this component's views, document order.
    public internal(set) var layoutIDs: [Declaration]

    /// The declarations of `field` name `name` (more than one is an error), document order.
    public func fields(named name: String) -> [Declaration] { fieldsByName.declarations(named: name, in: fields) }
    /// The declarations of `layout:id` `name` (more than one is an error), document order.
    public func layoutIDs(named name: String) -> [Declaration] { layoutIDsByName.declarations(named: name, in: layoutIDs) }
    /// Whether a view of this component has `field` `name`.
    public func hasField(named name: String) -> Bool { fieldsByName.contains(name) }

    var fieldsByName = DeclarationsByName([])
    var layoutIDsByName = DeclarationsByName([])

    mutating func declare(field: Declaration) { fields.append(field) }

    mutating func declare(layoutID: Declaration) { layoutIDs.append(layoutID) }

    /// Indexes the declarations by name, once all are made: one table of the right size
    /// instead of one grown (and every name hashed again) as a large component is read.
    mutating func indexDeclarationsByName() {
        fieldsByName = DeclarationsByName(fields)
        layoutIDsByName = DeclarationsByName(layoutIDs)
    }
}

/// A `field="x"` or `layout:id="x"` on a view.
public struct Declaration: Hashable, Sendable {
    public let name: String
    /// The value's range (inside the quotes).
    public let range: Range<Int>
    /// Index into `ReactantDocument.views`.
    public let view: Int
}

/// An element that becomes a view.
public struct ViewElement: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        case view
        /// `<Component type="T"/>`: an instance of another component.
        case componentReference
        /// `<Component type="T">…</Component>`: defines the component `scope` and places it here.
        case componentDefinition(scope: Int)
        /// A Reactant table view; its cell/header/footer types are in `componentReferences`
        /// or in the scopes of inline slots.
        case tableView
    }

    public let index: Int
    /// Index in `XMLSyntaxTree.elements`.
    public let element: Int
    public let tag: String
    /// Where the tag's name is written in the start tag.
    public let tagRange: Range<Int>
    public let role: Role
    /// The component this view belongs to.
    public let scope: Int
    /// The enclosing view inside the same component, `nil` for a direct child of the definition.
    public let parentView: Int?
    public let field: NamedValue?
    public let layoutID: NamedValue?
    /// `type="…"` of a `Component` element.
    public let componentType: NamedValue?
    /// What the element sets on its view, by name: its attributes as written (`text`,
    /// `layer.cornerRadius`, `layout:left`, `field`…) and the tags of its attributed-text
    /// children (`attributedText`). A bound view's Swift type must have what these set.
    public let propertyNames: [String]
    /// The Swift type a `field` bound to this view must have (only the compiler checks).
    public var runtimeType: String { ReactantVocabulary.runtimeType(ofTag: tag, componentType: componentType?.name) }
}

/// `<styles name="N">` in a `.ui.xml`, or the root `<styleGroup name="G">` of a `.styles.xml`.
public struct StyleSection: Hashable, Sendable {
    public let element: Int
    public let isGroup: Bool
    public let name: NamedValue?
    /// The Swift namespace name: the `name`, else `Styles` for a section (a group requires one).
    public var effectiveName: String? { name?.name ?? (isGroup ? nil : ReactantVocabulary.defaultStylesName) }
    public let styles: [StyleDeclaration]
}

/// `<LabelStyle name="x" extend="…">`, `<attributedTextStyle name="x">`, or an unknown style tag.
public struct StyleDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `<XStyle>`: applies to elements `X` (LabelStyle → Label).
        case element(String)
        case attributedText
        /// A tag that is no style (the generator rejects it).
        case unknown

        /// The tag the style applies to (`attributedText` for an attributed text style).
        public var styledTag: String? {
            switch self {
            case .element(let tag): tag
            case .attributedText: "attributedText"
            case .unknown: nil
            }
        }
    }

    public let element: Int
    public let tag: String
    public let kind: Kind
    public let name: NamedValue?
    /// The styles this one extends.
    public let extends: [StyleReference]
    /// What the style sets on a view, by property name (decoded values): every attribute but
    /// `name`, `extend` and `accessModifier`, the first of a repeated name.
    public let properties: [String: String]

    static func properties(of element: XMLElementSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in element.attributes {
            let name = attribute.name.qualified
            guard name != "name", name != "extend", name != "accessModifier", result[name] == nil,
                  let value = attribute.value else { continue }
            result[name] = value.decoded.value
        }
        return result
    }
}

/// `<templates name="N">` and its `<attributedText name="…">` templates.
public struct TemplateSection: Hashable, Sendable {
    public let element: Int
    public let name: NamedValue?
    public var effectiveName: String { name?.name ?? ReactantVocabulary.defaultTemplatesName }
    /// Template names (the `name` of each child), document order.
    public let templates: [NamedValue]
}

/// A use of a component type declared elsewhere (or in Swift).
public struct ComponentReference: Hashable, Sendable {
    /// The type name and its value range.
    public let type: NamedValue
    /// The referring element (`Component` or a table view).
    public let element: Int
    /// `type`, or the table view's `cell`/`header`/`footer`.
    public let attributeName: String
}
