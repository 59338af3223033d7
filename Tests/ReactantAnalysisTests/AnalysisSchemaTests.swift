import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// Every diagnostic the schema participant reports, with its exact range, and the places where
/// it must stay silent (valid markup, and problems another participant already reports).
@Suite struct AnalysisSchemaTests {
    static let elementsCases: [SchemaCase] = [
        SchemaCase("unknown element in a container", """
            <Component>
                <Container>
                    <⟦Lable⟧ text="x"></Lable>
                </Container>
            </Component>
            """, [error("schema.unknown-element")]),
        SchemaCase("unknown element under the root", "<Component><⟦Foo⟧/></Component>", [error("schema.unknown-element")]),
        SchemaCase("a view inside View", "<Component><View><⟦Label⟧/></View></Component>", [error("schema.misplaced-element")]),
        SchemaCase("styles inside a container", "<Component><Container><⟦styles⟧/></Container></Component>",
                   [warning("schema.ignored-element")]),
        SchemaCase("a cell outside a table view", "<Component><Container><⟦cell⟧/></Container></Component>",
                   [error("schema.misplaced-element")]),
        SchemaCase("a view inside a non-container", "<Component><Label><⟦Button⟧/></Label></Component>",
                   [warning("schema.ignored-element")]),
        SchemaCase("misspelt attributed text", "<Component><Label><⟦atributedText⟧>x</atributedText></Label></Component>",
                   [warning("schema.ignored-element")]),
        SchemaCase("a header in a plain table view", """
            <Component><PlainTableView cell="Cell"><⟦header⟧/></PlainTableView></Component>
            """, [warning("schema.ignored-element")]),
        SchemaCase("a second styles and templates", """
            <Component>
                <styles/><templates/>
                <⟦styles⟧/>
                <⟦templates⟧/>
            </Component>
            """, [error("schema.duplicate-section"), error("schema.duplicate-section")]),
        SchemaCase("a second cell", """
            <Component><PlainTableView cell="Row"><cell><Label/></cell><⟦cell⟧><Label/></cell></PlainTableView></Component>
            """, [error("schema.duplicate-section")]),
        SchemaCase("freely named attributed-text parts", """
            <Component>
                <styles><attributedTextStyle name="s"><b font=":bold@15"><i/></b></attributedTextStyle></styles>
                <templates><attributedText name="t">Hi <b>{{name}}</b></attributedText></templates>
                <Label><attributedText>a <strong>b</strong></attributedText></Label>
            </Component>
            """, []),
        SchemaCase("inline definition and nested containers", """
            <Component>
                <Component type="Inline"><StackView><Container><Label text="x"/></Container></StackView></Component>
            </Component>
            """, []),
    ]

    static let rootsCases: [SchemaCase] = [
        SchemaCase("a styles file without styleGroup", path: "Shared.styles.xml", "<⟦Component⟧/>", [error("schema.unexpected-root")]),
        SchemaCase("a ui file without Component", "<⟦Componnet⟧/>", [warning("schema.ignored-file")]),
        SchemaCase("a style group without name", path: "Shared.styles.xml", """
            <⟦styleGroup⟧><LabelStyle name="title" textColor="red"/></styleGroup>
            """, [error("schema.missing-attribute")]),
        SchemaCase("a style without name", "<Component><styles><⟦LabelStyle⟧ textColor=\"red\"/></styles></Component>",
                   [error("schema.missing-attribute")]),
        SchemaCase("a template without name", "<Component><templates><⟦attributedText⟧>x</attributedText></templates></Component>",
                   [error("schema.missing-attribute")]),
        SchemaCase("an unknown style tag", "<Component><styles><⟦LabelStyel⟧ name=\"a\"/></styles></Component>",
                   [error("schema.unknown-element")]),
    ]

