@testable import ReactantLSP
import SchemaModel

/// A document with a cursor `|` and optional `⟦…⟧` marks, read for navigation and hover.
struct NavigationFixture {
    let text: String
    let offset: Int
    let document: NavigationDocument
    /// The `⟦…⟧` ranges in order.
    let ranges: [Range<Int>]

    init(_ marked: String, path: String = "/project/Screen.ui.xml") {
        var bytes: [UInt8] = []
        var cursor = 0
        var opened: [Int] = []
        var ranges: [Range<Int>] = []
        for character in marked {
            switch character {
            case "|": cursor = bytes.count
            case "⟦": opened.append(bytes.count)
            case "⟧": ranges.append(opened.removeLast()..<bytes.count)
            default: bytes.append(contentsOf: String(character).utf8)
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
        offset = cursor
        self.ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
        document = NavigationDocument(text: text, path: path)
    }

    func hover(workspace: WorkspaceIndex = WorkspaceIndex()) -> HoverContent? {
        HoverEngine.hover(at: offset, in: document, schema: Schema.embedded, workspace: workspace)
    }

    var navigator: Navigator { Navigator(document) }

    /// The text of a range of the document.
    func text(_ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    /// The document with `replacements` applied.
    func applying(_ replacements: [TextReplacement]) -> String {
        var bytes = Array(text.utf8)
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Hovers at the marked cursor.
func hover(_ marked: String, workspace: WorkspaceIndex = WorkspaceIndex()) -> HoverContent? {
    NavigationFixture(marked).hover(workspace: workspace)
}
