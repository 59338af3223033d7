import Foundation
import SchemaModel
import Testing
@testable import ReactantAnalysis
@testable import ReactantLSP

/// What the server does for speed must not change what it finds: participants run side by side,
/// results remembered from earlier passes, the tree and libxml2's reports computed apart.
@Suite struct AnalysisAcrossPassesTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"
            type="Screen" field="root" layout:edges="super">
            <Label field="title" text="Grüße" textAlignment="centre" layout:edges="super" layout:left="super inset(" />
            <Label field="title" layout:below="nothing" layout:top="id:missing" numberOfLines="many"/>
            <Buton field="action" layout:leading="title.trailing &gt;= 8 @hihg"/>
        </Component
        """

    @Test func concurrentParticipantsFindWhatSequentialOnesFind() async {
        let analyzer = DocumentAnalyzer.standard(schema: Schema.embedded)
        let prepared = PreparedDocument(text: Self.text, path: "/w/Screen.ui.xml")
        let index = WorkspaceIndex([prepared.facts])
        let sequential = analyzer.analyze(prepared, workspace: index)
        #expect(sequential.findings.count > 8)
        #expect(Set(sequential.findings.map(\.diagnostic.code.first)).count >= 3)  // several areas
        for _ in 0..<3 {
            #expect(await analyzer.analyzeSideBySide(prepared, workspace: index)?.findings == sequential.findings)
        }
    }

    /// `--check`'s awaiting path reads what the blocking one reads: a large document (its libxml2
    /// verdict awaited, its participants side by side) and a small one alike.
    @Test func awaitedPreparationAndLocalFindingsAreTheBlockingOnes() async {
        let analyzer = DocumentAnalyzer.standard(schema: Schema.embedded)
        // Past the large-document length with a comment, so that reading it stays quick.
        let large = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n    <!-- "
            + String(repeating: "x", count: 1 << 20) + " -->\n"
            + "    <Label field=\"l\" text=\"x\" textAlignment=\"centre\" layout:below=\"nothing\"/>\n"
            // Enough views, each with findings, that the constraint check runs in parts.
            + (0..<40).map { "    <Label field=\"v\($0)\" layout:below=\"gone\($0 % 3)\" layout:top=\"super\"/>\n" }.joined()
            // Reserved type names, defined and referred to: the schema check, started on the
            // tree, leaves out the definitions' once the model is built.
            + "    <Component type=\"UIView\" field=\"inline\"><Label field=\"inner\"/></Component>\n"
            + "    <Component type=\"ViewBase\" field=\"reference\"/>\n"
            + "</Component"
        for text in [Self.text, large] {
            let blocking = PreparedDocument(text: text, path: "/w/Screen.ui.xml")
            let awaited = await PreparedDocument.preparing(text: text, path: "/w/Screen.ui.xml")
            #expect(awaited.syntax.diagnostics == blocking.syntax.diagnostics)
            #expect(!awaited.syntax.diagnostics.isEmpty)  // libxml2's verdict on the unclosed end tag
            #expect(awaited.syntax.tree.elements.count == blocking.syntax.tree.elements.count)
            let findings = await analyzer.localFindings(blocking)
            #expect(findings.count > 2)
            #expect(await analyzer.localFindings(awaited) == findings)
            // Read from the text, a large document's tree-first checks start before its model
            // is built: the same findings, in another order.
            let (prepared, fromText) = await analyzer.localFindings(text: text, path: "/w/Screen.ui.xml")
            #expect(prepared.document.views.count == blocking.document.views.count)
            #expect(prepared.facts.components.count == blocking.facts.components.count)
            #expect(fromText.sorted(by: DocumentAnalyzer.documentOrder) == findings.sorted(by: DocumentAnalyzer.documentOrder))
        }
    }

    @Test func rememberedResultsGiveTheSameFindingsAsFreshOnes() {
        let prepared = PreparedDocument(text: Self.text, path: "/w/Screen.ui.xml")
        let index = WorkspaceIndex([prepared.facts])
        let fresh = DocumentAnalyzer.standard(schema: Schema.embedded).analyze(prepared, workspace: index).findings
        let reused = DocumentAnalyzer.standard(schema: Schema.embedded)
        _ = reused.analyze(prepared, workspace: index)
        #expect(reused.analyze(prepared, workspace: index).findings == fresh)
        // The same values at other offsets: remembered analyses map onto the new places.
        let shifted = PreparedDocument(text: "\n\n" + Self.text.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n", with: ""), path: "/w/Screen.ui.xml")
        let freshShifted = DocumentAnalyzer.standard(schema: Schema.embedded).analyze(shifted, workspace: index).findings
        #expect(reused.analyze(shifted, workspace: index).findings == freshShifted)
    }

    /// `--check` finds each file's own problems first and the cross-file ones later, from the
    /// model alone: together they must be exactly what one analysis finds.
    @Test func localAndWorkspaceFindingsTogetherAreTheAnalysis() async {
        let analyzer = DocumentAnalyzer.standard(schema: Schema.embedded)
        let other = PreparedDocument(text: """
            <styleGroup name="theme"><LabelStyle name="title"/></styleGroup>
            """, path: "/w/Theme.styles.xml")
        let screen = PreparedDocument(text: Self.text.replacingOccurrences(
            of: "<Buton", with: """
            <Component type="Missing"/>
                <Component/>
                <Label style=":theme:titel"/>
                <Label style=":nogroup:x"/>
                <Buton
            """), path: "/w/Screen.ui.xml")
        let index = WorkspaceIndex([screen.facts, other.facts])
        for prepared in [screen, other] {
            let whole = analyzer.analyze(prepared, workspace: index).findings
            let context = WorkspaceContext(path: prepared.path, document: prepared.document, workspace: index)
            let workspace = analyzer.workspaceFindings(in: context)
            let split = (await analyzer.localFindings(prepared) + workspace).sorted(by: DocumentAnalyzer.documentOrder)
            #expect(split == whole)
            if prepared.path == screen.path {
                #expect(Set(workspace.map(\.diagnostic.code)).isSuperset(of: ["ref.unknown-component", "ref.unknown-style", "ref.unknown-style-group", "ref.component-without-type"]))
            }
        }
    }

    @Test func aVersionPreparedInStagesEqualsOnePreparedAtOnce() async {
        let staged = VersionPreparation(text: Self.text, path: "/w/Screen.ui.xml")
        let tree = await staged.syntaxTree
        let prepared = await staged.preparedDocument
        let direct = PreparedDocument(text: Self.text, path: "/w/Screen.ui.xml")
        #expect(prepared.syntax.diagnostics == direct.syntax.diagnostics)
        #expect(!direct.syntax.diagnostics.isEmpty)
        #expect(prepared.facts == direct.facts)
        #expect(prepared.syntax.tree.elements.count == tree.elements.count)
    }
}
