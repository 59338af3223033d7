import Testing
import ConstraintGrammar

/// Conditions decided per interface state, as the generated code decides them.
struct ConditionEvaluatorTests {
    static let phonePortrait = InterfaceTraits(
        idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular, rootWidth: 375, rootHeight: 667)
    static let phoneLandscape = InterfaceTraits(
        idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .compact, rootWidth: 667, rootHeight: 375)
    static let padLandscape = InterfaceTraits(
        idiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular, rootWidth: 1180, rootHeight: 820)

    struct Case: Sendable, CustomStringConvertible {
        let condition: String
        /// Expected in phone portrait, phone landscape, pad landscape.
        let expected: [Bool?]
        var description: String { condition }
    }

    static let cases: [Case] = [
        Case(condition: "phone", expected: [true, true, false]),
        Case(condition: "IPad", expected: [false, false, true]),
        Case(condition: "landscape", expected: [false, true, true]),
        Case(condition: "!portrait", expected: [false, true, true]),
        Case(condition: "phone and landscape", expected: [false, true, false]),
        Case(condition: "pad or portrait", expected: [true, false, true]),
        // `and` binds tighter than `or`.
        Case(condition: "pad or phone and landscape", expected: [false, true, true]),
        Case(condition: "(pad or phone) and landscape", expected: [false, true, true]),
        Case(condition: "horizontal == compact", expected: [true, true, false]),
        Case(condition: "regular == vertical", expected: [true, false, true]),
        Case(condition: "vertical != compact", expected: [true, false, true]),
        // `:lt`/`:gt` are strict inside conditions.
        Case(condition: "width :gt 667", expected: [false, false, true]),
        Case(condition: "width :gte 667", expected: [false, true, true]),
        Case(condition: "height :lt 375", expected: [false, false, false]),
        Case(condition: "width == 375", expected: [true, false, false]),
        Case(condition: "true", expected: [true, true, true]),
        Case(condition: "false or tv", expected: [false, false, false]),
        // What the generator rejects has no value.
        Case(condition: "ipad == true", expected: [nil, nil, nil]),
        Case(condition: "compact", expected: [nil, nil, nil]),
        Case(condition: "width", expected: [nil, nil, nil]),
        Case(condition: "!(phone and landscape)", expected: [nil, nil, nil]),
        Case(condition: "width != 100", expected: [nil, nil, nil]),
        Case(condition: "desktop", expected: [nil, nil, nil]),
        Case(condition: "", expected: [nil, nil, nil]),
        Case(condition: "phone]", expected: [nil, nil, nil]),
    ]

    @Test(arguments: cases)
    func decidesPerInterfaceState(_ testCase: Case) {
        let actual = [Self.phonePortrait, Self.phoneLandscape, Self.padLandscape].map {
            ConditionEvaluator.evaluate(testCase.condition, in: $0)
        }
        #expect(actual == testCase.expected)
    }

    @Test func readsTheResolvedConstraintsCanonicalText() throws {
        let analysis = LayoutAnalysis.analyze("[ipad and   landscape] super inset(40); [!ipad] super", as: .named("left")!)
        let conditions = analysis.constraints.map(\.condition)
        #expect(conditions == ["ipad and landscape", "!ipad"])
        let verdicts = try conditions.map { ConditionEvaluator.evaluate(try #require($0), in: Self.padLandscape) }
        #expect(verdicts == [true, false] as [Bool?])
    }
}
