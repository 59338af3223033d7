import Support
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport
import TestSupport

/// The fix of `swift.unknown-field` that declares the property in the component's class: the
/// exact Swift text it gives, with `‸` marking in the Swift fixture where it inserts (`⟦…⟧` the
/// spaces it replaces before code on the same line).
@Suite struct SwiftFieldFixTests {
    /// The declaring fix of the one `swift.unknown-field` diagnostic of `xml` (at
    /// `GreeterView.ui.xml`) against `swift` (at `GreeterView.swift`); asserts where it
    /// inserts and its title, and returns the Swift text with the fix applied.
    private func fixed(
        _ xml: String, swift marked: String, title: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let swift = MarkedText(marked)
        let analyzed = SwiftBindingFixture.analyzed(xml, path: "GreeterView.ui.xml", swift: ["GreeterView.swift": swift.text])
        let diagnostic = try #require(analyzed.diagnostics.first { $0.code == "swift.unknown-field" }, sourceLocation: sourceLocation)
        let fix = try #require(diagnostic.fixes.first { $0.otherFile != nil }, "\(diagnostic.fixes)", sourceLocation: sourceLocation)
        #expect(fix.title == title, sourceLocation: sourceLocation)
        let expected = swift.cursorOffset.map { $0..<$0 } ?? swift.range
        #expect(fix.range == expected, sourceLocation: sourceLocation)
        let start = swift.position(of: expected.lowerBound), end = swift.position(of: expected.upperBound)
        #expect(fix.otherFile == Diagnostic.OtherFile(
            path: "GreeterView.swift",
            start: .init(line: start.line, utf16Column: start.character, utf8Column: start.character),
            end: .init(line: end.line, utf16Column: end.character, utf8Column: end.character)),
            sourceLocation: sourceLocation)
        var bytes = Array(swift.text.utf8)
        bytes.replaceSubrange(fix.range, with: Array(fix.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func fixes(_ xml: String, swift: String) throws -> [Diagnostic.Fix] {
        let analyzed = SwiftBindingFixture.analyzed(xml, path: "GreeterView.ui.xml", swift: ["GreeterView.swift": swift])
        return try #require(analyzed.diagnostics.first { $0.code == "swift.unknown-field" }).fixes
    }

    @Test func thePropertyGoesAfterTheLastViewProperty() throws {
        let result = try fixed(#"<Component><Label field="subtitle"/></Component>"#, swift: """
            import UIKit

            final class GreeterView: ViewBase<Void, Void> {
                let title = UILabel()
                var count = 0
                let button = UIButton() // the main action‸
                let formatter = DateFormatter()

                override func update() {}
            }
            """, title: "Add 'let subtitle = UILabel()' to GreeterView")
        #expect(result == """
            import UIKit

            final class GreeterView: ViewBase<Void, Void> {
                let title = UILabel()
                var count = 0
                let button = UIButton() // the main action
                let subtitle = UILabel()
                let formatter = DateFormatter()

                override func update() {}
            }
            """)
    }

    @Test func anEmptyClassGetsItsFirstMember() throws {
        #expect(try fixed(#"<Component><Button field="go"/></Component>"#,
                          swift: "final class GreeterView: ViewBase<Void, Void> {‸}\n",
                          title: "Add 'let go = UIButton()' to GreeterView")
            == "final class GreeterView: ViewBase<Void, Void> {\n    let go = UIButton()\n}\n")
        #expect(try fixed(#"<Component><Button field="go"/></Component>"#,
                          swift: "final class GreeterView: ViewBase<Void, Void> {‸\n}\n",
                          title: "Add 'let go = UIButton()' to GreeterView")
            == "final class GreeterView: ViewBase<Void, Void> {\n    let go = UIButton()\n}\n")
    }

    @Test func withoutViewPropertiesItGoesAtTheTopIndentedAsTheMembers() throws {
        let result = try fixed(#"<Component><ImageView field="avatar"/></Component>"#, swift: """
            final class GreeterView: ViewBase<Void, Void> { // the greeting‸
              private var count = 0
              override func update() {}
            }
            """, title: "Add 'let avatar = UIImageView()' to GreeterView")
        #expect(result == """
            final class GreeterView: ViewBase<Void, Void> { // the greeting
              let avatar = UIImageView()
              private var count = 0
              override func update() {}
            }
            """)
    }

    /// A `private` neighbour's modifier is not copied: the generated extension, in another
    /// file, could not see the property. A `public` one is.
    @Test func theAccessModifierIsCopiedOnlyWhereTheGeneratedCodeCanSeeIt() throws {
        let hidden = try fixed(#"<Component><Label field="subtitle"/></Component>"#, swift: """
            final class GreeterView: ViewBase<Void, Void> {
                private let title = UILabel()
                private let button = UIButton()‸
            }
            """, title: "Add 'let subtitle = UILabel()' to GreeterView")
        #expect(hidden == """
            final class GreeterView: ViewBase<Void, Void> {
                private let title = UILabel()
                private let button = UIButton()
                let subtitle = UILabel()
            }
            """)
        let shown = try fixed(#"<Component><Label field="subtitle"/></Component>"#, swift: """
            public final class GreeterView: ViewBase<Void, Void> {
            \tpublic let title = UILabel()‸
            }
            """, title: "Add 'public let subtitle = UILabel()' to GreeterView")
        #expect(shown == """
            public final class GreeterView: ViewBase<Void, Void> {
            \tpublic let title = UILabel()
            \tpublic let subtitle = UILabel()
            }
            """)
    }

    @Test func aNestedGenericClassKeepsItsIndentation() throws {
        let result = try fixed(#"<Component><TextField field="name"/></Component>"#, swift: """
            enum Screens {
                final class GreeterView<Model>: ViewBase<Model, Void> {
                    let title = UILabel()‸
                }
            }
            """, title: "Add 'let name = Reactant.TextField()' to GreeterView")
        #expect(result == """
            enum Screens {
                final class GreeterView<Model>: ViewBase<Model, Void> {
                    let title = UILabel()
                    let name = Reactant.TextField()
                }
            }
            """)
    }

    /// A one-line class: the code after the point keeps a line of its own.
    @Test func codeAfterThePointMovesToTheNextLine() throws {
        #expect(try fixed(#"<Component><Label field="subtitle"/></Component>"#,
                          swift: "class GreeterView: ViewBase<Void, Void> { let title = UILabel()⟦ ⟧}",
                          title: "Add 'let subtitle = UILabel()' to GreeterView")
            == "class GreeterView: ViewBase<Void, Void> { let title = UILabel()\nlet subtitle = UILabel()\n}")
    }

    @Test func aComponentElementIsDeclaredAsItsClass() throws {
        let result = try fixed(#"<Component><Component type="AvatarView" field="avatar"/></Component>"#, swift: """
            final class AvatarView: ViewBase<Void, Void> {}
            final class GreeterView: ViewBase<Void, Void> {
                let header = AvatarView()‸
            }
            """, title: "Add 'let avatar = AvatarView()' to GreeterView")
        #expect(result.contains("    let header = AvatarView()\n    let avatar = AvatarView()\n"))
    }

    /// The did-you-mean fix stays first (and the edit of another file is never preferred).
    @Test func theDidYouMeanFixComesFirst() throws {
        let fixes = try fixes(#"<Component><Label field="titel"/></Component>"#,
                              swift: "final class GreeterView: ViewBase<Void, Void> {\n    let title = UILabel()\n}\n")
        #expect(fixes.map(\.title) == ["Change to 'title'", "Add 'let titel = UILabel()' to GreeterView"])
        let quickFixes = QuickFixes.fixes(for: [Diagnostic(code: "swift.unknown-field", severity: .error, message: "", range: 0..<1,
                                                           fixes: [fixes[1]])], selected: [], range: 0..<1)
        #expect(quickFixes.map(\.isPreferred) == [false])
        #expect(quickFixes.first?.otherFile?.path == "GreeterView.swift")
    }

    /// Where the declaration cannot be written for sure there is no fix: a table view's generic
    /// arguments are the author's, an unknown element has no runtime type.
    @Test func noFixWhereTheTypeIsNotKnown() throws {
        let swift = "final class GreeterView: ViewBase<Void, Void> {}\n"
        #expect(try fixes(#"<Component><PlainTableView field="list" cell="Row"/></Component>"#, swift: swift).isEmpty)
        #expect(try fixes(#"<Component><Blob field="blob"/></Component>"#, swift: swift).isEmpty)
    }
}
