import AnalysisTestSupport
import SwiftBinding
import Testing
import TestSupport
@testable import ReactantAnalysis

/// References, highlights and rename of styles and component types across files.
@Suite struct WorkspaceNavigationTests {
    static let group = #"<styleGroup name="common"><LabelStyle name="⟦title⟧"/><LabelStyle name="big" extend="⟦title⟧"/></styleGroup>"#
    static let first = #"<Component><Label style="common:⟦title⟧"/><Label style="big :common:⟦title⟧"/></Component>"#
    static let second = #"<Component><styles><LabelStyle name="title" extend="common.⟦title⟧"/></styles><Label style="title"/></Component>"#

    static func groupStyleFixture(cursorIn file: Int) -> WorkspaceFixture {
        var texts = [group, first, second]
        texts[file] = texts[file].replacing("⟦title⟧", with: "⟦ti‸tle⟧", maxReplacements: 1)
        return WorkspaceFixture([("/p/Common.styles.xml", texts[0]), ("/p/A.ui.xml", texts[1]), ("/p/B.ui.xml", texts[2])])
    }

    @Test(arguments: [0, 1, 2])
    func referencesOfAGroupStyleReachEveryFile(cursorIn file: Int) {
        let fixture = Self.groupStyleFixture(cursorIn: file)
        let sites = fixture.navigator.references(at: fixture.offset, includeDeclaration: true, workspace: fixture.index)
        #expect(sites.map(\.location) == fixture.marked)
        let declaration = NavigationLocation(path: file == 0 ? nil : "/p/Common.styles.xml", range: MarkedText(Self.group).ranges[0])
        #expect(sites.filter(\.isDeclaration).map(\.location) == [declaration])
        #expect(fixture.navigator.references(at: fixture.offset, includeDeclaration: false, workspace: fixture.index).map(\.location)
            == fixture.marked.filter { $0 != declaration })
    }

    @Test(arguments: [0, 1, 2])
    func definitionAgreesWithReferencesAndHighlightsAreTheSameFileSubset(cursorIn file: Int) {
        let fixture = Self.groupStyleFixture(cursorIn: file)
        let sites = fixture.navigator.references(at: fixture.offset, includeDeclaration: true, workspace: fixture.index)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: fixture.index) == sites.filter(\.isDeclaration).map(\.location))
        #expect(fixture.navigator.highlights(at: fixture.offset) == sites.filter { $0.location.path == nil })
    }

    @Test func renameOfAGroupStyleEditsEveryFileAndKeepsTheGroup() throws {
        let fixture = Self.groupStyleFixture(cursorIn: 1)
        let locations = try fixture.navigator.renameSites(at: fixture.offset, to: "heading", workspace: fixture.index).get()
        #expect(fixture.applying(locations, newName: "heading") == [
            "/p/Common.styles.xml": #"<styleGroup name="common"><LabelStyle name="heading"/><LabelStyle name="big" extend="heading"/></styleGroup>"#,
            "/p/A.ui.xml": #"<Component><Label style="common:heading"/><Label style="big :common:heading"/></Component>"#,
            "/p/B.ui.xml": #"<Component><styles><LabelStyle name="title" extend="common.heading"/></styles><Label style="title"/></Component>"#,
        ])
    }

    @Test(arguments: [0, 1])
    func renameRefusesANameTheGroupAlreadyHas(cursorIn file: Int) {
        let fixture = Self.groupStyleFixture(cursorIn: file)
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "big", workspace: fixture.index) == .failure(.nameTaken("big")))
    }

    @Test(arguments: ["", "a:b", "a.b", "two words", "9lives", "ünïcode"])
    func renameRefusesWhatCannotNameAStyle(name: String) {
        let fixture = Self.groupStyleFixture(cursorIn: 1)
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: name, workspace: fixture.index) == .failure(.invalidStyleName(name)))
    }

    @Test func aFileStyleIsRenamedInItsFileOnly() throws {
        let fixture = WorkspaceFixture([
            ("/p/Common.styles.xml", #"<styleGroup name="common"><LabelStyle name="title"/></styleGroup>"#),
            ("/p/B.ui.xml", #"<Component><styles><LabelStyle name="⟦ti‸tle⟧" extend="common:title"/><LabelStyle name="big"/></styles><Label style="⟦title⟧"/></Component>"#),
        ])
        let locations = try fixture.navigator.renameSites(at: fixture.offset, to: "caption", workspace: fixture.index).get()
        #expect(locations == fixture.marked)
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "big", workspace: fixture.index) == .failure(.nameTaken("big")))
        // The group's `title` is another scope: no collision.
        #expect(fixture.navigator.renameTarget(at: fixture.offset, workspace: fixture.index).map { $0.name } == .success("title"))
    }

    @Test func renameOfAStyleNoFileDeclaresIsRefused() {
        let fixture = WorkspaceFixture([("/p/A.ui.xml", #"<Component><Label style="common:ti‸tle"/></Component>"#)])
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "x", workspace: fixture.index) == .failure(.undeclared("common:title")))
    }

    static func groupNameFixture(cursorIn file: Int) -> WorkspaceFixture {
        var texts = [
            #"<styleGroup name="⟦common⟧"><LabelStyle name="title"/><LabelStyle name="big" extend="title"/></styleGroup>"#,
            #"<Component><Label style="⟦common⟧:title"/><Label style="big :⟦common⟧:title"/></Component>"#,
            #"<Component><styles><LabelStyle name="title" extend="⟦common⟧.title"/></styles><Label style="title other:x"/></Component>"#,
        ]
        texts[file] = texts[file].replacing("⟦common⟧", with: "⟦com‸mon⟧", maxReplacements: 1)
        return WorkspaceFixture([
            ("/p/Common.styles.xml", texts[0]), ("/p/A.ui.xml", texts[1]), ("/p/B.ui.xml", texts[2]),
            ("/p/Other.styles.xml", #"<styleGroup name="other"><LabelStyle name="x"/></styleGroup>"#),
        ])
    }

    @Test(arguments: [0, 1, 2])
    func aStyleGroupsNameIsFoundAndRenamedInEveryFile(cursorIn file: Int) throws {
        let fixture = Self.groupNameFixture(cursorIn: file)
        let sites = fixture.navigator.references(at: fixture.offset, includeDeclaration: true, workspace: fixture.index)
        #expect(sites.map(\.location) == fixture.marked)
        #expect(sites.filter(\.isDeclaration).map(\.location) == fixture.navigator.definition(at: fixture.offset, workspace: fixture.index))
        #expect(fixture.navigator.highlights(at: fixture.offset) == sites.filter { $0.location.path == nil })
        #expect(fixture.navigator.renameTarget(at: fixture.offset, workspace: fixture.index).map { $0.name } == .success("common"))
        let locations = try fixture.navigator.renameSites(at: fixture.offset, to: "shared", workspace: fixture.index).get()
        #expect(fixture.applying(locations, newName: "shared") == [
            "/p/Common.styles.xml": #"<styleGroup name="shared"><LabelStyle name="title"/><LabelStyle name="big" extend="title"/></styleGroup>"#,
            "/p/A.ui.xml": #"<Component><Label style="shared:title"/><Label style="big :shared:title"/></Component>"#,
            "/p/B.ui.xml": #"<Component><styles><LabelStyle name="title" extend="shared.title"/></styles><Label style="title other:x"/></Component>"#,
            "/p/Other.styles.xml": #"<styleGroup name="other"><LabelStyle name="x"/></styleGroup>"#,
        ])
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "other", workspace: fixture.index) == .failure(.nameTaken("other")))
        // `Other` would make the same Swift struct as `other`; `Common` is this group's own struct.
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Other", workspace: fixture.index) == .failure(.nameTaken("Other")))
        #expect((try? fixture.navigator.renameSites(at: fixture.offset, to: "Common", workspace: fixture.index).get()) != nil)
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "9lives", workspace: fixture.index)
            == .failure(.invalidStyleGroupName("9lives")))
    }

    @Test func renameOfAGroupNoFileDeclaresIsRefused() {
        let fixture = WorkspaceFixture([("/p/A.ui.xml", #"<Component><Label style="nowh‸ere:title"/></Component>"#)])
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "x", workspace: fixture.index) == .failure(.undeclared("nowhere")))
    }

    static func componentFixture(cursorIn file: Int) -> WorkspaceFixture {
        var texts = [
            #"<Component type="⟦Card⟧"><Label/></Component>"#,
            #"<Component><Component type="⟦Card⟧" field="card"/><Component type="Badge" field="badge"/></Component>"#,
            #"<Component><PlainTableView cell="⟦Card⟧"/></Component>"#,
        ]
        texts[file] = texts[file].replacing("⟦Card⟧", with: "⟦Ca‸rd⟧", maxReplacements: 1)
        return WorkspaceFixture([
            ("/p/CardView.ui.xml", texts[0]), ("/p/A.ui.xml", texts[1]), ("/p/B.ui.xml", texts[2]),
            ("/p/Badge.ui.xml", "<Component/>"),
        ])
    }

    @Test(arguments: [0, 1, 2])
    func referencesOfAComponentTypeAgreeWithItsDefinition(cursorIn file: Int) throws {
        let fixture = Self.componentFixture(cursorIn: file)
        let sites = fixture.navigator.references(at: fixture.offset, includeDeclaration: true, workspace: fixture.index)
        #expect(sites.map(\.location) == fixture.marked)
        #expect(sites.filter(\.isDeclaration).map(\.location) == fixture.navigator.definition(at: fixture.offset, workspace: fixture.index))
        #expect(fixture.navigator.highlights(at: fixture.offset) == sites.filter { $0.location.path == nil })
        let locations = try fixture.navigator.renameSites(at: fixture.offset, to: "Tile", workspace: fixture.index).get()
        #expect(fixture.applying(locations, newName: "Tile") == [
            "/p/CardView.ui.xml": #"<Component type="Tile"><Label/></Component>"#,
            "/p/A.ui.xml": #"<Component><Component type="Tile" field="card"/><Component type="Badge" field="badge"/></Component>"#,
            "/p/B.ui.xml": #"<Component><PlainTableView cell="Tile"/></Component>"#,
            "/p/Badge.ui.xml": "<Component/>",
        ])
    }

    @Test func renameOfAComponentTypeRefusesTakenAndReservedNames() {
        let fixture = Self.componentFixture(cursorIn: 1)
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Badge", workspace: fixture.index) == .failure(.nameTaken("Badge")))
        for name in ["class", "UIView", "two words", "A:B"] {
            #expect(fixture.navigator.renameSites(at: fixture.offset, to: name, workspace: fixture.index) == .failure(.invalidComponentTypeName(name)))
        }
    }

    @Test func aTypeNamedByItsFileIsFoundButNotRenamed() {
        let fixture = WorkspaceFixture([
            ("/p/Badge.ui.xml", "<⟦Component⟧><Label/></Component>"),
            ("/p/A.ui.xml", #"<Component><Component type="⟦Bad‸ge⟧" field="badge"/></Component>"#),
        ])
        let sites = fixture.navigator.references(at: fixture.offset, includeDeclaration: true, workspace: fixture.index)
        #expect(sites.map(\.location) == fixture.marked)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: fixture.index) == [fixture.marked[1]])
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Pill", workspace: fixture.index)
            == .failure(.typeNamedByFile("Badge", path: "/p/Badge.ui.xml")))
        #expect(Navigator.RenameRefusal.typeNamedByFile("Badge", path: "/p/Badge.ui.xml").message.contains("rename the file"))
    }

    @Test func aTypeWhoseClassASwiftFileDeclaresIsNotRenamedAndItsNameIsTaken() {
        let fixture = Self.componentFixture(cursorIn: 1)
        var swift = SwiftDeclarationIndex()
        swift.update(path: "/p/Card.swift", with: SwiftSourceReader.readCompletely("final class Card: ViewBase<Void, Void> {}\nfinal class Pill {}"))
        let index = WorkspaceIndex(fixture.index.documents.values, swift: swift)
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Tile", workspace: index) == .failure(.swiftClass("Card", path: "/p/Card.swift")))
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Pill", workspace: fixture.index.updating(
            PreparedDocument(text: "<Component/>", path: "/p/Unrelated.ui.xml").facts)) == .success(fixture.marked))
        var pill = SwiftDeclarationIndex()
        pill.update(path: "/p/Pill.swift", with: SwiftSourceReader.readCompletely("final class Pill {}"))
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Pill", workspace: WorkspaceIndex(fixture.index.documents.values, swift: pill))
            == .failure(.nameTaken("Pill")))
    }

    @Test func aFileNamedTypeUsedInItsOwnFileIsDeclaredAtTheRoot() {
        let fixture = WorkspaceFixture([("/p/Node.ui.xml", #"<⟦Component⟧><Container><Component type="⟦No‸de⟧" field="child"/></Container></Component>"#)])
        let sites = fixture.navigator.references(at: fixture.offset, includeDeclaration: true, workspace: fixture.index)
        #expect(sites.map(\.location) == fixture.marked)
        #expect(fixture.navigator.definition(at: fixture.offset, workspace: fixture.index) == [fixture.marked[0]])
        #expect(fixture.navigator.highlights(at: fixture.offset) == sites)
    }

    @Test func aTypeOnlySwiftDeclaresIsNotRenamed() {
        let fixture = WorkspaceFixture([("/p/A.ui.xml", #"<Component><Component type="Swi‸fty" field="s"/></Component>"#)])
        #expect(fixture.navigator.renameSites(at: fixture.offset, to: "Other", workspace: fixture.index) == .failure(.undeclared("Swifty")))
    }

    @Test func usesThatOnlyMoveChangeNoDependencyFacts() {
        let before = PreparedDocument(text: #"<Component><Label style="common:title"/></Component>"#, path: "/p/A.ui.xml").facts
        let after = PreparedDocument(text: #"<Component>  <Label style="common:title"/></Component>"#, path: "/p/A.ui.xml").facts
        #expect(before != after)
        #expect(before.uses.styles.map(\.style.range) == [32..<37])
        #expect(before.dependencyFacts == after.dependencyFacts)
    }
}
