import ReactantAnalysis
import Support

extension Workspace {
    /// A version's layout warnings (`layout.conflict`, `layout.ambiguous`) with their verified
    /// quick fixes, for a code action that names one: the layout stage publishes them without
    /// fixes (verifying them lays the document out again per candidate), so they are found
    /// when asked for. Empty when cancelled or nothing is wrong.
    func layoutWarningsWithFixes(_ snapshot: DocumentSnapshot, isCancelled: () -> Bool) -> [Diagnostic] {
        layoutFixes(snapshot, fixAllMinimum: nil, isCancelled: isCancelled)?.warnings ?? []
    }

    /// The layout warnings with their verified fixes and, with `fixAllMinimum`, when at least
    /// that many warnings can be fixed together, the edits that fix them all (verified as a whole).
    func layoutFixes(
        _ snapshot: DocumentSnapshot, fixAllMinimum: Int?, isCancelled: () -> Bool
    ) -> (warnings: [Diagnostic], fixAll: [TextReplacement]?)? {
        let analyzed = analyzed(snapshot)
        guard let (layouts, _) = layoutsAndHolds(snapshot, isCancelled: isCancelled), !isCancelled() else { return nil }
        let warnings = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document).filter {
            LayoutFixes.fixedCodes.contains($0.code)
        }
        guard !warnings.isEmpty else { return nil }
        let context = AnalysisContext(
            path: analyzed.path, text: analyzed.text, syntax: analyzed.syntax, document: analyzed.document, workspace: index)
        let fixes = LayoutFixes(context: context, values: .interactive)
        let fixed = fixes.addingFixes(to: warnings)
        guard !isCancelled() else { return nil }
        return (fixed, fixAllMinimum.flatMap { fixes.combined(fixed, minimum: $0) }?.map { TextReplacement(range: $0.range, text: $0.replacement) })
    }
}
