import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// UIKit's names of properties Reactant UI spells otherwise get the Reactant UI name, with a fix.
@Suite struct UIKitPropertyNameTests {
    private func unknownAttribute(_ element: String, _ attribute: String) -> (message: String, fixes: [String])? {
        let analyzed = expectSchemaDiagnostics(SchemaCase(
            "\(attribute) on \(element)", "<Component><\(element) ⟦\(attribute)⟧=\"true\"/></Component>", [warning("schema.unknown-attribute")]))
        return analyzed.diagnostics.first.map { ($0.message, $0.fixes.map(\.replacement)) }
    }

    @Test func aTextFieldsSecureTextEntryIsSecure() throws {
        let found = try #require(unknownAttribute("TextField", "isSecureTextEntry"))
        #expect(found.message.hasPrefix("Write 'secure', not UIKit's 'isSecureTextEntry'."))
        #expect(found.fixes == ["secure"])
    }

    @Test(arguments: [
        ("DatePicker", "datePickerMode", "mode"),
        ("ActivityIndicator", "activityIndicatorViewStyle", "indicatorStyle"),
        ("TextField", "returnKeyType", "returnKey"),
        ("View", "hidden", "isHidden"),
        ("Label", "enabled", "isEnabled"),
        ("View", "userInteractionEnabled", "isUserInteractionEnabled"),
        ("View", "layer.hidden", "layer.isHidden"),
    ])
    func uikitNamesGetReactantsName(element: String, uikit: String, reactant: String) throws {
        let found = try #require(unknownAttribute(element, uikit))
        #expect(found.fixes == [reactant], "\(found.message)")
    }

    /// A name applies only where the element has the Reactant UI attribute.
    @Test func aNameAppliesOnlyWhereTheElementHasTheReactantAttribute() {
        #expect(UIKitPropertyNames.reactantName(for: "datePickerMode", hasAttribute: { _ in false }) == nil)
        #expect(UIKitPropertyNames.reactantName(for: "isSecureTextEntry", hasAttribute: { $0 == "secure" }) == "secure")
    }
}
