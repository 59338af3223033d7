/// SwiftParser's time doubles with every `[` left open before it: 22 in a row took 45 s, and
/// runs of eight with a name between each (`V[[[[[[[[Z[[[[[[[[…`) as long again, so one such
/// line in any Swift file of a workspace would stall the index. No declaration needs more than
/// a few open at once, so past `maximumDepth` open brackets a `[` is read as a space before
/// parsing. The text keeps its length, so every offset stays true.
///
/// The count errs on the side of more open brackets: a `[` in a string literal counts (an
/// interpolation is code the parser reads), a `]` there does not; comments count nothing, and
/// `{`, `}` in code close all (the parser recovers there). A backquoted identifier closed on
/// its line is one token to the parser: its brackets open nothing and are left as written, so
/// a name read from it is the name in the file.
enum BracketDepthLimit {
    static let maximumDepth = 8

    static func limited(_ source: String) -> String {
        var bytes = Array(source.utf8)
        var depth = 0
        var changed = false
        var index = 0
        func openBracket() {
            if depth >= maximumDepth {
                bytes[index] = UInt8(ascii: " ")
                changed = true
            } else {
                depth += 1
            }
        }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<(position + pattern.count)]) == pattern
        }
        while index < bytes.count {
            let byte = bytes[index]
            if starts("//", at: index) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if starts("/*", at: index) {
                index += 2
                while index < bytes.count, !starts("*/", at: index) { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "`") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "`") {
                    index = end + 1
                    continue
                }
            }
            if byte == UInt8(ascii: "\"") {
                // A string literal, to its closing quote (or the line's end for a one-line one).
                let multiline = starts("\"\"\"", at: index)
                index += multiline ? 3 : 1
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if multiline ? starts("\"\"\"", at: index) : (inner == UInt8(ascii: "\"") || inner == UInt8(ascii: "\n")) {
                        index += multiline ? 3 : 1
                        break
                    }
                    if inner == UInt8(ascii: "[") { openBracket() }
                    index += 1
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "["): openBracket()
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "{"), UInt8(ascii: "}"): depth = 0
            default: break
            }
            index += 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : source
    }
}
