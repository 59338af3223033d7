internal import Support

/// What the Swift readers ask of the shared position table: editor positions of swift-syntax's
/// UTF-8 offsets, and the text around them that an insertion is lined up with.
extension LineTable {
    func position(ofUTF8Offset offset: Int) -> SwiftSourcePosition {
        let columns = columns(of: offset)
        return SwiftSourcePosition(line: columns.line, utf16Column: columns.utf16Column, utf8Column: columns.utf8Column)
    }

    /// The text from `offset` to the end of its line or to `stop`, whichever comes first,
    /// trailing white space removed, at most `limit` bytes (cut at a character boundary, with `…`).
    func restOfLine(from offset: Int, upTo stop: Int, limit: Int = 200) -> String {
        withUTF8 { bytes in
            let start = min(max(offset, 0), bytes.count)
            let stop = min(max(stop, start), bytes.count)
            var end = start
            while end < stop, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            var cut = min(end, start + limit)
            while cut < end, cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            var text = String(decoding: bytes[start..<cut], as: UTF8.self)
            while let last = text.last, last.isWhitespace { text.removeLast() }
            return cut < end ? text + "…" : text
        }
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStarts[line(containing: offset)]
        return withUTF8 { bytes in
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    func line(ofUTF8Offset offset: Int) -> Int { line(containing: offset) }

    func range(ofUTF8 range: Range<Int>) -> SwiftSourceRange {
        SwiftSourceRange(
            utf8: range,
            start: position(ofUTF8Offset: range.lowerBound),
            end: position(ofUTF8Offset: range.upperBound)
        )
    }
}
