import SwiftBinding
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis

/// References asked in a Swift file: the `field` values in the workspace's `.ui.xml` files
/// that bind the property under the cursor.
@Suite struct SwiftFieldUsesTests {
    static let greeter = """
        <Component type="GreeterView">
            <Label field="headline"/>
            <Component type="Badge">
                <Label field="headline"/>
            </Component>
        </Component>
        """
    static let special = """
        <Component type="SpecialGreeterView">
            <Label field="headline"/>
        </Component>
        """
    static let swift = MarkedText("""
        final class GreeterView: ViewBase<Void, Void> {
            let head‸line = UILabel()
            func update() { let headline = 1; self.headline.text = "\\(headline)" }
        }
        class SpecialGreeterView: GreeterView {}
        final class Badge: ViewBase<Void, Void> { let headline = UILabel() }
        """)

    static func index(swift: String) -> WorkspaceIndex {
        let facts = [("/w/GreeterView.ui.xml", greeter), ("/w/SpecialGreeterView.ui.xml", special)].map { path, text in
            DocumentFacts(path: path, document: ReactantDocument(tree: XMLSyntaxTree.parse(text), path: path))
        }
        return WorkspaceIndex(facts, swift: SwiftDeclarationIndex(files: ["/w/Greeter.swift": SwiftSourceReader.readCompletely(swift)]))
    }

    static func fieldRange(_ text: String, occurrence: Int) -> Range<Int> {
        var ranges: [Range<Int>] = []
        var search = text.startIndex
        while let found = text.range(of: "field=\"headline\"", range: search..<text.endIndex) {
            let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound) + "field=\"".utf8.count
            ranges.append(start..<(start + "headline".utf8.count))
            search = found.upperBound
        }
        return ranges[occurrence]
    }

    @Test func thePropertysDeclarationFindsTheFieldsOfItsClassAndItsSubclasses() throws {
        let uses = try #require(XMLFieldUses.of(propertyAt: Self.swift.cursorOffset!, in: Self.swift.text, index: Self.index(swift: Self.swift.text)))
        #expect(uses == [
            .init(path: "/w/GreeterView.ui.xml", range: Self.fieldRange(Self.greeter, occurrence: 0)),
            .init(path: "/w/SpecialGreeterView.ui.xml", range: Self.fieldRange(Self.special, occurrence: 0)),
        ])
    }

    @Test func aSelfMemberFindsThemAndABareNameOrAnotherClassesPropertyDoesNot() throws {
        let text = Self.swift.text
        let index = Self.index(swift: text)
        let selfUse = try #require(text.range(of: "self.headline")).lowerBound
        let offset = text.utf8.distance(from: text.startIndex, to: selfUse) + "self.".utf8.count + 2
        #expect(XMLFieldUses.of(propertyAt: offset, in: text, index: index)?.count == 2)
        // `let headline = 1` in the method is a local.
        let local = text.utf8.distance(from: text.startIndex, to: try #require(text.range(of: "let headline = 1")).lowerBound) + 5
        #expect(XMLFieldUses.of(propertyAt: local, in: text, index: index) == nil)
        // Badge's own `headline` is bound by the inline Badge component only.
        let badge = text.utf8.distance(from: text.startIndex, to: try #require(text.range(of: "let headline = UILabel() }")).lowerBound) + 5
        #expect(XMLFieldUses.of(propertyAt: badge, in: text, index: index) == [
            .init(path: "/w/GreeterView.ui.xml", range: Self.fieldRange(Self.greeter, occurrence: 1)),
        ])
    }

    @Test func anOverrideInASubclassIsAnotherProperty() throws {
        let text = Self.swift.text.replacingOccurrences(
            of: "class SpecialGreeterView: GreeterView {}",
            with: "class SpecialGreeterView: GreeterView { override var headline: UILabel { get { UILabel() } set {} } }")
        let offset = Self.swift.cursorOffset!
        let uses = try #require(XMLFieldUses.of(propertyAt: offset, in: text, index: Self.index(swift: text)))
        #expect(uses.map(\.path) == ["/w/GreeterView.ui.xml"])
    }
}
