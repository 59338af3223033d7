import LayoutSolver
import Support
import XMLSyntax

/// Quick fixes for `layout.conflict`, each verified before it is offered: the edit is applied
/// to the text in memory, the text analysed and laid out again on every device as `--check`
/// does, and the fix kept only if that conflict is gone and no other finding appears. The
/// candidates: lower the constraint UIKit breaks to `@high`, remove it, or remove another
/// member of the conflicting set instead. A conflict none of whose candidates holds says so.
package struct ConflictFixes {
    /// What the text says once analysed and laid out again.
    struct Outcome {
        /// Its well-formedness, constraint and layout findings (not the fixes' own).
        let diagnostics: [Diagnostic]
        let document: ReactantDocument
        let layouts: [ComponentLayout]
    }

    /// Conflicts per document given fixes; each candidate costs a layout on every device.
    static let conflictLimit = 3
    /// Views laid out, summed over the layouts verification makes (the document's own, without
    /// held views, then one per candidate): a screen of up to 30 views has every candidate of
    /// its first three conflicts tried; one of 200 views, the first candidate only; one of more
    /// than 200, none. Deterministic, unlike a time limit, so `--check` says the same each run.
    static let viewLayoutBudget = 400
    /// Candidates tried per conflict: lowering and removing the broken one, then removing others.
    static let candidateLimit = 4
    static let noVerifiedFixNote = "; no single change was verified to resolve it"

    let text: String
    let tree: XMLSyntaxTree
    let document: ReactantDocument
    /// Analyses and lays out a text as the check does; nil when cancelled.
    let outcome: (String) -> Outcome?

    init(text: String, tree: XMLSyntaxTree, document: ReactantDocument, outcome: @escaping (String) -> Outcome?) {
        self.text = text
        self.tree = tree
        self.document = document
        self.outcome = outcome
    }

    /// For a document being checked: a text's outcome as `--check` would find it, against the
    /// same workspace (its styles), but with no view held for code to lay out: a fix must leave
    /// every view it touches determined by the file, not merely unreported (a view bound to a
    /// field is held, and never reported, when the Swift side is not known).
    package init(context: AnalysisContext, values: LayoutValueAnalyses) {
        self.init(text: context.text, tree: context.tree, document: context.document) { text in
            let syntax = XMLDocumentSyntax(text: text)
            let document = ReactantDocument(tree: syntax.tree, path: context.path)
            let edited = AnalysisContext(
                path: context.path, text: text, syntax: syntax, document: document, workspace: context.workspace)
            let constraints = ConstraintCheck(analyses: values).findings(in: edited).map(\.diagnostic)
            guard let layouts = LayoutCheck.layouts(
                document: document, tree: syntax.tree, values: values,
                styles: StyleLibrary(reachableFrom: document, path: context.path, in: context.workspace),
                holds: FieldLayoutHolds(heldViews: [], unknownClasses: []))
            else { return nil }
            return Outcome(
                diagnostics: syntax.diagnostics + constraints + LayoutDiagnostics.diagnostics(for: layouts, in: document),
                document: document, layouts: layouts)
        }
    }

    /// `diagnostics` with fixes on their first `conflictLimit` conflicts, as far as
    /// `viewLayoutBudget` goes (and the note on those all of whose candidates were tried and
    /// none held); the others unchanged.
    package func addingFixes(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        var layoutsLeft = Self.viewLayoutBudget / max(1, document.views.count)
        guard layoutsLeft >= 2, diagnostics.contains(where: { $0.code == LayoutDiagnostics.conflictCode }),
              let baseline = outcome(text) else { return diagnostics }
        layoutsLeft -= 1
        let before = Self.counts(baseline.diagnostics)
        var tried = 0
        return diagnostics.map { diagnostic in
            guard diagnostic.code == LayoutDiagnostics.conflictCode, tried < Self.conflictLimit, layoutsLeft > 0 else { return diagnostic }
            tried += 1
            var fixed = diagnostic
            let device = Self.firstDevice(showing: diagnostic, in: baseline.layouts)
            let (fixes, complete) = verifiedFixes(for: diagnostic, before: before, device: device, layoutsLeft: &layoutsLeft)
            fixed.fixes += fixes
            if fixed.fixes.isEmpty && complete { fixed.message += Self.noVerifiedFixNote }
            return fixed
        }
    }

    /// The verified fixes of several conflicts applied together, verified again as a whole
    /// (fixing one conflict can change another's): the fixes of each conflict of `fixed`, in
    /// the order offered, one kept when the text with it and those kept before has fewer
    /// conflicts and no finding of another kind that the document did not have. Nil unless at
    /// least `minimum` are kept (an editor offering "fix all" beside the quick fixes wants
    /// two: one is the quick fix itself).
    package func combined(_ fixed: [Diagnostic], minimum: Int = 2) -> [Edit]? {
        var layoutsLeft = Self.viewLayoutBudget / max(1, document.views.count)
        guard layoutsLeft >= 2, fixed.filter({ !$0.fixes.isEmpty }).count >= max(1, minimum), let baseline = outcome(text)
        else { return nil }
        layoutsLeft -= 1
        let before = Self.counts(baseline.diagnostics.filter { $0.code != LayoutDiagnostics.conflictCode })
        var conflictsLeft = baseline.diagnostics.count { $0.code == LayoutDiagnostics.conflictCode }
        var kept: [Edit] = []
        for diagnostic in fixed where diagnostic.code == LayoutDiagnostics.conflictCode {
            for fix in diagnostic.fixes {
                let edit = Edit(range: fix.range, replacement: fix.replacement)
                guard !kept.contains(where: { $0.touches(edit) }) else { continue }
                guard layoutsLeft > 0 else { return kept.count >= max(1, minimum) ? kept : nil }
                layoutsLeft -= 1
                let trial = kept + [edit]
                guard let after = outcome(Edit.applying(trial, to: text)) else { return nil }
                let conflicts = after.diagnostics.count { $0.code == LayoutDiagnostics.conflictCode }
                let others = Self.counts(after.diagnostics.filter { $0.code != LayoutDiagnostics.conflictCode })
                guard conflicts < conflictsLeft, others.allSatisfy({ $0.value <= before[$0.key, default: 0] }) else { continue }
                kept = trial
                conflictsLeft = conflicts
                break
            }
        }
        return kept.count >= max(1, minimum) ? kept : nil
    }

    /// The index of the first device on which UIKit breaks the conflict's constraint (as
    /// `LayoutDiagnostics` names it), where its title describes the screen.
    private static func firstDevice(showing conflict: Diagnostic, in layouts: [ComponentLayout]) -> Int {
        layouts.firstIndex { layout in
            layout.solution.conflicts.contains { found in
                let broken = layout.sceneConstraint(found.broken) ?? found.constraints.compactMap { layout.sceneConstraint($0) }.last
                return broken.map { layout.origins.constraints[$0].range } == conflict.range
            }
        } ?? 0
    }

    /// The candidates that held, and whether every candidate was tried (within `layoutsLeft`).
    private func verifiedFixes(
        for conflict: Diagnostic, before: [Key: Int], device: Int, layoutsLeft: inout Int
    ) -> (fixes: [Diagnostic.Fix], complete: Bool) {
        var candidates: [(title: String, edit: Edit, view: Int)] = []
        // One written in a style has no candidate of its own; the other members may.
        if let broken = located(conflict.range) {
            if let lowering = lowering(broken) {
                candidates.append(("Lower \(describe(broken)) to `@high`", lowering, broken.view))
            }
            candidates.append(("Remove \(describe(broken))", removal(broken), broken.view))
        }
        var seen: Set<Range<Int>> = [conflict.range]
        for related in conflict.related where seen.insert(related.range).inserted {
            guard candidates.count < Self.candidateLimit, let other = located(related.range) else { continue }
            candidates.append(("Remove \(describe(other)) instead", removal(other), other.view))
        }
        let target = Key(conflict)
        var fixes: [Diagnostic.Fix] = []
        for candidate in candidates {
            guard layoutsLeft > 0 else { return (fixes, false) }
            layoutsLeft -= 1
            guard let after = outcome(candidate.edit.applied(to: text)) else { return (fixes, false) }
            let counts = Self.counts(after.diagnostics)
            guard counts[target, default: 0] < before[target, default: 0],
                  counts.allSatisfy({ $0.value <= before[$0.key, default: 0] })
            else { continue }
            let title = candidate.title + ": " + screen(of: candidate.view, in: after, device: device)
            fixes.append(Diagnostic.Fix(title: title, range: candidate.edit.range, replacement: candidate.edit.replacement))
        }
        return (fixes, true)
    }

    // MARK: Comparing findings

    /// A finding as the comparison sees it: ranges move with an edit, messages do not.
    struct Key: Hashable {
        let code: String
        let severity: Diagnostic.Severity
        let message: String
        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code
            severity = diagnostic.severity
            message = diagnostic.message
        }
    }

    private static func counts(_ diagnostics: [Diagnostic]) -> [Key: Int] {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(diagnostic), default: 0] += 1 }
        return counts
    }

    // MARK: Edits

    package struct Edit: Equatable {
        package let range: Range<Int>
        package let replacement: String

        func applied(to text: String) -> String {
            Self.applying([self], to: text)
        }

        /// Whether the two edits overlap or meet, so that the order of applying them matters.
        func touches(_ other: Edit) -> Bool {
            max(range.lowerBound, other.range.lowerBound) <= min(range.upperBound, other.range.upperBound)
        }

        /// Edits that do not touch one another, applied together (each range is the original text's).
        static func applying(_ edits: [Edit], to text: String) -> String {
            var bytes = Array(text.utf8)
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// One constraint of a view's `layout:` attribute, found by its range in the document.
    struct Located {
        let view: Int
        let attribute: XMLAttributeSyntax
        let value: XMLAttributeValueSyntax
        /// The constraint's text, its `;` included when it consumed one.
        let range: Range<Int>
        /// Without a trailing `;` and the blanks before it.
        let content: Range<Int>
    }

    private var bytes: [UInt8] { Array(text.utf8) }

    /// The constraint at `range` when it is written on a view (not in a style, whose edit would
    /// change every view that applies it) in a quoted value.
    private func located(_ range: Range<Int>) -> Located? {
        let bytes = self.bytes
        guard range.upperBound <= bytes.count, !range.isEmpty else { return nil }
        for view in document.views {
            for attribute in tree.elements[view.element].attributes where attribute.name.prefix == "layout" {
                guard let value = attribute.value, value.quote != nil, value.isClosed,
                      value.range.lowerBound <= range.lowerBound, range.upperBound <= value.range.upperBound else { continue }
                var end = range.upperBound
                if bytes[end - 1] == UInt8(ascii: ";") { end -= 1 }
                while end > range.lowerBound, Self.isBlank(bytes[end - 1]) { end -= 1 }
                return Located(view: view.index, attribute: attribute, value: value, range: range, content: range.lowerBound..<end)
            }
        }
        return nil
    }

    /// `@high` in place of the constraint's priority, or after it; nil when it is optional already.
    private func lowering(_ constraint: Located) -> Edit? {
        let bytes = self.bytes
        let content = bytes[constraint.content]
        if let at = content.lastIndex(of: UInt8(ascii: "@")) {
            let priority = String(decoding: bytes[(at + 1)..<constraint.content.upperBound].filter { !Self.isBlank($0) }, as: UTF8.self)
            guard priority == "required" || priority == "1000" else { return nil }
            return Edit(range: at..<constraint.content.upperBound, replacement: "@high")
        }
        // A `;` right after a priority is not consumed (it adds a constraint to super), and
        // constraints need no separator after one: the `;` gives way to the priority.
        let end = constraint.range.upperBound
        let follows = end < constraint.value.range.upperBound && !Self.isBlank(bytes[end])
        return Edit(range: constraint.content.upperBound..<end, replacement: " @high" + (follows ? " " : ""))
    }

    /// The constraint taken out of its value with its separator, or the whole attribute (and
    /// the blanks before it) when it is the value's only constraint.
    private func removal(_ constraint: Located) -> Edit {
        let bytes = self.bytes
        let value = constraint.value.range
        let rest = bytes[value.lowerBound..<constraint.range.lowerBound] + bytes[constraint.range.upperBound..<value.upperBound]
        if rest.allSatisfy({ Self.isBlank($0) || $0 == UInt8(ascii: ";") }) {
            var start = constraint.attribute.range.lowerBound
            while start > 0, Self.isBlank(bytes[start - 1]) { start -= 1 }
            return Edit(range: start..<constraint.attribute.range.upperBound, replacement: "")
        }
        if constraint.content.upperBound < constraint.range.upperBound {
            // It ends with its `;`: take that and the blanks after it.
            var end = constraint.range.upperBound
            while end < value.upperBound, Self.isBlank(bytes[end]) { end += 1 }
            return Edit(range: constraint.range.lowerBound..<end, replacement: "")
        }
        // The last of the list: take the `;` before it and the blanks around that.
        var start = constraint.range.lowerBound
        while start > value.lowerBound, Self.isBlank(bytes[start - 1]) { start -= 1 }
        if start > value.lowerBound, bytes[start - 1] == UInt8(ascii: ";") { start -= 1 }
        while start > value.lowerBound, Self.isBlank(bytes[start - 1]) { start -= 1 }
        return Edit(range: start..<constraint.range.upperBound, replacement: "")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: Titles

    private func describe(_ constraint: Located) -> String {
        let written = String(decoding: bytes[constraint.content], as: UTF8.self)
        return "`\(written)` (\(constraint.attribute.name.qualified) on \(LayoutDiagnostics.name(of: document.views[constraint.view])))"
    }

    /// Where the view stands once fixed, on the first device that showed the conflict:
    /// "`bar` is 375×200 at (0, 0) on iPhone SE".
    private func screen(of view: Int, in outcome: Outcome, device: Int) -> String {
        let name = LayoutDiagnostics.name(of: outcome.document.views[view]).capitalizedFirstLetter
        guard outcome.layouts.indices.contains(device), let item = outcome.layouts[device].item(ofView: view)
        else { return "\(name) is placed without a conflict" }
        let layout = outcome.layouts[device]
        let frame = layout.solution.frames[item]
        let format = LayoutDiagnostics.format
        return "\(name) is \(format(frame.width))×\(format(frame.height)) at (\(format(frame.x)), \(format(frame.y))) "
            + "on \(layout.preset.displayName)"
    }
}

private extension String {
    var capitalizedFirstLetter: String { prefix(1).uppercased() + dropFirst() }
}
