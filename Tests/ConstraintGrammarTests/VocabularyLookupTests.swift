import Testing
@testable import ConstraintGrammar

/// The word lookups are written out by hand for speed; these pin them to the declared spellings.
struct VocabularyLookupTests {
    @Test func everyCaseIsFoundByItsSpellingAndNothingElse() {
        for anchor in LayoutAnchor.allCases {
            #expect(LayoutAnchor(rawValue: anchor.rawValue) == anchor)
            #expect(LayoutAnchor(rawValue: anchor.rawValue.uppercased()) == nil)
            #expect(LayoutAnchor(rawValue: anchor.rawValue + "s") == nil)
        }
        for kind in ConstraintModifierKind.allCases {
            #expect(ConstraintModifierKind(rawValue: kind.rawValue) == kind)
            #expect(ConstraintModifierKind(rawValue: String(kind.rawValue.dropLast())) == nil)
        }
        for keyword in TargetKeyword.allCases {
            #expect(TargetKeyword(rawValue: keyword.rawValue) == keyword)
            #expect(TargetKeyword(rawValue: keyword.rawValue.capitalized) == nil)
        }
        for priority in PriorityName.allCases {
            #expect(PriorityName(rawValue: priority.rawValue) == priority)
            #expect(PriorityName(rawValue: " " + priority.rawValue) == nil)
        }
        for spelling in RelationSpelling.all {
            #expect(RelationSpelling.named(spelling.name) == spelling)
            #expect(RelationSpelling.named(spelling.name.uppercased()) == nil)
        }
        #expect(LayoutAnchor(rawValue: "") == nil)
    }

    @Test func conditionIdentifiersIgnoreCase() {
        for identifier in ConditionIdentifier.all {
            #expect(ConditionIdentifier.named(identifier.name) == identifier)
            #expect(ConditionIdentifier.named(identifier.name.uppercased()) == identifier)
            #expect(ConditionIdentifier.named(identifier.name + "x") == nil)
        }
        #expect(ConditionIdentifier.named("iPad")?.name == "ipad")
        #expect(ConditionIdentifier.named("ipäd") == nil)
        #expect("MiXeD".lowercasedIfNeeded == "mixed")
        #expect("ÉCRAN".lowercasedIfNeeded == "ÉCRAN".lowercased())
    }

    @Test(arguments: ["0", "-0", "7", "-10", "00012", "123456789012345", "-123456789012345", "1234567890123456",
                      "99999999999999999999", "1.5", "-0.25", "3.14159265358979323846"])
    func numbersReadAsDoubleReadsThem(_ text: String) throws {
        let token = Token(kind: .number, text: text, range: 0..<text.utf8.count)
        let expected = try #require(Double(text))
        #expect(token.numberValue == expected)
        #expect(token.numberValue.sign == expected.sign)
    }
}
