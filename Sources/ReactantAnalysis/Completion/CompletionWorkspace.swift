import SwiftBinding

/// What completion needs to know about other files: the server fills it from the workspace
/// index, so the engine stays a pure function of its inputs.
public struct CompletionWorkspace: Sendable {
    /// A style that a `style` or `extend` attribute can name.
    public struct Style: Hashable, Sendable {
        /// The style's `name`.
        public var name: String
        /// The tag the style is for (`Label` for a `LabelStyle`, `attributedText` for an
        /// `attributedTextStyle`); `nil` when unknown, which matches every element.
        public var elementKind: String?
        /// The `styleGroup` declaring it; `nil` for a style local to the document.
        public var group: String?

        public init(name: String, elementKind: String?, group: String?) {
            self.name = name
            self.elementKind = elementKind
            self.group = group
        }

        /// How a reference spells it: `name` locally, `group:name` across files.
        public var reference: String { group.map { "\($0):\(name)" } ?? name }
    }

    /// Component type names declared in the workspace (`type` of every `.ui.xml` root).
    public var componentTypes: [String]
    /// Styles declared in `.styles.xml` groups (the document's own styles are read from it).
    public var styles: [Style]
    /// The declarations of the workspace's Swift files: the properties a `field` can bind.
    public var swift: SwiftDeclarationIndex

    /// The apps' descriptions and catalogs: theme items, catalog images and colors.
    public var resources: ApplicationResourceSet

    public init(
        componentTypes: [String] = [], styles: [Style] = [], swift: SwiftDeclarationIndex = SwiftDeclarationIndex(),
        resources: ApplicationResourceSet = ApplicationResourceSet()
    ) {
        self.resources = resources
        self.componentTypes = componentTypes
        self.styles = styles
        self.swift = swift
    }

    /// The classes of the Swift files that are views (by their superclass chain, through
    /// UIKit's and Reactant's known classes), sorted: what a `Component type` may name.
    var swiftViewClasses: [String] {
        let classes = swift.files.values.flatMap(\.types).filter { $0.kind == .class }.map(\.qualifiedName)
        return Set(classes).filter { swift.isSubclass($0, of: "UIView") }.sorted()
    }

    /// The document completion is asked in: which app's resources apply.
    public var documentPath: String?

    /// The same, for the document at `path`.
    public func forDocument(at path: String) -> CompletionWorkspace {
        var copy = self
        copy.documentPath = path
        return copy
    }

    /// The resources of the document's app, when known.
    var documentResources: ApplicationResources? {
        documentPath.flatMap { resources.resources(forDocumentAt: $0) } ?? resources.explicit
    }

    public static let empty = CompletionWorkspace()
}