    static let attributesCases: [SchemaCase] = [
        SchemaCase("a misspelt attribute", "<Component><Label ⟦txt⟧=\"x\"/></Component>", [warning("schema.unknown-attribute")]),
        SchemaCase("an undeclared tools attribute", """
            <Component><SimulatedSeparatorTableView cell="Cell" ⟦tools:sectionCount⟧="2"/></Component>
            """, [warning("schema.unknown-attribute")]),
        SchemaCase("a misspelt style attribute", "<Component><styles><LabelStyle name=\"a\" ⟦textColour⟧=\"red\"/></styles></Component>",
                   [warning("schema.unknown-attribute")]),
        SchemaCase("an unknown layout attribute", "<Component><Label ⟦layout:lefft⟧=\"super\"/></Component>",
                   [error("layout.unknown-attribute")]),
        SchemaCase("namespace markup", """
            <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://schema.reactant.tech/ui ui.xsd">
                <Label text="x"/>
            </Component>
            """, []),
        SchemaCase("root-only attributes are the reference participant's", """
            <Component ⟦field⟧="x" ⟦style⟧="y" ⟦layout:edges⟧="super" ⟦layout:lefft⟧="super"/>
            """, [warning("schema.ignored-root-attribute"), warning("schema.ignored-root-attribute"),
                  warning("schema.ignored-root-attribute"), warning("schema.ignored-root-attribute")]),
        SchemaCase("a reserved type name is the reference participant's", "<Component type=\"⟦self⟧\"/>",
                   [error("ref.forbidden-component-type")]),
        SchemaCase("a word that is no control state", "<Component><Button titleColor.⟦hilighted⟧=\"red\" title.selected.highlighted=\"a\"/></Component>",
                   [warning("schema.ignored-control-state")]),
        SchemaCase("a missing required attribute among others", "<Component><styles><⟦ButtonStyle⟧ title=\"x\"/></styles></Component>",
                   [error("schema.missing-attribute")]),
    ]

    static let valuesCases: [SchemaCase] = [
        SchemaCase("an enumeration value", "<Component><Label textAlignment=\"⟦centre⟧\"/></Component>", [error("schema.invalid-value")]),
        SchemaCase("an empty value", "<Component><Label textAlignment=⟦\"\"⟧/></Component>", [error("schema.invalid-value")]),
        SchemaCase("a strict Boolean", "<Component><Label isHidden=\"⟦yes⟧\"/></Component>", [error("schema.invalid-value")]),
        SchemaCase("a font weight, through a character reference", "<Component><Label font=\"⟦&#58;bolt⟧@17\"/></Component>",
                   [error("schema.invalid-value")]),
        SchemaCase("a font size after a space", "<Component><Label font=\":bold⟦ @17⟧\"/></Component>",
                   [warning("schema.questionable-value")]),
        SchemaCase("a lenient Boolean", "<Component rootView=\"⟦yes⟧\"/>", [warning("schema.questionable-value")]),
        SchemaCase("valid values", """
            <Component rootView="true" extend="top">
                <Label text="a &amp; b" font=":bold@17" textColor="#ff0000" numberOfLines="0" textAlignment="center"/>
                <Button title.highlighted="x" titleColor.selected.highlighted="red" contentEdgeInsets="10, 20"/>
                <PlainTableView field="list" tableView.rowHeight="auto"/>
            </Component>
            """, []),
    ]

    static let structureCases: [SchemaCase] = [
        SchemaCase("a table view without its types", "<Component><⟦SimpleTableView⟧ cell=\"Cell\"/></Component>",
                   [error("schema.missing-table-type")]),
        SchemaCase("a table view bound to a field", "<Component><SimpleTableView field=\"table\"/></Component>", []),
        SchemaCase("an inline cell without type is the reference participant's", """
            <Component><PlainTableView><⟦cell⟧><Label/></cell></PlainTableView></Component>
            """, [error("ref.component-without-type")]),
        SchemaCase("extend without rootView", "<Component ⟦extend⟧=\"top\"/>", [warning("schema.extend-without-root-view")]),
        SchemaCase("extend with a false rootView", "<Component rootView=\"false\" ⟦extend⟧=\"all\"/>",
                   [warning("schema.extend-without-root-view")]),
    ]

    @Test(arguments: elementsCases) func elements(_ fixture: SchemaCase) { expectSchemaDiagnostics(fixture) }
    @Test(arguments: rootsCases) func roots(_ fixture: SchemaCase) { expectSchemaDiagnostics(fixture) }
    @Test(arguments: attributesCases) func attributes(_ fixture: SchemaCase) { expectSchemaDiagnostics(fixture) }
    @Test(arguments: valuesCases) func values(_ fixture: SchemaCase) { expectSchemaDiagnostics(fixture) }
    @Test(arguments: structureCases) func structure(_ fixture: SchemaCase) { expectSchemaDiagnostics(fixture) }
}
