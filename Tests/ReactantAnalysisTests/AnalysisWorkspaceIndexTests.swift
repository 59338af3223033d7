import Testing
@testable import ReactantAnalysis

/// Cross-file facts: who declares a component type or style group, who uses it, and what to
/// analyze again when one file changes.
@Suite struct AnalysisWorkspaceIndexTests {
    static func facts(_ path: String, _ text: String) -> DocumentFacts { PreparedDocument(text: text, path: path).facts }

    static let cell = facts("Cells/Cell.ui.xml", "<Component type=\"ProfileCell\"><Label field=\"name\"/></Component>")
    static let avatar = facts("Avatar.ui.xml", "<Component><Component type=\"Ring\"><View/></Component></Component>")
    static let styles = facts("Common.styles.xml", "<styleGroup name=\"common\"><LabelStyle name=\"a\"/><LabelStyle name=\"b\"/></styleGroup>")
    static let screen = facts("Screen.ui.xml", """
        <Component><Component type="ProfileCell"/><PlainTableView cell="Avatar"/><Label style="common:a"/></Component>
        """)
    static let index = WorkspaceIndex([cell, avatar, styles, screen])

    @Test func factsOfOneDocument() {
        #expect(Self.cell.components.map(\.typeName) == ["ProfileCell"])
        #expect(Self.cell.fields == ["name"])
        #expect(Self.avatar.components.map(\.typeName) == ["Avatar", "Ring"])
        #expect(Self.avatar.components.map(\.isRoot) == [true, false])
        #expect(Self.styles.styleGroup?.name == "common")
        #expect(Self.styles.styleGroup?.styles.keys.sorted() == ["a", "b"])
        #expect(Self.screen.referencedComponentTypes == ["ProfileCell", "Avatar"])
        #expect(Self.screen.referencedStyleGroups == ["common"])
    }

    @Test func declarationsAndUsers() {
        #expect(Self.index.componentDeclarations(named: "ProfileCell") == [.init(path: "Cells/Cell.ui.xml", range: 17..<28)])
        #expect(Self.index.componentDeclarations(named: "Ring").map(\.path) == ["Avatar.ui.xml"])
        #expect(Self.index.componentDeclarations(named: "Cell").isEmpty)
        #expect(Self.index.styleGroups(named: "common").map(\.path) == ["Common.styles.xml"])
        #expect(Self.index.documents(referencingComponentType: "Avatar") == ["Screen.ui.xml"])
        #expect(Self.index.documents(referencingStyleGroup: "common") == ["Screen.ui.xml"])
        #expect(Set(Self.index.componentTypeNames) == ["ProfileCell", "Avatar", "Ring", "Screen"])
    }

    @Test func updatingOneFileReplacesItsFacts() {
        let renamed = Self.facts("Cells/Cell.ui.xml", "<Component type=\"UserCell\"/>")
        let updated = Self.index.updating(renamed)
        #expect(updated.componentDeclarations(named: "ProfileCell").isEmpty)
        #expect(updated.componentDeclarations(named: "UserCell").map(\.path) == ["Cells/Cell.ui.xml"])
        #expect(updated.documents.count == 4)
        #expect(Self.index.componentDeclarations(named: "ProfileCell").count == 1, "the original value is unchanged")

        let removed = updated.removing(path: "Screen.ui.xml")
        #expect(removed.documents(referencingComponentType: "Avatar").isEmpty)
        #expect(removed.documents(referencingStyleGroup: "common").isEmpty)
        #expect(removed.documents.count == 3)
    }

    @Test func dependentsOfAChange() {
        let renamed = Self.facts("Cells/Cell.ui.xml", "<Component type=\"UserCell\"/>")
        #expect(Self.index.dependents(ofChangeFrom: Self.cell, to: renamed) == ["Screen.ui.xml"])
        #expect(Self.index.dependents(ofChangeFrom: Self.styles, to: nil) == ["Screen.ui.xml"])
        #expect(Self.index.dependents(ofChangeFrom: Self.screen, to: Self.screen) == [])
        let clash = Self.facts("Other/Ring.ui.xml", "<Component/>")
        #expect(Self.index.dependents(ofChangeFrom: nil, to: clash) == ["Avatar.ui.xml"])
    }

    @Test func theUsersOfAGroupWhoseStylesExtendAChangedOneDependOnIt() {
        // Screen applies `theme:title`, which extends `common:a`: an edit of `common` changes
        // Screen's layout, through Theme.
        let theme = Self.facts("Theme.styles.xml", #"<styleGroup name="theme"><LabelStyle name="title" extend="common:a"/></styleGroup>"#)
        let screen = Self.facts("Screen.ui.xml", #"<Component><Label style="theme:title"/></Component>"#)
        let index = WorkspaceIndex([Self.styles, theme, screen])
        #expect(index.dependents(ofChangeFrom: Self.styles, to: Self.styles) == ["Screen.ui.xml", "Theme.styles.xml"])
        #expect(Self.styles.styleGroup?.definitions["a"] == StyleDefinition(extends: [], properties: [:]))
        #expect(theme.styleGroup?.definitions["title"] == StyleDefinition(extends: [.global(group: "common", style: "a")], properties: [:]))
    }

    @Test func analysisFollowsTheIndex() {
        let screen = PreparedDocument(text: "<Component><Component type=\"ProfileCell\"/></Component>", path: "Screen.ui.xml")
        let analyzer = DocumentAnalyzer()
        #expect(analyzer.analyze(screen, workspace: Self.index).diagnostics.isEmpty)
        let renamed = Self.index.updating(Self.facts("Cells/Cell.ui.xml", "<Component type=\"UserCell\"/>"))
        #expect(analyzer.analyze(screen, workspace: renamed).diagnostics.map(\.code) == ["ref.unknown-component"])
        #expect(analyzer.analyze(screen, workspace: renamed).diagnostics.first?.message.contains("'ProfileCell'") == true)
    }
}
