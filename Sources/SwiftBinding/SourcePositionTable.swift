/// UTF-8 offsets of one file to line and UTF-16 column, built once per read.
///
/// Lines end at `\n`, `\r\n` or `\r`, as the language server protocol counts them. Columns of
/// an all-ASCII file are byte distances; otherwise the line's bytes up to the offset are counted
/// in UTF-16 units (a four-byte scalar is two units).
struct SourcePositionTable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let isASCII: Bool

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var ascii = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                ascii = false
            } else if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        isASCII = ascii
    }

    func position(ofUTF8Offset offset: Int) -> SwiftSourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        let start = lineStarts[line]
        guard !isASCII else { return SwiftSourcePosition(line: line, utf16Column: offset - start, utf8Column: offset - start) }
        var column = 0
        for byte in bytes[start..<offset] {
            if byte & 0xC0 != 0x80 { column += byte >= 0xF0 ? 2 : 1 }
        }
        return SwiftSourcePosition(line: line, utf16Column: column, utf8Column: offset - start)
    }

    /// The text from `offset` to the end of its line or to `stop`, whichever comes first,
    /// trailing white space removed, at most `limit` bytes (cut at a character boundary, with `…`).
    func restOfLine(from offset: Int, upTo stop: Int, limit: Int = 200) -> String {
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

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStarts[lineIndex(containing: min(max(offset, 0), bytes.count))]
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func line(ofUTF8Offset offset: Int) -> Int {
        lineIndex(containing: min(max(offset, 0), bytes.count))
    }

    func range(ofUTF8 range: Range<Int>) -> SwiftSourceRange {
        SwiftSourceRange(
            utf8: range,
            start: position(ofUTF8Offset: range.lowerBound),
            end: position(ofUTF8Offset: range.upperBound)
        )
    }

    /// The last line whose start is at or before `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
