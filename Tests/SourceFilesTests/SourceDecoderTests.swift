import Testing
@testable import SourceFiles

@Suite struct SourceDecoderTests {
    @Test func aByteOrderMarkIsDroppedAndOffsetsStartAfterIt() {
        let decoded = SourceDecoder.decode([0xEF, 0xBB, 0xBF] + Array("<Component/>".utf8))
        #expect(decoded.text == "<Component/>")
        #expect(decoded.diagnostics.isEmpty)
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMarkIsDecoded(littleEndian: Bool) {
        let text = "<Label text=\"é😀\"/>"
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += littleEndian ? pair : pair.reversed()
        }
        #expect(SourceDecoder.decode(bytes).text == text)
    }

    @Test func eachRunOfInvalidBytesIsOneDiagnosticAtItsReplacement() throws {
        // "a" then an invalid run (lone continuation + truncated sequence), "é", an overlong "/", "z".
        let bytes: [UInt8] = [0x61, 0x80, 0xE2, 0x82, 0xC3, 0xA9, 0xC0, 0xAF, 0x7A]
        let decoded = SourceDecoder.decode(bytes)
        #expect(decoded.text == "a\u{FFFD}é\u{FFFD}z")
        #expect(decoded.diagnostics.map(\.range) == [1..<4, 6..<9])
        #expect(decoded.diagnostics.allSatisfy { $0.code == "xml.invalid-utf8" && $0.severity == .error })
        let text = Array(decoded.text.utf8)
        for range in decoded.diagnostics.map(\.range) {
            #expect(Array(text[range]) == [0xEF, 0xBF, 0xBD])
        }
    }

    @Test(arguments: [[0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0xAF], [0xFF]] as [[UInt8]])
    func surrogatesOutOfRangeAndOverlongFormsAreInvalid(bytes: [UInt8]) {
        let decoded = SourceDecoder.decode(Array("x=".utf8) + bytes)
        #expect(decoded.text == "x=\u{FFFD}")
        #expect(decoded.diagnostics.map(\.range) == [2..<5])
    }

    @Test func aBinaryFileGetsABoundedNumberOfDiagnostics() {
        let bytes = [UInt8](repeating: 0, count: 10_000).flatMap { _ -> [UInt8] in [0x41, 0xFF] }
        let decoded = SourceDecoder.decode(bytes)
        #expect(decoded.diagnostics.count == SourceDecoder.maximumEncodingDiagnostics)
        #expect(decoded.diagnostics.last?.message.hasSuffix("(and 9980 more invalid sequences in this file)") == true)
    }
}
