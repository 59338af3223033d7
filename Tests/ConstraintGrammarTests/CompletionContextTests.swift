import Testing
@testable import ConstraintGrammar
import TestSupport

/// `‸` marks the cursor; `⟦…⟧` marks the range the completion replaces (the TestSupport markup).
struct CompletionContextTests {
    struct Case: Sendable, CustomStringConvertible {
        let marked: String
        let expectations: [CompletionContext.Expectation]
        let prefix: String
        let attribute: String
        var description: String { marked }

        init(_ marked: String, _ expectations: [CompletionContext.Expectation], prefix: String = "", on attribute: String = "top") {
            self.marked = marked
            self.expectations = expectations
            self.prefix = prefix
            self.attribute = attribute
        }
    }

    static let cases: [Case] = [
        Case("⟦‸⟧", [.target, .relation, .number]),
        Case("⟦su‸⟧", [.target, .relation, .number], prefix: "su"),
        Case("⟦su‸per⟧", [.target, .relation, .number], prefix: "su"),
        Case("name = ⟦‸⟧", [.target, .relation, .number]),
        Case("⟦:g‸⟧", [.relation], prefix: ":g"),
        Case("⟦:‸⟧", [.relation], prefix: ":"),
        Case(":gte ⟦‸⟧", [.target, .number]),
        Case(":gte ⟦ti‸⟧", [.target, .number], prefix: "ti"),
        Case("super.⟦‸⟧", [.anchor]),
        Case("super.⟦bo‸⟧", [.anchor], prefix: "bo"),
        Case(".⟦‸⟧", [.anchor]),
        Case("super ⟦‸⟧", [.modifier]),
        Case("super ⟦in‸⟧", [.modifier], prefix: "in"),
        Case("super.top ⟦‸⟧", [.modifier]),
        Case("super offset(5) ⟦‸⟧", [.modifier]),
        Case("super offset(⟦‸⟧", [.number]),
        Case("super offset(by: ⟦‸⟧", [.number]),
        Case("super @⟦‸⟧", [.priority]),
        Case("super @⟦hi‸⟧", [.priority], prefix: "hi"),
        Case("id:⟦‸⟧", [.layoutID]),
        Case("id:⟦he‸⟧", [.layoutID], prefix: "he"),
        Case("[⟦‸⟧", [.conditionIdentifier]),
        Case("[⟦ip‸⟧", [.conditionIdentifier], prefix: "ip"),
        Case("[ipad ⟦‸⟧", [.conditionOperator]),
        Case("[ipad ⟦a‸⟧", [.conditionOperator], prefix: "a"),
        Case("[width ⟦:g‸⟧", [.conditionOperator], prefix: ":g"),
        Case("[ipad and ⟦‸⟧", [.conditionIdentifier]),
        Case("[!(⟦‸⟧", [.conditionIdentifier]),
        Case("[ipad] ⟦‸⟧", [.target, .relation, .number]),
        Case("super; ⟦‸⟧", [.target, .relation, .number]),
        Case("100 ⟦‸⟧", []),
        Case("⟦hi‸gh⟧", [.priority], prefix: "hi", on: "huggingPriority"),
    ]

    @Test(arguments: cases)
    func context(_ testCase: Case) {
        let marked = MarkedText(testCase.marked)
        let context = CompletionContext.at(marked.cursor, in: marked.text, for: attribute(testCase.attribute))
        #expect(context.expectations == testCase.expectations)
        #expect(context.replacementRange == marked.range)
        #expect(context.prefix == testCase.prefix)
    }

    @Test func offsetsOutsideTheValueAreClamped() {
        let context = CompletionContext.at(99, in: "super.", for: attribute("top"))
        #expect(context.expectations == [.anchor])
        #expect(context.replacementRange == 6..<6)
        #expect(CompletionContext.at(-3, in: "x", for: attribute("top")).replacementRange == 0..<0)
    }
}
