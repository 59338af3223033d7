import Testing
@testable import SwiftBinding

/// Runs of `[` make SwiftParser's time double per bracket (found by fuzz-swift: 351 bytes of
/// mutated Swift stalled the reader). Past eight, they are read as spaces, offsets unchanged.
@Suite struct BracketRunTests {
    @Test func aRunPastTheLimitIsReadAsSpacesAndTheTextKeepsItsLength() {
        let source = "let grid = [[[[ [[[[[[[x]]]]]]]]]]]"
        let limited = BracketRunLimit.limited(source)
        #expect(limited == "let grid = [[[[ [[[[   x]]]]]]]]]]]")
        #expect(limited.utf8.count == source.utf8.count)
        // Anything between brackets ends a run; short runs are left alone.
        #expect(BracketRunLimit.limited("[[[[[a[[[[[ [1, [2, [3]]]") == "[[[[[a[[[[[ [1, [2, [3]]]")
        // Trivia does not end a run: control characters, other bytes the lexer skips, comments.
        #expect(BracketRunLimit.limited("[[[[\u{1}\u{0}[[é[[ // x\n[[ /* y */ [") == "[[[[\u{1}\u{0}[[é[[ // x\n   /* y */  ")
    }

    /// Unbounded before: 2^40 parser steps. Declarations around the run are still read.
    @Test func declarationsAroundALongRunAreRead() {
        let source = """
            final class GreeterView: ViewBase<Void, Void> {
                let matrix = \(String(repeating: "[", count: 40))1\(String(repeating: "]", count: 40))
                let greeting = UILabel()
                var table: \(String(repeating: "[", count: 40))
            }
            """
        let file = SwiftSourceReader.read(source)
        #expect(file.properties.map(\.name).prefix(2) == ["matrix", "greeting"])
        #expect(SwiftIdentifierOccurrences.find("greeting", in: source).count == 1)
    }
}
