import Support
import ReactantAnalysis

/// The source line of a range and the caret-and-tilde line beneath it, as the text format
/// prints them. Tabs become spaces (to the next multiple of 4) so the underline lines up;
/// wide characters get two columns. A line longer than `maximumCharacters` is shown as a
/// window around the range with `…` at the cut ends, so the work per diagnostic is bounded.
struct SourceSnippet: Hashable {
    var line: String
    var underline: String

    static let maximumCharacters = 160
    static let contextBefore = 60
    static let tabWidth = 4

    init(range: Range<Int>, in positions: LineTable) {
        self = positions.withUTF8 { bytes in Self(range: range, in: positions, bytes: bytes) }
    }

    private init(range: Range<Int>, in positions: LineTable, bytes: UnsafeBufferPointer<UInt8>) {
        let start = positions.boundary(atOrBefore: range.lowerBound)
        let lineNumber = positions.line(containing: start)
        let lineStart = positions.lineStarts[lineNumber]
        let contentEnd = positions.contentEnd(ofLine: lineNumber)
        let clampedStart = min(start, contentEnd)
        let end = max(clampedStart, min(positions.boundary(atOrBefore: range.upperBound), contentEnd))

        var windowStart = clampedStart
        var before = 0
        while windowStart > lineStart, before < Self.contextBefore {
            windowStart -= 1
            while windowStart > lineStart, bytes[windowStart] & 0xC0 == 0x80 { windowStart -= 1 }
            before += 1
        }
        var windowEnd = windowStart
        var characters = 0
        while windowEnd < contentEnd, characters < Self.maximumCharacters {
            windowEnd += 1
            while windowEnd < contentEnd, bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
            characters += 1
        }

        var line = ""
        var column = 0
        var startColumn: Int?
        var endColumn: Int?
        if windowStart > lineStart {
            line += "…"
            column += 1
        }
        var offset = windowStart
        let window = String(decoding: UnsafeBufferPointer(rebasing: bytes[windowStart..<windowEnd]), as: UTF8.self)
        for scalar in window.unicodeScalars {
            if offset == clampedStart { startColumn = column }
            if offset == end { endColumn = column }
            if scalar == "\t" {
                let spaces = Self.tabWidth - column % Self.tabWidth
                line += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                let shown = TerminalText.isControl(scalar) ? "\u{FFFD}" : scalar
                line.unicodeScalars.append(shown)
                column += TerminalText.displayWidth(shown)
            }
            offset += UTF8.width(scalar)
        }
        if offset == clampedStart, startColumn == nil { startColumn = column }
        if endColumn == nil { endColumn = column }
        if windowEnd < contentEnd { line += "…" }

        let caretColumn = startColumn ?? column
        let width = max(1, (endColumn ?? caretColumn) - caretColumn)
        self.line = line
        self.underline = String(repeating: " ", count: caretColumn) + "^" + String(repeating: "~", count: width - 1)
    }
}
