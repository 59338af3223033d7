import Foundation
import Support
import Testing
@testable import ReactantAnalysis
@testable import ReactantLSP
import AnalysisTestSupport
import TestSupport

/// `field` bindings against the components' Swift classes: every diagnostic with its range,
/// and the cases that must stay silent.
@Suite struct SwiftFieldBindingTests {
    static let greeter = """
        import UIKit
        import Reactant

        final class GreeterView: ViewBase<Void, Void> {
            let title = UILabel()
            let footer = UILabel()
            private let secret = UILabel()
            fileprivate let hidden = UILabel()
            private(set) var subtitle = UILabel()
            static let shared = UILabel()
            let button = UIButton()
        }
        """

    // MARK: No such property

    @Test func anUnknownFieldIsAnErrorWithADidYouMeanFix() throws {
        let analyzed = expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="title" text="Hi"/>
                <Label field="⟦footr⟧" text="Bye"/>
            </Component>
            """, swift: ["GreeterView.swift": Self.greeter], [error("swift.unknown-field")])
        let diagnostic = try #require(analyzed.diagnostics.first)
        #expect(diagnostic.message == "'GreeterView' has no property 'footr'; the generated code uses target.footr, so the Swift build fails (did you mean 'footer'?)")
        #expect(diagnostic.fixes.first == Diagnostic.Fix(title: "Change to 'footer'", range: diagnostic.range, replacement: "footer"))
        // The second declares the property (SwiftFieldFixTests).
        #expect(diagnostic.fixes.map(\.title) == ["Change to 'footer'", "Add 'let footr = UILabel()' to GreeterView"])
    }

    @Test func aPrivatePropertyIsNeverSuggested() throws {
        let analyzed = expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="⟦secrets⟧"/>
            </Component>
            """, swift: ["GreeterView.swift": Self.greeter], [error("swift.unknown-field")])
        #expect(analyzed.diagnostics.first?.fixes.map(\.title) == ["Add 'let secrets = UILabel()' to GreeterView"])
    }

    @Test func aStaticPropertyIsNoField() {
        let analyzed = expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="⟦shared⟧"/>
            </Component>
            """, swift: ["GreeterView.swift": Self.greeter], [error("swift.unknown-field")])
        #expect(analyzed.diagnostics.first?.message.contains("static property") == true)
    }

    @Test func extensionsInOtherFilesAndWorkspaceSuperclassesDeclareFields() {
        expectSwiftBindingDiagnostics("""
            <Component type="Profile">
                <Label field="name"/>
                <Label field="avatar"/>
                <Label field="badge"/>
                <Label field="⟦missing⟧"/>
            </Component>
            """, swift: [
                "Profile.swift": "class ProfileBase: ViewBase<Void, Void> { let badge = UILabel() }\nfinal class Profile: ProfileBase { let name = UILabel() }",
                "Profile+Avatar.swift": "extension Profile { var avatar: UILabel { UILabel() } }",
            ], [error("swift.unknown-field")])
    }

    @Test func aSuperclassOutsideTheWorkspaceMayDeclareTheField() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="inherited"/>
            </Component>
            """, swift: ["GreeterView.swift": "final class GreeterView: DesignSystemView {}"], [])
    }

    // MARK: Access

    @Test func privateAndFileprivatePropertiesAreInvisibleToTheGeneratedExtension() throws {
        let analyzed = expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="⟦secret⟧"/>
                <Label field="⟦hidden⟧"/>
                <Label field="⟦tucked⟧"/>
                <Label field="subtitle"/>
            </Component>
            """, swift: [
                "GreeterView.swift": Self.greeter,
                "GreeterView+Private.swift": "private extension GreeterView { var tucked: UILabel { UILabel() } }",
            ], [error("swift.inaccessible-field"), error("swift.inaccessible-field"), error("swift.inaccessible-field")])
        #expect(analyzed.diagnostics.first?.message == "'secret' is private in 'GreeterView'; the generated extension, in another file, cannot see it")
        #expect(analyzed.diagnostics[1].message.contains("is fileprivate in"))
    }

    // MARK: Types

    @Test func aTypeWithoutWhatTheElementSetsIsAnErrorNamingBothTypesAndTheProperty() throws {
        let analyzed = expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="⟦button⟧" text="Hi"/>
            </Component>
            """, swift: ["GreeterView.swift": Self.greeter], [error("swift.field-type-mismatch")])
        #expect(analyzed.diagnostics.first?.message
            == "'button' is declared as UIButton, not a UILabel: UIButton has no 'text', a UILabel property <Label> sets")
    }

    @Test func anotherViewTypeIsFineWhenItHasEveryPropertyTheElementSets() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="button" backgroundColor="red" layer.cornerRadius="4" layout:left="super"/>
                <View field="list" backgroundColor="red"/>
                <Container field="rows" alpha="0.5"/>
                <Button field="toggle" isEnabled="false"/>
                <Button field="⟦caption⟧" title="Go"/>
            </Component>
            """, swift: ["GreeterView.swift": """
                final class GreeterView: ViewBase<Void, Void> {
                    let button = UIButton()
                    let list = PlainTableView<ItemCell>(cellFactory: ItemCell.init)
                    let rows: PlainTableView<ItemCell> = PlainTableView(cellFactory: ItemCell.init)
                    let toggle = UISwitch()
                    let caption = UISwitch()
                }
                """], [error("swift.field-type-mismatch")])
    }

    @Test func subclassesOfTheRuntimeTypeAreFine() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="fancy" text="Hi" textColor="red"/>
                <Button field="primary" title="Go"/>
                <TextField field="name" placeholder="Name"/>
                <TextField field="⟦plain⟧" placeholderColor="red"/>
                <PlainTableView field="items" tableView.rowHeight="44"/>
                <Component type="Card" field="card" backgroundColor="red"/>
            </Component>
            """, swift: [
                "GreeterView.swift": """
                    final class GreeterView: ViewBase<Void, Void> {
                        let fancy = FancyLabel()
                        let primary = PrimaryButton()
                        let name = UITextField()
                        let plain = UITextField()
                        let items = PlainTableView<ItemCell>(cellFactory: ItemCell.init)
                        let card = Card()
                    }
                    """,
                "Kit.swift": "final class FancyLabel: UILabel {}\nfinal class PrimaryButton: ButtonBase<Void, Void> {}\nfinal class Card: ViewBase<Void, Void> {}",
            ], [error("swift.field-type-mismatch")])
    }

    @Test func optionalsStructsAndNonViewsCannotTakeAView() throws {
        let analyzed = expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="⟦maybe⟧"/>
                <Label field="unwrapped" text="Hi"/>
                <Label field="⟦theme⟧"/>
                <Label field="⟦controller⟧"/>
            </Component>
            """, swift: ["GreeterView.swift": """
                struct Theme {}
                final class GreeterView: ViewBase<Void, Void> {
                    var maybe: UILabel?
                    var unwrapped: UILabel!
                    let theme = Theme()
                    let controller = UIViewController()
                }
                """], [error("swift.field-type-mismatch"), error("swift.field-type-mismatch"), error("swift.field-type-mismatch")])
        #expect(analyzed.diagnostics.map(\.message) == [
            "'maybe' is declared as UILabel?, an optional: the generated code uses target.maybe as a UILabel",
            "'theme' is declared as Theme, a struct: <Label> needs a UILabel",
            "'controller' is declared as UIViewController, which is no view: <Label> needs a UILabel",
        ])
    }

    @Test func childrenOfAStackViewNeedAStackView() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <StackView field="⟦stack⟧">
                    <Label text="A"/>
                </StackView>
                <StackView field="empty"/>
                <Container field="box">
                    <Label text="B"/>
                </Container>
            </Component>
            """, swift: ["GreeterView.swift": """
                final class GreeterView: ViewBase<Void, Void> {
                    let stack = UIView()
                    let empty = UIView()
                    let box = UIView()
                }
                """], [error("swift.field-type-mismatch")])
    }

    @Test func anUnknownTypeIsNotJudged() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="made" text="Hi"/>
                <Label field="library" text="Hi"/>
                <Label field="closure" text="Hi"/>
            </Component>
            """, swift: ["GreeterView.swift": """
                final class GreeterView: ViewBase<Void, Void> {
                    let made = makeLabel()
                    let library = DesignSystem.Badge()
                    let closure: UILabel = { UILabel() }()
                }
                """], [])
    }

    // MARK: Classes

    @Test func aClassNotFoundIsOneInformationOnTheRoot() throws {
        let analyzed = expectSwiftBindingDiagnostics("""
            <⟦Component⟧>
                <Label field="title"/>
                <Label field="subtitle"/>
            </Component>
            """, swift: ["Other.swift": "final class OtherView: ViewBase<Void, Void> {}"], [information("swift.class-not-found")])
        #expect(analyzed.diagnostics.first?.message == "No Swift file in the workspace declares class 'GreeterView'; its fields are not checked")
        expectSwiftBindingDiagnostics("""
            <Component type="⟦Missing⟧">
                <Label field="title"/>
            </Component>
            """, swift: ["Other.swift": "final class OtherView: ViewBase<Void, Void> {}"], [information("swift.class-not-found")])
    }

    @Test func withoutSwiftFilesNothingIsSaid() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="footr"/>
            </Component>
            """, swift: [:], [])
    }

    @Test func inlineDefinitionsAndTableSlotsBindToTheirOwnClasses() {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Label field="title"/>
                <Component type="Badge">
                    <Label field="count"/>
                    <Label field="⟦title⟧"/>
                </Component>
                <PlainTableView cell="Row">
                    <cell>
                        <Label field="⟦count⟧"/>
                    </cell>
                </PlainTableView>
                <HeaderTableView cell="Line" header="Head">
                    <cell>
                        <Label field="name"/>
                    </cell>
                    <header>
                        <Label field="caption"/>
                    </header>
                </HeaderTableView>
            </Component>
            """, swift: ["GreeterView.swift": """
                final class GreeterView: ViewBase<Void, Void> {
                    let title = UILabel()
                    let rows = PlainTableView<Row>(cellFactory: Row.init)
                }
                final class Badge: ViewBase<Void, Void> { let count = UILabel() }
                final class Row: ViewBase<Void, Void> { let name = UILabel() }
                final class Line: ViewBase<Void, Void> { let name = UILabel() }
                final class Head: ViewBase<Void, Void> { let caption = UILabel() }
                """], [error("swift.unknown-field"), error("swift.unknown-field")])
    }

    // MARK: Anonymous components

    @Test func aFieldInAnAnonymousComponentIsAnErrorWithoutSwift() {
        expectSwiftBindingDiagnostics("""
            <Component type="Screen" anonymous="yes">
                <Label field="⟦title⟧"/>
                <Component type="Row" anonymous="true">
                    <Label field="⟦name⟧"/>
                </Component>
                <Component type="Named" anonymous="false">
                    <Label field="kept"/>
                </Component>
            </Component>
            """, path: "Screen.ui.xml", swift: [:], [
                error("swift.field-in-anonymous-component"), error("swift.field-in-anonymous-component"),
            ])
    }

    // MARK: Component types

    @Test func aSwiftClassDefinesAComponentType() throws {
        expectSwiftBindingDiagnostics("""
            <Component>
                <Component type="Avatar"/>
                <Component type="⟦Avatr⟧"/>
            </Component>
            """, swift: ["GreeterView.swift": "final class GreeterView: ViewBase<Void, Void> {}\nfinal class Avatar: ViewBase<Void, Void> {}"],
            [warning("ref.unknown-component")])
        let analyzed = SwiftBindingFixture.analyzed(
            "<Component>\n    <Component type=\"Avatr\"/>\n</Component>", path: "GreeterView.ui.xml",
            swift: ["Kit.swift": "final class Avatar: ViewBase<Void, Void> {}"])
        #expect(analyzed.diagnostics.map(\.message) == [
            "No Swift file in the workspace declares class 'GreeterView'; its fields are not checked",
            "Neither a .ui.xml nor a Swift file in the workspace defines component 'Avatr'; unless another module does, the build fails (did you mean 'Avatar'?)",
        ])
    }

    // MARK: Settings and documentation

    @Test func theSwiftCategorySwitchesTheCodesOff() {
        let settings = ServerSettings(disabledDiagnostics: [.swift])
        for code in SwiftBindingCode.allCases {
            #expect(DiagnosticCategory(codePrefixOf: code.rawValue) == .swift)
            #expect(!settings.isEnabled(code: code.rawValue))
        }
    }

    static let severities: [SwiftBindingCode: Diagnostic.Severity] = [
        .unknownField: .error, .inaccessibleField: .error, .fieldTypeMismatch: .error, .classNotFound: .information,
        .fieldInAnonymousComponent: .error, .readIncomplete: .information,
    ]

    @Test(arguments: SwiftBindingCode.allCases)
    func codeIsDocumentedWithItsSeverity(_ code: SwiftBindingCode) throws {
        let documentation = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        let row = documentation.split(separator: "\n").first { $0.hasPrefix("| `\(code.rawValue)` |") }
        let severity = try #require(Self.severities[code])
        #expect(row?.contains("| \(severity.rawValue) |") == true, "\(code.rawValue)")
    }
}
