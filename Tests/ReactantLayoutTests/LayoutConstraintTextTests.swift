import Testing
import TestSupport
@testable import ReactantAnalysis
@testable import ReactantLayout

/// The text a layout message quotes for a constraint: blanks collapsed as the characterwise
/// definition does, whether the bytewise path or the characterwise one reads it.
struct LayoutConstraintTextTests {
    @Test func blanksBecomeOneSpaceAndLeaveTheEnds() {
        let value = Array("  super \t inset(8)\n\n@high  ".utf8)
        #expect(LayoutSceneBuilder.text(of: 0..<value.count, in: value) == "super inset(8) @high")
        #expect(LayoutSceneBuilder.text(of: 2..<7, in: value) == "super")
        #expect(LayoutSceneBuilder.text(of: 0..<1_000, in: value) == "super inset(8) @high")
    }

    /// "\r\n" is one character, and not a blank: the characterwise definition keeps it.
    @Test func aCarriageReturnLineFeedPairIsKept() {
        let value = Array("a\r\nb \r\r\n c\r".utf8)
        #expect(LayoutSceneBuilder.text(of: 0..<value.count, in: value) == "a\r\nb \r\n c")
    }

    @Test func everyTextComesOutAsTheCharacterwiseDefinitionSays() {
        var random = SeededGenerator(seed: 27)
        let pieces = [" ", "\t", "\n", "\r", "\r\n", "a", "(", "8", "@", "é", "e\u{301}", " \u{301}", "𝄞"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let start = Int.random(in: 0...bytes.count, using: &random)
            let end = Int.random(in: start...bytes.count, using: &random)
            let expected = LayoutSceneBuilder.textByCharacter(String(decoding: bytes[start..<end], as: UTF8.self))
            #expect(LayoutSceneBuilder.text(of: start..<end, in: bytes) == expected, "\(Array(text.unicodeScalars)) \(start)..<\(end)")
        }
    }
}
