import Foundation
import SchemaModel
import Support
import SwiftBinding
import Testing
@testable import ReactantAnalysis
@testable import ReactantLayout
@testable import ReactantCommands
import AnalysisTestSupport
import TestSupport

/// A Swift file whose reading was given up (`SwiftReadBudget.none` gives no time at all, so
/// nothing here depends on a clock): the file gets a `swift.read-incomplete` note, and what
/// it may declare is never reported missing.
@Suite struct SwiftReadIncompleteTests {
    static let greeterSwift = """
        final class GreeterView: ViewBase<Void, Void> {
            let title = UILabel()
            private let secret = UILabel()
        }
        """

    static let greeterXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
            <Label field="title" text="Hello" layout:edges="super inset(8)"/>
            <Label field="footr" text="Bye"/>
            <Label field="secret"/>
        </Component>

        """

    static let otherXML = """
        <Component type="OtherView">
            <Label field="name"/>
        </Component>
        """

    static func codes(_ text: String, path: String, swift: [String: SwiftFileDeclarations]) -> [String] {
        let index = WorkspaceIndex([PreparedDocument(text: text, path: path).facts], swift: SwiftDeclarationIndex(files: swift))
        return SwiftBindingFixture.analyzer.analyze(PreparedDocument(text: text, path: path), workspace: index).diagnostics.map(\.code)
    }

    /// What a read given up yields (`SwiftReadBudgetTests`): nothing, and incomplete.
    static let stalled = SwiftFileDeclarations(isReadCompletely: false)

    @Test func noFieldIsReportedMissingWhileAFileIsIncomplete() {
        let complete = ["GreeterView.swift": SwiftSourceReader.readCompletely(Self.greeterSwift)]
        #expect(Self.codes(Self.greeterXML, path: "GreeterView.ui.xml", swift: complete)
            == ["swift.unknown-field", "swift.inaccessible-field"])
        var withStalled = complete
        withStalled["Stalled.swift"] = Self.stalled
        // `footr` may be declared in the file not read; `secret` is known to be private.
        #expect(Self.codes(Self.greeterXML, path: "GreeterView.ui.xml", swift: withStalled) == ["swift.inaccessible-field"])
    }

    @Test func noClassIsReportedNotFoundWhileAFileIsIncomplete() {
        let complete = ["GreeterView.swift": SwiftSourceReader.readCompletely(Self.greeterSwift)]
        #expect(Self.codes(Self.otherXML, path: "OtherView.ui.xml", swift: complete) == ["swift.class-not-found"])
        #expect(Self.codes(Self.otherXML, path: "OtherView.ui.xml", swift: complete.merging(["Stalled.swift": Self.stalled]) { $1 }).isEmpty)
        // The class's own file not read: nothing is known of it.
        #expect(Self.codes(Self.greeterXML, path: "GreeterView.ui.xml", swift: ["GreeterView.swift": Self.stalled]).isEmpty)
    }

    @Test func everyFieldIsHeldFromTheLayoutWhileAFileIsIncomplete() {
        let document = PreparedDocument(text: Self.greeterXML, path: "GreeterView.ui.xml").document
        let fields = Set(document.views.filter { $0.field != nil }.map(\.index))
        let complete = FieldLayoutHolds(document: document, swift: SwiftDeclarationIndex(files: [
            "GreeterView.swift": SwiftSourceReader.readCompletely(Self.greeterSwift),
        ]))
        #expect(complete.heldViews != fields)
        let incomplete = FieldLayoutHolds(document: document, swift: SwiftDeclarationIndex(files: [
            "GreeterView.swift": SwiftSourceReader.readCompletely(Self.greeterSwift), "Stalled.swift": Self.stalled,
        ]))
        #expect(incomplete.heldViews == fields)
        #expect(incomplete.unknownClasses.isEmpty)
    }

    @Test func theNoteIsOnTheFirstLine() async throws {
        let text = "import UIKit\r\nfinal class A {}\n"
        let note = try #require(SwiftReadNote.note(for: SwiftFileDeclarations(isReadCompletely: false), text: text))
        #expect(note.code == "swift.read-incomplete")
        #expect(note.severity == .information)
        #expect(note.range == 0..<12)
        #expect(note.message.hasPrefix("Reading this Swift file was given up: the parser took longer than its size allows (2.0 s)."))
        #expect(SwiftReadNote.note(for: SwiftFileDeclarations(isReadCompletely: false), text: "")?.range == 0..<0)
        #expect(await SwiftReadNote.note(for: SwiftSourceReader.read(text), text: text) == nil)
    }

    // MARK: --check

    static let files = ["Views/GreeterView.ui.xml": greeterXML, "Views/GreeterView.swift": greeterSwift]

    @Test func checkNotesTheSwiftFileAndReportsNoMissingField() async throws {
        let directory = try CheckFixtureDirectory(Self.files)
        let (status, output) = await runCheck(in: directory, analyzer: CheckAnalysis.analyzer(swiftReadBudget: .none))
        #expect(status == 0)
        expectLines(output.standardOutput, """
            Views/GreeterView.swift:1:1: info: Reading this Swift file was given up: the parser took longer than its size allows (2.0 s). Its classes, properties and layout code are unknown, so no field is reported missing, no class as not found, and the views of fields are not checked for ambiguity [swift.read-incomplete]
            final class GreeterView: ViewBase<Void, Void> {
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            0 errors, 0 warnings, 1 note in 2 files

            """)
    }

    @Test func checkWithTimeReportsTheFieldsAndNoNote() async throws {
        let directory = try CheckFixtureDirectory(Self.files)
        let (status, output) = await runCheck(in: directory, format: .json, analyzer: CheckAnalysis.analyzer())
        #expect(status == 1)
        #expect(!output.standardOutput.contains("swift.read-incomplete"))
        #expect(output.standardOutput.contains("swift.unknown-field"))
        #expect(output.standardOutput.contains("swift.inaccessible-field"))
    }
}
