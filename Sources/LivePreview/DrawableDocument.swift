import Foundation
import ReactantAnalysis
import ReactantLayout
import XMLSyntax

/// A `.ui.xml` document as both live hosts hold it (the language server's open documents, a
/// folder on disk): its text and model, and the index its styles and app resources come from.
public struct DrawableDocument: Sendable {
    public var path: String
    public var text: String
    public var tree: XMLSyntaxTree
    public var document: ReactantDocument
    /// Where its other files' styles and the app's resources are found.
    public var index: WorkspaceIndex
    /// The views code may lay out; nil holds every view with a field.
    public var holds: FieldLayoutHolds?
    public var values: LayoutValueAnalyses

    public init(
        path: String, text: String, tree: XMLSyntaxTree, document: ReactantDocument, index: WorkspaceIndex, holds: FieldLayoutHolds?,
        values: LayoutValueAnalyses = LayoutValueAnalyses()
    ) {
        self.path = path
        self.text = text
        self.tree = tree
        self.document = document
        self.index = index
        self.holds = holds
        self.values = values
    }

    /// The themes of the app's description that serves it, and the default; none without one.
    public var themes: (names: [String], defaultTheme: String?) {
        guard let description = index.resources.resources(forDocumentAt: path)?.description else { return ([], nil) }
        return (description.themeNames, description.defaultTheme)
    }

    /// The styles and resources it is drawn with, themed values read in `theme` (nil: the default).
    public func styles(theme: String?) -> StyleLibrary {
        var index = index
        if let theme, var app = index.resources.resources(forDocumentAt: path), app.description?.themeNames.contains(theme) == true {
            app.theme = theme
            index.resources = ApplicationResourceSet(explicit: app)
        }
        return StyleLibrary(reachableFrom: document, path: path, in: index)
    }

    /// The start tag of view `view` (UTF-8 offsets), where a click on it in the page leads.
    public func startTag(ofView view: Int) -> Range<Int>? {
        guard document.views.indices.contains(view) else { return nil }
        let element = document.views[view].element
        return tree.elements.indices.contains(element) ? tree.elements[element].startTagRange : nil
    }
}
