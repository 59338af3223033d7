import Testing
import SourceFiles
import Support
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantCommands

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
    func utf16AndUTF8ColumnsCountUnitsFromTheLineStart(text: String) {
        let table = LineTable(text)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let found = table.columns(of: offset)
            let lineStart = table.lineStarts[found.line]
            let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
            #expect(found.utf16Column == prefix.utf16.count && found.utf8Column == prefix.utf8.count, "offset \(offset)")
        }
        // The protocol's positions are the same columns, inside a character and past the end too.
        for offset in 0...bytes.count + 2 {
            let columns = table.columns(of: offset)
            #expect(table.position(of: offset, encoding: .utf16) == .init(line: columns.line, character: columns.utf16Column), "offset \(offset)")
        }
    }

    @Test(arguments: texts)
    func characterColumnsCountScalarsFromTheLineStart(text: String) {
        let positions = LineTable(text)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let found = positions.columns(of: offset)
            let lineStart = positions.lineStarts[found.line]
            let expected = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
            #expect(found.characterColumn == expected, "offset \(offset)")
        }
    }

    @Test func anOffsetInsideACharacterRoundsDown() {
        let positions = LineTable("a😀b")
        #expect(positions.columns(of: 3) == .init(line: 0, utf8Column: 1, utf16Column: 1, characterColumn: 1))
        #expect(positions.columns(of: 5) == .init(line: 0, utf8Column: 5, utf16Column: 3, characterColumn: 2))
    }
}

@Suite struct CheckReportPositionsTests {
    private static let text = "<a>\n  <b/>\n</a>\n"
    private static let files = [
        (source: SourceFile(path: "A.ui.xml", absolutePath: "/w/A.ui.xml", text: text),
         diagnostics: [Diagnostic(code: "x", severity: .warning, message: "m", range: 7..<8)]),
        (source: SourceFile(path: "B.ui.xml", absolutePath: "/w/B.ui.xml", text: text), diagnostics: []),
    ]

    @Test func filesWithDiagnosticsGetTheirPositions() async {
        let report = await CheckReport(files: Self.files, warningsAsErrors: false, quiet: false, currentDirectory: "/w")
        #expect(report.files[0].positions.columns(of: 7) == .init(line: 1, utf8Column: 3, utf16Column: 3, characterColumn: 3))
        // A file nothing points into is given none.
        #expect(report.files[1].positions.lineStarts == [0])
    }

    @Test func positionsBuiltAheadAreTheOnesUsed() async {
        // Positions of another text stand out: the report must take them as given.
        let ahead = LineTable("\n\n\n\n\n\n\n\n")
        let report = await CheckReport(
            files: Self.files, warningsAsErrors: false, quiet: false, currentDirectory: "/w",
            precomputedPositions: ["A.ui.xml": ahead])
        #expect(report.files[0].positions.columns(of: 7).line == 7)
    }
}
