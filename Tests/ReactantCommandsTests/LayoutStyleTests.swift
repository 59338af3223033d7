import LayoutSolver
import SchemaModel
import SourceFiles
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
@testable import ReactantCommands
import LayoutTestSupport

/// Properties a view gets from its styles reach the layout as the generated code applies them:
/// each style of `style="…"` in order (its extended styles first), then the element's own
/// attributes. Frames computed by hand on iPhone 8 (375×667, status bar 20).
@Suite struct LayoutStyleTests {
    static let styles = "/w/Common.styles.xml"
    static let screen = LayoutFixture.screen

    static func layout(_ text: String, workspace: WorkspaceIndex = WorkspaceIndex()) -> (ComponentLayout, ReactantDocument) {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: screen)
        let styles = StyleLibrary(reachableFrom: document, path: screen, in: workspace)
        return (ComponentLayout.solve(document, tree: tree, preset: DevicePreset.named("iphone-8")!, styles: styles)!, document)
    }

    static func frame(_ layout: ComponentLayout, _ field: String, in document: ReactantDocument) -> Frame? {
        LayoutFixture.frame(layout, field: field, in: document)
    }

    static func diagnostics(_ text: String, others: [String: String] = [:]) -> [Diagnostic] {
        LayoutFixture.diagnostics(text, others: others)
    }

    /// Two views in a column: `a` 100 tall, `b` the rest (fill), `spacing` between.
    static func column(style: String, stackAttributes: String = "", styles: String) -> String {
        """
        <Component rootView="true">
          <styles>\(styles)</styles>
          <StackView field="stack" style="\(style)" \(stackAttributes) layout:edges="super">
            <View field="a" layout:height="100"/>
            <View field="b"/>
          </StackView>
        </Component>
        """
    }

    @Test func aStackViewStyleSetsTheAxisAndSpacing() {
        let text = Self.column(style: "column", styles: #"<StackViewStyle name="column" axis="vertical" spacing="10"/>"#)
        let (layout, document) = Self.layout(text)
        #expect(Self.frame(layout, "a", in: document) == Frame(x: 0, y: 0, width: 375, height: 100))
        #expect(Self.frame(layout, "b", in: document) == Frame(x: 0, y: 110, width: 375, height: 557))
        // Laid out horizontally, `a`'s height would contradict the stack's on every device.
        #expect(Self.diagnostics(text).isEmpty)
    }

    @Test func theElementsOwnAttributeWinsOverItsStyle() {
        let text = Self.column(
            style: "column", stackAttributes: #"spacing="20""#, styles: #"<StackViewStyle name="column" axis="vertical" spacing="10"/>"#)
        let (layout, document) = Self.layout(text)
        #expect(Self.frame(layout, "b", in: document) == Frame(x: 0, y: 120, width: 375, height: 547))
    }

    @Test func extendedStylesApplyFirstAndALaterStyleWins() {
        let styles = #"""
            <StackViewStyle name="base" axis="vertical" spacing="4"/>
            <StackViewStyle name="column" extend="base" spacing="10"/>
            <StackViewStyle name="loose" spacing="30"/>
            """#
        // `column`: `base`'s axis, its own spacing over `base`'s.
        let (alone, document) = Self.layout(Self.column(style: "column", styles: styles))
        #expect(Self.frame(alone, "b", in: document) == Frame(x: 0, y: 110, width: 375, height: 557))
        // `loose` after `column`: its spacing wins, `base`'s axis stays.
        let (both, again) = Self.layout(Self.column(style: "column loose", styles: styles))
        #expect(Self.frame(both, "b", in: again) == Frame(x: 0, y: 130, width: 375, height: 537))
        // `column` after `loose`: `column`'s spacing wins.
        let (reversed, third) = Self.layout(Self.column(style: "loose column", styles: styles))
        #expect(Self.frame(reversed, "b", in: third) == Frame(x: 0, y: 110, width: 375, height: 557))
    }

    @Test func anImageFromAStyleGivesTheViewItsSize() {
        let text = """
            <Component rootView="true">
              <styles><ImageViewStyle name="logo" image="logo"/></styles>
              <ImageView field="logo" style="logo" layout:center="super"/>
            </Component>
            """
        let (layout, document) = Self.layout(text)
        // A nominal 40×40 stands in for the asset's size.
        #expect(Self.frame(layout, "logo", in: document) == Frame(x: 167.5, y: 313.5, width: 40, height: 40))
        #expect(Self.diagnostics(text).isEmpty)
        // Without the style (and not bound to a field) it has no size.
        #expect(Self.diagnostics(text.replacingOccurrences(of: #"field="logo" style="logo""#, with: "")).map(\.code) == ["layout.ambiguous"])
    }

    @Test func aLabelStyleSetsTheTextsFontAndLines() {
        let text = """
            <Component rootView="true">
              <styles><LabelStyle name="big" font="34" numberOfLines="2"/></styles>
              <Label field="title" style="big" text="Hi" layout:leading="super" layout:top="super"/>
            </Component>
            """
        let (layout, document) = Self.layout(text)
        // 34 pt: a line is ⌈34 × 1.193⌉ = 41; "Hi" is 0.66 + 0.27 em = 31.62, rounded up to 32.
        #expect(Self.frame(layout, "title", in: document) == Frame(x: 0, y: 0, width: 32, height: 41))
    }

    static let group = """
        <styleGroup name="common">
          <StackViewStyle name="column" axis="vertical" spacing="10"/>
          <StackViewStyle name="tight" extend="column" spacing="2"/>
          <ImageViewStyle name="logo" image="logo"/>
        </styleGroup>
        """

    @Test func aStyleOfAStyleGroupInTheWorkspaceApplies() {
        let text = Self.column(style: ":common:tight", styles: "")
        let workspace = WorkspaceIndex([DocumentFacts(text: Self.group, path: Self.styles)])
        let (layout, document) = Self.layout(text, workspace: workspace)
        // `tight` extends `column` of its own group (a local name in a group means the group's).
        #expect(Self.frame(layout, "b", in: document) == Frame(x: 0, y: 102, width: 375, height: 565))
        #expect(Self.diagnostics(text, others: [Self.styles: Self.group]).isEmpty)
    }

    @Test func aLocalStyleExtendingAGroupsStyleApplies() {
        let text = Self.column(style: "mine", styles: #"<StackViewStyle name="mine" extend=":common:column" spacing="6"/>"#)
        let (layout, document) = Self.layout(text, workspace: WorkspaceIndex([DocumentFacts(text: Self.group, path: Self.styles)]))
        #expect(Self.frame(layout, "b", in: document) == Frame(x: 0, y: 106, width: 375, height: 561))
    }

    /// A style no file of the workspace declares may be written in Swift, or in a file not
    /// checked: it may set anything, so nothing about the views it touches is reported.
    @Test func aStyleThatCannotBeReadSilencesWhatItMaySet() {
        // Taken as horizontal, the column's heights would conflict; the image view would have
        // no size. Neither is reported.
        let text = """
            <Component rootView="true">
              <StackView field="stack" style=":elsewhere:column" layout:edges="super">
                <View layout:height="100"/>
                <View/>
              </StackView>
              <ImageView style=":elsewhere:logo" layout:center="super"/>
              <View layout:id="loose" style="missing" layout:leading="super"/>
            </Component>
            """
        #expect(Self.diagnostics(text).isEmpty)
        // With the group known, the same file is laid out and checked in full.
        #expect(Self.diagnostics(text.replacingOccurrences(of: "elsewhere", with: "common"), others: [Self.styles: Self.group]).isEmpty)
    }

    @Test func anArrangedViewWhoseStyleCannotBeReadLeavesTheStackUnarranged() {
        // The first view may be hidden by its style: the stack's arrangement is not known.
        let text = """
            <Component rootView="true">
              <styles><StackViewStyle name="column" axis="vertical"/></styles>
              <StackView style="column" layout:edges="super">
                <View style=":elsewhere:maybeHidden" layout:height="700"/>
                <View layout:height="10"/>
              </StackView>
            </Component>
            """
        #expect(Self.diagnostics(text).isEmpty)
        // Known to be shown, its 700 points and the other's 10 contradict the screen's 667.
        #expect(Self.diagnostics(text.replacingOccurrences(of: #" style=":elsewhere:maybeHidden""#, with: "")).map(\.code) == ["layout.conflict"])
    }

    @Test func checkLaysOutAFileWithTheStylesOfTheOtherFilesItChecks() async throws {
        let text = Self.column(style: ":common:column", styles: "")
            .replacingOccurrences(of: #"<View field="b"/>"#, with: #"<View field="b" layout:height="600"/>"#)
        let request = CheckRequest(files: [
            SourceFile(path: "Common.styles.xml", absolutePath: Self.styles, text: Self.group),
            SourceFile(path: "Screen.ui.xml", absolutePath: Self.screen, text: text),
        ])
        let checked = try await CheckAnalysis.analyze(
            request, makeAnalyzer: { DocumentAnalyzer.standardSolvingLayouts(schema: $0) }, parallelism: 2)
        // Vertical with spacing 10: 100 + 10 + 600 overflows 667; UIKit breaks `600`.
        let layout = (checked["Screen.ui.xml"] ?? []).filter { $0.code.hasPrefix("layout.") }
        #expect(layout.map(\.code) == ["layout.conflict"])
        #expect(layout.first?.message.hasPrefix("`600` (layout:height on `b`)") == true)
        // What the server's analysis of the same file finds.
        let index = WorkspaceIndex([DocumentFacts(text: Self.group, path: "Common.styles.xml"), PreparedDocument(text: text, path: "Screen.ui.xml").facts])
        let alone = DocumentAnalyzer.standardSolvingLayouts(schema: Schema.embedded)
            .analyze(PreparedDocument(text: text, path: "Screen.ui.xml"), workspace: index).diagnostics
        #expect(checked["Screen.ui.xml"] == alone)
    }

    /// The check reads the files that may be style groups first and lays the others out in its
    /// first pass, with every group known; a component whose name does not rule out a style
    /// group is laid out in the second pass. Wherever the group is declared, each finds what
    /// the server's analysis finds.
    @Test(arguments: [["Common.styles.xml", "Screen.ui.xml"], ["Common.xml", "Screen.ui.xml"], ["Common.styles.xml", "Screen.xml"]])
    func checkLaysOutWithTheStyleGroupsInEitherPass(paths: [String]) async throws {
        let (groupPath, screenPath) = (paths[0], paths[1])
        let text = Self.column(style: ":common:column", styles: "")
            .replacingOccurrences(of: #"<View field="b"/>"#, with: #"<View field="b" layout:height="600"/>"#)
        let request = CheckRequest(files: [
            SourceFile(path: screenPath, absolutePath: "/w/" + screenPath, text: text),
            SourceFile(path: groupPath, absolutePath: "/w/" + groupPath, text: Self.group),
        ])
        let checked = try await CheckAnalysis.analyze(
            request, makeAnalyzer: { DocumentAnalyzer.standardSolvingLayouts(schema: $0) }, parallelism: 2)
        #expect((checked[screenPath] ?? []).filter { $0.code.hasPrefix("layout.") }.map(\.code) == ["layout.conflict"])
        let group = PreparedDocument(text: Self.group, path: groupPath), screen = PreparedDocument(text: text, path: screenPath)
        let index = WorkspaceIndex([group.facts, screen.facts])
        let analyzer = DocumentAnalyzer.standardSolvingLayouts(schema: Schema.embedded)
        #expect(checked[screenPath] == analyzer.analyze(screen, workspace: index).diagnostics)
        #expect(checked[groupPath] == analyzer.analyze(group, workspace: index).diagnostics)
    }

    /// Given every style group, the first pass runs the layout of a component that applies one;
    /// without them, it leaves the layout to the pass that has the workspace.
    @Test func theFirstPassLaysOutAComponentOnlyWithTheStyleGroups() async {
        let text = Self.column(style: ":common:column", styles: "")
            .replacingOccurrences(of: #"<View field="b"/>"#, with: #"<View field="b" layout:height="600"/>"#)
        let screen = PreparedDocument(text: text, path: Self.screen)
        let group = DocumentFacts(text: Self.group, path: Self.styles)
        let analyzer = DocumentAnalyzer.standardSolvingLayouts(schema: Schema.embedded)
        let without = await analyzer.localFindings(screen)
        #expect(!without.contains { $0.diagnostic.code.hasPrefix("layout.") })
        #expect(analyzer.readsSyntaxAcrossFiles(screen.document))
        let with = await analyzer.localFindings(screen, styleGroups: WorkspaceIndex([group]))
        #expect(with.filter { $0.diagnostic.code.hasPrefix("layout.") }.map(\.diagnostic.code) == ["layout.conflict"])
        #expect(!analyzer.readsSyntaxAcrossFiles(screen.document, styleGroupsKnown: true))
    }
}
