import LayoutSolver
import Support
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// The quick fixes of `layout.ambiguous`: for each kind of free axis, the layout before, the
/// offered edit exactly, and the layout after (determined, the view where it was drawn, no
/// finding). Frames by hand on iPhone SE (320×568), the first device.
@Suite struct LayoutAmbiguityFixTests {
    static func diagnostics(_ text: String) -> [Diagnostic] { LayoutConflictFixTests.diagnostics(text) }

    static func applying(_ fix: Diagnostic.Fix, to text: String) -> String { LayoutConflictFixTests.applying(fix, to: text) }

    /// With the fix applied: no finding left, every view determined on every device, and
    /// `view` where it was drawn before.
    static func expectPlaced(
        by fix: Diagnostic.Fix, in text: String, view: Int, at frame: Frame, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let after = applying(fix, to: text)
        #expect(diagnostics(after).isEmpty, sourceLocation: sourceLocation)
        let layout = layout(after)
        #expect(layout.determined, sourceLocation: sourceLocation)
        #expect(layout.frames[view] == frame, sourceLocation: sourceLocation)
    }

    /// Each view's frame on iPhone SE with no view held for code, and whether any is ambiguous
    /// on some device.
    static func layout(_ text: String) -> (frames: [Frame?], determined: Bool) {
        let prepared = PreparedDocument(text: text, path: LayoutFixture.screen)
        let layouts = LayoutCheck.layouts(
            document: prepared.document, tree: prepared.syntax.tree, holds: FieldLayoutHolds(heldViews: [], unknownClasses: [])) ?? []
        guard let se = layouts.first else { return ([], false) }
        let frames = prepared.document.views.indices.map { view in se.item(ofView: view).map { se.solution.frames[$0] } }
        let determined = layouts.allSatisfy { $0.solution.ambiguity.allSatisfy(\.isEmpty) }
        return (frames, determined)
    }

