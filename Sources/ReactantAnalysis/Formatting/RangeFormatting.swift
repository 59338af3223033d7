import Support
import XMLSyntax

/// Range formatting that never leaves a tag half in one style and half in the other.
///
/// The requested range grows to whole lines, then to every start tag it touches (a tag's
/// attributes are laid out from its own column, so its first line and its last move together),
/// then to every edit that touches those lines (a joined or split line, a removed blank line),
/// until nothing more is touched. The answer is every whole-document edit on those lines and
/// none elsewhere: each edit's text depends only on the tree, the options, the blank lines
/// of its own white space and the written layout of its own start tag (taken whole), never on
/// other edits, so a whole-document format afterwards changes nothing in the range. On-type formatting does not come here: it keeps to the typed line.
extension DocumentFormatter {
    /// The extended range and its edits.
    public struct RangeFormat: Equatable, Sendable {
        /// UTF-8 offsets from the start of the first line to the end of the last's content.
        public var extended: Range<Int>
        /// Zero-based numbers of the first and last lines of `extended`.
        public var lines: ClosedRange<Int>
        /// The whole-document edits that touch those lines, in document order; none touches another line.
        public var edits: [TextReplacement]
    }

    /// Formats `range` (UTF-8 offsets) extended to whole lines and start tags; `nil` when the
    /// document is not well-formed. A non-empty range ending at the start of a line stops at
    /// the line before, as an editor's selection of whole lines does.
    public static func rangeFormat(
        for text: String, in range: Range<Int>, syntax: XMLDocumentSyntax? = nil, options: FormattingOptions
    ) -> RangeFormat? {
        let syntax = syntax ?? XMLDocumentSyntax(text: text)
        guard let all = edits(for: text, syntax: syntax, options: options) else { return nil }
        let lines = LineTable(text)
        let lower = min(max(range.lowerBound, 0), lines.utf8Count)
        let upper = min(max(range.upperBound, lower), lines.utf8Count)
        var first = lines.line(containing: lower)
        var last = lines.line(containing: upper)
        if upper > lower, last > first, lines.lineStarts[last] == upper { last -= 1 }

        // Line spans that must be formatted whole, merged where they share a line: the
        // requested lines then take in every merged span they touch, in one pass.
        var spans = all.map { lines.lines(touchedBy: $0.range) }
        spans += syntax.tree.elements.map { lines.lines(touchedBy: $0.startTagRange) }
        spans.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        for span in spans {
            if let previous = merged.last, span.lowerBound <= previous.upperBound {
                merged[merged.count - 1] = previous.lowerBound...max(previous.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        for span in merged where span.overlaps(first...last) {
            first = min(first, span.lowerBound)
            last = max(last, span.upperBound)
        }
        let selected = all.filter { lines.lines(touchedBy: $0.range).overlaps(first...last) }
        return RangeFormat(extended: lines.lineStarts[first]..<lines.contentEnd(ofLine: last), lines: first...last, edits: selected)
    }
}

extension LineTable {
    /// The lines an edit of `range` changes: those of its first and last bytes, or the line of
    /// an insertion's offset (an offset at a line break belongs to the line it ends).
    func lines(touchedBy range: Range<Int>) -> ClosedRange<Int> {
        line(containing: range.lowerBound)...line(containing: range.isEmpty ? range.lowerBound : range.upperBound - 1)
    }
}
