import Testing
@testable import ConstraintGrammar

/// Attributes, expansions and the resolved constraints hover explains.
struct SemanticsTests {
    @Test func thereAre28AttributesOf21ConstraintKinds() {
        #expect(LayoutAttribute.allNames.count == 28)
        #expect(Set(LayoutAttribute.allNames).count == 28)
        #expect(LayoutAttribute.all.filter(\.isConstraint).count == 21)
        #expect(LayoutAttribute.all.allSatisfy { !$0.summary.isEmpty })
        #expect(LayoutAttribute.named("compressionPriority.horizontal")?.kind == .priority)
        #expect(LayoutAttribute.named("id")?.kind == .layoutID)
        #expect(LayoutAttribute.named("Top") == nil)
        #expect(LayoutAttribute.suggestion(forUnknown: "fillHorizontaly") == "fillHorizontally")
        #expect(LayoutAttribute.suggestion(forUnknown: "margins") == nil)
        #expect(LayoutDiagnostic.unknownAttribute("botom", range: 3..<15).replacement?.text == "bottom")
    }

    struct PartCase: Sendable, CustomStringConvertible {
        let name: String
        let parts: [(LayoutAnchor, LayoutAnchor, Double)]
        var description: String { name }
    }

    static let expansions: [PartCase] = [
        PartCase(name: "leading", parts: [(.leading, .leading, 1)]),
        PartCase(name: "trailing", parts: [(.trailing, .trailing, -1)]),
        PartCase(name: "top", parts: [(.top, .top, 1)]),
        PartCase(name: "width", parts: [(.width, .width, -1)]),
        PartCase(name: "size", parts: [(.size, .size, -1)]),
        PartCase(name: "before", parts: [(.trailing, .leading, 1)]),
        PartCase(name: "after", parts: [(.leading, .trailing, -1)]),
        PartCase(name: "above", parts: [(.bottom, .top, 1)]),
        PartCase(name: "below", parts: [(.top, .bottom, -1)]),
        PartCase(name: "edges", parts: [(.left, .left, 1), (.right, .right, -1), (.top, .top, 1), (.bottom, .bottom, -1)]),
        PartCase(name: "fillHorizontally", parts: [(.left, .left, 1), (.right, .right, -1)]),
        PartCase(name: "fillVertically", parts: [(.top, .top, 1), (.bottom, .bottom, -1)]),
        PartCase(name: "center", parts: [(.centerX, .centerX, -1), (.centerY, .centerY, -1)]),
    ]

    @Test(arguments: expansions)
    func expandsIntoParts(_ testCase: PartCase) {
        let parts = attribute(testCase.name).parts
        #expect(parts.map(\.anchor) == testCase.parts.map(\.0))
        #expect(parts.map(\.defaultTargetAnchor) == testCase.parts.map(\.1))
        #expect(parts.map(\.insetSign) == testCase.parts.map(\.2))
    }

    @Test func insetPullsInwardAndOffsetAlwaysAdds() {
        let trailing = analyze("super inset(20)", "trailing").constraints
        #expect(trailing.map(\.constant) == [-20])
        #expect(trailing.first?.target == .superview)
        #expect(trailing.first?.targetAnchor == .trailing)
        let edges = analyze("inset(10) offset(1)", "edges").constraints
        #expect(edges.map(\.anchor) == [.left, .right, .top, .bottom])
        #expect(edges.map(\.constant) == [11, -9, 11, -9])
    }

    @Test func defaultsForTargetAndAnchor() {
        // No target and no anchor → super; an anchor alone → self.
        let width = analyze(".height multiplied(by: 2) divided(4)", "width").constraints
        #expect(width.first?.target == .this)
        #expect(width.first?.targetAnchor == .height)
        #expect(width.first?.multiplier == 0.5)
        let below = analyze("id:title offset(8) @medium", "below").constraints.first
        #expect(below?.target == .layoutID("title"))
        #expect(below?.anchor == .top)
        #expect(below?.targetAnchor == .bottom)
        #expect(below?.priority == 500)
        #expect(analyze("[ipad]").constraints.first?.target == .superview)
        #expect(analyze("[ipad]").constraints.first?.condition == "ipad")
    }

