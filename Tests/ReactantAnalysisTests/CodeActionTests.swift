import ConstraintGrammar
import Support
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport

/// Quick fixes: the analysis's own fixes, chosen by the diagnostics a client names.
@Suite struct CodeActionTests {
    private func analyzed(_ text: String) -> AnalyzedDocument {
        DocumentAnalyzer().analyze(text: text, path: "/project/Screen.ui.xml", workspace: WorkspaceIndex())
    }

    @Test func aMisspeltStyleIsFixedByTheSelectedDiagnostic() throws {
        let fixture = NavigationFixture(#"<Component><styles><LabelStyle name="title"/></styles><Label style="⟦titel⟧"/></Component>"#)
        let document = analyzed(fixture.text)
        let diagnostic = try #require(document.diagnostics.first { $0.code == "ref.unknown-style" })
        #expect(diagnostic.range == fixture.ranges[0])
        let fixes = QuickFixes.fixes(
            for: document.diagnostics, selected: [.init(code: "ref.unknown-style", range: fixture.ranges[0])], range: fixture.ranges[0])
        #expect(fixes.count == 1)
        #expect(fixes[0].isPreferred)
        #expect(fixture.applying(fixes.map(\.replacement)) == #"<Component><styles><LabelStyle name="title"/></styles><Label style="title"/></Component>"#)
        #expect(QuickFixes.fixes(for: document.diagnostics, selected: [.init(code: "ref.other", range: fixture.ranges[0])], range: fixture.ranges[0]).isEmpty)
        #expect(QuickFixes.fixes(for: document.diagnostics, selected: [.init(code: nil, range: 0..<1)], range: 0..<1).isEmpty)
    }

    @Test func withoutSelectedDiagnosticsTheFixesTouchingTheRangeAreOffered() {
        let fixture = NavigationFixture(
            #"<Component><styles><LabelStyle name="title"/><LabelStyle name="body"/></styles><Label style="titel"/><Label style="bod‸x"/></Component>"#)
        let fixes = QuickFixes.fixes(for: analyzed(fixture.text).diagnostics, selected: [], range: fixture.offset..<fixture.offset)
        #expect(fixes.map(\.replacement.text) == ["body"])
    }

    /// The grammar's fixes, mapped into the document the way the constraint check reports
    /// them: an unknown anchor and the rejected `>=` form.
    @Test(arguments: [
        (#"<Component><Label field="a"/><View layout:below="a.botom"/></Component>"#, LayoutDiagnosticCode.unknownAnchor,
         #"<Component><Label field="a"/><View layout:below="a.bottom"/></Component>"#),
        (#"<Component><View layout:width="&gt;= 10"/></Component>"#, LayoutDiagnosticCode.operatorRelation,
         #"<Component><View layout:width=":gte 10"/></Component>"#),
    ])
    func constraintGrammarFixes(text: String, code: LayoutDiagnosticCode, fixed: String) throws {
        let fixture = NavigationFixture(text)
        let layout = try #require(fixture.document.layoutValues.first { $0.analysis.diagnostics.contains { $0.code == code } })
        let diagnostics = layout.analysis.diagnostics.map { found in
            Diagnostic(
                code: found.code.rawValue, severity: found.severity == .error ? .error : .warning, message: found.message,
                range: layout.documentRange(found.range),
                fixes: found.replacement.map { [Diagnostic.Fix(title: "Change to '\($0.text)'", range: layout.documentRange($0.range), replacement: $0.text)] } ?? [])
        }
        let target = try #require(diagnostics.first { $0.code == code.rawValue })
        let fixes = QuickFixes.fixes(for: diagnostics, selected: [.init(code: code.rawValue, range: target.range)], range: target.range)
        #expect(fixes.count == 1)
        #expect(fixture.applying(fixes.map(\.replacement)) == fixed)
    }
}
