import ReactantAnalysis
import SchemaModel
import TestSupport

/// A document with a cursor `‸` and optional `⟦…⟧` marks (the TestSupport markup), read for
/// navigation and hover.
package struct NavigationFixture {
    package let marked: MarkedText
    package let document: NavigationDocument

    package init(_ marked: String, path: String = "/project/Screen.ui.xml") {
        self.marked = MarkedText(marked)
        document = NavigationDocument(text: self.marked.text, path: path)
    }

    package var text: String { marked.text }
    /// The cursor's UTF-8 offset.
    package var offset: Int { marked.cursor }
    /// The unnamed `⟦…⟧` ranges in order.
    package var ranges: [Range<Int>] { marked.ranges }

    package func hover(workspace: WorkspaceIndex = WorkspaceIndex()) -> HoverContent? {
        HoverEngine.hover(at: offset, in: document, schema: Schema.embedded, workspace: workspace)
    }

    package var navigator: Navigator { Navigator(document) }

    /// The text of a range of the document.
    package func text(_ range: Range<Int>) -> String { marked.text(range) }

    /// The document with `replacements` applied.
    package func applying(_ replacements: [TextReplacement]) -> String {
        var bytes = Array(text.utf8)
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Hovers at the marked cursor.
package func hover(_ marked: String, workspace: WorkspaceIndex = WorkspaceIndex()) -> HoverContent? {
    NavigationFixture(marked).hover(workspace: workspace)
}
