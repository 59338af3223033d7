import Testing
@testable import Support

@Suite struct LineTableTests {
    @Test(arguments: ["a\nb", "a\r\nb", "a\rb"])
    func everyLineBreakStartsALine(text: String) {
        let table = LineTable(text)
        #expect(table.lineCount == 2)
        #expect(table.position(of: text.utf8.count - 1) == .init(line: 1, character: 0))
        #expect(table.contentEnd(ofLine: 0) == 1)
    }

    @Test func utf16CountsSurrogatePairsAsTwoUnits() {
        let text = "x=\"😀é\" y"
        let table = LineTable(text)
        let yOffset = Array(text.utf8).firstIndex(of: UInt8(ascii: "y"))!
        #expect(table.position(of: yOffset, encoding: .utf16) == .init(line: 0, character: 8))
        #expect(table.position(of: yOffset, encoding: .utf8) == .init(line: 0, character: 11))
        #expect(table.offset(of: .init(line: 0, character: 8), encoding: .utf16) == yOffset)
        #expect(table.offset(of: .init(line: 0, character: 11), encoding: .utf8) == yOffset)
    }

    @Test func positionsPastTheEndClamp() {
        let table = LineTable("ab\r\ncd")
        #expect(table.offset(of: .init(line: 0, character: 99)) == 2)
        #expect(table.offset(of: .init(line: 7, character: 0)) == 6)
    }

    @Test func offsetsInsideACharacterRoundDown() {
        let table = LineTable("é")
        #expect(table.position(of: 1, encoding: .utf16) == .init(line: 0, character: 0))
        #expect(table.offset(of: .init(line: 0, character: 1), encoding: .utf8) == 0)
    }
}
