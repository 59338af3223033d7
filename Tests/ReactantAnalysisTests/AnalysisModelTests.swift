import TestSupport
import Testing
import XMLSyntax
@testable import ReactantAnalysis

/// The Reactant UI view model read from the syntax tree.
@Suite struct AnalysisModelTests {
    static let screen = """
        <Component xmlns:layout="http://schema.reactant.tech/layout" rootView="true">
            <styles name="Look">
                <LabelStyle name="title" extend="common:base"/>
                <attributedTextStyle name="rich"><b font=":bold@15"/></attributedTextStyle>
                <Oops name="bad"/>
            </styles>
            <templates><attributedText name="hello" style="rich">Hi {{name}}</attributedText></templates>
            <Label field="titleLabel" layout:id="t" style="title">
                <attributedText style="rich">x</attributedText>
            </Label>
            <StackView layout:id="stack">
                <Button field="go"/>
                <Component type="Badge" field="badge"><Label layout:id="inner"/></Component>
                <Component type="Avatar" layout:id="avatar"/>
            </StackView>
            <SimpleTableView field="table" cell="Row" header="Head" footer="Foot">
                <header><Label field="headerTitle"/></header>
            </SimpleTableView>
            <PlainTableView cell="Line"/>
        </Component>
        """

    static let document = ReactantDocument(tree: XMLSyntaxTree.parse(screen), path: "file:///app/My%20Screen.ui.xml")

    @Test func rootScopeTakesItsTypeFromTheFileName() {
        let root = Self.document.scopes[0]
        #expect(Self.document.kind == .component)
        #expect(Self.document.baseName == "My Screen")
        #expect(root.origin == .root && root.typeName == "My Screen" && root.explicitType == nil)
        #expect(root.fields.map(\.name) == ["titleLabel", "go", "badge", "table"])
        #expect(root.layoutIDs.map(\.name) == ["t", "stack", "avatar"])
        let title = Self.screen.utf8Offset(of: "titleLabel")
        #expect(root.fields[0].range == title..<title + 10)
        #expect(Self.document.views[root.fields[0].view].tag == "Label")
    }

    @Test func viewsWithRolesScopesAndParents() {
        let views = Self.document.views
        // The table view with a field reads no slot (PlainTableView.swift and its siblings):
        // its inline <header> is no component, and the label in it no view.
        #expect(views.map(\.tag) == ["Label", "StackView", "Button", "Component", "Label", "Component", "SimpleTableView", "PlainTableView"])
        #expect(views.map(\.scope) == [0, 0, 0, 0, 1, 0, 0, 0])
        #expect(views.map(\.parentView) == [nil, nil, 1, 1, nil, 1, nil, nil])
        #expect(views[3].role == .componentDefinition(scope: 1))
        #expect(views[5].role == .componentReference)
        #expect(views[6].role == .tableView)
        #expect(views[3].runtimeType == "Badge" && views[6].runtimeType == "SimpleTableView<Header, Cell, Footer>")
        #expect(views[0].runtimeType == "UILabel")
        let tree = XMLSyntaxTree.parse(Self.screen)
        #expect(Self.document.view(forElement: views[2].element)?.tag == "Button")
        #expect(Self.document.view(forElement: tree.root!.index) == nil)
    }

    @Test func inlineDefinitionsAndTableSlotsAreScopes() {
        let scopes = Self.document.scopes
        #expect(scopes.map(\.origin) == [.root, .inlineComponent])
        #expect(scopes.map(\.typeName) == ["My Screen", "Badge"])
        #expect(scopes.map(\.parentScope) == [nil, 0])
        #expect(scopes[1].layoutIDs.map(\.name) == ["inner"])
        let slot = ReactantDocument(tree: XMLSyntaxTree.parse("""
            <Component><SimpleTableView cell="Row" header="Head" footer="Foot"><header><Label field="headerTitle"/></header></SimpleTableView></Component>
            """), path: "/app/Screen.ui.xml")
        #expect(slot.scopes.map(\.origin) == [.root, .tableSlot("header")])
        #expect(slot.scopes.map(\.typeName) == ["Screen", "Head"])
        #expect(slot.scopes[1].fields.map(\.name) == ["headerTitle"])
    }

