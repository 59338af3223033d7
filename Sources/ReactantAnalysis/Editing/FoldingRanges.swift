import Support
import XMLSyntax

/// The folds of a document: elements spanning lines (the end tag stays visible), start tags
/// and attribute values spanning lines, and comments. Lines are the same in every position
/// encoding, so the engine answers in lines. Linear in the tree; no recursion.
public enum FoldingRanges {
    public struct Fold: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case element, tag, attributeValue, comment }
        public let startLine: Int
        public let endLine: Int
        public let kind: Kind
    }

    /// Sorted by start line; at most one fold starts on a line (the outermost), as clients
    /// show one fold marker per line.
    public static func folds(of tree: XMLSyntaxTree, lines: LineTable) -> [Fold] {
        var folds: [Fold] = []
        func add(_ range: Range<Int>, kind: Fold.Kind, keepLastLine: Bool = false) {
            let start = lines.line(containing: range.lowerBound)
            var end = lines.line(containing: max(range.lowerBound, range.upperBound - 1))
            if keepLastLine { end -= 1 }
            if end > start { folds.append(Fold(startLine: start, endLine: end, kind: kind)) }
        }
        func addComments(_ nodes: [XMLNode]) {
            for case .markup(let markup) in nodes where markup.kind == .comment { add(markup.range, kind: .comment) }
        }
        addComments(tree.topLevel)
        for element in tree.elements {
            if let endTag = element.endTag {
                // Up to the line before the end tag, so the end tag closes the fold on screen.
                add(element.startTagRange.lowerBound..<endTag.range.lowerBound + 1, kind: .element, keepLastLine: true)
            } else if element.isUnclosed {
                add(element.range, kind: .element)
            }
            add(element.startTagRange, kind: .tag)
            for attribute in element.attributes {
                if let value = attribute.value { add(value.fullRange, kind: .attributeValue) }
            }
            addComments(element.children)
        }
        folds.sort { ($0.startLine, -$0.endLine) < ($1.startLine, -$1.endLine) }
        var result: [Fold] = []
        for fold in folds where result.last?.startLine != fold.startLine { result.append(fold) }
        return result
    }
}
