/// SwiftParser's time doubles with every `[` in a run of consecutive ones (`[[[[…`, with only
/// trivia between): a run of 22 took 45 s, so one such line in any Swift file of a workspace
/// would stall the index. No declaration needs more than a few, so past `maximumRun` a `[` is
/// read as a space before parsing. The text keeps its length, so every offset stays true.
enum BracketRunLimit {
    static let maximumRun = 8

    static func limited(_ source: String) -> String {
        var bytes = Array(source.utf8)
        var run = 0
        var changed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") {
                run += 1
                if run > maximumRun {
                    bytes[index] = UInt8(ascii: " ")
                    changed = true
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                // A line comment is trivia: the run goes on after it.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            } else if !continuesRun(byte) {
                run = 0
            }
            index += 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : source
    }

    /// Whitespace, control characters and non-ASCII bytes: the lexer reads what is not a token
    /// as trivia, so they do not end a run (a letter, digit or other punctuation does).
    private static func continuesRun(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte >= 0x7F
    }
}
