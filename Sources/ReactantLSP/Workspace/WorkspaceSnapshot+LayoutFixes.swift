import ReactantAnalysis
import ReactantLayout
import Support

extension WorkspaceSnapshot {
    /// A version's layout warnings (`layout.conflict`, `layout.ambiguous`) with their verified
    /// quick fixes and, with `fixAllMinimum`, when at least that many warnings can be fixed
    /// together, the edits that fix them all (verified as a whole), for a code action: the
    /// layout stage publishes the warnings without fixes (verifying them lays the document out
    /// again per candidate), so they are found when asked for. Nil when cancelled or nothing
    /// is wrong.
    func layoutFixes(
        _ snapshot: DocumentSnapshot, fixAllMinimum: Int?, isCancelled: () -> Bool
    ) async -> (warnings: [Diagnostic], fixAll: [TextReplacement]?)? {
        let analyzed = await analyzed(snapshot)
        guard let (layouts, _) = await layoutsAndHolds(snapshot, isCancelled: isCancelled), !isCancelled() else { return nil }
        let warnings = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document).filter {
            LayoutFixes.fixedCodes.contains($0.code)
        }
        guard !warnings.isEmpty else { return nil }
        let context = AnalysisContext(
            path: analyzed.path, text: analyzed.text, syntax: analyzed.syntax, document: analyzed.document, workspace: index)
        let fixes = LayoutFixes(context: context, values: layoutValues)
        let fixed = fixes.addingFixes(to: warnings)
        guard !isCancelled() else { return nil }
        return (fixed, fixAllMinimum.flatMap { fixes.combined(fixed, minimum: $0) }?.map { TextReplacement(range: $0.range, text: $0.replacement) })
    }
}
