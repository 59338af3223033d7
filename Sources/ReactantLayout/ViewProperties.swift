import ReactantAnalysis
import XMLSyntax

/// The view styles of other files a document can reach: every style group its global style
/// references name (in `style` and in its own styles' `extend`), and the groups those groups'
/// styles extend, each when exactly one `.styles.xml` of the workspace declares it; and what
/// the layout takes from the document's app (`resources`). A value, so a layout solved with it
/// is solved again only when it changes.
public struct StyleLibrary: Hashable, Sendable {
    /// Group name → style name → definition.
    var groups: [String: [String: StyleDefinition]] = [:]
    /// The image sizes and theme fonts of the app the document belongs to.
    public var resources: LayoutResources = .none

    /// No other file: every global style reference is unknown.
    public static let empty = StyleLibrary()

    init(groups: [String: [String: StyleDefinition]]) {
        self.groups = groups
    }

    public init() {}

    public init(reachableFrom document: ReactantDocument, path: String, in workspace: WorkspaceIndex) {
        resources = LayoutResources(workspace.resources.resources(forDocumentAt: path))
        var pending: [String] = document.styleReferences.compactMap { reference in
            if case .global(let group, _) = reference.target { group.name } else { nil }
        }
        var seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            // Two groups of one name make the generator fail; then neither is known.
            let declared = workspace.styleGroups(named: name).filter { $0.path != path }
            guard declared.count == 1 else { continue }
            let definitions = declared[0].group.definitions
            groups[name] = definitions
            for definition in definitions.values {
                for case .global(let group, _) in definition.extends { pending.append(group) }
            }
        }
    }
}

/// The properties of a document's views as the generated code leaves them: for each style in
/// `style="…"`, in order, the styles it extends (recursively, in order) and then its own
/// properties; then the element's own attributes. The last value set wins, so an attribute
/// overrides every style and a later style an earlier one.
package struct ViewProperties {
    /// One view's properties.
    package struct Values {
        let element: XMLElementSyntax
        /// What its styles set (the element's attributes win over these).
        let styled: [String: String]
        /// False when a style it applies could not be read (another file not in the workspace, a
        /// style written in Swift, a malformed or circular reference): it may set anything, so
        /// nothing the layout concludes from this view's properties is sure.
        let isComplete: Bool

        package var tag: String { element.name.qualified }

        package subscript(name: String) -> String? {
            element.attribute(name)?.value?.decoded.value ?? styled[name]
        }
    }

    let tree: XMLSyntaxTree
    let library: StyleLibrary
    /// This file's own view styles (its `<styles>` sections), by name.
    private let local: [String: StyleDefinition]
    /// Each view element's `style` references, by element.
    private let styleReferences: [Int: [StyleDefinition.Name]]

    /// Past this many nested `extend`s a style is taken to extend itself (the generated
    /// functions would call each other forever).
    static let extensionDepthLimit = 32

    package init(document: ReactantDocument, tree: XMLSyntaxTree, library: StyleLibrary) {
        self.tree = tree
        self.library = library
        var local: [String: StyleDefinition] = [:]
        for section in document.styleSections where !section.isGroup {
            for style in section.styles where style.kind != .attributedText {
                if let name = style.name?.name, local[name] == nil { local[name] = StyleDefinition(style) }
            }
        }
        self.local = local
        var references: [Int: [StyleDefinition.Name]] = [:]
        for reference in document.styleReferences where reference.attributeName == "style" {
            references[reference.element, default: []].append(StyleDefinition.Name(reference.target))
        }
        self.styleReferences = references
    }

    package func of(_ view: ViewElement) -> Values {
        let element = tree.elements[view.element]
        guard let names = styleReferences[view.element] else { return Values(element: element, styled: [:], isComplete: true) }
        var styled: [String: String] = [:]
        var isComplete = true
        for name in names where !apply(name, inGroup: nil, to: &styled, depth: 0) { isComplete = false }
        return Values(element: element, styled: styled, isComplete: isComplete)
    }

    /// Applies one style as its generated function does: extended styles first, then its own
    /// properties. A local name means this file's styles, or in a group's style that group's.
    /// - Returns: whether the style and every style it extends were found.
    private func apply(_ name: StyleDefinition.Name, inGroup group: String?, to values: inout [String: String], depth: Int) -> Bool {
        guard depth < Self.extensionDepthLimit else { return false }
        let definition: StyleDefinition?, definitionGroup: String?
        switch name {
        case .malformed: return false
        case .local(let style):
            if let group { definition = library.groups[group]?[style] } else { definition = local[style] }
            definitionGroup = group
        case .global(let named, let style):
            definition = library.groups[named]?[style]
            definitionGroup = named
        }
        guard let definition else { return false }
        var isComplete = true
        for extended in definition.extends where !apply(extended, inGroup: definitionGroup, to: &values, depth: depth + 1) {
            isComplete = false
        }
        values.merge(definition.properties) { _, applied in applied }
        return isComplete
    }
}
