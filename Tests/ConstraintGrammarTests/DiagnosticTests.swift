import Foundation
import Testing
@testable import ConstraintGrammar
import TestSupport

/// Every diagnostic of the constraint language, asserted by code, severity and exact range.
struct DiagnosticTests {
    struct Case: Sendable, CustomStringConvertible {
        let attribute: String
        let value: String
        /// Each expected diagnostic as a code and the text it must cover (with occurrence).
        let expected: [(LayoutDiagnosticCode, String, Int)]
        var description: String { "\(attribute)=\"\(value)\"" }

        init(_ value: String, on attribute: String = "top", _ expected: (LayoutDiagnosticCode, String, Int)...) {
            self.value = value
            self.attribute = attribute
            self.expected = expected
        }
    }

    static let valid: [Case] = [
        Case(""),
        Case("super"),
        Case("super inset(20)"),
        Case("  \n\t super.bottom  offset( by : -8.5 )  @ high "),
        Case(":gte 10", on: "width"),
        Case("w = 370", on: "width"),
        Case("id:header offset(10); [ipad] :lte readableContentGuide @750", on: "below"),
        Case("safeAreaLayoutGuide multiplied(by: 2) divided(3) @required"),
        Case("[horizontal == compact or vertical != regular] self.height", on: "width"),
        Case("[!(horizontal == compact) and (phone or PAD)] super; [width :gt 400 AND landscape] 20", on: "leading"),
        Case("[!ipad] .centerX", on: "centerX"),
        Case("[!!tv] super"),
        Case("[(width :lte 320) or height :gte 1000.5] super"),
        Case("[true] super @1"),
    ]

    static let errors: [Case] = [
        Case("super <", (.unexpectedToken, "<", 1)),
        Case("super & foo", (.unexpectedToken, "&", 1)),
        Case("), super", (.unexpectedToken, ")", 1)),
        Case("super, foo", (.unexpectedToken, ",", 1)),
        Case("{{name}}", (.unexpectedToken, "{{name}}", 1)),
        Case("title_label offset(4)", (.nameWithUnderscore, "title_label", 1)),
        Case("id:my_view", (.nameWithUnderscore, "my_view", 1)),
        Case(">= super", (.operatorRelation, ">=", 1)),
        Case("<= foo.top", (.operatorRelation, "<=", 1)),
        Case("== super", (.operatorRelation, "==", 1)),
        Case(":gteq super", (.unknownRelation, "gteq", 1)),
        Case(":Equal super", (.unknownRelation, "Equal", 1)),
        Case("super.", (.expectedAnchor, ".", 1)),
        Case("super. ; foo", (.expectedAnchor, ".", 1)),
        Case("super.bottm", (.unknownAnchor, "bottm", 1)),
        Case("super.Top", (.unknownAnchor, "Top", 1)),
        Case("super offst(10)", (.unknownModifier, "offst", 1)),
        Case("super offset()", (.modifierMissingNumber, ")", 1)),
        Case("super offset(by 5)", (.modifierMissingNumber, "by", 1)),
        Case("super inset(", (.modifierMissingNumber, "(", 1)),
        Case("super inset(5", (.modifierUnclosed, "5", 1)),
        Case("super inset(5 6)", (.modifierUnclosed, "6", 1)),
        Case("super offset 10", (.modifierWithoutParentheses, "offset 10", 1)),
        Case("inset 8", (.modifierWithoutParentheses, "inset 8", 1)),
        Case("super multiplied by 0.5", on: "width", (.modifierWithoutParentheses, "multiplied by 0.5", 1)),
        Case("offset: 10", (.modifierWithoutParentheses, "offset: 10", 1)),
        Case("super.top inset 4; super", (.modifierWithoutParentheses, "inset 4", 1)),
        Case("super multiplied(by 2)", on: "width", (.modifierMissingNumber, "by", 1)),
        Case("title.bottom + 8", (.arithmetic, "+ 8", 1)),
        Case("title.bottom +8 @high; super", (.arithmetic, "+8", 1)),
        Case("super.width * 0.5 - 10", on: "width", (.arithmetic, "* 0.5 - 10", 1)),
        Case("super / 2", on: "height", (.arithmetic, "/ 2", 1)),
        Case("super offset(4) + 4", (.arithmetic, "+ 4", 1)),
        Case("super @", (.missingPriority, "@", 1)),
        Case("super @;", (.missingPriority, "@", 1)),
        Case("super @hgh", (.unknownPriority, "hgh", 1)),
        Case("super @0", (.priorityOutOfRange, "0", 1)),
        Case("super @1001", (.priorityOutOfRange, "1001", 1)),
        Case("super @-5", (.priorityOutOfRange, "-5", 1)),
        Case("[ipad super", (.unclosedCondition, "[", 1)),
        Case("[ipad; super", (.unclosedCondition, "[", 1)),
        Case("[] super", (.emptyCondition, "[]", 1)),
        Case("[ipad && landscape] super", (.conditionUnexpectedToken, "&&", 1)),
        Case("[ipad || tv] super", (.conditionUnexpectedToken, "||", 1)),
        Case("[width >= 5] super", (.conditionUnexpectedToken, ">=", 1)),
        Case("[ipad, tv] super", (.conditionUnexpectedToken, ",", 1)),
        Case("[ipad and] super", (.conditionExpectedOperand, "]", 1)),
        Case("[== ipad] super", (.conditionExpectedOperand, "==", 1)),
        Case("[(ipad] super", (.conditionUnclosedParenthesis, "(", 1)),
        Case("[iphon] super", (.unknownConditionIdentifier, "iphon", 1)),
        Case("[ipad and desktop] super", (.unknownConditionIdentifier, "desktop", 1)),
        Case("[!(ipad and landscape)] super", (.conditionInvalidNegation, "!(ipad and landscape)", 1)),
        Case("[width != 100] super", (.conditionInvalidNegation, "width != 100", 1)),
        Case("[!width] super", (.conditionInvalidNegation, "!width", 1)),
        Case("[!((ipad))] super", (.conditionInvalidNegation, "!((ipad))", 1)),
        Case("[width] super", (.conditionNotLogical, "width", 1)),
        Case("[5 or ipad] super", (.conditionNotLogical, "5", 1)),
        Case("[ipad == true] super", (.conditionNotComparable, "ipad", 1), (.conditionNotComparable, "true", 1)),
        Case("[ipad :gt 5] super", (.conditionNotComparable, "ipad", 1)),
        Case("[width :gt 5 :gt 3] super", (.conditionNotComparable, "width :gt 5", 1)),
        Case("[compact] super", (.conditionBareSizeClass, "compact", 1)),
        Case("[ipad and regular] super", (.conditionBareSizeClass, "regular", 1)),
    ]

