import Foundation
import Support
import TestSupport
import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLayout
import AnalysisTestSupport
import LayoutTestSupport

/// Fix-all on real files: the corpus's screens, each with one of its `layout:` attributes taken
/// out (a real file one constraint short, as files are while being written), and each with a
/// width no screen has added to one of its views (a conflict where it is pinned), and each with
/// every `layout:` attribute of one name taken out (several views short at once). After fix
/// all, no layout warning may be left that its own quick fix would remove.
///
/// `REACTANT_FIXALL_FIGURES=1` also measures the earlier fix-all (each warning's fix found on the
/// original text, kept when the fixes so far still held together) beside it, and prints both.
@Suite(.serialized) struct LayoutFixAllCorpusTests {
    struct Variant: CustomStringConvertible {
        let path: String
        let text: String
        let removed: String?
        var added: String? = nil
        var description: String { path + (removed.map { " without " + $0 } ?? "") + (added.map { " with " + $0 } ?? "") }
    }

    static func variants() throws -> [Variant] {
        var variants: [Variant] = []
        for file in TestPaths.corpusFiles() where file.hasSuffix(".ui.xml") {
            let text = try String(contentsOfFile: TestPaths.corpus + "/" + file, encoding: .utf8)
            variants.append(Variant(path: file, text: text, removed: nil))
            let bytes = Array(text.utf8)
            let elements = XMLDocumentSyntax(text: text).tree.elements
            // Every `layout:` attribute of one name taken out at once: many views short at once.
            let names = Set(elements.flatMap { $0.attributes.filter(\.name.hasLayoutPrefix).map(\.name.qualified) })
            for name in names.sorted() {
                var edited = bytes
                for attribute in elements.flatMap(\.attributes).filter({ $0.name.qualified == name }).reversed() {
                    var start = attribute.range.lowerBound
                    while start > 0, LayoutFixes.isBlank(bytes[start - 1]) { start -= 1 }
                    edited.removeSubrange(start..<attribute.range.upperBound)
                }
                variants.append(Variant(path: file, text: String(decoding: edited, as: UTF8.self), removed: "every \(name)"))
            }
            for element in elements {
                // A width too wide for any screen: a conflict where the view is pinned on both sides.
                if let last = element.attributes.last, element.attributes.contains(where: { $0.name.hasLayoutPrefix }) {
                    var edited = bytes
                    edited.insert(contentsOf: Array(#" layout:width="5000""#.utf8), at: last.range.upperBound)
                    variants.append(Variant(
                        path: file, text: String(decoding: edited, as: UTF8.self),
                        removed: nil, added: "layout:width=\"5000\" on \(element.name.qualified) at \(element.startTagRange.lowerBound)"))
                }
                for attribute in element.attributes where attribute.name.hasLayoutPrefix {
                    var start = attribute.range.lowerBound
                    while start > 0, LayoutFixes.isBlank(bytes[start - 1]) { start -= 1 }
                    var edited = bytes
                    edited.removeSubrange(start..<attribute.range.upperBound)
                    variants.append(Variant(
                        path: file, text: String(decoding: edited, as: UTF8.self),
                        removed: "\(element.name.qualified) \(attribute.name.qualified) at \(attribute.range.lowerBound)"))
                }
            }
        }
        return variants
    }

    /// The corpus as a workspace (its styles), `variant` standing for its file.
    static func fixes(for text: String, path: String, corpus: [PreparedDocument]) -> LayoutFixes {
        let prepared = PreparedDocument(text: text, path: path)
        let index = WorkspaceIndex(corpus.filter { $0.path != path }.map(\.facts) + [prepared.facts])
        let context = AnalysisContext(
            path: path, text: text, syntax: prepared.syntax, document: prepared.document, workspace: index)
        return LayoutFixes(context: context, values: LayoutValueAnalyses())
    }

    struct Figures {
        var files = 0, cleared = 0, nothingFixableLeft = 0
        var findings = 0, removedByFirstFix = 0
    }

    /// Whether fix-all's edits (nil: none) leave the file with no warning, and with none a quick
    /// fix of its own removes.
    static func judge(
        _ edits: [LayoutFixes.Edit]?, in variant: Variant, corpus: [PreparedDocument], figures: inout Figures
    ) -> Bool {
        let fixed = LayoutFixes.Edit.applying(edits ?? [], to: variant.text)
        let after = fixes(for: fixed, path: variant.path, corpus: corpus)
        let left = after.published?(fixed) ?? []
        if left.isEmpty { figures.cleared += 1 }
        let fixable = left.filter { !(after.addingFixes(to: [$0]).first?.fixes.isEmpty ?? true) }
        if fixable.isEmpty { figures.nothingFixableLeft += 1 }
        return fixable.isEmpty
    }

    @Test func fixAllLeavesNoWarningItsOwnQuickFixWouldRemove() throws {
        guard TestPaths.corpusExists else {
            withKnownIssue("../shared/corpus is absent: corpus test skipped") { Issue.record("no corpus at \(TestPaths.corpus)") }
            return
        }
        let measuring = ProcessInfo.processInfo.environment["REACTANT_FIXALL_FIGURES"] == "1"
        let corpus = try TestPaths.corpusFiles().map {
            PreparedDocument(text: try String(contentsOfFile: TestPaths.corpus + "/" + $0, encoding: .utf8), path: $0)
        }
        var now = Figures(), earlier = Figures()
        for variant in try Self.variants() {
            let fixes = Self.fixes(for: variant.text, path: variant.path, corpus: corpus)
            let warnings = fixes.published?(variant.text) ?? []
            guard !warnings.isEmpty else { continue }
            now.files += 1
            let edits = fixes.combined(warnings, minimum: 1)
            #expect(Self.judge(edits, in: variant, corpus: corpus, figures: &now), "\(variant)")
            guard measuring else { continue }
            earlier.files += 1
            let fixed = fixes.addingFixes(to: warnings)
            _ = Self.judge(fixes.earlierCombined(fixed, minimum: 1), in: variant, corpus: corpus, figures: &earlier)
            for warning in warnings {
                now.findings += 1
                guard let first = fixes.addingFixes(to: [warning]).first?.fixes.first else { continue }
                let edited = LayoutFixes.Edit.applying([LayoutFixes.Edit(range: first.range, replacement: first.replacement)], to: variant.text)
                let left = Self.fixes(for: edited, path: variant.path, corpus: corpus).published?(edited) ?? []
                if !left.contains(where: { LayoutFixes.Key($0) == LayoutFixes.Key(warning) }) { now.removedByFirstFix += 1 }
            }
        }
        if measuring {
            print("fix-all figures: \(now.files) files with layout warnings; \(now.findings) warnings, "
                + "\(now.removedByFirstFix) removed by their first quick fix alone")
            for (name, figures) in [("earlier", earlier), ("now", now)] {
                print("fix-all \(name): every warning cleared in \(figures.cleared) of \(figures.files); "
                    + "no warning its own quick fix removes left in \(figures.nothingFixableLeft) of \(figures.files)")
            }
        }
    }
}

/// Fix-all's edits, kept in the original text's offsets as each is found on the text the
/// ones before left.
@Suite struct LayoutFixAllEditTests {
    typealias Edit = LayoutFixes.Edit

    @Test func editsFoundOnEditedTextsApplyTogetherToTheOriginal() {
        let original = "<A x=\"1\"/><B/><C/>"
        var edits: [Edit] = []
        var text = original
        for (range, replacement) in [(12..<12, " y=\"2\""), (2..<2, " w=\"0\""), (18..<18, " q"), (29..<30, "D")] {
            let next = Edit(range: range, replacement: replacement)
            text = next.applied(to: text)
            edits = Edit.composing(edits, then: next, on: Array(original.utf8))
            #expect(Edit.applying(edits, to: original) == text)
        }
        #expect(text == "<A w=\"0\" x=\"1\"/><B q y=\"2\"/><D/>")
        // ` q` was inserted where ` y="2"` starts: the two are one edit of the original.
        #expect(edits == [
            Edit(range: 2..<2, replacement: " w=\"0\""), Edit(range: 12..<12, replacement: " q y=\"2\""), Edit(range: 15..<16, replacement: "D"),
        ])
    }

