import SchemaModel
import SwiftBinding
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport
import TestSupport

/// A field's Swift side for navigation: the property it binds, the property's declaration and
/// uses in the Swift files, what a rename changes or why it refuses, and hover.
@Suite struct SwiftNavigationTests {
    static let xml = NavigationFixture("""
        <Component type="GreeterView">
            <Label field="head‸line"/>
            <Label field="footer" layout:below="headline"/>
            <Component type="Badge">
                <Label field="headline"/>
            </Component>
        </Component>
        """)

    static let greeter = MarkedText("""
        final class GreeterView: ViewBase<Void, Void> {
            let ⟦headline⟧ = UILabel()
            let footer = UILabel()

            func update() {
                ⟦headline⟧.text = "Hi"
                self.⟦headline⟧.isHidden = false
                let copy = \\GreeterView.⟦headline⟧
            }
        }

        final class SpecialGreeterView: GreeterView {
            func emphasize() { super.⟦headline⟧.font = .boldSystemFont(ofSize: 20) }
        }
        """)

    static let screen = MarkedText("""
        final class Screen {
            let greeter = GreeterView()
            func show() { greeter.⟦headline⟧.text = "Welcome" }
        }
        """)

    static func index(_ files: [String: String]) -> SwiftDeclarationIndex {
        SwiftDeclarationIndex(files: files.mapValues(SwiftSourceReader.readCompletely))
    }

    static func uses(_ files: [String: String], field: String = "headline", uikit: Set<String> = []) throws -> SwiftPropertyUses {
        let index = index(files)
        let bound = try #require(BoundProperty(field: field, scope: 0, in: xml.document.document, swift: index))
        return SwiftPropertyUses(
            of: bound, in: files.map { ($0.key, $0.value) }, index: index, externalMemberNames: uikit)
    }

    // MARK: The bound property

    @Test func theFieldUnderTheCursorBindsThePropertyOfItsComponentsClass() throws {
        let index = Self.index(["Greeter.swift": Self.greeter.text])
        let (occurrence, bound) = try #require(BoundProperty.at(Self.xml.offset, in: Self.xml.document, swift: index))
        #expect(occurrence.isDeclaration)
        #expect(bound.componentClass == "GreeterView" && bound.property.declaringType == "GreeterView")
        #expect(bound.location == SwiftLocation(path: "Greeter.swift", range: index.property(named: "headline", of: "GreeterView")!.property.nameRange))
        #expect(bound.location.range.utf8 == Self.greeter.ranges[0])
        // The constraint naming it binds it too; the inline Badge has no Swift class.
        let use = Self.xml.text.utf8Offset(of: "layout:below=\"") + 15
        #expect(BoundProperty.at(use, in: Self.xml.document, swift: index)?.occurrence.isDeclaration == false)
        let badge = Self.xml.text.utf8Offset(of: "headline", after: Self.xml.text.utf8Offset(of: "Badge"))
        #expect(BoundProperty.at(badge, in: Self.xml.document, swift: index) == nil)
    }

    // MARK: Uses

    @Test func usesInTheClassItsSubclassesAndMemberAccessesOfAUniqueName() throws {
        let uses = try Self.uses(["Greeter.swift": Self.greeter.text, "Screen.swift": Self.screen.text])
        #expect(uses.doubts.isEmpty)
        let found = uses.occurrences.map { "\($0.location.path) \($0.location.range.utf8) \($0.isDeclaration)" }
        let expected = Self.greeter.ranges.enumerated().map { "Greeter.swift \($1) \($0 == 0)" }
            + Self.screen.ranges.map { "Screen.swift \($0) false" }
        #expect(found == expected)
    }

    @Test func anotherTypesPropertyMakesMemberAccessesDoubtful() throws {
        let article = "struct Article { let headline: String }\nfunc show(_ a: Article) { print(a.headline) }"
        let uses = try Self.uses(["Greeter.swift": Self.greeter.text, "Article.swift": article])
        #expect(uses.occurrences.map(\.location.path).allSatisfy { $0 == "Greeter.swift" })
        let refusal = try #require(FieldRename.swiftReplacements(uses, property: "headline", to: "title").failure)
        #expect(refusal.description == "'headline' is not renamed: a.headline at Article.swift:2 may be another type's property ('Article' declares 'headline' too)")
    }

    @Test func aUIKitNameMakesMemberAccessesDoubtful() throws {
        let uses = try Self.uses(["Greeter.swift": Self.greeter.text, "Screen.swift": Self.screen.text], uikit: ["headline"])
        let refusal = try #require(FieldRename.swiftReplacements(uses, property: "headline", to: "title").failure)
        #expect(refusal.description.hasSuffix("may be another type's property (UIKit views have a 'headline' too)"))
        #expect(refusal.description.contains("\\.headline at Greeter.swift:8"))
    }

    @Test func aLocalOfTheSameNameMakesBareUsesDoubtful() throws {
        let shadowed = """
            extension GreeterView {
                func set(headline: String) { headline.isEmpty ? () : () }
            }
            """
        let uses = try Self.uses(["Greeter.swift": Self.greeter.text, "Greeter+Set.swift": shadowed])
        let refusal = try #require(FieldRename.swiftReplacements(uses, property: "headline", to: "title").failure)
        #expect(refusal.description == "'headline' is not renamed: a local 'headline' at Greeter+Set.swift:2 hides the property in 'GreeterView', so its uses cannot be told from the local's")
    }

    @Test func aRenameReplacesEveryCertainOccurrenceUnlessTheNameIsAKeyword() throws {
        let uses = try Self.uses(["Greeter.swift": Self.greeter.text])
        let locations = try FieldRename.swiftReplacements(uses, property: "headline", to: "title").get()
        #expect(locations.map(\.range.utf8) == Self.greeter.ranges)
        #expect(FieldRename.swiftReplacements(uses, property: "headline", to: "class").failure == .swiftKeyword("class"))
    }

    @Test func theSchemaNamesUIKitMembers() {
        let names = UIKitMemberNames.all(in: Schema.embedded)
        #expect(names.isSuperset(of: ["title", "text", "backgroundColor", "layer", "tableView", "isEnabled"]))
        #expect(!names.contains("headline") && !names.contains { $0.contains(":") || $0.contains(".") })
    }

    // MARK: Hover

    @Test func hoverOnABoundFieldShowsTheSwiftDeclaration() throws {
        let workspace = WorkspaceIndex([], swift: Self.index([
            "/project/Views/Greeter.swift": "class Base: ViewBase<Void, Void> {\n    private(set) lazy var footer = UILabel()\n}\n",
            "/project/Views/GreeterView.swift": Self.greeter.text.replacingOccurrences(of: "ViewBase<Void, Void>", with: "Base")
                .replacingOccurrences(of: "    let footer = UILabel()\n", with: ""),
        ]))
        let content = try #require(Self.xml.hover(workspace: workspace))
        expectLines(content.markdown, """
            **`headline`**: the `<Label>` declared with `field="headline"` (`UILabel`). 1 constraint targets it.

            ```swift
            let headline = UILabel()
            ```
            Declared in `GreeterView` (`GreeterView.swift`, line 2).
            """)
        let footer = NavigationFixture(Self.xml.text.replacingOccurrences(of: "field=\"footer\"", with: "field=\"foo‸ter\""))
        #expect(footer.hover(workspace: workspace)?.markdown.hasSuffix("""
            ```swift
            private(set) lazy var footer = UILabel()
            ```
            Inherited by `GreeterView` from `Base` (`Greeter.swift`, line 2).
            """) == true)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
