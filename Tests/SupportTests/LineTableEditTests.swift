import Testing
@testable import Support

/// The table built from an edit must equal the table of the edited text read from scratch,
/// for every way an edit can join or split a CRLF.
@Suite struct LineTableEditTests {
    static let replacements = ["", "\n", "\r", "\r\n", "b", "\nb\r", "é\r"]

    @Test(arguments: replacements)
    func anEditedTableEqualsOneReadFromScratch(replacement: String) {
        var mismatches: [String] = []
        for text in Self.texts(upTo: 5) {
            let bytes = Array(text.utf8)
            let old = LineTable(utf8: bytes)
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    let edited = LineTable(replacing: start..<end, in: old, with: replacement.utf8)
                    var expectedBytes = bytes
                    expectedBytes.replaceSubrange(start..<end, with: replacement.utf8)
                    let expected = LineTable(utf8: expectedBytes)
                    if Array(edited.text.utf8) != expectedBytes || edited.lineStarts != expected.lineStarts {
                        mismatches.append("\(text.debugDescription) [\(start), \(end)) ← \(replacement.debugDescription)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func aRangeOutsideTheTextIsClamped() {
        let old = LineTable("ab\ncd")
        let edited = LineTable(replacing: 4..<99, in: old, with: "\n".utf8)
        #expect(edited.text == "ab\nc\n")
        #expect(edited.lineStarts == [0, 3, 5])
    }

    /// An edit that splits a character leaves bytes `String` reads as U+FFFD (three bytes):
    /// the table is of that text, its lines counted in it, as if read from scratch.
    @Test func anEditSplittingACharacterGivesTheTableOfTheRepairedText() {
        let old = LineTable("é\nx")
        let edited = LineTable(replacing: 1..<2, in: old, with: "\n".utf8)
        #expect(edited.text == "\u{FFFD}\n\nx")
        #expect(edited.utf8Count == 6)
        #expect(edited.lineStarts == LineTable(edited.text).lineStarts)
        #expect(edited.lineStarts == [0, 4, 5])
    }

    /// Every text of `a`, CR and LF up to `length` characters.
    static func texts(upTo length: Int) -> [String] {
        var all = [""]
        var current = [""]
        for _ in 0..<length {
            current = current.flatMap { prefix in ["a", "\r", "\n"].map { prefix + $0 } }
            all += current
        }
        return all
    }
}
