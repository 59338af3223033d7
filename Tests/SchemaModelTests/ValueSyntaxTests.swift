import Testing
@testable import SchemaModel

/// The value types a pattern cannot fully state, through real attributes, with the reason for
/// every rejected value.
@Suite struct ValueSyntaxTests {
    enum Expected: Sendable { case valid, questionable, invalid }

    struct Case: CustomTestStringConvertible, Sendable {
        var path: [String]
        var attribute: String
        var value: String
        var expected: Expected
        /// A fragment of the message, or the suggestion when it starts with "→ ".
        var detail: String = ""
        var testDescription: String { "\(attribute)=\"\(value)\"" }
    }

    static func on(_ path: String..., attribute: String, _ value: String, _ expected: Expected, _ detail: String = "") -> Case {
        Case(path: path, attribute: attribute, value: value, expected: expected, detail: detail)
    }

    static let colors: [Case] = [
        on("View", attribute: "backgroundColor", "#FFddaa", .valid),
        on("View", attribute: "backgroundColor", "#ff000080", .valid),
        on("View", attribute: "backgroundColor", "lightGray", .valid),
        on("View", attribute: "backgroundColor", "theme.overlayBackground", .valid),
        on("View", attribute: "backgroundColor", "brandPrimary", .valid),
        on("View", attribute: "backgroundColor", "red@fadedOut(by: 30%)@fadedIn(20%)", .valid),
        on("View", attribute: "backgroundColor", "#f5f5f5@fadedOut(by: 0.3)@desaturated(25%)", .valid),
        on("View", attribute: "backgroundColor", "black@alpha(at: 50%)@alpha(0.1)", .valid),
        on("View", attribute: "backgroundColor", "#ff00", .questionable, "asset-catalog"),
        on("View", attribute: "backgroundColor", "Red", .questionable, "→ red"),
        on("View", attribute: "backgroundColor", "red@ligther(10%)", .invalid, "→ red@lighter(10%)"),
        on("View", attribute: "backgroundColor", "red@alpha(by: 10%)", .invalid, "labelled `at:`"),
        on("View", attribute: "backgroundColor", "red@darker(lots)", .invalid, "whole percentage"),
        // SimpleProcedure deletes every `)`: a missing one is read as meant.
        on("View", attribute: "backgroundColor", "red@darker(10%", .questionable, "`)`"),
        on("View", attribute: "backgroundColor", "red@alpha(50.5%)", .invalid, "whole percentage"),
        on("View", attribute: "backgroundColor", "red@alpha(1e-1)", .valid),
        // Color.swift falls back to red for a named color it cannot load while generating.
        on("View", attribute: "backgroundColor", "brandBlue@alpha(0.5)", .questionable, "red"),
        on("View", attribute: "backgroundColor", "theme.accent@darker(10%)", .invalid, "theme color"),
    ]

    static let fonts: [Case] = [
        on("Label", attribute: "font", ":bold@20", .valid),
        // FontParser asks for a token past the end, and BaseParser traps building the error.
        on("Label", attribute: "font", ":light", .invalid, "→ :light@15"),
        on("Label", attribute: "font", "17", .valid),
        on("Label", attribute: "font", "Helvetica@12.5", .valid),
        on("Label", attribute: "font", "Avenir-Heavy", .invalid, "crashes"),
        on("Label", attribute: "font", "Avenir-Heavy@16", .valid),
        on("Label", attribute: "font", "Font-2@14", .invalid, "tuple"),
        on("Label", attribute: "font", "Helvetica,Bold@12", .questionable, "HelveticaBold"),
        on("Label", attribute: "font", "theme.title", .valid),
        on("Label", attribute: "font", ":bold @17", .questionable, "→ :bold@17"),
        on("Label", attribute: "font", "light@17", .questionable, "→ :light@17"),
        on("Label", attribute: "font", ":bolt@17", .invalid, "→ :bold@17"),
        on("Label", attribute: "font", ":bold@big", .invalid, "not a number"),
        on("Label", attribute: "font", "Helvetica@", .invalid, "missing"),
        // FontParser reads one font and stops after the size (generator: Tokenizer/Util/Parsing/Implementation/FontParser.swift).
        on("Label", attribute: "font", ":bold@17 ", .valid),
        on("Label", attribute: "font", "Helvetica@14pt", .valid),
        on("Label", attribute: "font", "12abc", .valid),
        on("Label", attribute: "font", ":bold@17,5", .questionable, "read as 17"),
        on("Label", attribute: "font", "Helvetica@ 14", .invalid, "not a number"),
        on("Label", attribute: "font", "A@B@12", .invalid, "not a number"),
    ]