    static let warnings: [Case] = [
        Case("super inset(10) foo", (.missingSeparator, "foo", 1)),
        Case("100 offset(5)", on: "width", (.missingSeparator, "offset", 1)),
        Case("title.bottom -8", (.missingSeparator, "-8", 1)),
        Case("super.top 10", (.missingSeparator, "10", 1)),
        Case("100 50", on: "width", (.missingSeparator, "50", 1)),
        Case("super.top .bottom", (.missingSeparator, ".", 2)),
        Case("100 @high; 50", on: "width", (.prioritySemicolon, ";", 1)),
        Case("super @low;", (.prioritySemicolon, ";", 1)),
        Case("; super", (.emptyConstraint, ";", 1)),
        Case("super;; foo", (.emptyConstraint, ";", 2)),
        Case("[ipad landscape] super", (.conditionIgnoredTokens, "landscape", 1)),
        Case("[width :gt 5 :eq 3] super", (.conditionIgnoredTokens, ":eq 3", 1)),
        Case("progressFill = super inset(20)", on: "fillHorizontally", (.fieldCopiedToParts, "progressFill", 1)),
        Case("a = super; b = foo", (.fieldCopiedToParts, "a", 1), (.fieldCopiedToParts, "b", 1)),
        Case("view:header", (.layoutIDPrefix, "view", 1)),
        Case("super :gte", (.layoutIDPrefix, "super", 1)),
    ]

    static let mixed: [Case] = [
        // One typo does not hide the rest: recovery at the next `;`.
        Case("super.bottm; foo offset(; id:x @hgh; > bar",
             (.unknownAnchor, "bottm", 1), (.modifierMissingNumber, ";", 2), (.unknownPriority, "hgh", 1),
             (.prioritySemicolon, ";", 3), (.unexpectedToken, ">", 1)),
        Case("[ipad] super inset(10) foo.top; [iphon] :gt 5 @99999",
             (.missingSeparator, "foo", 1), (.unknownConditionIdentifier, "iphon", 1), (.priorityOutOfRange, "99999", 1)),
    ]

    @Test(arguments: valid + errors + warnings + mixed)
    func reportsExactly(_ testCase: Case) {
        let analysis = analyze(testCase.value, testCase.attribute)
        let expected = testCase.expected.map { Expected($0.0, range(of: $0.1, in: testCase.value, occurrence: $0.2)) }
        #expect(analysis.diagnostics.map(Expected.init) == expected)
    }

    @Test(arguments: errors)
    func errorsAreErrors(_ testCase: Case) {
        #expect(analyze(testCase.value, testCase.attribute).hasErrors)
    }

    @Test(arguments: warnings)
    func warningsAreNotErrors(_ testCase: Case) {
        let analysis = analyze(testCase.value, testCase.attribute)
        #expect(!analysis.hasErrors)
        #expect(!analysis.diagnostics.isEmpty)
    }

    struct FixCase: Sendable, CustomStringConvertible {
        let value: String
        let replaced: String
        let replacement: String
        var description: String { value }
    }

