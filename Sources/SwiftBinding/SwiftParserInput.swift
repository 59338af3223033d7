/// The text SwiftParser is given for a source: unreadable characters blanked, then open
/// brackets past the bound blanked (`BracketDepthLimit`). Same length, same offsets.
enum SwiftParserInput {
    static func text(for source: String) -> String {
        BracketDepthLimit.limited(UnreadableCharacterBlanking.blanked(source))
    }
}