    @Test func componentReferencesSkipTablesWithFieldsAndInlineSlots() {
        #expect(Self.document.componentReferences.map(\.type.name) == ["Avatar", "Line"])
        #expect(Self.document.componentReferences.map(\.attributeName) == ["type", "cell"])
    }

    @Test func stylesTemplatesAndReferences() {
        let section = Self.document.styleSections[0]
        #expect(section.effectiveName == "Look" && !section.isGroup)
        #expect(section.styles.map(\.kind) == [.element("Label"), .attributedText, .unknown])
        #expect(section.styles[0].extends.map(\.text) == ["common:base"])
        #expect(Self.document.templateSections.map(\.effectiveName) == ["Templates"])
        #expect(Self.document.templateSections[0].templates.map(\.name) == ["hello"])
        #expect(Self.document.styleReferences.map(\.text) == ["common:base", "rich", "title", "rich"])
        #expect(Self.document.styleReferences.map(\.attributeName) == ["extend", "style", "style", "style"])
    }

    @Test(arguments: [
        ("a", ["a"]), ("g:a", ["g", "a"]), (":g:a", ["g", "a"]), ("g.a", ["g", "a"]), ("g.a:b", ["g", "a:b"]),
        ("..g..a..", ["g", "a"]), ("a:b:c", []), (":", []),
    ])
    func styleReferencePieces(_ word: String, _ pieces: [String]) {
        let tree = XMLSyntaxTree.parse("<Label style=\"  \(word) \"/>")
        let references = StyleReference.parse(tree.root!.attribute("style")!, element: 0)
        #expect(references.count == 1)
        let found: [NamedValue] = switch references[0].target {
        case .local(let name): [name]
        case .global(let group, let style): [group, style]
        case .malformed: []
        }
        #expect(found.map(\.name) == pieces)
        let text = "<Label style=\"  \(word) \"/>"
        for piece in found { #expect(String(decoding: Array(text.utf8)[piece.range], as: UTF8.self) == piece.name) }
        #expect(references[0].range == 16..<(16 + word.utf8.count))
    }

    @Test func styleGroupFile() {
        let document = ReactantDocument(
            tree: XMLSyntaxTree.parse("<styleGroup name=\"common\"><LabelStyle name=\"a\"/></styleGroup>"), path: "x/Common.styles.xml")
        #expect(document.kind == .styleGroup && document.scopes.isEmpty)
        #expect(document.styleSections.map(\.effectiveName) == ["common"])
        #expect(document.styleSections[0].isGroup)
    }

    @Test(arguments: [
        ("A.ui.xml", "<styleGroup name=\"g\"/>"), ("A.styles.xml", "<Component/>"), ("A.txt", "<View/>"), ("A.ui.xml", ""),
    ])
    func mismatchedRootsAreUnrecognised(_ path: String, _ text: String) {
        let document = ReactantDocument(tree: XMLSyntaxTree.parse(text), path: path)
        #expect(document.kind == .unrecognised && document.scopes.isEmpty && document.styleSections.isEmpty)
    }

    @Test func deepNestingDoesNotExhaustTheStack() {
        let depth = 50_000
        let text = "<Component>" + String(repeating: "<Container>", count: depth) + "<Label field=\"x\"/>"
            + String(repeating: "</Container>", count: depth) + "</Component>"
        let document = ReactantDocument(tree: XMLSyntaxTree.parse(text), path: "Deep.ui.xml")
        #expect(document.views.count == depth + 1)
        #expect(document.scopes[0].fields.map(\.name) == ["x"])
    }
}
