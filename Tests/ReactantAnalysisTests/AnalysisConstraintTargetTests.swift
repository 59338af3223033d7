import TestSupport
import Testing
@testable import ReactantAnalysis

/// Target names inside `layout:` values, resolved in the constrained view's component.
@Suite struct AnalysisConstraintTargetTests {
    static let fixtures: [ConstraintFixture] = [
        ConstraintFixture("a misspelt field", """
            <Component>
                <Label field="title"/>
                <Label field="subtitle" layout:below="⟦titel⟧ offset(8)" layout:leading="⟦nothingLikeIt⟧"/>
            </Component>
            """, [.error("ref.unknown-target", fix: .here("title")), .error("ref.unknown-target", fix: .choices(["title", "super"]))]),
        ConstraintFixture("a misspelt keyword", """
            <Component>
                <View layout:top="⟦supr⟧" layout:bottom="⟦safeAreaLayoutGuid⟧"/>
            </Component>
            """, [.error("ref.unknown-target", fix: .here("super")), .error("ref.unknown-target", fix: .here("safeAreaLayoutGuide"))]),
        ConstraintFixture("keywords are no references", """
            <Component>
                <View layout:top="super" layout:width="self.height" layout:bottom="safeAreaLayoutGuide"
                      layout:leading="readableContentGuide" layout:trailing=".leading"/>
            </Component>
            """, []),
        ConstraintFixture("a layout id named without id:", """
            <Component>
                <ImageView layout:id="logo"/>
                <Label layout:below="⟦logo⟧"/>
            </Component>
            """, [.error("ref.unknown-target", fix: .here("id:logo"))]),
        ConstraintFixture("a misspelt layout id", """
            <Component>
                <ImageView layout:id="logo"/>
                <Label layout:below="id:⟦lgo⟧; ⟦fix¦⟦view⟧:⟦nothingLikeIt⟧⟧"/>
            </Component>
            """, [.error("ref.unknown-layout-id", fix: .here("logo")), .warning("layout.layout-id-prefix", fix: .here("id")),
                  .error("ref.unknown-layout-id", fix: .markedChoices(["id:logo", "super"]))]),
        ConstraintFixture("a field named with id:", """
            <Component>
                <Label field="title"/>
                <Label layout:below="⟦fix¦id:⟦title⟧⟧"/>
            </Component>
            """, [.error("ref.unknown-layout-id", fix: .marked("title"))]),
        ConstraintFixture("a layout id on a view that has a field", """
            <Component>
                <ImageView field="icon" layout:id="logo"/>
                <Label layout:below="⟦fix¦id:⟦logo⟧⟧"/>
                <Label field="caption" layout:id="cap" layout:width="⟦fix¦id:⟦cap⟧⟧.height"/>
            </Component>
            """, [.error("ref.layout-id-on-field-view", fix: .marked("icon")),
                  .error("ref.layout-id-on-field-view", fix: .marked("self"))]),
        ConstraintFixture("a layout id declared twice, once without a field", """
            <Component>
                <ImageView field="icon" layout:id="logo"/>
                <ImageView layout:id="logo"/>
                <Label layout:below="id:logo"/>
            </Component>
            """, []),
        ConstraintFixture("a view naming itself", """
            <Component>
                <Label field="title" layout:width="⟦title⟧.height" layout:left="⟦title⟧ offset(8)"/>
                <View layout:id="box" layout:height="⟦fix¦id:⟦box⟧⟧.width" layout:top="id:⟦box⟧"/>
            </Component>
            """, [.warning("ref.self-target", fix: .here("self")), .warning("ref.self-target"),
                  .warning("ref.self-target", fix: .marked("self")), .warning("ref.self-target")]),
        ConstraintFixture("an inline component is a scope of its own", """
            <Component>
                <Label field="title" layout:id="head"/>
                <Component type="Badge" layout:below="title">
                    <Label field="caption" layout:below="⟦title⟧; id:⟦head⟧" layout:height="⟦caption⟧.width"/>
                </Component>
                <Label layout:below="⟦caption⟧"/>
                <PlainTableView cell="Row" layout:below="title">
                    <cell><Label field="value" layout:top="⟦title⟧" layout:left="⟦value⟧.right"/></cell>
                </PlainTableView>
            </Component>
            """, [.error("ref.unknown-target"), .error("ref.unknown-layout-id"), .warning("ref.self-target", fix: .here("self")),
                  .error("ref.unknown-target", fix: .choices(["title", "super"])), .error("ref.unknown-target"),
                  .warning("ref.self-target", fix: .here("self"))]),
        ConstraintFixture("targets inside containers and after other errors", """
            <Component>
                <Container field="card">
                    <StackView field="stack">
                        <Label field="name" layout:below="card.⟦bottm⟧; ⟦stak⟧"/>
                    </StackView>
                </Container>
                <Label layout:below="card"/>
            </Component>
            """, [.error("layout.unknown-anchor", fix: .here("bottom")), .error("ref.unknown-target", fix: .here("stack"))]),
        ConstraintFixture("a modifier without parentheses is not read as a target", """
            <Component>
                <Label field="title"/>
                <Label layout:below="title ⟦offset 10⟧" layout:left="super ⟦inset 8⟧"/>
            </Component>
            """, [.error("layout.modifier-without-parentheses", fix: .here("offset(10)")),
                  .error("layout.modifier-without-parentheses", fix: .here("inset(8)"))]),
        ConstraintFixture("an unknown target with no close spelling offers the component's targets", """
            <Component>
                <Label field="a1"/>
                <ImageView layout:id="logo"/>
                <Label field="a2"/>
                <Label field="me" layout:id="alsoMe" layout:top="⟦zzzzzz⟧"/>
                <Label field="a3" layout:id="ignoredForTheField"/>
                <Label field="a4"/><Label field="a5"/><Label field="a6"/><Label field="a7"/><Label field="a8"/>
                <Label field="a9"/>
                <Container>
                    <Label field="nested"/>
                </Container>
            </Component>
            """, [.error("ref.unknown-target", fix: .choices(["a1", "id:logo", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "super"]))]),
    ]

