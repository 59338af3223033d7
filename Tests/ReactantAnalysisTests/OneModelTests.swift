import SchemaModel
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// The analysis, completion, navigation and hover read one model of the document: they agree
/// on which component a name belongs to, however the document nests its components.
@Suite struct OneModelTests {
    /// A field `title` in the root and another in an inline cell; the cell's constraint names
    /// `title` (its own) and `subtitle` (the root's, which the cell's class does not have).
    static let text = """
        <Component>
          <Label field="title"/>
          <Label field="subtitle"/>
          <PlainTableView cell="Cell">
            <cell>
              <Label field="title"/>
              <View layout:below="title" layout:above="subtitle"/>
            </cell>
          </PlainTableView>
        </Component>
        """

    static func offset(of needle: String, occurrence: Int = 0) -> Int {
        var rest = text[...]
        var base = 0
        for _ in 0..<occurrence {
            let found = rest.range(of: needle)!
            base += rest.utf8.distance(from: rest.startIndex, to: found.upperBound)
            rest = rest[found.upperBound...]
        }
        return base + rest.utf8.distance(from: rest.startIndex, to: rest.range(of: needle)!.lowerBound)
    }

    @Test func theAnalysisResolvesInTheCellsScope() {
        let analyzed = DocumentAnalyzer.standard(schema: Schema.embedded).analyze(text: Self.text, path: "/w/Main.ui.xml", workspace: WorkspaceIndex())
        let targets = analyzed.diagnostics
        #expect(targets.map(\.code) == ["ref.unknown-target"])
        let subtitle = Self.offset(of: "\"subtitle\"", occurrence: 1) + 1
        #expect(targets.map(\.range) == [subtitle..<(subtitle + 8)])
    }

    @Test func navigationGoesToTheCellsOwnField() {
        let navigator = Navigator(NavigationDocument(text: Self.text, path: "/w/Main.ui.xml"))
        let use = Self.offset(of: "below=\"title\"") + 8
        let cellTitle = Self.offset(of: "field=\"title\"", occurrence: 1) + 7
        #expect(navigator.definition(at: use, workspace: WorkspaceIndex()) == [NavigationLocation(path: nil, range: cellTitle..<(cellTitle + 5))])
        // The root's `title` is another symbol: its references are its declaration alone.
        let rootTitle = Self.offset(of: "field=\"title\"") + 7
        #expect(navigator.references(at: rootTitle).map(\.range) == [rootTitle..<(rootTitle + 5)])
    }

    @Test func completionOffersTheCellsTargetsOnly() {
        let cursor = Self.offset(of: "below=\"title\"") + 7
        let labels = CompletionEngine.complete(text: Self.text, path: "/w/Main.ui.xml", offset: cursor, schema: Schema.embedded)
            .items.map(\.label).filter { !$0.hasPrefix(":") }
        #expect(labels == ["super", "title", "self", "safeAreaLayoutGuide", "readableContentGuide"])
    }

    @Test func hoverDescribesTheCellsField() {
        let document = NavigationDocument(text: Self.text, path: "/w/Main.ui.xml")
        let use = Self.offset(of: "below=\"title\"") + 9
        let hover = HoverEngine.hover(at: use, in: document, schema: Schema.embedded)
        #expect(hover?.markdown.hasPrefix("**`title`**: the `<Label>` declared with `field=\"title\"` (`UILabel`). 1 constraint targets it.") == true,
                "\(hover?.markdown ?? "nil")")
    }

    /// `id:logo` in the root names a `layout:id` that only the inline `Card` declares: the root's
    /// class has no `named_logo`, so the analysis reports it unknown, and navigation and hover
    /// find no declaration either, rather than the other component's.
    @Test func aLayoutIDOfAnotherComponentIsUnknownToEveryReader() {
        let fixture = NavigationFixture(
            #"<Component><View layout:below="id:⟦lo‸go⟧"/><Component type="Card"><Label layout:id="logo"/></Component></Component>"#)
        let analyzed = DocumentAnalyzer.standard(schema: Schema.embedded).analyze(
            text: fixture.text, path: "/w/Main.ui.xml", workspace: WorkspaceIndex())
        #expect(analyzed.diagnostics.filter { $0.code.hasPrefix("ref.") }.map(\.code) == ["ref.unknown-layout-id"])
        #expect(analyzed.diagnostics.filter { $0.code.hasPrefix("ref.") }.map(\.range) == fixture.ranges)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: WorkspaceIndex()).isEmpty)
        let hover = fixture.hover()?.markdown ?? ""
        #expect(hover.contains("**`id:logo`**: no view of this component declares `layout:id=\"logo\"`."), "\(hover)")
    }
}