    /// More than three views short of a constraint: the quick fixes are found for three of each
    /// kind, fix-all goes on to every one.
    @Test func fixAllGoesPastTheQuickFixesLimit() throws {
        let text = """
            <Component rootView="true">
              <ActivityIndicator layout:id="a"/>
              <ActivityIndicator layout:id="b"/>
              <ActivityIndicator layout:id="c"/>
              <ActivityIndicator layout:id="d"/>
              <ActivityIndicator layout:id="e"/>
            </Component>
            """
        let prepared = PreparedDocument(text: text, path: LayoutFixture.screen)
        let context = AnalysisContext(
            path: LayoutFixture.screen, text: text, syntax: prepared.syntax, document: prepared.document,
            workspace: WorkspaceIndex([prepared.facts]))
        let fixes = LayoutFixes(context: context, values: LayoutValueAnalyses())
        let warnings = try #require(fixes.published?(text))
        #expect(warnings.count == 5)
        let edits = try #require(fixes.combined(warnings))
        let fixed = Edit.applying(edits, to: text)
        #expect(fixes.published?(fixed)?.isEmpty == true, "\(fixed)")
    }
}

extension LayoutFixes {
    /// The fix-all this one replaced, for the figures: each warning's fixes found on the
    /// original text (the first three of each kind), one kept when it and those kept before
    /// left fewer layout warnings and no other finding the document did not have.
    func earlierCombined(_ fixed: [Diagnostic], minimum: Int) -> [Edit]? {
        var layoutsLeft = Self.viewLayoutBudget / max(1, document.views.count)
        let fixable = fixed.filter { Self.fixedCodes.contains($0.code) && !$0.fixes.isEmpty }
        guard layoutsLeft >= 2, fixable.count >= max(1, minimum), let baseline = outcome(text) else { return nil }
        layoutsLeft -= 1
        let isWarning: (Diagnostic) -> Bool = { Self.fixedCodes.contains($0.code) }
        let before = Self.counts(baseline.diagnostics.filter { !isWarning($0) })
        var warningsLeft = baseline.diagnostics.count(where: isWarning)
        var kept: [Edit] = []
        for diagnostic in fixable {
            for fix in diagnostic.fixes {
                let edit = Edit(range: fix.range, replacement: fix.replacement)
                guard !kept.contains(where: { $0.touches(edit) }) else { continue }
                guard layoutsLeft > 0 else { return kept.count >= max(1, minimum) ? kept : nil }
                layoutsLeft -= 1
                let trial = kept + [edit]
                guard let after = outcome(Edit.applying(trial, to: text)) else { return nil }
                let warnings = after.diagnostics.count(where: isWarning)
                let others = Self.counts(after.diagnostics.filter { !isWarning($0) })
                guard warnings < warningsLeft, others.allSatisfy({ $0.value <= before[$0.key, default: 0] }) else { continue }
                kept = trial
                warningsLeft = warnings
                break
            }
        }
        return kept.count >= max(1, minimum) ? kept : nil
    }
}