    @Test(arguments: fixtures)
    func reportsExactly(_ fixture: ConstraintFixture) {
        expectConstraintDiagnostics(fixture)
    }

    @Test func layoutIDOnAFieldViewPointsAtTheDeclaration() {
        let analyzed = expectConstraintDiagnostics(Self.fixtures[6])
        let text = analyzed.text
        let declaration = text.utf8Offset(of: "logo")
        #expect(analyzed.diagnostics[0].related.map(\.range) == [declaration..<declaration + 4])
        expectLines(analyzed.diagnostics.map(\.message), [
            "The view with layout:id 'logo' also has field 'icon': the generator names it by the field and declares no 'named_logo', so the Swift build fails; name it 'icon'",
            "The view with layout:id 'cap' also has field 'caption': the generator names it by the field and declares no 'named_cap', so the Swift build fails; name it 'self'",
        ])
    }

    @Test func messagesSayWhatTheGeneratorDoes() {
        let unknown = expectConstraintDiagnostics(Self.fixtures[0]).diagnostics
        expectLines(unknown.map(\.message), [
            "No view of this component has field 'titel': the generated code uses the component's property 'titel', so the Swift build fails (or, for a property outside this layout, the app crashes when the constraint is made) (did you mean 'title'?)",
            "No view of this component has field 'nothingLikeIt': the generated code uses the component's property 'nothingLikeIt', so the Swift build fails (or, for a property outside this layout, the app crashes when the constraint is made)",
        ])
        let selfTargets = expectConstraintDiagnostics(Self.fixtures[8]).diagnostics
        expectLines(selfTargets.map(\.message), [
            "'title' is this view's own field: the constraint relates the view to its own anchors, as 'self' does; write 'self' to say so",
            "'title' is this view's own field: the constraint relates the view to its own anchors, as 'self' does, and with the same anchor on both sides it either has no effect or can never be satisfied; another view was probably meant",
            "'box' is this view's own layout:id: the constraint relates the view to its own anchors, as 'self' does; write 'self' to say so",
            "'box' is this view's own layout:id: the constraint relates the view to its own anchors, as 'self' does, and with the same anchor on both sides it either has no effect or can never be satisfied; another view was probably meant",
        ])
    }
}
