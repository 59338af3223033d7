import LanguageServerProtocol
import Testing
import TestSupport

/// The fixture markup: `‸` the cursor, `⟦…⟧` ranges, `⟦name¦…⟧` named ranges.
@Suite struct MarkedTextTests {
    @Test func plainTextHasNoMarks() {
        let marked = MarkedText("<Component layout:top=\"[ipad || phone] super\"/>")
        #expect(marked.text == "<Component layout:top=\"[ipad || phone] super\"/>")
        #expect(marked.cursorOffset == nil && marked.marks.isEmpty)
    }

    @Test func cursorAndRangesAreUTF8OffsetsOfTheCleanText() {
        let marked = MarkedText("<Label text=\"Grüße\" layout:below=\"⟦ti‸t⟧\"/>")
        #expect(marked.text == "<Label text=\"Grüße\" layout:below=\"tit\"/>")
        let start = marked.text.utf8.count - 6  // before `tit"/>`
        #expect(marked.range == start..<(start + 3))
        #expect(marked.cursor == start + 2)
        #expect(marked.text(marked.range) == "tit")
    }

    @Test func rangesNestTouchAndMayBeEmpty() {
        let marked = MarkedText("⟦a⟦b⟧⟧⟦⟧c⟦d⟧")
        #expect(marked.text == "abcd")
        #expect(marked.ranges == [0..<2, 1..<2, 2..<2, 3..<4])
    }

    @Test func namedRangesAreKeptApartFromUnnamedOnes() {
        let marked = MarkedText("<View layout:below=\"⟦fix¦⟦supr⟧⟧ ⟦fix¦x⟧ ⟦layout:id⟧\"/>")
        #expect(marked.text == "<View layout:below=\"supr x layout:id\"/>")
        #expect(marked.ranges.map(marked.text) == ["supr", "layout:id"])
        #expect(marked.ranges("fix").map(marked.text) == ["supr", "x"])
        #expect(marked.ranges("other").isEmpty)
        // By start, then end, then name (unnamed first).
        #expect(marked.marks.map(\.name) == [nil, "fix", "fix", nil])
    }

    @Test func aNameNeedsTheSeparatorRightAfterIt() {
        // `⟦a b¦` is no name: a space is not a name character, and then `¦` stands alone.
        #expect(throws: MarkedText.MarkupError.strayNameSeparator(offset: 3)) { try MarkedText.parse("⟦a b¦c⟧") }
        #expect(MarkedText("⟦-_9¦x⟧").range("-_9") == 0..<1)
    }

    @Test(arguments: [
        ("‸a‸", MarkedText.MarkupError.secondCursor(offset: 1)),
        ("a⟧", .closeWithoutOpen(offset: 1)),
        ("⟦a⟦b⟧", .unclosed(offset: 0)),
        ("a¦b", .strayNameSeparator(offset: 1)),
    ])
    func malformedFixturesAreErrors(marked: String, error: MarkedText.MarkupError) {
        #expect(throws: error) { try MarkedText.parse(marked) }
    }

    @Test func positionsCountLinesAndTheEncodingsUnits() {
        // `ü` is 2 UTF-8 bytes and 1 UTF-16 unit, `𝄞` 4 bytes, 2 units and 1 scalar.
        let marked = MarkedText("<A>\n  <B t=\"𝄞ü⟦x‸⟧\"/>\r\n</A>")
        #expect(marked.cursorPosition() == Position(line: 1, character: 12))
        #expect(marked.position(of: marked.cursor, in: .utf8) == Position(line: 1, character: 15))
        #expect(marked.position(of: marked.cursor, in: .utf32) == Position(line: 1, character: 11))
        #expect(marked.lspRanges() == [LSPRange(start: .init(line: 1, character: 11), end: .init(line: 1, character: 12))])
        #expect(marked.position(of: marked.text.utf8.count) == Position(line: 2, character: 4))
        #expect(marked.position(of: 0) == Position(line: 0, character: 0))
    }

    @Test func linesEndAtLFCRLFAndCR() {
        let positions = TextPositions("a\nb\r\nc\rd")
        // Offset 4, between CR and LF, is no place a position can name.
        #expect([0, 1, 2, 3, 5, 6, 7, 8].map { positions.position(of: $0).description } == [
            "0:0", "0:1", "1:0", "1:1", "2:0", "2:1", "3:0", "3:1",
        ])
        #expect(positions.range(of: "c") == LSPRange(start: .init(line: 2, character: 0), end: .init(line: 2, character: 1)))
        #expect(TextPositions.offsets(of: "b", in: "abab", occurrence: 2) == 3..<4)
    }

    @Test(arguments: ["", "‸", "⟦⟧", "a⟦b‸⟧c", "⟦n¦⟦a⟧⟧⟦x¦⟧‸⟦⟦y⟧z⟧", "⟦⟦⟧⟧", "⟦a⟦b⟧⟦c⟧⟧", "x⟦⟧⟦y⟧"])
    func theDescriptionWritesTheMarkersBack(marked: String) throws {
        let parsed = MarkedText(marked)
        #expect(try MarkedText.parse(parsed.description) == parsed)
    }

    @Test func actualRangesAreWrittenInTheSameMarkup() {
        #expect(MarkedText.marking("super.top", cursor: 2, ranges: [6..<9, 0..<5]) == "⟦su‸per⟧.⟦top⟧")
        #expect(MarkedText.marking("ab", ranges: [0..<1, 0..<2]) == "⟦⟦a⟧b⟧")
        #expect(MarkedText.marking("abc", ranges: [0..<2, 1..<3]).hasSuffix("cannot be marked)"))
    }
}
