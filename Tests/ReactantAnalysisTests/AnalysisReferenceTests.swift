import TestSupport
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// Every diagnostic of the reference participants: code, severity and exact range.
@Suite struct AnalysisReferenceTests {
    @Test func duplicateFieldPointsBackAtTheFirst() {
        let analyzed = expectDiagnostics("""
            <Component>
                <Label field="title"/>
                <Container>
                    <Button field="⟦title⟧"/>
                </Container>
            </Component>
            """, [error("ref.duplicate-field")])
        let text = analyzed.text
        #expect(analyzed.diagnostics[0].related.map(\.range) == [text.utf8Offset(of: "title")..<text.utf8Offset(of: "title") + 5])
        #expect(analyzed.diagnostics[0].related.first?.path == nil)
    }

    @Test func duplicateLayoutIDPointsBackAtTheFirst() {
        let analyzed = expectDiagnostics("""
            <Component>
                <Label layout:id="logo"/>
                <ImageView layout:id="⟦logo⟧"/>
                <ImageView layout:id="⟦logo⟧"/>
            </Component>
            """, [error("ref.duplicate-layout-id"), error("ref.duplicate-layout-id")])
        let first = analyzed.text.utf8Offset(of: "logo")
        #expect(analyzed.diagnostics.allSatisfy { $0.related.map(\.range) == [first..<first + 4] })
    }

    @Test func declarationsInAnInlineDefinitionBelongToIt() {
        expectDiagnostics("""
            <Component>
                <Label field="title" layout:id="a"/>
                <Component type="Badge">
                    <Label field="title" layout:id="a"/>
                    <Label field="⟦title⟧"/>
                </Component>
                <PlainTableView cell="Row">
                    <cell><Label field="title" layout:id="a"/></cell>
                </PlainTableView>
            </Component>
            """, [error("ref.duplicate-field")])
    }

    @Test func duplicateStyleAndTemplateNames() {
        expectDiagnostics("""
            <Component>
                <styles>
                    <LabelStyle name="title"/>
                    <ButtonStyle name="⟦title⟧"/>
                </styles>
                <templates>
                    <attributedText name="greeting">Hi</attributedText>
                    <attributedText name="⟦greeting⟧">Hello</attributedText>
                </templates>
            </Component>
            """, [error("ref.duplicate-style"), error("ref.duplicate-template")])
    }

    @Test func ignoredAttributesOnTheRoot() {
        expectDiagnostics("""
            <Component xmlns:layout="http://schema.reactant.tech/layout" ⟦field⟧="root" ⟦style⟧="x"
                ⟦layout:edges⟧="super" ⟦layout:id⟧="me" backgroundColor="white">
                <styles><ViewStyle name="x"/></styles>
            </Component>
            """, [warning("schema.ignored-root-attribute"), warning("schema.ignored-root-attribute"),
                  warning("schema.ignored-root-attribute"), warning("schema.ignored-root-attribute")])
    }

    @Test func inlineDefinitionsAreNotTheRoot() {
        expectDiagnostics("""
            <Component>
                <Component type="Badge" field="badge" layout:edges="super"><Label/></Component>
            </Component>
            """, [])
    }

    @Test func localStyleReferences() {
        let analyzed = expectDiagnostics("""
            <Component>
                <styles name="Look">
                    <LabelStyle name="title"/>
                    <LabelStyle name="subtitle" extend="title ⟦titel⟧"/>
                </styles>
                <Label style="title  subtitle"/>
                <Label style="⟦subtitel⟧ ⟦nothingLikeIt⟧">
                    <attributedText style="⟦tilte⟧">x</attributedText>
                </Label>
            </Component>
            """, [warning("ref.unknown-style"), warning("ref.unknown-style"),
                  warning("ref.unknown-style"), warning("ref.unknown-style")])
        expectLines(analyzed.diagnostics.map(\.message), [
            "No style 'titel' is declared in this file (did you mean 'title'?)",
            "No style 'subtitel' is declared in this file (did you mean 'subtitle'?)",
            "No style 'nothingLikeIt' is declared in this file",
            "No style 'tilte' is declared in this file (did you mean 'title'?)",
        ])
        #expect(analyzed.diagnostics[1].fixes.map(\.replacement) == ["subtitle"])
        #expect(analyzed.findings.allSatisfy { !$0.isCrossFile })
    }

