import Testing
@testable import ConstraintGrammar

/// Long and hostile values complete with the right answer (no crash, no deep recursion).
/// Linear time is a property of the design (every loop consumes a token); it is not timed here.
struct LargeInputTests {
    @Test func hundredThousandCharacterListOfValidConstraints() {
        let one = "[ipad and landscape] id:header.bottom offset(by: 10) @high "
        let value = String(repeating: one, count: 100_000 / one.utf8.count + 1)
        #expect(value.utf8.count >= 100_000)
        let analysis = analyze(value, "below")
        #expect(!analysis.hasErrors)
        #expect(analysis.constraints.count == 100_000 / one.utf8.count + 1)
        guard case .constraints(let list) = analysis.syntax else { return }
        #expect(ConstraintPrinter.print(list) + " " == value)
    }

    @Test func hundredThousandCharacterConditionChain() {
        let value = "[" + String(repeating: "ipad and ", count: 11_000) + "tv] super"
        let analysis = analyze(value)
        #expect(analysis.diagnostics.isEmpty)
        #expect(analysis.constraints.count == 1)
    }

    @Test func hundredThousandStrayCharacters() {
        let value = String(repeating: "<", count: 100_000)
        let analysis = analyze(value)
        // One error at the first stray token; recovery skips to the next `;`, and there is none.
        #expect(analysis.diagnostics.map(Expected.init) == [Expected(.unexpectedToken, 0..<1)])
        let separated = String(repeating: "<;", count: 50_000)
        #expect(analyze(separated).diagnostics.count == 50_000)
    }

    @Test func deepNestingIsReportedNotRecursed() {
        for opener in ["(", "!"] {
            let value = "[" + String(repeating: opener, count: 100_000) + "ipad] super"
            let analysis = analyze(value)
            let depth = ConditionParser.maximumNesting
            #expect(analysis.diagnostics.map(Expected.init) == [Expected(.conditionTooDeep, (1 + depth)..<(2 + depth))], "\(opener)")
        }
        let withinLimit = "[" + String(repeating: "(", count: 50) + "ipad" + String(repeating: ")", count: 50) + "] super"
        #expect(analyze(withinLimit).diagnostics.isEmpty)
    }

    @Test func unclosedBracketsAndParentheses() {
        #expect(analyze(String(repeating: "[", count: 100_000)).diagnostics.map(\.code) == [.unclosedCondition])
        #expect(analyze(String(repeating: "super offset(", count: 8_000)).diagnostics.map(\.code) == [.modifierMissingNumber])
        #expect(analyze(String(repeating: ";", count: 100_000)).diagnostics.count == 100_000)
    }

    @Test func longWordsAndNumbers() {
        let word = String(repeating: "a", count: 100_000)
        #expect(analyze("super.\(word)").diagnostics.map(\.code) == [.unknownAnchor])
        #expect(analyze(String(repeating: "9", count: 100_000), "width").diagnostics.isEmpty)
        #expect(analyze(String(repeating: "_", count: 100_000)).diagnostics.map(\.code) == [.nameWithUnderscore])
        #expect(analyze(String(repeating: "é", count: 50_000)).diagnostics.count == 1)
        #expect(CompletionContext.at(50_000, in: word, for: attribute("top")).prefix.utf8.count == 50_000)
    }
}
