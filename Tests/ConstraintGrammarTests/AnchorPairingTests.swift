import Testing
@testable import ConstraintGrammar

/// Which anchor pairs the generated code makes the app crash on, by UIKit's and SnapKit's
/// rules, and the errors and fixes on the anchor a value names.
struct AnchorPairingTests {
    static let horizontal: [LayoutAnchor] = [.leading, .trailing, .left, .right, .centerX]
    static let vertical: [LayoutAnchor] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
    static let lengths: [LayoutAnchor] = [.width, .height]

    /// The whole table, written out from the rules rather than from the code.
    static func expected(_ own: LayoutAnchor, _ target: LayoutAnchor) -> AnchorPairing.Refusal? {
        if own == target { return nil }
        if target == .size { return .singleAgainstSize }
        let ownIsLength = own == .size || lengths.contains(own), targetIsLength = lengths.contains(target)
        if ownIsLength && targetIsLength { return nil }
        if ownIsLength || targetIsLength { return .positionAndSize }
        if horizontal.contains(own) != horizontal.contains(target) { return .crossAxis }
        let directional: Set<LayoutAnchor> = [.leading, .trailing], absolute: Set<LayoutAnchor> = [.left, .right]
        if directional.contains(own) && absolute.contains(target) || absolute.contains(own) && directional.contains(target) {
            return .writingDirection
        }
        return nil
    }

    @Test func everyPairOfTheThirteenAnchors() {
        var refused = 0
        for own in LayoutAnchor.allCases {
            for target in LayoutAnchor.allCases {
                #expect(AnchorPairing.refusal(of: own, to: target) == Self.expected(own, target), "\(own) to \(target)")
                if Self.expected(own, target) != nil { refused += 1 }
            }
        }
        // 12 single anchors against size; width, height and size against 10 positions and 10
        // positions against width and height; 5 × 5 across the axes both ways; leading and
        // trailing with left and right both ways.
        #expect(refused == 12 + (30 + 20) + 50 + 8)
    }

    @Test func aWidthRelatesToAHeightAndSizeToEitherLength() {
        #expect(AnchorPairing.refusal(of: .width, to: .height) == nil)
        #expect(AnchorPairing.refusal(of: .height, to: .width) == nil)
        #expect(AnchorPairing.refusal(of: .size, to: .width) == nil)
        #expect(AnchorPairing.refusal(of: .size, to: .height) == nil)
        #expect(AnchorPairing.refusal(of: .centerX, to: .leading) == nil)
        #expect(AnchorPairing.refusal(of: .left, to: .centerX) == nil)
        #expect(AnchorPairing.refusal(of: .top, to: .lastBaseline) == nil)
    }

