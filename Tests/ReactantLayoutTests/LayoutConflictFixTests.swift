import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// The quick fixes of `layout.conflict`: each offered edit exactly, and the document with it
/// applied laid out again on every device, with no conflict and no other finding. Frames by
/// hand on iPhone SE (320×568), the first device, and iPad portrait (820×1180).
@Suite struct LayoutConflictFixTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        LayoutFixture.diagnostics(text)
    }

    static func applying(_ fix: Diagnostic.Fix, to text: String) -> String {
        LayoutFixes.Edit(range: fix.range, replacement: fix.replacement).applied(to: text)
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
        #expect(!conflict.message.hasSuffix(LayoutFixes.noVerifiedFixNote))
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

    /// The broken constraint first in a `;` list: `@high` takes the place of its `;` (a `;`
    /// right after a priority would add a constraint to super), and removing it takes the `;`
    /// and the blank after it. Held on iPads only, the title describes an iPad.
    @Test func aConstraintFirstInAListUnderACondition() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:edges="super" layout:width="⟦width¦[ipad] 200⟦separator¦;⟧⟧⟦blank¦ ⟧:gte 10"/>
            </Component>
            """)
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.conflict"])
        guard let conflict = found.first else { return }
        #expect(conflict.range == marked.range("width"))
        let removed = marked.range("width").lowerBound..<marked.range("blank").upperBound
        #expect(conflict.fixes == [
            Diagnostic.Fix(
                title: "Lower `[ipad] 200` (layout:width on this View) to `@high`: This View is 820×1180 at (0, 0) on iPad portrait",
                range: marked.range("separator"), replacement: " @high"),
            Diagnostic.Fix(
                title: "Remove `[ipad] 200` (layout:width on this View): This View is 820×1180 at (0, 0) on iPad portrait",
                range: removed, replacement: ""),
        ])
        #expect(Self.applying(conflict.fixes[0], to: marked.text).contains(#"layout:width="[ipad] 200 @high :gte 10""#))
        #expect(Self.applying(conflict.fixes[1], to: marked.text).contains(#"layout:width=":gte 10""#))
        for fix in conflict.fixes { Self.expectResolved(fix, in: marked.text) }
    }

    /// When no candidate's outcome clears the conflict (here every edit is made to look as if it
    /// changed nothing), no fix is offered and the message says so.
    @Test func withoutAVerifiedFixNoneIsOfferedAndTheMessageSaysSo() {
        let text = """
            <Component rootView="true">
              <View layout:edges="super" layout:width="200"/>
            </Component>
            """
        Self.expectNoFixWhenNoneIsVerified(in: text, code: "layout.conflict")
    }

    /// `text`'s one layout warning, `code`, checked with every candidate made to look as if it
    /// changed nothing: it is offered no fix, and its message says so; checked for real, it has
    /// its fixes.
    static func expectNoFixWhenNoneIsVerified(in text: String, code: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = LayoutFixture.screen
        let prepared = PreparedDocument(text: text, path: path)
        let context = AnalysisContext(
            path: path, text: text, syntax: prepared.syntax, document: prepared.document, workspace: WorkspaceIndex([prepared.facts]))
        let checked = LayoutFixes(context: context, values: LayoutValueAnalyses())
        let unchanged = checked.outcome(text)
        let stubborn = LayoutFixes(text: text, tree: prepared.syntax.tree, document: prepared.document) { _ in unchanged }
        let plain = LayoutCheck.diagnostics(document: prepared.document, tree: prepared.syntax.tree)
        #expect(plain.map(\.code) == [code], sourceLocation: sourceLocation)
        let found = stubborn.addingFixes(to: plain)
        #expect(found.map(\.code) == [code], sourceLocation: sourceLocation)
        #expect(found.first?.fixes == [], sourceLocation: sourceLocation)
        #expect(found.first?.message == plain.first.map { $0.message + LayoutFixes.noVerifiedFixNote }, sourceLocation: sourceLocation)
        #expect(found.first?.message.hasSuffix("; no single change was verified to resolve it") == true, sourceLocation: sourceLocation)
        #expect(checked.addingFixes(to: plain).first?.fixes.isEmpty == false, sourceLocation: sourceLocation)
    }

    /// A check whose output carries no fixes (`--check` in a format other than JSON) finds
    /// none, and so lays nothing out again: the warning reads as the editor shows it before a
    /// code action is asked for.
    @Test func aCheckWithoutFixesLeavesTheWarningAsItIs() {
        let text = """
            <Component rootView="true">
              <View layout:edges="super" layout:width="200"/>
              <View layout:edges="super" layout:height="100"/>
            </Component>
            """
        let prepared = PreparedDocument(text: text, path: LayoutFixture.screen)
        let context = AnalysisContext(
            path: prepared.path, text: text, syntax: prepared.syntax, document: prepared.document,
            workspace: WorkspaceIndex([prepared.facts]))
        let plain = LayoutCheck(verifiesFixes: false).findings(in: context).map(\.diagnostic)
        let fixed = LayoutCheck().findings(in: context).map(\.diagnostic)
        #expect(plain.map(\.code) == ["layout.conflict", "layout.conflict"])
        #expect(plain.allSatisfy { $0.fixes.isEmpty })
        #expect(plain == LayoutCheck.diagnostics(document: prepared.document, tree: prepared.syntax.tree))
        #expect(fixed.map(\.code) == plain.map(\.code))
        #expect(fixed.allSatisfy { !$0.fixes.isEmpty })
    }

    /// The edits' shapes, for a width that contradicts `edges` on every device: the width
    /// value as written, with the broken constraint lowered and removed.
    @Test(arguments: [
        ("200 @required", "200 @high", nil),
        ("200 @1000", "200 @high", nil),
        (":gte 10; 200", ":gte 10; 200 @high", ":gte 10"),
        ("200;:gte 10", "200 @high :gte 10", ":gte 10"),
        ("200; :gte 10;", "200 @high :gte 10;", ":gte 10;"),
        ("200;", "200 @high", nil),
    ] as [(String, String, String?)])
    func editShapes(value: String, lowered: String, removed: String?) {
        let text = """
            <Component rootView="true">
              <View layout:edges="super" layout:width="\(value)"/>
            </Component>
            """
        let found = Self.diagnostics(text)
        #expect(found.map(\.code) == ["layout.conflict"])
        guard let conflict = found.first, conflict.fixes.count == 2 else {
            Issue.record("expected two fixes: \(found)")
            return
        }
        #expect(Self.applying(conflict.fixes[0], to: text).contains("layout:width=\"\(lowered)\""))
        let afterRemoval = Self.applying(conflict.fixes[1], to: text)
        if let removed {
            #expect(afterRemoval.contains("layout:width=\"\(removed)\""))
        } else {
            #expect(afterRemoval.contains(#"<View layout:edges="super"/>"#))
        }
        for fix in conflict.fixes { Self.expectResolved(fix, in: text) }
    }

    /// Past `viewLayoutBudget`, a large screen's conflicts are not tried: no fix, and no note
    /// (nothing was found unverifiable).
    @Test func aLargeScreenIsNotTried() {
        let rows = (0..<201).map { #"  <View layout:left="super" layout:top="super inset(\#($0))" layout:size="10"/>"# }
        let text = """
            <Component rootView="true">
              <View layout:edges="super" layout:width="200"/>
            \(rows.joined(separator: "\n"))
            </Component>
            """
        let found = Self.diagnostics(text)
        #expect(found.map(\.code) == ["layout.conflict"])
        #expect(found.first?.fixes == [])
        #expect(found.first?.message.hasSuffix(LayoutFixes.noVerifiedFixNote) == false)
    }

    /// Two views that each conflict on their own: "fix all" keeps the first verified fix of
    /// each (lowering both widths), verified together, and the file is left with no finding.
    /// One conflict alone has a "fix all" only when it is asked for: beside the quick fixes
    /// it would repeat one.
    @Test func fixingAllLowersEachConflictAndIsVerifiedAsAWhole() throws {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="super" layout:width="⟦first¦200⟧"/>
              <View field="baz" layout:edges="super" layout:height="⟦second¦90⟧"/>
            </Component>
            """)
        let (fixes, fixed) = Self.conflictFixes(marked.text)
        #expect(fixed.map(\.code) == ["layout.conflict", "layout.conflict"])
        let edits = try #require(fixes.combined(fixed))
        let first = marked.range("first").upperBound, second = marked.range("second").upperBound
        #expect(edits.map(\.range) == [first..<first, second..<second])
        #expect(edits.map(\.replacement) == [" @high", " @high"])
        let after = LayoutFixes.Edit.applying(edits, to: marked.text)
        #expect(after.contains(#"layout:width="200 @high""#) && after.contains(#"layout:height="90 @high""#))
        #expect(Self.diagnostics(after).isEmpty)

        let single = Self.conflictFixes("""
            <Component rootView="true">
              <View field="bar" layout:edges="super" layout:width="200"/>
            </Component>
            """)
        #expect(single.fixed.first?.fixes.isEmpty == false)
        #expect(single.fixes.combined(single.fixed) == nil)
        // Asked for source actions, an editor gets the single conflict's first verified fix.
        #expect(single.fixes.combined(single.fixed, minimum: 1) == [LayoutFixes.Edit(
            range: single.fixed[0].fixes[0].range, replacement: " @high")])
    }

    /// The conflicts of `text` with their verified fixes, and the fixer that made them.
    static func conflictFixes(_ text: String) -> (fixes: LayoutFixes, fixed: [Diagnostic]) {
        let screen = LayoutFixture.screen
        let prepared = PreparedDocument(text: text, path: screen)
        let context = AnalysisContext(
            path: screen, text: text, syntax: prepared.syntax, document: prepared.document,
            workspace: WorkspaceIndex([prepared.facts]))
        let fixes = LayoutFixes(context: context, values: LayoutValueAnalyses(capacity: 64))
        let conflicts = diagnostics(text).filter { $0.code == LayoutDiagnostics.conflictCode }.map {
            var bare = $0
            bare.fixes = []
            return bare
        }
        return (fixes, fixes.addingFixes(to: conflicts))
    }
}
