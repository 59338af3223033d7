import Testing
@testable import SwiftBinding

/// Open `[` make SwiftParser's time double per bracket (found by fuzz-swift: 351 bytes of
/// mutated Swift stalled the reader, then 429 bytes with names between the brackets). Past
/// eight open at once, they are read as spaces, offsets unchanged.
@Suite struct BracketDepthTests {
    @Test func bracketsPastEightOpenAreReadAsSpacesAndTheTextKeepsItsLength() {
        let source = "let grid = [[[[ [[[[[[[x]]]]]]]]]]]"
        let limited = BracketDepthLimit.limited(source)
        #expect(limited == "let grid = [[[[ [[[[   x]]]]]]]]]]]")
        #expect(limited.utf8.count == source.utf8.count)
        // Names between brackets close nothing: what counts is how many are open.
        #expect(BracketDepthLimit.limited("V[[[[Z[[[[unsafe[[") == "V[[[[Z[[[[unsafe  ")
        // `]` closes one, so balanced nesting of any length is left alone.
        let balanced = "let m = [[1, 2], [3, [4, [5]]]] + [[[[[[[[0]]]]]]]] + [[[[[[[[0]]]]]]]]"
        #expect(BracketDepthLimit.limited(balanced) == balanced)
        // `{` and `}` close everything; comments open and close nothing.
        #expect(BracketDepthLimit.limited("[[[[[[[[ } [[[[[[[[ // [[[\n[ /* ] */ [") == "[[[[[[[[ } [[[[[[[[ // [[[\n  /* ] */  ")
        // In a string, `[` counts (an interpolation is code) and `]` does not; `//` there is text.
        #expect(BracketDepthLimit.limited(#"[[[[ "]]]]" [[[[ ["#) == #"[[[[ "]]]]" [[[[  "#)
        #expect(BracketDepthLimit.limited(#""//"\(w[[[[[[[[[[x"#) == #""//"\(w[[[[[[[[  x"#)
    }

    /// A fuzz finding: brackets inside a backquoted name were read as spaces, so the name the
    /// reader reported was not the one its range spells in the file.
    @Test func aBackquotedNameKeepsItsBrackets() {
        let name = "d" + String(repeating: "[", count: 24) + "x"
        let source = "class V: UIView { public var `\(name)`: UILabel! }"
        #expect(BracketDepthLimit.limited(source) == source)
        let property = SwiftSourceReader.read(source).properties.first
        #expect(property?.name == name)
        let utf8 = Array(source.utf8)
        #expect(property.map { String(decoding: utf8[$0.nameRange.utf8], as: UTF8.self) } == "`\(name)`")
        // A backquote with no partner on its line is no name: what follows is code, and counts.
        #expect(BracketDepthLimit.limited("` [[[[[[[[[[\n`") == "` [[[[[[[[  \n`")
    }

    /// The fuzz finding: runs of eight separated by names, which the rule for runs let through.
    @Test func runsSeparatedByNamesStayBounded() {
        let source = "final class V: W" + String(repeating: "Z[[[[[[[[", count: 6) + " {}"
        let limited = BracketDepthLimit.limited(source)
        #expect(limited.filter { $0 == "[" }.count == BracketDepthLimit.maximumDepth)
        #expect(limited.utf8.count == source.utf8.count)
        #expect(SwiftSourceReader.read(source).types.map(\.name) == ["V"])
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
