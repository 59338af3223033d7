import SchemaModel
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// Definition, references, highlights, rename and the outline.
@Suite struct NavigationTests {
    @Test(arguments: [
        #"<Component><Label field="⟦greeting⟧"/><View layout:below="gree‸ting"/></Component>"#,
        #"<Component><Label layout:id="⟦logo⟧"/><View layout:below="id:lo‸go"/></Component>"#,
        #"<Component><Label field="⟦greeting⟧"/><View layout:below="super; :gte greeting‸.bottom offset(2)"/></Component>"#,
        #"<Component><Label field="⟦a⟧"/><View layout:below="‸a"/></Component>"#,
    ])
    func definitionOfAConstraintTarget(marked: String) {
        let fixture = NavigationFixture(marked)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: WorkspaceIndex()) == [NavigationLocation(path: nil, range: fixture.ranges[0])])
    }

    @Test func fieldsResolveInTheirOwnComponentDefinition() {
        let fixture = NavigationFixture("""
            <Component><Label field="title"/>\
            <Component type="Card"><Label field="⟦title⟧"/><View layout:below="tit‸le"/></Component></Component>
            """)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: WorkspaceIndex()) == [NavigationLocation(path: nil, range: fixture.ranges[0])])
    }

    @Test func definitionOfALocalStyleAndAnExtendedOne() {
        let fixture = NavigationFixture(
            #"<Component><styles><LabelStyle name="⟦base⟧"/><LabelStyle name="big" extend="ba‸se"/></styles><Label style="big"/></Component>"#)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: WorkspaceIndex()) == [NavigationLocation(path: nil, range: fixture.ranges[0])])
    }

    @Test func definitionAcrossFilesComesFromTheWorkspaceIndex() throws {
        let stylesText = #"<styleGroup name="common"><LabelStyle name="title"/></styleGroup>"#
        let styles = PreparedDocument(text: stylesText, path: "/project/Common.styles.xml")
        let card = PreparedDocument(text: #"<Component type="Card"/>"#, path: "/project/Card.ui.xml")
        let index = WorkspaceIndex([styles.facts, card.facts])
        let titleRange = try #require(styles.facts.styleGroup?.styles["title"])
        #expect(String(decoding: Array(stylesText.utf8)[titleRange], as: UTF8.self) == "title")

        let style = NavigationFixture(#"<Component><Label style="common:ti‸tle"/></Component>"#)
        #expect(style.navigator.definition(at: style.offset, workspace: index) == [NavigationLocation(path: "/project/Common.styles.xml", range: titleRange)])
        let group = NavigationFixture(#"<Component><Label style="com‸mon:title"/></Component>"#)
        #expect(group.navigator.definition(at: group.offset, workspace: index).map(\.path) == ["/project/Common.styles.xml"])
        let missingStyle = NavigationFixture(#"<Component><Label style="common:nothing‸"/></Component>"#)
        #expect(missingStyle.navigator.definition(at: missingStyle.offset, workspace: index)
            == [NavigationLocation(path: "/project/Common.styles.xml", range: try #require(styles.facts.styleGroup?.range))])

        let component = NavigationFixture(#"<Component><Component type="Ca‸rd" field="card"/></Component>"#)
        let site = try #require(card.facts.components.first)
        #expect(component.navigator.definition(at: component.offset, workspace: index) == [NavigationLocation(path: "/project/Card.ui.xml", range: site.range)])
    }

    @Test func nothingUnderTheCursorHasNoDefinition() {
        let fixture = NavigationFixture(#"<Component><Label text="he‸llo"/></Component>"#)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: WorkspaceIndex()).isEmpty)
    }

    @Test func referencesListTheDeclarationAndEveryConstraintUse() {
        let fixture = NavigationFixture("""
            <Component><Label field="⟦ti‸tle⟧"/><View layout:below="⟦title⟧" layout:leading="⟦title⟧; super"/>\
            <View layout:edges="⟦title⟧ inset(2)" field="other"/><Component type="C"><Label field="title"/></Component></Component>
            """)
        let all = fixture.navigator.references(at: fixture.offset)
        #expect(all.map(\.range) == fixture.ranges)
        #expect(all.map(\.isDeclaration) == [true, false, false, false])
        #expect(fixture.navigator.references(at: fixture.offset, includeDeclaration: false).map(\.range) == Array(fixture.ranges.dropFirst()))
    }

    @Test func referencesOfAStyle() {
        let fixture = NavigationFixture(
            #"<Component><styles><LabelStyle name="⟦a⟧"/><LabelStyle name="b" extend="⟦a⟧"/></styles><Label style="b ⟦‸a⟧"/></Component>"#)
        #expect(fixture.navigator.references(at: fixture.offset).map(\.range) == fixture.ranges)
    }

    @Test func renameUpdatesTheDeclarationAndEveryConstraint() throws {
        let fixture = NavigationFixture(
            #"<Component><Label field="title"/><View layout:below="title offset(4)" layout:leading="ti‸tle; super"/></Component>"#)
        let target = try #require(fixture.navigator.renameTarget(at: fixture.offset))
        #expect(target.name == "title")
        #expect(fixture.text(target.range) == "title")
        let edits = try fixture.navigator.rename(at: fixture.offset, to: "heading").get()
        #expect(fixture.applying(edits)
            == #"<Component><Label field="heading"/><View layout:below="heading offset(4)" layout:leading="heading; super"/></Component>"#)
    }

    @Test func renameOfALayoutID() throws {
        let fixture = NavigationFixture(#"<Component><Label layout:id="lo‸go"/><View layout:below="id:logo"/></Component>"#)
        let edits = try fixture.navigator.rename(at: fixture.offset, to: "mark").get()
        #expect(fixture.applying(edits) == #"<Component><Label layout:id="mark"/><View layout:below="id:mark"/></Component>"#)
    }

    @Test(arguments: ["", "has_underscore", "9lives", "two words", "ünïcode"])
    func renameRefusesNamesTheConstraintLanguageCannotRead(name: String) {
        let fixture = NavigationFixture(#"<Component><Label field="ti‸tle"/></Component>"#)
        #expect(fixture.navigator.rename(at: fixture.offset, to: name) == .failure(.invalidName(name)))
    }

    @Test func renameRefusesWhatIsNoTarget() {
        let fixture = NavigationFixture(#"<Component><Lab‸el field="title"/></Component>"#)
        #expect(fixture.navigator.renameTarget(at: fixture.offset) == nil)
        #expect(fixture.navigator.rename(at: fixture.offset, to: "x") == .failure(.notRenameable))
    }

    @Test func outlineNestsViewsAndNamesThemByFieldOrID() throws {
        let fixture = NavigationFixture("""
            <Component type="Profile">
              <Container field="box"><Label field="name"/><Image layout:id="avatar"/></Container>
              <Component type="Badge"><Label/></Component>
              <styles name="ProfileStyles"><LabelStyle name="big"/></styles>
            </Component>
            """)
        let symbols = DocumentOutline.symbols(of: fixture.document)
        let root = try #require(symbols.first)
        #expect(symbols.count == 1)
        #expect(root.name == "Profile" && root.kind == .component)
        #expect(root.children.map(\.name) == ["box", "Badge", "ProfileStyles"])
        let box = root.children[0]
        #expect(box.kind == .field && box.detail == "ContainerView")
        #expect(box.children.map(\.name) == ["name", "id:avatar"])
        #expect(box.children[0].detail == "UILabel")
        #expect(fixture.text(box.selectionRange) == "box")
        #expect(root.children[1].kind == .component)
        #expect(root.children[2].kind == .section && root.children[2].children.map(\.name) == ["big"])
        #expect(root.children[2].children[0].kind == .style)
        func check(_ symbol: OutlineSymbol) {
            #expect(symbol.range.contains(symbol.selectionRange.lowerBound) && symbol.selectionRange.upperBound <= symbol.range.upperBound)
            symbol.children.forEach(check)
        }
        symbols.forEach(check)
    }

    @Test func outlineOfADeepDocumentStopsNestingAtTheLimit() {
        let depth = 5_000
        let text = "<Component>" + String(repeating: "<Container>", count: depth) + String(repeating: "</Container>", count: depth) + "</Component>"
        let symbols = DocumentOutline.symbols(of: NavigationDocument(text: text, path: "/p/Deep.ui.xml"))
        var deepest = 0
        var count = 0
        var stack = symbols.map { ($0, 1) }
        while let (symbol, level) = stack.popLast() {
            deepest = max(deepest, level)
            count += 1
            stack += symbol.children.map { ($0, level + 1) }
        }
        #expect(count == depth + 1)
        #expect(deepest == DocumentOutline.maximumDepth + 1)
    }
}

/// Large documents: every request comes out right on thousands of views.
@Suite struct NavigationScaleTests {
    static let viewCount = 4_000

    /// Views each placed below the previous one, by field and by layout id.
    static let text: String = {
        var text = "<Component>"
        for index in 0..<viewCount {
            let previous = index == 0 ? "super" : "v\(index - 1)"
            text += #"<Label field="v\#(index)" layout:id="i\#(index)" layout:below="\#(previous) offset(4)" layout:leading="id:i0"/>"#
        }
        return text + "</Component>"
    }()

    /// Thousands of views, each naming the one before: the work must not grow with the square
    /// of the document, or this would not finish; the results are checked exactly.
    @Test func referencesHoverAndOutlineOfThousandsOfViews() throws {
        let document = NavigationDocument(text: Self.text, path: "/p/Big.ui.xml")
        let bytes = Array(Self.text.utf8)
        func offsets(of needle: String) -> [Int] {
            let pattern = Array(needle.utf8)
            return (0...(bytes.count - pattern.count)).filter { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
        }
        // `v0`: declared by the first view, named by the second's layout:below.
        let declaration = try #require(offsets(of: #"field="v0""#).first) + 7
        let use = try #require(offsets(of: #"layout:below="v0 "#).first) + 14
        let references = Navigator(document).references(at: declaration)
        #expect(references.map(\.range) == [declaration..<(declaration + 2), use..<(use + 2)])
        let hover = try #require(HoverEngine.hover(at: declaration, in: document, schema: .embedded))
        #expect(hover.range == declaration..<(declaration + 2))
        let outline = DocumentOutline.symbols(of: document)
        #expect(outline.count == 1)
        #expect(outline.first?.children.count == Self.viewCount)
        #expect(outline.first?.children.last?.name == "v\(Self.viewCount - 1)")
        // `id:i0` is named by every view.
        let id = try #require(offsets(of: #"layout:id="i0""#).first) + 11
        #expect(Navigator(document).references(at: id).count == 1 + Self.viewCount)
    }
}