    @Test func everyAttributesDefaultTargetAnchorIsAccepted() {
        for attribute in LayoutAttribute.all where attribute.isConstraint {
            for part in attribute.parts {
                #expect(AnchorPairing.refusal(of: part.anchor, to: part.defaultTargetAnchor) == nil, "\(attribute.name)")
            }
            #expect(analyze("super offset(4); id:a; 10", attribute.name).diagnostics.isEmpty, "\(attribute.name)")
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        let attribute: String
        let value: String
        /// The anchor's name the error covers (first occurrence).
        let anchor: String
        let message: String
        let fix: String?
        var description: String { "\(attribute)=\"\(value)\"" }
    }

    static let crash = "and the app crashes when it makes this view's constraints"
    static let direction = "leading and trailing do not mix with left and right. UIKit throws \"A constraint cannot be made between "
        + "a leading/trailing attribute and a right/left attribute\" \(crash)"
    static let axes = "the two are positions on different axes. UIKit throws \"Invalid pairing of layout attributes\" \(crash)"
    static let positionAndSize = "a position and a size do not relate. UIKit throws \"Invalid pairing of layout attributes\" \(crash)"
    static let twoAnchors = "`size` is width and height together. SnapKit stops the app with \"Cannot constraint to multiple non "
        + "identical attributes\" when it makes this view's constraints"

    static let refused: [Case] = [
        Case(attribute: "leading", value: "super.left", anchor: "left",
             message: "`leading` cannot be related to `left`: \(direction)", fix: "leading"),
        Case(attribute: "trailing", value: "super.right inset(8)", anchor: "right",
             message: "`trailing` cannot be related to `right`: \(direction)", fix: "trailing"),
        Case(attribute: "right", value: "id:a.trailing", anchor: "trailing",
             message: "`right` cannot be related to `trailing`: \(direction)", fix: "right"),
        Case(attribute: "before", value: "id:icon.left offset(-8)", anchor: "left",
             message: "`before` (trailing) cannot be related to `left`: \(direction)", fix: "leading"),
        Case(attribute: "fillHorizontally", value: "super.leading", anchor: "leading",
             message: "`fillHorizontally` (left and right) cannot be related to `leading`: \(direction)", fix: "left"),
        Case(attribute: "left", value: "super.top", anchor: "top",
             message: "`left` cannot be related to `top`: \(axes)", fix: nil),
        Case(attribute: "firstBaseline", value: "title.centerX", anchor: "centerX",
             message: "`firstBaseline` cannot be related to `centerX`: \(axes)", fix: nil),
        Case(attribute: "center", value: "super.centerX", anchor: "centerX",
             message: "`center` (centerY) cannot be related to `centerX`: \(axes)", fix: ""),
        Case(attribute: "left", value: "super.width", anchor: "width",
             message: "`left` cannot be related to `width`: \(positionAndSize)", fix: nil),
        Case(attribute: "width", value: "super.left", anchor: "left",
             message: "`width` cannot be related to `left`: \(positionAndSize)", fix: nil),
        Case(attribute: "size", value: "id:a.top", anchor: "top",
             message: "`size` cannot be related to `top`: \(positionAndSize)", fix: nil),
        Case(attribute: "width", value: "super.size multiplied(by: 0.5)", anchor: "size",
             message: "`width` cannot be related to `size`: \(twoAnchors)", fix: "width"),
        Case(attribute: "height", value: ":lte .size", anchor: "size",
             message: "`height` cannot be related to `size`: \(twoAnchors)", fix: "height"),
        Case(attribute: "top", value: "super.size", anchor: "size",
             message: "`top` cannot be related to `size`: \(twoAnchors)", fix: nil),
    ]

    @Test(arguments: refused)
    func aRefusedPairIsAnErrorOnTheAnchor(_ test: Case) {
        let diagnostics = analyze(test.value, test.attribute).diagnostics
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        let anchor = range(of: test.anchor, in: test.value)
        #expect(diagnostic?.code == .incompatibleAnchors)
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.range == anchor)
        #expect(diagnostic?.message == test.message)
        // An empty fix takes the anchor out, its `.` with it.
        #expect(diagnostic?.replacement == test.fix.map { .init(range: $0.isEmpty ? anchor.lowerBound - 1..<anchor.upperBound : anchor, text: $0) })
    }

    /// `edges` against `leading`: left and right mix the writing direction, top and bottom lie
    /// on the other axis; no one anchor suits all four, so the fix takes the anchor out, and
    /// each edge is related to the superview's own.
    @Test func aShorthandIsReportedOncePerReason() {
        let value = "[ipad] super.leading offset(4); super"
        let diagnostics = analyze(value, "edges").diagnostics
        #expect(diagnostics.map(\.message) == [
            "`edges` (left and right) cannot be related to `leading`: \(Self.direction)",
            "`edges` (top and bottom) cannot be related to `leading`: \(Self.axes)",
        ])
        #expect(diagnostics.map(\.range) == [range(of: "leading", in: value), range(of: "leading", in: value)])
        let anchor = range(of: "leading", in: value)
        #expect(diagnostics.allSatisfy { $0.replacement == .init(range: anchor.lowerBound - 1..<anchor.upperBound, text: "") && $0.severity == .error })
    }

    @Test(arguments: [
        ("width", "self.height"), ("width", ".height"), ("width", "super.height multiplied(by: 0.1)"),
        ("height", "id:a.width multiplied(by: 0.5)"), ("size", "id:a.width"), ("size", "super.height"),
        ("top", "id:label.firstBaseline offset(4)"), ("centerX", "super.leading"), ("left", "super.centerX"),
        ("size", "super.size"), ("below", "id:a.lastBaseline"),
    ])
    func acceptedPairsAreNotErrors(attribute: String, value: String) {
        #expect(analyze(value, attribute).diagnostics.isEmpty)
    }

    /// Taking the anchor out is offered only where each part has its own anchor of a written
    /// target: not for `self` or no target (the value would then mean something else), nor for
    /// a single anchor on the other axis, whose meant counterpart is not known.
    @Test(arguments: [("center", "self.centerX"), ("center", ".centerX"), ("left", "super.top"), ("width", "super.left")])
    func noAnchorIsTakenOutWhereTheMeaningWouldChange(attribute: String, value: String) {
        let diagnostics = analyze(value, attribute).diagnostics
        #expect(diagnostics.map(\.code) == [.incompatibleAnchors])
        #expect(diagnostics.allSatisfy { $0.replacement == nil })
    }
}