    static let commonStyles = """
        <styleGroup name="common">
            <LabelStyle name="heading"/>
            <attributedTextStyle name="emphasis" extend="heading common:heading :common:heading common.heading"/>
        </styleGroup>
        """

    @Test func globalStyleReferencesResolveAcrossFiles() {
        let analyzed = expectDiagnostics("""
            <Component>
                <Label style="common:heading :common:heading common.heading ..common..heading.."/>
                <Label style="common:⟦headng⟧ ⟦comon⟧:heading ⟦other⟧.heading"/>
            </Component>
            """, others: ["Styles/Common.styles.xml": Self.commonStyles],
            [warning("ref.unknown-style"), warning("ref.unknown-style-group"), warning("ref.unknown-style-group")])
        #expect(analyzed.diagnostics[0].message.hasSuffix("(did you mean 'heading'?)"))
        #expect(analyzed.diagnostics[0].related.map(\.path) == ["Styles/Common.styles.xml"])
        #expect(analyzed.diagnostics[1].message.hasSuffix("(did you mean 'common'?)"))
        #expect(analyzed.findings.allSatisfy { $0.isCrossFile })
    }

    @Test func styleGroupResolvesItsOwnReferencesLocally() {
        expectDiagnostics("""
            <styleGroup name="common">
                <LabelStyle name="heading"/>
                <LabelStyle name="a" extend="heading common:heading ⟦headin⟧ common:⟦headin⟧"/>
            </styleGroup>
            """, path: "Common.styles.xml", [warning("ref.unknown-style"), warning("ref.unknown-style")])
    }

    @Test func malformedStyleReference() {
        expectDiagnostics("""
            <Component>
                <styles><LabelStyle name="a"/></styles>
                <Label style="a ⟦x:y:z⟧ ⟦a.b.c⟧ ⟦:⟧"/>
            </Component>
            """, [error("ref.invalid-style-reference"), error("ref.invalid-style-reference"), error("ref.invalid-style-reference")])
    }

    @Test func styleReferenceRangesFollowCharacterReferences() {
        expectDiagnostics("""
            <Component>
                <styles><LabelStyle name="title"/></styles>
                <Label style="title&#x20;⟦t&#105;tel⟧&#9;title"/>
            </Component>
            """, [warning("ref.unknown-style")])
    }

    static let cellFile = """
        <Component type="ProfileCell"><Label/></Component>
        """

    @Test func componentReferencesResolveByTypeOrFileName() {
        expectDiagnostics("""
            <Component>
                <Component type="ProfileCell"/>
                <Component type="Avatar"/>
                <Component type="Badge"><Label/></Component>
                <Component type="Badge" field="second"/>
                <Component type="⟦ProfilCell⟧"/>
                <Component type="⟦Unheard⟧"/>
                <PlainTableView cell="Avatar"/>
                <HeaderTableView cell="ProfileCell" header="⟦Heder⟧"/>
                <FooterTableView field="table" cell="NotChecked" footer="WhenFieldIsSet"/>
            </Component>
            """, others: ["Cells/Profile.ui.xml": Self.cellFile, "Avatar.ui.xml": "<Component><ImageView/></Component>",
                          "Header.ui.xml": "<Component/>"],
            [warning("ref.unknown-component"), warning("ref.unknown-component"), warning("ref.unknown-component")])
    }

    @Test func unknownComponentSuggestsTheClosestType() {
        let analyzed = expectDiagnostics("""
            <Component><Component type="⟦ProfilCell⟧"/></Component>
            """, others: ["Cells/Profile.ui.xml": Self.cellFile], [warning("ref.unknown-component")])
        #expect(analyzed.diagnostics[0].message.hasSuffix("(did you mean 'ProfileCell'?)"))
        #expect(analyzed.diagnostics[0].fixes.first?.replacement == "ProfileCell")
        #expect(analyzed.findings[0].isCrossFile)
    }

