import Support
import Testing
import TestSupport
import XMLSyntax

@testable import ReactantLSP

/// The quick fixes of `layout.conflict`: each offered edit exactly, and the document with it
/// applied laid out again on every device, with no conflict and no other finding. Frames by
/// hand on iPhone SE (320×568), the first device.
@Suite struct LayoutConflictFixTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        LayoutStyleTests.diagnostics(text)
    }

    static func applying(_ fix: Diagnostic.Fix, to text: String) -> String {
        ConflictFixes.Edit(range: fix.range, replacement: fix.replacement).applied(to: text)
    }

    /// The document with the fix applied has no layout finding left.
    static func expectResolved(_ fix: Diagnostic.Fix, in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(diagnostics(applying(fix, to: text)).isEmpty, "\(fix.title)", sourceLocation: sourceLocation)
    }

    /// A width on a view pinned to every edge: lowering or removing the width both leave the
    /// view filling the screen; removing the edges instead would leave it with no position or
    /// height (unreported, as code may place a view bound to a field), so that is not offered.
    @Test func theBrokenConstraintIsLoweredOrRemovedAndAnUnverifiableAlternativeIsNotOffered() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="super"⟦attribute¦ layout:width="⟦width¦200⟧"⟧/>
            </Component>
            """)
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.conflict"])
        guard let conflict = found.first else { return }
        #expect(conflict.range == marked.range("width"))
        #expect(!conflict.message.hasSuffix(ConflictFixes.noVerifiedFixNote))
        let end = marked.range("width").upperBound
        #expect(conflict.fixes == [
            Diagnostic.Fix(
                title: "Lower `200` (layout:width on `bar`) to `@high`: `bar` is 320×568 at (0, 0) on iPhone SE",
                range: end..<end, replacement: " @high"),
            Diagnostic.Fix(
                title: "Remove `200` (layout:width on `bar`): `bar` is 320×568 at (0, 0) on iPhone SE",
                range: marked.range("attribute"), replacement: ""),
        ])
        for fix in conflict.fixes { Self.expectResolved(fix, in: marked.text) }
        #expect(Self.applying(conflict.fixes[1], to: marked.text).contains(#"<View field="bar" layout:edges="super"/>"#))
    }

    /// A row 35 points from the left edge, flush with the right, and 70 wide: on a 320-point
    /// screen those cannot all hold. The width is last in a `;` list; lowering it, removing it,
    /// or removing either edge instead all leave the row placed.
    @Test func aConstraintInAListAndTheOtherMembersOfTheConflict() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="row" layout:top="super" layout:height="44"⟦left¦ layout:left="super inset(35)"⟧ \
            layout:right="⟦right¦super⟧" layout:width=":gte 10⟦tail¦; ⟦width¦70⟧⟧"/>
            </Component>
            """)
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.conflict"])
        guard let conflict = found.first else { return }
        #expect(conflict.range == marked.range("width"))
        let end = marked.range("width").upperBound
        #expect(Array(conflict.fixes.prefix(3)) == [
            Diagnostic.Fix(
                title: "Lower `70` (layout:width on `row`) to `@high`: `row` is 285×44 at (35, 0) on iPhone SE",
                range: end..<end, replacement: " @high"),
            Diagnostic.Fix(
                title: "Remove `70` (layout:width on `row`): `row` is 285×44 at (35, 0) on iPhone SE",
                range: marked.range("tail"), replacement: ""),
            Diagnostic.Fix(
                title: "Remove `super inset(35)` (layout:left on `row`) instead: `row` is 70×44 at (250, 0) on iPhone SE",
                range: marked.range("left"), replacement: ""),
        ])
        for fix in conflict.fixes { Self.expectResolved(fix, in: marked.text) }
        #expect(conflict.fixes.count >= 3)
    }
}