    static let fixes: [FixCase] = [
        FixCase(value: ">= super", replaced: ">=", replacement: ":gte"),
        FixCase(value: "<= super", replaced: "<=", replacement: ":lte"),
        FixCase(value: "== super", replaced: "==", replacement: ":eq"),
        FixCase(value: "super.bottm", replaced: "bottm", replacement: "bottom"),
        FixCase(value: "super.Top", replaced: "Top", replacement: "top"),
        FixCase(value: "super mutliplied(2)", replaced: "mutliplied", replacement: "multiplied"),
        FixCase(value: "super @hihg", replaced: "hihg", replacement: "high"),
        FixCase(value: ":gtee super", replaced: "gtee", replacement: "gte"),
        FixCase(value: "[landscpe] super", replaced: "landscpe", replacement: "landscape"),
        FixCase(value: "[ipad && tv] super", replaced: "&&", replacement: "and"),
        FixCase(value: "[ipad || tv] super", replaced: "||", replacement: "or"),
        FixCase(value: "[width < 5] super", replaced: "<", replacement: ":lt"),
        FixCase(value: "view:x", replaced: "view", replacement: "id"),
        FixCase(value: "super @high;", replaced: ";", replacement: ""),
        FixCase(value: "super offset 10", replaced: "offset 10", replacement: "offset(10)"),
        FixCase(value: "inset 8", replaced: "inset 8", replacement: "inset(8)"),
        FixCase(value: "offset: -4", replaced: "offset: -4", replacement: "offset(-4)"),
        FixCase(value: "super multiplied by 0.5", replaced: "multiplied by 0.5", replacement: "multiplied(by: 0.5)"),
        FixCase(value: "super divided 2", replaced: "divided 2", replacement: "divided(by: 2)"),
        FixCase(value: ":gte10", replaced: "gte10", replacement: "gte 10"),
        FixCase(value: "super multiplied(by 2)", replaced: "by", replacement: "by:"),
        FixCase(value: "super divided(by -3)", replaced: "by", replacement: "by:"),
        FixCase(value: "title.bottom + 8", replaced: "+ 8", replacement: "offset(8)"),
        FixCase(value: "title.bottom - 8", replaced: "- 8", replacement: "offset(-8)"),
        FixCase(value: "title.bottom - -8", replaced: "- -8", replacement: "offset(8)"),
        FixCase(value: "super.bottom * 0.5 + 12", replaced: "* 0.5 + 12", replacement: "multiplied(by: 0.5) offset(12)"),
        FixCase(value: "super.centerY / 3", replaced: "/ 3", replacement: "divided(by: 3)"),
        FixCase(value: "title.bottom -8", replaced: "-8", replacement: "offset(-8)"),
    ]

    @Test(arguments: fixes)
    func suggestsReplacement(_ fix: FixCase) {
        let diagnostics = analyze(fix.value).diagnostics
        #expect(diagnostics.count == 1)
        let replacement = diagnostics.first?.replacement
        #expect(replacement?.range == range(of: fix.replaced, in: fix.value))
        #expect(replacement?.text == fix.replacement)
    }

    /// One error that names the modifier, not an unknown target plus `;` insertions.
    @Test func bareModifierSaysHowToWriteIt() {
        let diagnostics = analyze("super offset 10").diagnostics
        #expect(diagnostics.map(\.message) == ["`offset` is a modifier: write `offset(10)`"])
        #expect(diagnostics.map(\.severity) == [.error])
    }

    /// Misreadings say what was meant, once, instead of an unexpected token.
    @Test func arithmeticAndALabelWithoutColonSayHowToWriteThem() {
        #expect(analyze("super.width * 0.5", "width").diagnostics.map(\.message)
            == ["The constraint language has no arithmetic: write `multiplied(by: 0.5)`"])
        #expect(analyze("super multiplied(by 2)", "width").diagnostics.map(\.message)
            == ["`by` needs a colon: write `multiplied(by: 2)`"])
        #expect(analyze("title.bottom -8").diagnostics.map(\.message)
            == ["`-8` starts a new constraint, to a constant; for an offset, write `offset(-8)`"])
        // An operator with no number after it is still just an unexpected token.
        #expect(analyze("super +").diagnostics.map(\.code) == [.unexpectedToken])
        #expect(analyze("super % 2").diagnostics.map(\.code) == [.unexpectedToken])
    }

    @Test func modifierNameAsViewBeforeAnchorIsNotAModifier() {
        #expect(analyze("offset.top").diagnostics.isEmpty)
    }

    @Test func missingSeparatorFixInsertsSemicolonAfterPreviousConstraint() {
        let diagnostic = analyze("super inset(10)  foo").diagnostics.first
        #expect(diagnostic?.replacement == .init(range: 15..<15, text: ";"))
    }

    @Test func everyCodeIsDocumented() throws {
        let documented = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        for code in LayoutDiagnosticCode.allCases {
            #expect(documented.contains("`\(code.rawValue)` | \(code.severity.rawValue) |"), "\(code.rawValue)")
        }
    }
}