    /// A view with no constraint gets every axis it lacks: a plain view its position and its
    /// length on both (here 0×0 at the superview's origin, where UIKit draws it), an activity
    /// indicator only its position (its content size gives it 20×20).
    @Test func aViewWithoutConstraintsGetsTheFullSet() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View backgroundColor="red"⟦plain¦⟧/>
              <ActivityIndicator indicatorStyle="gray"⟦indicator¦⟧/>
            </Component>
            """)
        let before = Self.layout(marked.text)
        #expect(!before.determined)
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.ambiguous", "layout.ambiguous"])
        guard found.count == 2 else { return }
        let plain = marked.range("plain"), indicator = marked.range("indicator")
        #expect(found[0].fixes == [Diagnostic.Fix(
            title: #"Place this View with `layout:leading="super"`, `layout:top="super"`, `layout:width="0"` and `layout:height="0"`: "#
                + "This View is 0×0 at (0, 0) on iPhone SE",
            range: plain, replacement: #" layout:leading="super" layout:top="super" layout:width="0" layout:height="0""#)])
        #expect(found[1].fixes == [Diagnostic.Fix(
            title: #"Place this ActivityIndicator with `layout:leading="super"` and `layout:top="super"`: "#
                + "This ActivityIndicator is 20×20 at (0, 0) on iPhone SE",
            range: indicator, replacement: #" layout:leading="super" layout:top="super""#)])
        let drawn = [Frame(x: 0, y: 0, width: 0, height: 0), Frame(x: 0, y: 0, width: 20, height: 20)]
        for (view, diagnostic) in found.enumerated() {
            guard let fix = diagnostic.fixes.first else { continue }
            let after = Self.applying(fix, to: marked.text)
            // The other view is still free; this one is not, and stays where it was.
            #expect(Self.diagnostics(after).count == 1)
            #expect(Self.layout(after).frames[view] == drawn[view])
        }
    }

    /// A free vertical position is taken from the nearest sibling above the view: one with
    /// neither a field nor an id is given a `layout:id` in the same edit, after its last layout
    /// attribute and on a line of its own, as its attributes are. Placing it from the superview
    /// is offered too. Both keep the view at (16, 70): the sibling ends at 20 + 44 = 64.
    @Test func aFreeVerticalPositionIsTakenFromTheSiblingAboveWhichIsGivenAnID() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View
                  backgroundColor="red"
                  layout:top="super inset(20)"
                  layout:fillHorizontally="super"
                  layout:height="44"⟦id¦⟧ />
              <View
                  layout:leading="super inset(16)"
                  layout:top=":gte super inset(70)⟦append¦⟧"
                  layout:width="100"
                  layout:height="50"⟦below¦⟧ />
            </Component>
            """)
        #expect(Self.layout(marked.text).frames[1] == Frame(x: 16, y: 70, width: 100, height: 50))
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.ambiguous"])
        guard let warning = found.first else { return }
        let between = String(decoding: Array(marked.text.utf8)[marked.range("id").upperBound..<marked.range("below").lowerBound], as: UTF8.self)
        let append = marked.range("append").lowerBound
        #expect(warning.fixes == [
            Diagnostic.Fix(
                title: #"Place this View with `layout:below="id:view offset(6)"`, and `layout:id="view"` on the View above it: "#
                    + "This View is 100×50 at (16, 70) on iPhone SE",
                range: marked.range("id").lowerBound..<marked.range("below").upperBound,
                replacement: "\n      layout:id=\"view\"" + between + "\n      layout:below=\"id:view offset(6)\""),
            Diagnostic.Fix(
                title: "Place this View with `super inset(70)` added to `layout:top`: This View is 100×50 at (16, 70) on iPhone SE",
                range: append..<append, replacement: "; super inset(70)"),
        ])
        for fix in warning.fixes {
            let after = Self.applying(fix, to: marked.text)
            #expect(Self.diagnostics(after).isEmpty, "\(fix.title)")
            let layout = Self.layout(after)
            #expect(layout.determined)
            #expect(layout.frames == [Frame(x: 0, y: 20, width: 320, height: 44), Frame(x: 16, y: 70, width: 100, height: 50)])
        }
        #expect(Self.applying(warning.fixes[0], to: marked.text).contains("""
                  layout:height="44"
                  layout:id="view" />
            """))
    }

    /// A sibling with a field or an id is named as written: `title` above, `id:icon` before.
    /// The second view's leading is only at least 64 (the solver draws it at 64, the icon's
    /// 16 + 40 and 8 more), its top at least 58 (the title's 20 + 30 and 8 more).
    @Test func siblingsAreNamedByTheirFieldOrID() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="title" layout:top="super inset(20)" layout:fillHorizontally="super" layout:height="30"/>
              <View layout:id="icon" layout:leading="super inset(16)" layout:top="super inset(58)" layout:size="40"/>
              <View layout:leading=":gte super inset(64)" layout:top=":gte super inset(58)" layout:size="40"⟦end¦⟧/>
            </Component>
            """)
        #expect(Self.layout(marked.text).frames[2] == Frame(x: 64, y: 58, width: 40, height: 40))
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.ambiguous"])
        let end = marked.range("end")
        #expect(found.first?.fixes.first == Diagnostic.Fix(
            title: #"Place this View with `layout:after="id:icon offset(8)"` and `layout:below="title offset(8)"`: "#
                + "This View is 40×40 at (64, 58) on iPhone SE",
            range: end, replacement: #" layout:after="id:icon offset(8)" layout:below="title offset(8)""#))
        guard let fix = found.first?.fixes.first else { return }
        Self.expectPlaced(by: fix, in: marked.text, view: 2, at: Frame(x: 64, y: 58, width: 40, height: 40))
    }

    /// A free length is written as the number it is drawn at: 320 − 16 = 304 wide, as far as the
    /// trailing edge allows.
    @Test func aFreeWidthIsWrittenAsANumber() {
        let marked = MarkedText("""
            <Component rootView="true">
              <View layout:leading="super inset(16)" layout:top="super inset(20)" layout:height="50" layout:trailing=":lte super"⟦end¦⟧/>
            </Component>
            """)
        #expect(Self.layout(marked.text).frames[0] == Frame(x: 16, y: 20, width: 304, height: 50))
        let found = Self.diagnostics(marked.text)
        #expect(found.map(\.code) == ["layout.ambiguous"])
        #expect(found.first?.fixes == [Diagnostic.Fix(
            title: #"Place this View with `layout:width="304"`: This View is 304×50 at (16, 20) on iPhone SE"#,
            range: marked.range("end"), replacement: #" layout:width="304""#)])
        guard let fix = found.first?.fixes.first else { return }
        Self.expectPlaced(by: fix, in: marked.text, view: 0, at: Frame(x: 16, y: 20, width: 304, height: 50))
    }

    /// When no candidate's outcome clears the warning (here every edit is made to look as if it
    /// changed nothing), no fix is offered and the message says so.
    @Test func withoutAVerifiedFixNoneIsOfferedAndTheMessageSaysSo() {
        let text = """
            <Component rootView="true">
              <ActivityIndicator indicatorStyle="gray"/>
            </Component>
            """
        LayoutConflictFixTests.expectNoFixWhenNoneIsVerified(in: text, code: "layout.ambiguous")
    }

    /// A fix that would move the view is not offered: a view whose position was drawn from a
    /// constraint the fix's text does not reproduce (its frame in the stubbed outcome moved).
    @Test func aFixThatMovesTheViewIsNotOffered() {
        let text = """
            <Component rootView="true">
              <ActivityIndicator indicatorStyle="gray"/>
            </Component>
            """
        let moved = """
            <Component rootView="true">
              <ActivityIndicator indicatorStyle="gray" layout:leading="super inset(5)" layout:top="super"/>
            </Component>
            """
        let path = LayoutFixture.screen
        let prepared = PreparedDocument(text: text, path: path)
        let context = AnalysisContext(
            path: path, text: text, syntax: prepared.syntax, document: prepared.document, workspace: WorkspaceIndex([prepared.facts]))
        let checked = LayoutFixes(context: context, values: LayoutValueAnalyses())
        let elsewhere = checked.outcome(moved)
        #expect(elsewhere?.diagnostics.isEmpty == true)
        let moving = LayoutFixes(text: text, tree: prepared.syntax.tree, document: prepared.document) { candidate in
            candidate == text ? checked.outcome(text) : elsewhere
        }
        let plain = LayoutCheck.diagnostics(document: prepared.document, tree: prepared.syntax.tree)
        #expect(moving.addingFixes(to: plain).first?.fixes == [])
    }

    /// "Fix all" over a conflict and an ambiguous view: the conflict's width lowered and the
    /// indicator placed, verified together; the file is left with no finding.
    @Test func fixingAllCoversConflictsAndAmbiguousViews() throws {
        let marked = MarkedText("""
            <Component rootView="true">
              <View field="bar" layout:edges="super" layout:width="⟦width¦200⟧"/>
              <ActivityIndicator indicatorStyle="gray"⟦indicator¦⟧/>
            </Component>
            """)
        let screen = LayoutFixture.screen
        let prepared = PreparedDocument(text: marked.text, path: screen)
        let context = AnalysisContext(
            path: screen, text: marked.text, syntax: prepared.syntax, document: prepared.document,
            workspace: WorkspaceIndex([prepared.facts]))
        let fixes = LayoutFixes(context: context, values: LayoutValueAnalyses(capacity: 64))
        let warnings = Self.diagnostics(marked.text).map {
            var bare = $0
            bare.fixes = []
            return bare
        }
        #expect(warnings.map(\.code) == ["layout.ambiguous", "layout.conflict"])
        let edits = try #require(fixes.combined(fixes.addingFixes(to: warnings)))
        let width = marked.range("width").upperBound
        // In document order, whatever order they were found in.
        #expect(edits == [
            LayoutFixes.Edit(range: width..<width, replacement: " @high"),
            LayoutFixes.Edit(range: marked.range("indicator"), replacement: #" layout:leading="super" layout:top="super""#),
        ])
        let after = LayoutFixes.Edit.applying(edits, to: marked.text)
        #expect(Self.diagnostics(after).isEmpty)
        #expect(Self.layout(after).determined)
        #expect(Self.layout(after).frames == [Frame(x: 0, y: 0, width: 320, height: 568), Frame(x: 0, y: 0, width: 20, height: 20)])
    }
}
