import Testing
@testable import ConstraintGrammar

struct LexerTests {
    struct Case: Sendable, CustomStringConvertible {
        let value: String
        let expected: [(Token.Kind, String, Range<Int>)]
        var description: String { value }
    }

    static let cases: [Case] = [
        Case(value: "super.top", expected: [(.identifier, "super", 0..<5), (.period, ".", 5..<6), (.identifier, "top", 6..<9)]),
        Case(value: "-10.5 1.x", expected: [(.number, "-10.5", 0..<5), (.number, "1", 6..<7), (.period, ".", 7..<8), (.identifier, "x", 8..<9)]),
        Case(value: "a2b-3", expected: [(.identifier, "a2b", 0..<3), (.number, "-3", 3..<5)]),
        Case(value: "title_label", expected: [(.identifier, "title", 0..<5), (.other, "_", 5..<6), (.identifier, "label", 6..<11)]),
        Case(value: "== != = ! ,", expected: [(.equalEqual, "==", 0..<2), (.notEqual, "!=", 3..<5), (.assign, "=", 6..<7), (.bang, "!", 8..<9), (.comma, ",", 10..<11)]),
        Case(value: ">=\n\t<", expected: [(.other, ">", 0..<1), (.assign, "=", 1..<2), (.other, "<", 4..<5)]),
        Case(value: "[](): ;@", expected: [(.openBracket, "[", 0..<1), (.closeBracket, "]", 1..<2), (.openParen, "(", 2..<3), (.closeParen, ")", 3..<4), (.colon, ":", 4..<5), (.semicolon, ";", 6..<7), (.at, "@", 7..<8)]),
        Case(value: "{{_a9}} {x}", expected: [(.argument, "{{_a9}}", 0..<7), (.other, "{", 8..<9), (.identifier, "x", 9..<10), (.other, "}", 10..<11)]),
        Case(value: "é-", expected: [(.other, "é", 0..<2), (.other, "-", 2..<3)]),
    ]

    @Test(arguments: cases)
    func tokenizes(_ testCase: Case) {
        let tokens = Lexer.tokenize(testCase.value)
        #expect(tokens.map(\.kind) == testCase.expected.map(\.0))
        #expect(tokens.map(\.text) == testCase.expected.map(\.1))
        #expect(tokens.map(\.range) == testCase.expected.map(\.2))
    }
}
