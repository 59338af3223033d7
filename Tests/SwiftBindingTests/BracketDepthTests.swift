import Foundation
import Testing
import TestSupport
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
    @Test func aBackquotedNameKeepsItsBrackets() async {
        let name = "d" + String(repeating: "[", count: 24) + "x"
        let source = "class V: UIView { public var `\(name)`: UILabel! }"
        #expect(BracketDepthLimit.limited(source) == source)
        let property = await SwiftSourceReader.read(source).properties.first
        #expect(property?.name == name)
        let utf8 = Array(source.utf8)
        #expect(property.map { String(decoding: utf8[$0.nameRange.utf8], as: UTF8.self) } == "`\(name)`")
        // A backquote with no partner on its line is no name: what follows is code, and counts.
        #expect(BracketDepthLimit.limited("` [[[[[[[[[[\n`") == "` [[[[[[[[  \n`")
    }

    /// The fuzz finding: runs of eight separated by names, which the rule for runs let through.
    @Test func runsSeparatedByNamesStayBounded() async {
        let source = "final class V: W" + String(repeating: "Z[[[[[[[[", count: 6) + " {}"
        let limited = BracketDepthLimit.limited(source)
        #expect(limited.filter { $0 == "[" }.count == BracketDepthLimit.maximumDepth)
        #expect(limited.utf8.count == source.utf8.count)
        #expect(await SwiftSourceReader.read(source).types.map(\.name) == ["V"])
    }

    /// Unbounded before: 2^40 parser steps. Declarations around the run are still read.
    @Test func declarationsAroundALongRunAreRead() async {
        let source = """
            final class GreeterView: ViewBase<Void, Void> {
                let matrix = \(String(repeating: "[", count: 40))1\(String(repeating: "]", count: 40))
                let greeting = UILabel()
                var table: \(String(repeating: "[", count: 40))
            }
            """
        let file = await SwiftSourceReader.read(source)
        #expect(file.properties.map(\.name).prefix(2) == ["matrix", "greeting"])
        #expect(SwiftIdentifierOccurrences.find("greeting", in: source).count == 1)
    }

    /// The fuzz finding that got past the count of its own: after `'` (a string literal to the
    /// lexer) came `\(` (code) holding runs of `[` the count took for a `//` comment; SwiftParser
    /// took 3 min 45 s on 451 bytes in a debug build, twice as long on two copies.
    @Test func theQuotedInterpolationFindingIsReadWithEightOpen() async throws {
        let path = TestPaths.packageRoot + "/Fuzz/Seeds/swift/slow-reader-stall-451-bytes.swift"
        let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        for text in [source, source + source] {
            let limited = BracketDepthLimit.limited(text)
            #expect(limited.utf8.count == text.utf8.count)
            #expect(BracketDepthLimit.excessBrackets(in: Array(limited.utf8)).isEmpty)
        }
        let file = await SwiftSourceReader.read(source)
        #expect(file.types.map(\.name) == ["Greet", "Z"])
        #expect(file.properties.map(\.name) == ["seRView", "text"])
    }

    /// Wherever the parser reads code, its brackets count; wherever it reads text (literals of
    /// every kind, nested comments), no bracket closes any.
    @Test func bracketsCountWhereTheParserReadsCode() {
        let cases: [(source: String, limited: String)] = [
            // A `'` literal is a string to the lexer; its interpolation is code.
            (#"let a = '\(x[[[[[[[[[[y"#, #"let a = '\(x[[[[[[[[  y"#),
            (#"[[[[[[[[ '}' [["#, #"[[[[[[[[ '}'   "#),
            // Raw strings end at `"#`, and their interpolation is `\#(`.
            (##"[[[[[[[[ #"}"]]"# [["##, ##"[[[[[[[[ #"}"]]"#   "##),
            (##"let s = #"\#(a[[[[[[[[[[b)"#"##, ##"let s = #"\#(a[[[[[[[[  b)"#"##),
            // Block comments nest; regex literals and multi-line strings are text.
            ("[[[[[[[[ /* /* */ ]]]] */ [[", "[[[[[[[[ /* /* */ ]]]] */   "),
            ("[[[[[[[[ #/]]]/# [[", "[[[[[[[[ #/]]]/#   "),
            ("[[[[[[[[ \"\"\"\n]]]]\n\"\"\" [[", "[[[[[[[[ \"\"\"\n]]]]\n\"\"\"   "),
            // Interpolations nest.
            (#"let s = "\(f("\(a[[[[[[[[[[b"))""#, #"let s = "\(f("\(a[[[[[[[[  b"))""#),
            // The parser ends an interpolation at a quote after an operand, where the lexer
            // reads a nested literal: from there every `[` counts.
            (#"let s = "\(a "[[[[[[[[[[[["#, #"let s = "\(a "[[[[[[[[    "#),
            // …to the file's end once the parser may have opened a comment there.
            ("[[[[[[[[\nlet s = \"\\(a \"/*\n}\n*/ [[", "[[[[[[[[\nlet s = \"\\(a \"/*\n}\n*/   "),
        ]
        for (source, limited) in cases {
            #expect(BracketDepthLimit.limited(source) == limited)
        }
    }

    /// Brackets in literals and comments are text: ordinary code after them keeps its types.
    @Test func ordinaryCodeAfterBracketsInTextIsLeftAlone() async {
        let source = """
            /// Lists [a], [b] and [[c]]: \(String(repeating: "[", count: 12))
            final class ListView: UIView {
                let title = "\(String(repeating: "[", count: 12))"
                let pattern = #"[[[[[[[[[["#
                let summary = "\\(names["first"]) \\(counts[0]) [[[[[[[[[[" + label.text!
                var names: [String: [Int]] = [:]
                let counts: [[[Int]]] = []
            }
            """
        #expect(BracketDepthLimit.limited(source) == source)
        let properties = await SwiftSourceReader.read(source).properties
        #expect(properties.first { $0.name == "names" }?.declaredType == "[String:[Int]]")
        #expect(properties.first { $0.name == "counts" }?.declaredType == "[[[Int]]]")
    }
}
