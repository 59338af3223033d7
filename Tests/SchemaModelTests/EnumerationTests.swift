import Testing
@testable import SchemaModel

/// Every enumeration of the format, checked through one attribute that uses it. The values are
/// the format's, written here independently of the schema.
@Suite struct EnumerationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var path: [String]
        var attribute: String
        var values: String
        var testDescription: String { (path + [attribute]).joined(separator: ".") }
    }

    static let cases: [Case] = [
        Case(path: ["View"], attribute: "contentMode", values: "scaleToFill scaleAspectFit scaleAspectFill redraw center top bottom left right topLeft topRight bottomLeft bottomRight"),
        Case(path: ["View"], attribute: "visibility", values: "visible hidden collapsed"),
        Case(path: ["View"], attribute: "collapseAxis", values: "horizontal vertical both"),
        Case(path: ["Label"], attribute: "textAlignment", values: "left right center justified natural"),
        Case(path: ["Label"], attribute: "lineBreakMode", values: "byWordWrapping byCharWrapping byClipping byTruncatingHead byTruncatingTail byTruncatingMiddle"),
        Case(path: ["ActivityIndicator"], attribute: "indicatorStyle", values: "whiteLarge white gray"),
        Case(path: ["TextField"], attribute: "autocapitalizationType", values: "none words sentences allCharacters"),
        Case(path: ["TextField"], attribute: "autocorrectionType", values: "default no yes"),
        Case(path: ["TextField"], attribute: "spellCheckingType", values: "default no yes"),
        Case(path: ["TextField"], attribute: "smartQuotesType", values: "default no yes"),
        Case(path: ["TextField"], attribute: "smartDashesType", values: "default no yes"),
        Case(path: ["TextField"], attribute: "smartInsertDeleteType", values: "default no yes"),
        Case(path: ["NavigationBar"], attribute: "barStyle", values: "default black blackTranslucent"),
        Case(path: ["Button"], attribute: "contentHorizontalAlignment", values: "center left right fill leading trailing"),
        Case(path: ["Button"], attribute: "contentVerticalAlignment", values: "center top bottom fill"),
        Case(path: ["DatePicker"], attribute: "mode", values: "date time dateAndTime countDownTimer"),
        Case(path: ["TextField"], attribute: "keyboardAppearance", values: "default dark light"),
        Case(path: ["TextField"], attribute: "keyboardType", values: "default asciiCapable numbersAndPunctuation URL numberPad phonePad namePhonePad emailAddress decimalPad twitter webSearch asciiCapableNumberPad"),
        Case(path: ["StackView"], attribute: "alignment", values: "fill firstBaseline lastBaseline leading trailing center"),
        Case(path: ["StackView"], attribute: "distribution", values: "fill fillEqually fillProportionally equalCentering equalSpacing"),
        Case(path: ["StackView"], attribute: "axis", values: "vertical horizontal"),
        Case(path: ["MapView"], attribute: "mapType", values: "standard satellite hybrid satelliteFlyover hybridFlyover"),
        Case(path: ["ProgressView"], attribute: "progressViewStyle", values: "default bar"),
        Case(path: ["TextField"], attribute: "returnKey", values: "default go google join next route search send yahoo done emergencyCall continue"),
        Case(path: ["ScrollView"], attribute: "indicatorStyle", values: "default black white"),
        Case(path: ["SearchBar"], attribute: "searchBarStyle", values: "default minimal prominent"),
        Case(path: ["TableView"], attribute: "separatorInsetReference", values: "fromCellEdges fromAutomaticInsets"),
        Case(path: ["TableView"], attribute: "separatorStyle", values: "none singleLine"),
        Case(path: ["TextField"], attribute: "borderStyle", values: "none line bezel roundedRect"),
        Case(path: ["TextField"], attribute: "clearButtonMode", values: "never whileEditing unlessEditing always"),
        Case(path: ["TextField"], attribute: "contentType", values: "none URL addressCity addressCityAndState addressState countryName creditCardNumber emailAddress familyName fullStreetAddress givenName jobTitle location middleName name namePrefix nameSuffix nickname organizationName postalCode streetAddressLine1 streetAddressLine2 sublocality telephoneNumber"),
        Case(path: ["Label", "attributedText"], attribute: "underlineStyle", values: "none single thick double patternDot patternDash patternDashDot patternDashDotDot byWord"),
        Case(path: ["Label", "attributedText"], attribute: "writingDirection", values: "natural leftToRight rightToLeft"),
    ]

    @Test func thereAreThirtyThreeEnumerations() {
        #expect(Self.cases.count == 33)
        #expect(Set(Self.cases.compactMap { declaration($0)?.type.name }).count == 33)
    }

    func declaration(_ testCase: Case) -> AttributeDeclaration? {
        var element = Schema.embedded.root(named: "Component")
        for name in testCase.path { element = element?.child(named: name) }
        return element?.attribute(named: testCase.attribute)
    }

    @Test(arguments: cases)
    func everyValueIsValidAndNothingElse(testCase: Case) throws {
        let attribute = try #require(declaration(testCase))
        let values = testCase.values.split(separator: " ").map(String.init)
        #expect(attribute.type.isEnumeration)
        #expect(attribute.suggestedValues == values)
        for value in values { #expect(attribute.validate(value) == .valid, "\(value)") }

        let wrongCase = values[0].prefix(1).uppercased() + values[0].dropFirst()
        let verdict = attribute.validate(wrongCase == values[0] ? values[0].lowercased() : wrongCase)
        #expect(verdict.isInvalid)
        #expect(verdict.problem?.expected == values)
        #expect(verdict.problem?.suggestion == values[0])
        #expect(attribute.validate("").isInvalid)
        #expect(attribute.validate(values[0] + " ").isInvalid)
    }

    @Test func booleansAreStrictOnPropertiesAndLenientOnTheRoot() throws {
        let view = try #require(Schema.embedded.root(named: "Component")?.child(named: "View"))
        #expect(view.validate("true", forAttribute: "isHidden") == .valid)
        #expect(view.validate("yes", forAttribute: "isHidden")?.isInvalid == true)
        #expect(view.validate("True", forAttribute: "isHidden")?.problem?.suggestion == "true")
        let root = try #require(Schema.embedded.root(named: "Component"))
        #expect(root.validate("true", forAttribute: "rootView") == .valid)
        let lenient = try #require(root.validate("yes", forAttribute: "rootView"))
        #expect(!lenient.isInvalid && lenient != .valid)
        #expect(lenient.problem?.suggestion == "true")
        #expect(root.validate("nope", forAttribute: "anonymous")?.problem?.suggestion == "false")
    }
}
