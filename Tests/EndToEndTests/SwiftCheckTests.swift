import Foundation
import Testing
import TestSupport

/// `--check` on folders holding both `.ui.xml` files and the Swift classes their fields bind
/// to: the Swift files under the paths checked are read, never reported on.
@Suite(.hangGuard) struct SwiftCheckTests {
    static let greeterXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
            <Label field="title" text="Hello" layout:edges="super inset(8)"/>
            <Label field="footr" text="Bye" layout:edges="super"/>
            <Label field="secret" layout:edges="super"/>
            <Label field="button" text="Go" layout:edges="super"/>
            <View field="list" backgroundColor="red" layout:edges="super"/>
            <Component type="Card" field="card"/>
        </Component>

        """

    static let greeterSwift = """
        import UIKit
        import Reactant

        final class GreeterView: ViewBase<Void, Void> {
            let title = UILabel()
            let footer = UILabel()
            private let secret = UILabel()
            let button = UIButton()
            let list = PlainTableView<ItemCell>(cellFactory: ItemCell.init)
        }

        """

    static let cardSwift = """
        final class Card: ViewBase<Void, Void> {}

        extension GreeterView {
            var card: Card { Card() }
        }

        """

    static let files = [
        "Views/GreeterView.ui.xml": greeterXML,
        "Views/GreeterView.swift": greeterSwift,
        "Kit/Card.swift": cardSwift,
    ]

    @Test func fieldsAreCheckedAgainstTheSwiftFilesUnderThePaths() throws {
        let fixture = try CheckFixture(Self.files)
        let run = try fixture.check()
        #expect(run.status == 1)
        expectLines(run.standardOutput, """
            Views/GreeterView.ui.xml:4:19: error: 'GreeterView' has no property 'footr'; the generated code uses target.footr, so the Swift build fails (did you mean 'footer'?) [swift.unknown-field]
                <Label field="footr" text="Bye" layout:edges="super"/>
                              ^~~~~
            Views/GreeterView.ui.xml:5:19: error: 'secret' is private in 'GreeterView'; the generated extension, in another file, cannot see it [swift.inaccessible-field]
                <Label field="secret" layout:edges="super"/>
                              ^~~~~~
            Views/GreeterView.ui.xml:6:19: error: 'button' is declared as UIButton, not a UILabel: UIButton has no 'text', a UILabel property <Label> sets [swift.field-type-mismatch]
                <Label field="button" text="Go" layout:edges="super"/>
                              ^~~~~~
            3 errors, 0 warnings in 1 file

            """)
        #expect(run.standardError.isEmpty)
    }

    /// Only the Swift files under the paths given are read: `Card` (in `Kit/`) is then
    /// unknown, and the extension declaring `card` is not seen.
    @Test func swiftFilesOutsideThePathsAreNotRead() throws {
        let fixture = try CheckFixture(Self.files)
        let run = try fixture.check("Views", "--format", "json")
        #expect(run.status == 1)
        let codes = try Self.codes(inJSON: run.standardOutput)
        #expect(codes == [
            "swift.unknown-field", "swift.inaccessible-field", "swift.field-type-mismatch", "ref.unknown-component",
            "swift.unknown-field",
        ])
    }

    /// Without any Swift file the check says nothing about Swift, as before.
    @Test func aFileCheckedAloneStaysQuietAboutSwift() throws {
        let fixture = try CheckFixture(Self.files)
        let run = try fixture.check("Views/GreeterView.ui.xml", "--format", "json")
        #expect(try Self.codes(inJSON: run.standardOutput) == ["ref.unknown-component"])
        #expect(run.status == 0)
    }

    /// A Swift file named as an argument is read as Swift, not checked as XML.
    @Test func aSwiftFileArgumentIsReadForItsDeclarations() throws {
        let fixture = try CheckFixture(Self.files)
        let run = try fixture.check("Views/GreeterView.ui.xml", "Views/GreeterView.swift", "Kit/Card.swift", "--format", "json")
        #expect(try Self.codes(inJSON: run.standardOutput) == [
            "swift.unknown-field", "swift.inaccessible-field", "swift.field-type-mismatch",
        ])
        let swiftOnly = try fixture.check("Kit/Card.swift")
        #expect(swiftOnly.status == 0)
        #expect(swiftOnly.standardError == "reactant-lsp: warning: no *.ui.xml or *.styles.xml files found\n")
    }

    @Test func anAnonymousComponentsFieldIsAnErrorWithoutSwift() throws {
        let fixture = try CheckFixture(["Row.ui.xml": """
            <Component anonymous="true">
                <Label field="title"/>
            </Component>

            """])
        let run = try fixture.check()
        #expect(run.status == 1)
        expectLines(run.standardOutput, """
            Row.ui.xml:2:19: error: 'title' cannot be bound: the class of an anonymous component is generated with an empty body; remove 'field' or anonymous="true" [swift.field-in-anonymous-component]
                <Label field="title"/>
                              ^~~~~
            1 error, 0 warnings in 1 file

            """)
    }

    /// The codes of a `--format json` report, in its order.
    /// `--format json` carries each diagnostic's fixes; the one declaring a missing property
    /// edits the Swift file, after the class's last view property (`list`, line 8).
    @Test func theJSONOutputCarriesTheFixThatDeclaresTheProperty() throws {
        let fixture = try CheckFixture(Self.files)
        let run = try fixture.check("--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let unknown = try #require(entries.first { $0["code"] as? String == "swift.unknown-field" })
        let fixes = try #require(unknown["fixes"] as? [[String: Any]])
        #expect(fixes.map { $0["title"] as? String } == ["Change to 'footer'", "Add 'let footr = UILabel()' to GreeterView"])
        #expect(fixes.map { $0["file"] as? String } == ["Views/GreeterView.ui.xml", "Views/GreeterView.swift"])
        #expect(fixes.map { $0["newText"] as? String } == ["footer", "\n    let footr = UILabel()"])
        let range = try #require(fixes[1]["range"] as? [String: [String: Int]])
        #expect(range == ["start": ["line": 8, "character": 67], "end": ["line": 8, "character": 67]])
        // A diagnostic without fixes has no `fixes` key.
        let inaccessible = try #require(entries.first { $0["code"] as? String == "swift.inaccessible-field" })
        #expect(inaccessible["fixes"] == nil)
    }

    static func codes(inJSON output: String) throws -> [String] {
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return entries.compactMap { $0["code"] as? String }
    }
}
