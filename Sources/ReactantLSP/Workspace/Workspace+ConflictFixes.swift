import Support
import ReactantAnalysis

extension Workspace {
    /// A version's `layout.conflict` diagnostics with their verified quick fixes, for a code
    /// action that names one: the layout stage publishes conflicts without fixes (verifying
    /// them lays the document out again per candidate), so they are found when asked for.
    /// Empty when cancelled or nothing conflicts.
    func conflictsWithFixes(_ snapshot: DocumentSnapshot, isCancelled: () -> Bool) -> [Diagnostic] {
        conflictFixes(snapshot, fixAllMinimum: nil, isCancelled: isCancelled)?.conflicts ?? []
    }

    /// The conflicts with their verified fixes and, with `fixAllMinimum`, when at least that many
    /// conflicts can be fixed together, the edits that fix them all (verified as a whole).
    func conflictFixes(
        _ snapshot: DocumentSnapshot, fixAllMinimum: Int?, isCancelled: () -> Bool
    ) -> (conflicts: [Diagnostic], fixAll: [TextReplacement]?)? {
        let analyzed = analyzed(snapshot)
        guard let (layouts, _) = layoutsAndHolds(snapshot, isCancelled: isCancelled), !isCancelled() else { return nil }
        let conflicts = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document).filter {
            $0.code == LayoutDiagnostics.conflictCode
        }
        guard !conflicts.isEmpty else { return nil }
        let context = AnalysisContext(
            path: analyzed.path, text: analyzed.text, syntax: analyzed.syntax, document: analyzed.document, workspace: index)
        let fixes = ConflictFixes(context: context, values: .interactive)
        let fixed = fixes.addingFixes(to: conflicts)
        guard !isCancelled() else { return nil }
        return (fixed, fixAllMinimum.flatMap { fixes.combined(fixed, minimum: $0) }?.map { TextReplacement(range: $0.range, text: $0.replacement) })
    }
}
