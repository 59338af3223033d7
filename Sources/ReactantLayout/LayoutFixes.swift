import LayoutSolver
import ReactantAnalysis
import Support
import XMLSyntax

/// Quick fixes for the layout warnings, each verified before it is offered: the edit is
/// applied to the text in memory, the text analysed and laid out again on every device as
/// `--check` does, and the fix kept only if its warning is gone and no other finding appears.
/// `ConflictFixes` and `AmbiguityFixes` propose the candidates; this decides which hold, and
/// which hold together ("fix all"). A warning none of whose candidates holds says so.
package struct LayoutFixes {
    /// What the text says once analysed and laid out again.
    struct Outcome {
        /// Its well-formedness, constraint and layout findings (not the fixes' own).
        let diagnostics: [Diagnostic]
        let document: ReactantDocument
        let layouts: [ComponentLayout]
    }

    /// One edit proposed for a warning: verified, it is offered with `title`, followed by where
    /// `view` stands once fixed on the device `device` (an index into the layouts).
    struct Candidate {
        let title: String
        let edit: Edit
        let view: Int
        let device: Int
        /// What else the text with the edit must show to count as fixed.
        let holds: (Outcome) -> Bool

        init(title: String, edit: Edit, view: Int, device: Int, holds: @escaping (Outcome) -> Bool = { _ in true }) {
            self.title = title
            self.edit = edit
            self.view = view
            self.device = device
            self.holds = holds
        }
    }

    /// Warnings of each kind per document given fixes; each candidate costs a layout on every device.
    static let warningLimit = 3
    /// Views laid out, summed over the layouts verification makes for one kind of warning (the
    /// document's own, without held views, then one per candidate): a screen of up to 30 views
    /// has every candidate of its first three conflicts tried; one of 200 views, the first
    /// candidate only; one of more than 200, none. Deterministic, unlike a time limit, so
    /// `--check` says the same each run.
    static let viewLayoutBudget = 400
    /// Candidates tried per warning.
    static let candidateLimit = 4
    static let noVerifiedFixNote = "; no single change was verified to resolve it"
    /// The warnings fixed: those a change of the file can resolve.
    package static let fixedCodes: Set<String> = [LayoutDiagnostics.conflictCode, LayoutDiagnostics.ambiguousCode]

    let text: String
    let tree: XMLSyntaxTree
    let document: ReactantDocument
    /// Analyses and lays out a text as the check does; nil when cancelled.
    let outcome: (String) -> Outcome?
    /// The layout warnings of a text as the editor and `--check` show them (the views held for
    /// Swift code held), for fix-all to go on from a text it edited; nil when cancelled. Without
    /// it, the outcome's warnings stand in.
    let published: ((String) -> [Diagnostic]?)?

    init(
        text: String, tree: XMLSyntaxTree, document: ReactantDocument, outcome: @escaping (String) -> Outcome?,
        published: ((String) -> [Diagnostic]?)? = nil
    ) {
        self.text = text
        self.tree = tree
        self.document = document
        self.outcome = outcome
        self.published = published
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
        } published: { text in
            let syntax = XMLDocumentSyntax(text: text)
            let document = ReactantDocument(tree: syntax.tree, path: context.path)
            guard let layouts = LayoutCheck.layouts(
                document: document, tree: syntax.tree, values: values,
                styles: StyleLibrary(reachableFrom: document, path: context.path, in: context.workspace),
                holds: FieldLayoutHolds(document: document, swift: context.workspace.swift))
            else { return nil }
            return LayoutDiagnostics.diagnostics(for: layouts, in: document).filter { Self.fixedCodes.contains($0.code) }
        }
    }

    /// `diagnostics` with fixes on the first `warningLimit` conflicts and ambiguous views, as
    /// far as `viewLayoutBudget` goes for each kind (and the note on those all of whose
    /// candidates were tried and none held); the others unchanged.
    package func addingFixes(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        let budget = Self.viewLayoutBudget / max(1, document.views.count)
        guard budget >= 2, diagnostics.contains(where: { Self.fixedCodes.contains($0.code) }),
              let baseline = outcome(text) else { return diagnostics }
        let before = Self.counts(baseline.diagnostics)
        let conflicts = ConflictFixes(fixes: self), ambiguities = AmbiguityFixes(fixes: self)
        var layoutsLeft: [String: Int] = [:], tried: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let code = diagnostic.code
            guard Self.fixedCodes.contains(code), tried[code, default: 0] < Self.warningLimit,
                  layoutsLeft[code, default: budget - 1] > 0 else { return diagnostic }
            tried[code, default: 0] += 1
            let candidates = code == LayoutDiagnostics.conflictCode
                ? conflicts.candidates(for: diagnostic, baseline: baseline)
                : ambiguities.candidates(for: diagnostic, baseline: baseline)
            var left = layoutsLeft[code, default: budget - 1]
            let (fixes, complete) = verified(candidates, for: diagnostic, before: before, layoutsLeft: &left)
            layoutsLeft[code] = left
            var fixed = diagnostic
            fixed.fixes += fixes
            if fixed.fixes.isEmpty && complete { fixed.message += Self.noVerifiedFixNote }
            return fixed
        }
    }

    /// Fix all: the verified fix of every conflict and ambiguous view that has one, applied one
    /// after the other, each found and verified on the text the ones before it left (fixing one
    /// view can change or remove another's warning, and a fix found for the original text may
    /// no longer hold once another is applied). Each round takes the first warning the editor
    /// shows that has not been tried on its own, and applies its first candidate that holds as
    /// a quick fix does (its warning goes, no finding of the text gets more frequent), where the
    /// text's layout warnings also get fewer. A warning none of whose candidates held is not
    /// tried again. The edits are in the original text's offsets, merged where one touches
    /// another. Nil unless at least `minimum` fixes were applied (an editor offering "fix all"
    /// beside the quick fixes wants two: one is the quick fix itself).
    ///
    /// Bounded as the quick fixes are, by views laid out: `fixAllLayoutBudget` in all, so a
    /// screen of 30 views has about 50 layouts (every candidate of a dozen warnings).
    package func combined(_ fixed: [Diagnostic], minimum: Int = 2) -> [Edit]? {
        var layoutsLeft = Self.fixAllLayoutBudget / max(1, document.views.count)
        let isWarning: (Diagnostic) -> Bool = { Self.fixedCodes.contains($0.code) }
        var shown = fixed.filter(isWarning)
        guard layoutsLeft >= 2, shown.count >= max(1, minimum), var baseline = outcome(text) else { return nil }
        layoutsLeft -= 1
        var current = text
        var edits: [Edit] = []
        var applied = 0
        var given: Set<Key> = []  // warnings none of whose candidates held
        rounds: while layoutsLeft > 0 {
            guard let warning = shown.first(where: { !given.contains(Key($0)) }) else { break }
            // The outcome's document is the current text's.
            let fixes = current == text ? self : LayoutFixes(
                text: current, tree: XMLDocumentSyntax(text: current).tree, document: baseline.document,
                outcome: outcome, published: published)
            let candidates = warning.code == LayoutDiagnostics.conflictCode
                ? ConflictFixes(fixes: fixes).candidates(for: warning, baseline: baseline)
                : AmbiguityFixes(fixes: fixes).candidates(for: warning, baseline: baseline)
            let before = Self.counts(baseline.diagnostics)
            let target = Key(warning)
            let warningsBefore = baseline.diagnostics.count(where: isWarning)
            var seen: Set<Edit> = []
            for candidate in candidates.prefix(Self.candidateLimit) where seen.insert(candidate.edit).inserted {
                guard layoutsLeft > 0 else { break rounds }
                layoutsLeft -= 1
                let edited = candidate.edit.applied(to: current)
                guard let after = outcome(edited) else { return nil }
                let counts = Self.counts(after.diagnostics)
                guard counts[target, default: 0] < before[target, default: 0] || before[target, default: 0] == 0,
                      counts.allSatisfy({ $0.value <= before[$0.key, default: 0] }), candidate.holds(after),
                      after.diagnostics.count(where: isWarning) < warningsBefore
                else { continue }
                edits = Edit.composing(edits, then: candidate.edit, on: Array(text.utf8))
                current = edited
                baseline = after
                applied += 1
                if let published {
                    guard let now = published(current) else { return nil }
                    shown = now
                } else {
                    shown = after.diagnostics.filter(isWarning)
                }
                continue rounds
            }
            given.insert(target)
        }
        return applied >= max(1, minimum) && !edits.isEmpty ? edits : nil
    }

    /// Views laid out, summed over fix-all's layouts (the quick fixes' `viewLayoutBudget` is per
    /// kind of warning and for three warnings of each; fix-all goes on to every warning).
    static let fixAllLayoutBudget = 1_600

    /// The candidates that held, and whether every candidate was tried (within `layoutsLeft`).
    private func verified(
        _ candidates: [Candidate], for warning: Diagnostic, before: [Key: Int], layoutsLeft: inout Int
    ) -> (fixes: [Diagnostic.Fix], complete: Bool) {
        let target = Key(warning)
        var fixes: [Diagnostic.Fix] = []
        var seen: Set<Edit> = []
        for candidate in candidates.prefix(Self.candidateLimit) where seen.insert(candidate.edit).inserted {
            guard layoutsLeft > 0 else { return (fixes, false) }
            layoutsLeft -= 1
            guard let after = outcome(candidate.edit.applied(to: text)) else { return (fixes, false) }
            let counts = Self.counts(after.diagnostics)
            // A warning the document laid out with no view held does not show (its message
            // differs) is judged by the candidate's own test alone.
            guard counts[target, default: 0] < before[target, default: 0] || before[target, default: 0] == 0,
                  counts.allSatisfy({ $0.value <= before[$0.key, default: 0] }), candidate.holds(after)
            else { continue }
            let title = candidate.title + ": " + screen(of: candidate.view, in: after, device: candidate.device)
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

    static func counts(_ diagnostics: [Diagnostic]) -> [Key: Int] {
        var counts: [Key: Int] = [:]
        for diagnostic in diagnostics { counts[Key(diagnostic), default: 0] += 1 }
        return counts
    }

    // MARK: Edits

    package struct Edit: Hashable {
        package let range: Range<Int>
        package let replacement: String

        func applied(to text: String) -> String {
            Self.applying([self], to: text)
        }

        /// Whether the two edits overlap or meet, so that the order of applying them matters.
        func touches(_ other: Edit) -> Bool {
            max(range.lowerBound, other.range.lowerBound) <= min(range.upperBound, other.range.upperBound)
        }

        /// `edits` (in the offsets of `original`, not touching one another) followed by `next` (in
        /// the offsets of the text they give): the same edits of `original`, `next` merged with
        /// those it touches into one, so they still apply together.
        static func composing(_ edits: [Edit], then next: Edit, on original: [UInt8]) -> [Edit] {
            let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            var current = original
            for edit in sorted.reversed() { current.replaceSubrange(edit.range, with: Array(edit.replacement.utf8)) }
            // Each edit's span in the current text, and the length it adds.
            var spans: [(edit: Edit, current: Range<Int>, growth: Int)] = []
            var shift = 0
            for edit in sorted {
                let length = edit.replacement.utf8.count
                let start = edit.range.lowerBound + shift
                spans.append((edit, start..<(start + length), length - edit.range.count))
                shift += length - edit.range.count
            }
            let touching = { (span: Range<Int>) in
                max(span.lowerBound, next.range.lowerBound) <= min(span.upperBound, next.range.upperBound)
            }
            let merged = spans.filter { touching($0.current) }
            let before = spans.filter { !touching($0.current) && $0.current.upperBound < next.range.lowerBound }
            let after = spans.filter { !touching($0.current) && $0.current.lowerBound > next.range.upperBound }
            let low = min(next.range.lowerBound, merged.first?.current.lowerBound ?? .max)
            let high = max(next.range.upperBound, merged.last?.current.upperBound ?? .min)
            let shiftBefore = before.reduce(0) { $0 + $1.growth }
            let growthInside = merged.reduce(0) { $0 + $1.growth }
            let replacement = String(decoding: current[low..<next.range.lowerBound], as: UTF8.self) + next.replacement
                + String(decoding: current[next.range.upperBound..<high], as: UTF8.self)
            let range = (low - shiftBefore)..<(high - shiftBefore - growthInside)
            return before.map(\.edit) + [Edit(range: range, replacement: replacement)] + after.map(\.edit)
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

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: Titles

    /// Where the view stands once fixed, on the device the warning was shown for:
    /// "`bar` is 375×200 at (0, 0) on iPhone SE".
    private func screen(of view: Int, in outcome: Outcome, device: Int) -> String {
        let name = LayoutDiagnostics.name(of: outcome.document.views[view]).capitalizedFirstLetter
        guard outcome.layouts.indices.contains(device), let item = outcome.layouts[device].item(ofView: view)
        else { return "\(name) is placed" }
        let layout = outcome.layouts[device]
        let frame = layout.solution.frames[item]
        let format = LayoutDiagnostics.format
        return "\(name) is \(format(frame.width))×\(format(frame.height)) at (\(format(frame.x)), \(format(frame.y))) "
            + "on \(layout.preset.displayName)"
    }
}

extension String {
    var capitalizedFirstLetter: String { prefix(1).uppercased() + dropFirst() }
}
