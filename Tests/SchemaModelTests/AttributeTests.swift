import Testing
@testable import SchemaModel

@Suite struct AttributeTests {
    let component = Schema.embedded.root(named: "Component")!

    @Test func viewsCarryTheViewLayerAndLayoutSets() throws {
        let label = try #require(component.child(named: "Label"))
        let names = Set(label.attributes.map(\.name))
        #expect(names.isSuperset(of: ["backgroundColor", "layer.cornerRadius", "layout:leading", "layout:id", "field", "style", "text"]))
        #expect(names.filter { $0.hasPrefix("layout:") }.count == 28)
        #expect(names.filter { $0.hasPrefix("layer.") }.count == 28)
        let button = try #require(component.child(named: "Button"))
        #expect(button.attribute(named: "titleLabel.font")?.type.name == "Font")
        #expect(button.attribute(named: "imageView.image")?.type.name == "Image")
        #expect(button.attribute(named: "isEnabled")?.type.name == "Bool")
        #expect(button.attributes.count > 200)
    }

    /// The groups say which class a property belongs to: every view's, every control's.
    @Test func attributeGroupsListTheirAttributesNestedGroupsIncluded() throws {
        let schema = Schema.embedded
        #expect(schema.attributeNames(inGroup: "ControlProperties")
            == ["isEnabled", "isSelected", "isHighlighted", "contentVerticalAlignment", "contentHorizontalAlignment"])
        let base = try #require(schema.attributeNames(inGroup: "BaseViewProperties"))
        #expect(base.count == 21 && base.contains("backgroundColor"))
        let view = try #require(schema.attributeNames(inGroup: "ViewProperties"))
        #expect(view.count == 49 && view.contains("layer.cornerRadius"))
        #expect(schema.attributeNames(inGroup: "ReactantTableViewProperties")?.contains("tableView.rowHeight") == true)
        #expect(schema.attributeNames(inGroup: "NoSuchGroup") == nil)
    }

    @Test func attributesCarryTypeDocumentationAndRequiredness() throws {
        let label = try #require(component.child(named: "Label"))
        let numberOfLines = try #require(label.attribute(named: "numberOfLines"))
        #expect(numberOfLines.type.name == "Int")
        #expect(numberOfLines.documentation?.contains("0 means no limit") == true)
        #expect(numberOfLines.isRequired == false)
        let leading = try #require(label.attribute(named: "layout:leading"))
        #expect(leading.type.syntax == .constraint)
        #expect(leading.documentation?.contains("leading edge") == true)
    }

    @Test(arguments: [
        ("titleColor.highlighted", ["highlighted"], [String]()),
        ("titleColor.highlighted.selected", ["highlighted", "selected"], []),
        ("backgroundImage.selected.focused.disabled", ["selected", "focused", "disabled"], []),
        ("title.highlighted.pressed", ["highlighted"], ["pressed"]),
        ("image.whatever", [], ["whatever"]),
    ])
    func controlStateVariantsAreAFamily(name: String, states: [String], ignored: [String]) throws {
        let button = try #require(component.child(named: "Button"))
        let attribute = try #require(button.attribute(named: name))
        #expect(attribute.name == name)
        #expect(attribute.controlStates == states)
        #expect(attribute.ignoredStateWords == ignored)
        #expect(attribute.documentation != nil)
        // Labels have no control states.
        #expect(component.child(named: "Label")?.attribute(named: name) == nil)
    }

    @Test func controlStateVariantsValidateAsTheirBase() throws {
        let button = try #require(component.child(named: "Button"))
        #expect(button.validate("red", forAttribute: "titleColor.highlighted.selected") == .valid)
        #expect(button.validate("red@nope(1)", forAttribute: "titleColor.selected")?.isInvalid == true)
    }

    @Test(arguments: [
        ("xmlns", UnknownAttribute.namespaceMarkup),
        ("xmlns:layout", .namespaceMarkup),
        ("xsi:schemaLocation", .namespaceMarkup),
        ("layout:leadnig", .rejected),
        ("textColour", .ignored),
        ("tools:whatever", .ignored),
    ])
    func unknownAttributesAreTreatedAsTheGeneratorDoes(name: String, treatment: UnknownAttribute) throws {
        let label = try #require(component.child(named: "Label"))
        #expect(label.attribute(named: name) == nil)
        #expect(label.unknownAttribute(named: name) == treatment)
    }

    @Test func unknownLayoutNamesOnTheRootAreOnlyIgnored() {
        #expect(component.unknownAttribute(named: "layout:leading") == .ignored)
    }

    @Test(arguments: [("textColour", "textColor"), ("layout:leadnig", "layout:leading"), ("numberOfLine", "numberOfLines"), ("zzzzzz", nil)])
    func nearestAttributeNames(typo: String, expected: String?) throws {
        let label = try #require(component.child(named: "Label"))
        #expect(label.nearestAttributeName(to: typo) == expected)
    }
}
