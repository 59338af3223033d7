import Testing
@testable import SchemaModel

/// The same tag means different things in different places; navigation from a root must find
/// the declaration that applies there.
@Suite struct NavigationTests {
    let component = Schema.embedded.root(named: "Component")!

    func element(_ path: String...) throws -> ElementDeclaration {
        var current = component
        for name in path { current = try #require(current.child(named: name), "no <\(name)> under <\(current.name)>") }
        return current
    }

    @Test func rootComponentDefinesWhileANestedComponentReferences() throws {
        #expect(component.attribute(named: "rootView") != nil)
        #expect(component.attribute(named: "tools:preferredSize") != nil)
        #expect(component.attribute(named: "field") == nil)
        #expect(component.attribute(named: "layout:leading") == nil)
        let reference = try element("Container", "Component")
        #expect(reference.attribute(named: "field") != nil)
        #expect(reference.attribute(named: "layout:leading") != nil)
        #expect(reference.attribute(named: "rootView") == nil)
        // An inline definition takes the root grammar's children.
        #expect(reference.child(named: "Label") != nil)
        #expect(reference.child(named: "styles") != nil)
    }

    @Test func attributedTextUnderLabelDiffersFromTheTemplateOne() throws {
        let labelText = try element("Label", "attributedText")
        let templateText = try element("templates", "attributedText")
        #expect(labelText.attribute(named: "name") == nil)
        #expect(templateText.attribute(named: "name")?.isRequired == true)
        #expect(templateText.attribute(named: "extend") != nil)
        #expect(labelText.allowsText && templateText.allowsText)
        let part = try #require(labelText.child(named: "b"))
        #expect(part.isFreelyNamedPart)
        #expect(part.attribute(named: "foregroundColor") != nil)
        #expect(part.child(named: "anything")?.isFreelyNamedPart == true)
        #expect(labelText.otherChildren == .freelyNamed)
    }

    @Test func stylesHoldAStyleForEveryTagAndAttributedTextStyles() throws {
        let styles = try element("styles")
        #expect(styles.otherChildren == .rejected)
        let labelStyle = try #require(styles.child(named: "LabelStyle"))
        #expect(labelStyle.attribute(named: "textColor") != nil)
        #expect(labelStyle.attribute(named: "name")?.isRequired == true)
        #expect(labelStyle.attribute(named: "layout:leading") == nil)
        #expect(styles.child(named: "ComponentStyle") != nil)
        #expect(styles.child(named: "PlainTableViewStyle")?.attribute(named: "tableView.rowHeight") != nil)
        #expect(styles.child(named: "LabelStyel") == nil)
        #expect(styles.nearestChildName(to: "LabelStyel") == "LabelStyle")
        let textStyle = try #require(styles.child(named: "attributedTextStyle"))
        #expect(textStyle.child(named: "plus")?.attribute(named: "font") != nil)
        let group = try #require(Schema.embedded.root(named: "styleGroup"))
        #expect(group.attribute(named: "name")?.isRequired == true)
        #expect(group.child(named: "ButtonStyle")?.attribute(named: "backgroundColor.highlighted") != nil)
    }

    @Test(arguments: [
        ("PlainTableView", ["cell"]),
        ("HeaderTableView", ["cell", "header"]),
        ("FooterTableView", ["cell", "footer"]),
        ("SimpleTableView", ["cell", "header", "footer"]),
        ("SimulatedSeparatorTableView", ["cell"]),
    ])
    func tableViewsTakeTheirInlineComponents(tag: String, parts: [String]) throws {
        let table = try element(tag)
        // Beside the slots, the empty label's attributed text (a Label property set, namespaced).
        #expect(table.children.map(\.name).sorted() == (parts + ["emptyLabel.attributedText"]).sorted())
        for part in parts {
            #expect(table.attribute(named: part) != nil)
            let inline = try #require(table.child(named: part))
            #expect(inline.child(named: "Label") != nil)
            #expect(inline.attribute(named: "anonymous") != nil)
        }
        #expect(table.attribute(named: "backgroundColor") == nil)
        #expect(table.attribute(named: "tableView.backgroundColor") != nil)
        #expect(table.attribute(named: "emptyLabel.text") != nil)
        #expect(table.attribute(named: "loadingIndicator.indicatorStyle") != nil)
        #expect(table.attribute(named: "tools:exampleCount") != nil)
        #expect((table.attribute(named: "tools:sectionCount") != nil) == (parts.count > 1))
    }

    @Test func childPoliciesFollowTheGenerator() throws {
        #expect(component.otherChildren == .rejected)
        #expect(try element("StackView").otherChildren == .rejected)
        #expect(try element("View").otherChildren == .rejected)
        #expect(try element("View").children.isEmpty)
        #expect(try element("ImageView").otherChildren == .ignored)
        #expect(try element("Label").children.map(\.name) == ["attributedText"])
        #expect(try element("Button").children.map(\.name) == ["attributedTitle", "titleLabel.attributedText"])
        #expect(try element("Button", "attributedTitle").attribute(named: "state") != nil)
        #expect(try element("templates").otherChildren == .rejected)
        let container = try element("ScrollView")
        #expect(Set(container.children.map(\.name)).isSuperset(of: ["View", "Label", "PlainTableView", "Component", "VisualEffectView"]))
        #expect(container.children.count == 32)
        #expect(container.child(named: "styles") == nil)
    }
}
