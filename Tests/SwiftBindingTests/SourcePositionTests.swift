import SwiftBinding
import TestSupport
import Testing

@Suite struct SourcePositionTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineBreakStartsALine(lineBreak: String) async {
        let marked = MarkedText(["class A {", "    // ž😀", "    let ⟦a⟧ = 1", "}"].joined(separator: lineBreak))
        let range = await SwiftSourceReader.read(marked.text).properties[0].nameRange
        #expect(range.utf8 == marked.range)
        #expect(range.start == SwiftSourcePosition(line: 2, utf16Column: 8, utf8Column: 8))
        #expect(range.end == SwiftSourcePosition(line: 2, utf16Column: 9, utf8Column: 9))
    }

    @Test func columnsCountUTF16UnitsAndUTF8BytesOfTheLineOnly() async {
        let marked = MarkedText("// 😀😀\nclass A { /* ž */ let ⟦b⟧ = 1 }")
        let range = await SwiftSourceReader.read(marked.text).properties[0].nameRange
        #expect(range.utf8 == marked.range)
        #expect(range.start == SwiftSourcePosition(line: 1, utf16Column: 22, utf8Column: 23))
    }
}