    @Test func forbiddenComponentTypes() {
        expectDiagnostics("""
            <Component type="⟦RootView⟧">
                <Component type="⟦if⟧"><Label/></Component>
            </Component>
            """, [error("ref.forbidden-component-type"), error("ref.forbidden-component-type")])
        expectDiagnostics("<⟦Component⟧><Label/></Component>", path: "Sources/UIView.ui.xml", [error("ref.forbidden-component-type")])
    }

    @Test func componentWithoutType() {
        expectDiagnostics("""
            <Component>
                <⟦Component⟧ backgroundColor="red"/>
                <Component field="header"/>
                <⟦Component⟧ anonymous="true"><Label/></Component>
                <PlainTableView><⟦cell⟧><Label/></cell></PlainTableView>
            </Component>
            """, [error("ref.component-without-type"), error("ref.component-without-type"), error("ref.component-without-type")])
    }

    @Test func duplicateComponentTypesInTheFileAndTheWorkspace() {
        let analyzed = expectDiagnostics("""
            <Component type="⟦Row⟧">
                <Component type="Badge"><Label/></Component>
                <Component type="⟦Badge⟧"><Label/></Component>
            </Component>
            """, others: ["Other/Row.ui.xml": "<Component/>"],
            [warning("ref.duplicate-component-type"), warning("ref.duplicate-component-type")])
        #expect(analyzed.diagnostics[0].related.map(\.path) == ["Other/Row.ui.xml"])
        #expect(analyzed.diagnostics[0].related.map(\.range) == [1..<10])
        #expect(analyzed.findings.map(\.isCrossFile) == [true, false])
    }

    @Test func aStyleGroupNameGivingTheSameSwiftStructAsAnotherFilesIsAWarning() {
        let analyzed = expectDiagnostics(
            #"<styleGroup name="⟦common⟧"><LabelStyle name="title"/></styleGroup>"#, path: "A.styles.xml",
            others: ["B.styles.xml": #"<styleGroup name="Common"/>"#, "C.styles.xml": #"<styleGroup name="other"/>"#],
            [warning("ref.duplicate-style-group")])
        #expect(analyzed.diagnostics[0].message.contains("'CommonStyles'"))
        #expect(analyzed.diagnostics[0].related.map(\.path) == ["B.styles.xml"])
        #expect(analyzed.diagnostics[0].related.map(\.range) == [18..<24])
        #expect(analyzed.findings.map(\.isCrossFile) == [true])
        // A group of its own name is fine; so is a `.ui.xml`'s `<styles>` section, which makes no struct of its name.
        _ = expectDiagnostics(#"<styleGroup name="common"/>"#, path: "A.styles.xml", others: ["C.styles.xml": #"<styleGroup name="other"/>"#], [])
    }

    @Test func aGroupDeclaredOrRemovedElsewhereStalesTheOtherDeclaration() {
        let a = PreparedDocument(text: #"<styleGroup name="common"/>"#, path: "A.styles.xml").facts
        let b = PreparedDocument(text: #"<styleGroup name="Common"/>"#, path: "B.styles.xml").facts
        let index = WorkspaceIndex([a])
        #expect(index.dependents(ofChangeFrom: nil, to: b) == ["A.styles.xml"])
        #expect(WorkspaceIndex([a, b]).dependents(ofChangeFrom: b, to: nil) == ["A.styles.xml"])
    }

    @Test func staleOwnEntryInTheIndexIsIgnored() {
        let old = PreparedDocument(text: "<styleGroup name=\"g\"><LabelStyle name=\"a\"/></styleGroup>", path: "G.styles.xml")
        let index = WorkspaceIndex([old.facts])
        let now = DocumentAnalyzer().analyze(text: "<styleGroup name=\"h\"><LabelStyle name=\"b\" extend=\"g:a\"/></styleGroup>",
                                             path: "G.styles.xml", workspace: index)
        #expect(now.diagnostics.map(\.code) == ["ref.unknown-style-group"])
    }
}