    @Test func constantsRelationsAndGuides() {
        let constraints = analyze(":gte 10; :lt safeAreaLayoutGuide; :lessOrEqual readableContentGuide.width @42", "width").constraints
        #expect(constraints.map(\.target) == [.constant, .safeAreaLayoutGuide, .readableContentGuide])
        #expect(constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual])
        #expect(constraints.map(\.targetAnchor) == [nil, .width, .width])
        #expect(constraints.map(\.priority) == [1000, 1000, 42])
    }

    @Test func quirksProduceTheGeneratorsConstraints() {
        #expect(analyze("100 @high; 50", "width").constraints.map(\.target) == [.constant, .superview, .constant])
        #expect(analyze("100 offset(5)", "width").constraints.map(\.constant) == [100, 5])
        // A field name on several constraints: every one gets it plus the part's name.
        let fill = analyze("progressFill = super inset(20)", "fillHorizontally").constraints
        #expect(fill.map(\.fieldName) == ["progressFillLeft", "progressFillRight"])
        #expect(analyze("a = super; b = foo").constraints.map(\.fieldName) == ["aTop", "aTop"])
        #expect(analyze("a = super").constraints.map(\.fieldName) == ["a"])
        #expect(analyze("super; b = foo").constraints.map(\.fieldName) == [nil, "b"])
    }

    @Test func constraintsWithErrorsAreNotResolved() {
        let constraints = analyze("super.bottm; foo").constraints
        #expect(constraints.map(\.target) == [.field("foo")])
        #expect(constraints.first?.constraintIndex == 1)
    }

    struct ValueCase: Sendable, CustomStringConvertible {
        let attribute: String
        let value: String
        let code: LayoutDiagnosticCode?
        var description: String { "\(attribute)=\"\(value)\"" }
    }

    static let nonConstraintValues: [ValueCase] = [
        ValueCase(attribute: "id", value: "header2", code: nil),
        ValueCase(attribute: "id", value: "title_label", code: .unreferenceableLayoutID),
        ValueCase(attribute: "id", value: "2nd", code: .unreferenceableLayoutID),
        ValueCase(attribute: "id", value: "", code: .unreferenceableLayoutID),
        ValueCase(attribute: "id", value: "my view", code: .invalidLayoutID),
        ValueCase(attribute: "id", value: "a-b", code: .invalidLayoutID),
        ValueCase(attribute: "compressionPriority", value: "high", code: nil),
        ValueCase(attribute: "huggingPriority.vertical", value: "999.5", code: nil),
        ValueCase(attribute: "huggingPriority.vertical", value: "1e3", code: nil),
        ValueCase(attribute: "compressionPriority.horizontal", value: "hihg", code: .unknownPriority),
        ValueCase(attribute: "compressionPriority.horizontal", value: " high", code: .unknownPriority),
        ValueCase(attribute: "huggingPriority", value: "@high", code: .unknownPriority),
        ValueCase(attribute: "huggingPriority", value: "1001", code: .priorityOutOfRange),
        ValueCase(attribute: "huggingPriority", value: "0", code: .priorityOutOfRange),
    ]

    @Test(arguments: nonConstraintValues)
    func nonConstraintAttributes(_ testCase: ValueCase) {
        let analysis = analyze(testCase.value, testCase.attribute)
        #expect(analysis.diagnostics.map(\.code) == (testCase.code.map { [$0] } ?? []))
        #expect(analysis.diagnostics.allSatisfy { $0.range == 0..<testCase.value.utf8.count })
        #expect(analysis.constraints.isEmpty)
    }

    @Test func vocabularyIsComplete() {
        #expect(LayoutAnchor.allCases.count == 13)
        #expect(RelationSpelling.all.map(\.name).sorted() == ["eq", "equal", "greaterOrEqual", "gt", "gte", "lessOrEqual", "lt", "lte"])
        #expect(PriorityName.allCases.map(\.value) == [1000, 750, 500, 250])
        #expect(ConstraintModifierKind.allCases.count == 4)
        #expect(ConditionIdentifier.all.count == 17)
        #expect(ConditionIdentifier.named("IPad")?.name == "ipad")
        #expect(TargetKeyword.allCases.count == 4)
    }
}