    static let texts: [Case] = [
        on("Label", attribute: "text", "Hello", .valid),
        on("Label", attribute: "text", ":uppercased(Forgotten password?)", .valid),
        on("Label", attribute: "text", ":localized(:uppercased(key))", .valid),
        on("Label", attribute: "text", ":-) smile", .valid),
        on("Label", attribute: "text", ":uppercase(x)", .invalid, "→ :uppercased(x)"),
        on("Label", attribute: "text", ":localized(key", .invalid, "→ :localized(key)"),
    ]

    static let geometry: [Case] = [
        on("View", attribute: "layoutMargins", "10", .valid),
        on("View", attribute: "layoutMargins", "10,10,10,10", .valid),
        on("View", attribute: "layoutMargins", "10 20", .valid),
        on("PlainTableView", attribute: "tableView.separatorInset", "horizontal: 20", .valid),
        on("View", attribute: "layoutMargins", "top: 5, horizontal: 8", .valid),
        on("View", attribute: "layoutMargins", "1, 2, 3", .invalid, "found 3"),
        on("View", attribute: "layoutMargins", "horizontal: 2, left: 3", .invalid, "left inset is set twice"),
        on("View", attribute: "layoutMargins", "middle: 3", .invalid, "not an inset side"),
        on("View", attribute: "layoutMargins", "top: 3, 4", .invalid, "top inset is set twice"),
        // EdgeInsets.materialize places an unlabelled number by the count of all numbers.
        on("View", attribute: "layoutMargins", "left: 5, 10", .valid),
        on("View", attribute: "layoutMargins", "", .valid),
        on("View", attribute: "layoutMargins", "1,,2", .invalid, "missing before this comma"),
        on("View", attribute: "frame", "0, 0, 100, 50", .valid),
        on("View", attribute: "frame", "0, 0, 100", .invalid, "found 3 numbers"),
        // DimensionParser: white space between tokens, each comma optional (Tokenizer/Util/Parsing/Implementation/DimensionParser.swift).
        on("View", attribute: "frame", "0 0 10 10", .valid),
        on("View", attribute: "layer.shadowOffset", "0 2", .valid),
        on("View", attribute: "layer.shadowOffset", "0, 10,", .valid),
        on("View", attribute: "layer.shadowOffset", "width: 2 height: 3", .valid),
        on("View", attribute: "layer.shadowOffset", "10pt", .invalid, "`10pt` is not a number"),
        on("View", attribute: "layer.shadowOffset", ".5", .invalid, "is not a number"),
        // Size.swift and Point.swift take unknown or repeated labels by position.
        on("View", attribute: "layer.shadowOffset", "width: 100", .questionable, "both sides"),
        on("View", attribute: "layer.shadowOffset", "width: 1, width: 2", .questionable, "twice"),
        on("View", attribute: "layer.anchorPoint", "a: 1, b: 2", .questionable, "position"),
        on("View", attribute: "layer.anchorPoint", "y: 1, x: 0.5", .valid),
        on("View", attribute: "layer.shadowOffset", "2", .valid),
        on("View", attribute: "layer.shadowOffset", "width: 2, height: 3", .valid),
        on("View", attribute: "layer.shadowOffset", "2, x", .invalid, "`x` is not a number"),
        on("View", attribute: "layer.anchorPoint", "0.5, 0.5", .valid),
        on("View", attribute: "layer.anchorPoint", "0.5", .invalid, "`x, y`"),
    ]

