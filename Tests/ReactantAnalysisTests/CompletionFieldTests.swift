import SwiftBinding
import Testing
@testable import ReactantAnalysis
import TestSupport

/// Completion from the component's Swift class: `field` values, and elements bound to the
/// properties no view binds yet.
@Suite struct CompletionFieldTests {
    static let workspace = CompletionWorkspace(
        componentTypes: ["Card"],
        swift: SwiftDeclarationIndex(files: [
            "GreeterView.swift": SwiftSourceReader.readCompletely("""
                final class GreeterView: ViewBase<Void, Void> {
                    let title = UILabel()
                    let go = UIButton()
                    let subtitle = FancyLabel()
                    private let secret = UILabel()
                    static let shared = UILabel()
                    let made = makeView()
                    let card = Card()
                    lazy var stack = UIStackView()
                }
                final class FancyLabel: UILabel {}
                final class Card: ViewBase<Void, Void> {}
                """),
            "GreeterView+More.swift": SwiftSourceReader.readCompletely("extension GreeterView { var footer: UILabel { title } }"),
        ]))

    @Test func fieldValuesAreTheUnboundPropertiesThoseThatFitFirst() throws {
        let fixture = CompletionFixture("""
            <Component type="GreeterView">
                <Label field="title"/>
                <Label field="⟦‸⟧"/>
            </Component>
            """)
        let items = fixture.complete(Self.workspace)
        #expect(items.labels == ["subtitle", "footer", "go", "made", "card", "stack"])
        #expect(items.map(\.detail) == ["FancyLabel", "UILabel", "UIButton", nil, "Card", "UIStackView"])
        #expect(items.allSatisfy { $0.replacementRange == fixture.expectedRange && $0.kind == .reference })
        #expect(items.item("footer")?.documentation == "```swift\nvar footer: UILabel { title }\n```\nIn `GreeterView`.")
    }

    @Test func componentTypesAreTheWorkspacesComponentsThenSwiftViewClasses() {
        // A use: `Card` is a .ui.xml component and a Swift class, offered once; FancyLabel and
        // GreeterView are views only Swift defines.
        let use = complete("<Component type=\"GreeterView\">\n    <Component type=\"‸\"/>\n</Component>", workspace: Self.workspace)
        #expect(use.labels == ["Card", "FancyLabel", "GreeterView"])
        #expect(use.map(\.detail) == ["component", "Swift view class", "Swift view class"])
        // A root names the class its extension extends: only Swift's view classes.
        let root = complete("<Component type=\"‸\">\n</Component>", workspace: Self.workspace)
        #expect(root.labels == ["Card", "FancyLabel", "GreeterView"])
        #expect(root.allSatisfy { $0.detail == "Swift view class" })
    }

    @Test func aViewsOwnFieldIsOfferedAgainAndOtherScopesBindTheirOwnClass() {
        let own = complete("""
            <Component type="GreeterView">
                <Button field="g‸o"/>
                <Label field="title"/>
            </Component>
            """, workspace: Self.workspace)
        #expect(own.labels.first == "go")
        let inline = complete("""
            <Component type="GreeterView">
                <Component type="Card">
                    <Label field="‸"/>
                </Component>
            </Component>
            """, workspace: Self.workspace)
        #expect(inline.isEmpty)
    }

    @Test func nothingWithoutSwiftOrAClass() {
        #expect(complete("<Component type=\"GreeterView\">\n    <Label field=\"‸\"/>\n</Component>").isEmpty)
        #expect(complete("<Component type=\"Other\">\n    <Label field=\"‸\"/>\n</Component>", workspace: Self.workspace).isEmpty)
        #expect(complete("<Component type=\"GreeterView\" anonymous=\"true\">\n    <Label field=\"‸\"/>\n</Component>", workspace: Self.workspace).isEmpty)
    }

    @Test func aLessThanOffersAnElementBoundToEachUnboundProperty() throws {
        let fixture = CompletionFixture("""
            <Component type="GreeterView">
                <Label field="title"/>
                <‸
            </Component>
            """)
        let items = fixture.complete(Self.workspace)
        #expect(Array(items.labels.prefix(6)) == [
            #"Button field="go""#, #"Label field="subtitle""#, #"Component type="Card" field="card""#,
            #"StackView field="stack""#, #"Label field="footer""#, "View",
        ])
        let footer = try #require(items.item(#"Label field="footer""#))
        #expect(footer.kind == .element && footer.detail == "footer: UILabel" && footer.insertText == #"Label field="footer""#)
        #expect(footer.replacementRange == fixture.offset..<fixture.offset)
    }

    @Test func aTypedNameBecomesABoundElementOnlyWithoutAttributes() {
        let typed = complete("<Component type=\"GreeterView\">\n    <Lab‸\n</Component>", workspace: Self.workspace)
        #expect(typed.labels.contains(#"Label field="title""#))
        let withAttributes = complete("<Component type=\"GreeterView\">\n    <Lab‸ text=\"Hi\"/>\n</Component>", workspace: Self.workspace)
        #expect(!withAttributes.labels.contains { $0.contains("field=") })
    }
}
