/// Characters no Swift token is made of — ASCII control characters other than whitespace, DEL,
/// and U+FFFD (what undecodable bytes became) — read as spaces before parsing. SwiftParser makes
/// each run of them "unexpected text" trivia, and its recovery lookahead (`canRecoverTo`) lexes
/// that trivia again at every bracket open before it, so a file full of them parses several
/// times slower than with spaces in their place. Each byte
/// becomes one space, so offsets stay true; in a string literal or a comment they change
/// nothing the reader reads, and no identifier holds one.
enum UnreadableCharacterBlanking {
    static func blanked(_ source: String) -> String {
        let utf8 = source.utf8
        guard utf8.contains(where: { isControl($0) || $0 == replacementLead }) else { return source }
        var bytes = Array(utf8)
        var index = 0
        while index < bytes.count {
            if isControl(bytes[index]) {
                bytes[index] = space
            } else if bytes[index] == replacementLead, index + 2 < bytes.count,
                      bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD {
                bytes[index] = space
                bytes[index + 1] = space
                bytes[index + 2] = space
                index += 2
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let space = UInt8(ascii: " ")
    /// U+FFFD is EF BF BD in UTF-8.
    private static let replacementLead: UInt8 = 0xEF

    /// Below a space but not a tab, line feed, vertical tab, form feed or carriage return; or DEL.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && !(0x09...0x0D).contains(byte)) || byte == 0x7F
    }
}
