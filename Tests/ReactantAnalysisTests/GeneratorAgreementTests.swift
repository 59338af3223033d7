import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport
@testable import SchemaModel
import TestSupport

/// Files the Reactant UI generator accepts get no error, and files whose generated Swift does
/// not build (or whose app cannot run) get one, at the exact range. Each case names the
/// generator source it follows (Brightify/ReactantUI, Sources/Tokenizer and Sources/Generator);
/// docs/GENERATOR.md keeps the whole audit.
@Suite struct GeneratorAgreementTests {
    /// Every check but the layout's: what the generator reads is what is at stake here.
    static let analyzer = DocumentAnalyzer.standard(schema: .embedded, memoCapacity: 64)

    static func expect(_ marked: String, _ expected: [ExpectedDiagnostic], others: [String: String] = [:],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let text = MarkedText(marked)
        var files = others
        files["Screen.ui.xml"] = text.text
        let analyzed = AnalysisWorkspace(files).analyzed("Screen.ui.xml", analyzer: analyzer)
        let actual = analyzed.diagnostics.filter { $0.severity != .information }.map { "\($0.severity) \($0.code) \($0.range)" }
        let wanted = zip(expected, text.ranges).map { "\($0.severity) \($0.code) \($1)" }
        #expect(expected.count == text.ranges.count, "fixture has \(text.ranges.count) ranges", sourceLocation: sourceLocation)
        #expect(actual == wanted, "\(analyzed.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    }

    static let header = #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">"#

    /// Container.swift deserializes children through View.deserialize(nodes:), which skips
    /// `styles` and `templates`: only ComponentDefinition reads them, from its own children.
    @Test func sectionsInsideContainersAreIgnoredNotFatal() {
        for container in ["Container", "ScrollView", "StackView", "VisualEffectView"] {
            Self.expect("""
                \(Self.header)
                    <\(container) layout:edges="super">
                        <⟦styles⟧><LabelStyle name="inner" textColor="red"/></styles>
                        <⟦templates⟧/>
                        <Label text="x" layout:edges="super"/>
                    </\(container)>
                </Component>
                """, [warning("schema.ignored-element"), warning("schema.ignored-element")])
        }
    }

    /// A style declared only in an ignored section does not exist for the generated code.
    @Test func stylesOfAnIgnoredSectionAreNotDeclared() {
        Self.expect("""
            \(Self.header)
                <Container layout:edges="super">
                    <⟦styles⟧><LabelStyle name="inner" textColor="red"/></styles>
                    <Label style="⟦inner⟧" layout:edges="super"/>
                </Container>
            </Component>
            """, [warning("schema.ignored-element"), warning("ref.unknown-style")])
    }

    /// PlainTableView.swift (and its four siblings): with a non-empty field neither the `cell`
    /// attribute nor an inline `<cell>` is read.
    @Test func tableViewWithFieldIgnoresItsInlineCell() {
        Self.expect("""
            \(Self.header)
                <PlainTableView field="rows" layout:edges="super">
                    <⟦cell⟧><Label text="row"/></cell>
                </PlainTableView>
                <HeaderTableView field="sections" layout:edges="super">
                    <⟦cell⟧><Label/></cell>
                    <⟦header⟧><Label/></header>
                </HeaderTableView>
            </Component>
            """, [warning("schema.ignored-element"), warning("schema.ignored-element"), warning("schema.ignored-element")])
    }

    /// Without a field the `cell` attribute is required even beside an inline `<cell>`.
    @Test func tableViewWithoutFieldNeedsTheCellAttribute() {
        Self.expect("""
            \(Self.header)
                <PlainTableView layout:edges="super">
                    <⟦cell⟧><Label text="row"/></cell>
                </PlainTableView>
            </Component>
            """, [error("ref.component-without-type")])
    }

    /// PropertyDescription.matches(element:) compares the child's name with the namespaced
    /// property name: Button's `titleLabel` and the table views' `emptyLabel` are Label
    /// property sets, so their `attributedText` elements are applied.
    @Test func namespacedElementPropertiesAreApplied() {
        Self.expect("""
            \(Self.header)
                <Button layout:edges="super">
                    <titleLabel.attributedText>Send</titleLabel.attributedText>
                </Button>
                <PlainTableView cell="Cell" layout:edges="super">
                    <emptyLabel.attributedText>Nothing yet</emptyLabel.attributedText>
                </PlainTableView>
            </Component>
            """, [], others: ["Cell.ui.xml": "<Component/>"])
    }

    /// DimensionParser.swift: commas optional, white space between tokens.
    @Test func dimensionsWithSpacesOrATrailingComma() {
        Self.expect("""
            \(Self.header)
                <View layer.shadowOffset="0 2" frame="0 0 10 10" layout:edges="super"/>
                <View layer.shadowOffset="0, 10," layoutMargins="8 16" layout:edges="super"/>
                <View layer.shadowOffset="⟦10pt⟧" layout:edges="super"/>
            </Component>
            """, [error("schema.invalid-value")])
    }

    /// FontParser.swift reads one font (`parseSingle`) and ignores the rest.
    @Test func fontsWithTextAfterTheSize() {
        Self.expect("""
            \(Self.header)
                <Label font=":bold@17 " layout:edges="super"/>
                <Label font="Helvetica@14pt" layout:edges="super"/>
            </Component>
            """, [])
    }

    /// UIGenerator writes `view.apply(style: Styles.caption)`; Reactant's `apply(style:)` takes
    /// a `Style<Self>`, so a UILabel style does not build on a UIButton, while a UIView style
    /// fits every view.
    @Test func aStyleOfAnotherElementType() {
        Self.expect("""
            \(Self.header)
                <styles>
                    <LabelStyle name="caption" textColor="red"/>
                    <ViewStyle name="card" backgroundColor="white"/>
                    <ButtonStyle name="pill" extend="⟦caption⟧"/>
                </styles>
                <Button style="⟦caption⟧" layout:edges="super"/>
                <Button style="card pill" layout:edges="super"/>
                <Label style="card caption" layout:edges="super"/>
            </Component>
            """, [error("ref.mismatched-style-type"), error("ref.mismatched-style-type")])
    }

    /// The same across files: a group's style is typed by its tag.
    @Test func aGroupStyleOfAnotherElementType() {
        Self.expect("""
            \(Self.header)
                <Button style="common:⟦title⟧" layout:edges="super"/>
                <Label style="common:title" layout:edges="super"/>
            </Component>
            """, [error("ref.mismatched-style-type")],
            others: ["Common.styles.xml": #"<styleGroup name="common"><LabelStyle name="title" font=":bold@20"/></styleGroup>"#])
    }

    /// StyleGenerator/UIGenerator write a style with a themed value as
    /// `static func NAME(theme: ApplicationTheme) -> (UILabel) -> Void`, which neither
    /// `apply(style:)` nor an extending style's `Styles.NAME(view)` can call.
    @Test func aThemedStyleAppliedOrExtended() {
        Self.expect("""
            \(Self.header)
                <styles>
                    <LabelStyle name="accent" textColor="theme.primary"/>
                    <LabelStyle name="accentBold" extend="⟦accent⟧" font=":bold@17"/>
                    <LabelStyle name="plain" text="theme.is just text here"/>
                </styles>
                <Label style="⟦accent⟧" layout:edges="super"/>
                <Label style="plain" layout:edges="super"/>
            </Component>
            """, [error("ref.themed-style-applied"), error("ref.themed-style-applied")])
    }

    /// UIGenerator declares one `LayoutContainer` property per constraint name and view: the
    /// same name on two views is declared twice (the generator only logs it).
    @Test func theSameConstraintNameOnTwoViews() {
        let marked = """
            \(Self.header)
                <Label layout:height="rowHeight = 44" layout:top="super"/>
                <Label layout:height="⟦rowHeight⟧ = 44" layout:top="super"/>
                <Label layout:width="w = 10" layout:height="w = 20" layout:top="super"/>
                <Component type="Inline" layout:top="super"><Label layout:height="rowHeight = 44" layout:top="super"/></Component>
            </Component>
            """
        Self.expect(marked, [error("ref.duplicate-constraint-name")])
        let text = MarkedText(marked)
        let analyzed = AnalysisWorkspace(["Screen.ui.xml": text.text]).analyzed("Screen.ui.xml", analyzer: Self.analyzer)
        let fix = analyzed.diagnostics.first { $0.code == "ref.duplicate-constraint-name" }?.fixes.first
        #expect(fix?.replacement == "rowHeight2")
    }

    /// A style that extends itself, directly or through others, makes the styled view's code
    /// call itself without end at run time.
    @Test func aCircularExtend() {
        Self.expect("""
            \(Self.header)
                <styles>
                    <LabelStyle name="a" extend="⟦b⟧"/>
                    <LabelStyle name="b" extend="⟦a⟧"/>
                    <LabelStyle name="c" extend="a"/>
                    <LabelStyle name="d" extend="⟦d⟧"/>
                </styles>
            </Component>
            """, [error("ref.circular-style-extension"), error("ref.circular-style-extension"), error("ref.circular-style-extension")])
    }

    /// UIGenerator writes `extension TYPE: ReactantUI`; the type is the root's `type`, else the
    /// file name (ComponentPath.swift): a Swift keyword or a name that is no identifier fails.
    @Test func componentTypesTheGeneratedSwiftCannotName() {
        let keyword = "<Component type=\"⟦struct⟧\"/>"
        let text = MarkedText(keyword)
        let analyzed = AnalysisWorkspace(["Screen.ui.xml": text.text]).analyzed("Screen.ui.xml", analyzer: Self.analyzer)
        #expect(analyzed.diagnostics.map { "\($0.code) \($0.range)" } == ["ref.forbidden-component-type \(text.ranges[0])"])
        let fromFileName = AnalysisWorkspace(["my-view.ui.xml": "<Component/>"]).analyzed("my-view.ui.xml", analyzer: Self.analyzer)
        #expect(fromFileName.diagnostics.map(\.code) == ["ref.forbidden-component-type"])
        let named = AnalysisWorkspace(["my-view.ui.xml": "<Component type=\"MyView\"/>"]).analyzed("my-view.ui.xml", analyzer: Self.analyzer)
        #expect(named.diagnostics.isEmpty)
    }

    /// StyleName.init splits on `.` when there is one, else on `:`; each piece is written into
    /// Swift as a name.
    @Test func styleReferencesWhosePiecesAreNoSwiftNames() {
        Self.expect("""
            \(Self.header)
                <Label style="common.⟦a:b⟧" layout:edges="super"/>
            </Component>
            """, [error("ref.invalid-style-reference")])
    }

    /// What the generator reads of a font, said in hover.
    @Test func fontReadAs() throws {
        let font = try #require(FontValue.read("Helvetica@14pt"))
        #expect(ValueForms.font(font) == "Read as: the font named `Helvetica` at 14 points.")
        let system = try #require(FontValue.read(":bold @17"))
        #expect(ValueForms.font(system) == "Read as: the system font, bold, at 15 points.")
    }
}