    static let others: [Case] = [
        on("View", attribute: "transform", "rotate(45) scale(2) translate(x: 10, y: 5)", .valid),
        on("View", attribute: "transform", "identity rotate(by: 90) scale(y: 2)", .valid),
        on("View", attribute: "transform", "rotat(45)", .invalid, "→ rotate(45)"),
        on("View", attribute: "transform", "scale(y: 1, x: 2)", .invalid, "takes"),
        on("View", attribute: "transform", "rotate(45", .invalid, "`)`"),
        on("VisualEffectView", attribute: "effect", "blur:light", .valid),
        on("VisualEffectView", attribute: "effect", ":blur:light", .invalid),
        on("TableView", attribute: "rowHeight", "auto", .valid),
        on("TableView", attribute: "rowHeight", "-1", .valid),
        on("TableView", attribute: "rowHeight", "automatic", .invalid),
        on("View", attribute: "alpha", "0.5", .valid),
        on("View", attribute: "alpha", "1e-3", .valid),
        on("View", attribute: "alpha", "half", .invalid),
        // Float.swift writes the number back into Swift as printed: `inf` does not compile.
        on("View", attribute: "alpha", "inf", .invalid, "does not compile"),
        on("View", attribute: "alpha", "1e40", .invalid, "does not compile"),
        // TransformedText escapes only quotes, line breaks and tabs.
        on("Label", attribute: "text", "line\\nbreak", .valid),
        on("Label", attribute: "text", "a\\d", .invalid, "no escape"),
        on("Label", attribute: "text", "a\\\"b", .invalid, "no escape"),
        on("Label", attribute: "text", "\\(x)", .invalid, "interpolation"),
        on("Label", attribute: "text", "Hi {{name}}", .invalid, "template argument"),
        on("View", attribute: "transform", "rotate(.5)", .invalid, "not a number"),
        on("View", attribute: "tag", "42", .valid),
        on("View", attribute: "tag", "4.2", .invalid),
        on("Label", "attributedText", attribute: "paragraphStyle.tabStops", "15; 50", .valid),
        on("Label", "attributedText", attribute: "paragraphStyle.tabStops", "left@15; right@50", .valid),
        on("Label", "attributedText", attribute: "paragraphStyle.tabStops", "lft@15", .invalid, "→ left@15"),
        on("Button", "attributedTitle", attribute: "state", "selected|highlighted", .valid),
        on("Button", "attributedTitle", attribute: "state", "selected | highlighted", .questionable, "→ selected|highlighted"),
        on("Button", "attributedTitle", attribute: "state", "pressed", .questionable, "not a control state"),
        on("View", attribute: "style", "base common:title :common:title common.title", .valid),
        on("View", attribute: "style", "a:b:c", .invalid, "more than two parts"),
        on("View", attribute: "field", "titleLabel", .valid),
        on("View", attribute: "field", "title-label", .invalid),
        on("View", attribute: "layout:id", "header2", .valid),
        on("View", attribute: "layout:id", "header_2", .questionable, "cannot refer"),
        on("View", attribute: "layout:compressionPriority", "high", .valid),
        on("View", attribute: "layout:huggingPriority.vertical", "750", .valid),
        on("View", attribute: "layout:huggingPriority", "highest", .invalid),
        on("Container", "Component", attribute: "type", "ExampleView2", .valid),
        on("Container", "Component", attribute: "type", "self", .invalid, "cannot be"),
        on("PlainTableView", attribute: "tools:exampleCount", "10", .valid),
    ]

    static let root: [Case] = [
        on(attribute: "accessModifier", "public", .valid),
        on(attribute: "accessModifier", "private", .questionable, "internal"),
        on(attribute: "extend", "top bottom", .valid),
        on(attribute: "extend", "top botom", .questionable, "→ top bottom"),
        on(attribute: "type", "RootView", .invalid),
        on(attribute: "tools:preferredSize", "fill,200", .valid),
    ]

    @Test(arguments: colors + fonts + texts + geometry + others + root)
    func valueVerdicts(testCase: Case) throws {
        var element = try #require(Schema.embedded.root(named: "Component"))
        for name in testCase.path { element = try #require(element.child(named: name)) }
        let verdict = try #require(element.validate(testCase.value, forAttribute: testCase.attribute), "attribute not declared")
        switch testCase.expected {
        case .valid: #expect(verdict == .valid)
        case .questionable: #expect(!verdict.isInvalid && verdict != .valid, "\(verdict)")
        case .invalid: #expect(verdict.isInvalid, "\(verdict)")
        }
        if testCase.detail.hasPrefix("→ ") {
            #expect(verdict.problem?.suggestion == String(testCase.detail.dropFirst(2)))
        } else if !testCase.detail.isEmpty {
            #expect(verdict.problem?.message.contains(testCase.detail) == true, "\(verdict)")
        }
        if let range = verdict.problem?.range {
            #expect(range.upperBound <= testCase.value.utf8.count && !range.isEmpty)
        }
    }

    @Test func problemsPointAtTheFaultyPart() throws {
        let view = try #require(Schema.embedded.root(named: "Component")?.child(named: "View"))
        let verdict = try #require(view.validate("red@ligther(10%)", forAttribute: "backgroundColor"))
        #expect(verdict.problem?.range == 4..<11)
        let state = try #require(view.validate("scale(2) rotat(1)", forAttribute: "transform"))
        #expect(state.problem?.range == 9..<14)
    }

    @Test func longAndHostileValuesStayCheap() throws {
        let view = try #require(Schema.embedded.root(named: "Component")?.child(named: "View"))
        let long = String(repeating: "@darker(1)", count: 20_000)
        #expect(view.validate("red" + long, forAttribute: "backgroundColor") == .valid)
        #expect(view.validate(String(repeating: "(", count: 50_000), forAttribute: "transform")?.isInvalid == true)
        #expect(view.validate(String(repeating: "1,", count: 50_000), forAttribute: "layoutMargins")?.isInvalid == true)
        #expect(view.validate(String(repeating: "x", count: 100_000), forAttribute: "contentMode")?.problem?.suggestion == nil)
    }
}
