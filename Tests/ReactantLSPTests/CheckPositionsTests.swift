import Testing
import SourceFiles
import Support
import XMLSyntax
@testable import ReactantLSP

@Suite struct CheckPositionsTests {
    /// Texts mixing every line break, multi-byte characters and long lines across the
    /// 64-byte checkpoints.
    static let texts = [
        "",
        "a",
        "<a>\r\n\té😀漢\rx\n\n" + String(repeating: "é", count: 70) + "\r\n😀",
        String(repeating: "ab😀\r\n", count: 40),
        String(repeating: "x", count: 128),
    ]

    @Test(arguments: texts)
    func utf16ColumnsAgreeWithLineTable(text: String) {
        let positions = SourcePositions(text: text)
        let table = LineTable(text)
        for offset in 0...text.utf8.count + 2 {
            let expected = table.position(of: offset, encoding: .utf16)
            let found = positions.position(of: offset)
            #expect(found.line == expected.line && found.utf16Column == expected.character, "offset \(offset)")
        }
    }

    @Test(arguments: texts)
    func characterColumnsCountScalarsFromTheLineStart(text: String) {
        let positions = SourcePositions(text: text)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let found = positions.position(of: offset)
            let lineStart = positions.lineStarts[found.line]
            let expected = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
            #expect(found.characterColumn == expected, "offset \(offset)")
        }
    }

    @Test func anOffsetInsideACharacterRoundsDown() {
        let positions = SourcePositions(text: "a😀b")
        #expect(positions.position(of: 3) == .init(line: 0, utf16Column: 1, characterColumn: 1))
        #expect(positions.position(of: 5) == .init(line: 0, utf16Column: 3, characterColumn: 2))
    }
}

@Suite struct CheckReportPositionsTests {
    private static let text = "<a>\n  <b/>\n</a>\n"
    private static let files = [
        (source: SourceFile(path: "A.ui.xml", absolutePath: "/w/A.ui.xml", text: text),
         diagnostics: [Diagnostic(code: "x", severity: .warning, message: "m", range: 7..<8)]),
        (source: SourceFile(path: "B.ui.xml", absolutePath: "/w/B.ui.xml", text: text), diagnostics: []),
    ]

    @Test func filesWithDiagnosticsGetTheirPositions() {
        let report = CheckReport(files: Self.files, warningsAsErrors: false, quiet: false, currentDirectory: "/w")
        #expect(report.files[0].positions.position(of: 7) == .init(line: 1, utf16Column: 3, characterColumn: 3))
        // A file nothing points into is given none.
        #expect(report.files[1].positions.lineStarts == [0])
    }

    @Test func positionsBuiltAheadAreTheOnesUsed() {
        // Positions of another text stand out: the report must take them as given.
        let ahead = SourcePositions(text: "\n\n\n\n\n\n\n\n")
        let report = CheckReport(
            files: Self.files, warningsAsErrors: false, quiet: false, currentDirectory: "/w",
            precomputedPositions: ["A.ui.xml": ahead])
        #expect(report.files[0].positions.position(of: 7).line == 7)
    }
}
