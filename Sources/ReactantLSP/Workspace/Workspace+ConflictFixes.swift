import Support

extension Workspace {
    /// A version's `layout.conflict` diagnostics with their verified quick fixes, for a code
    /// action that names one: the layout stage publishes conflicts without fixes (verifying
    /// them lays the document out again per candidate), so they are found when asked for.
    /// Empty when cancelled or nothing conflicts.
    func conflictsWithFixes(_ snapshot: DocumentSnapshot, isCancelled: () -> Bool) -> [Diagnostic] {
        let analyzed = analyzed(snapshot)
        guard let (layouts, _) = layoutsAndHolds(snapshot, isCancelled: isCancelled), !isCancelled() else { return [] }
        let conflicts = LayoutDiagnostics.diagnostics(for: layouts, in: analyzed.document).filter {
            $0.code == LayoutDiagnostics.conflictCode
        }
        guard !conflicts.isEmpty else { return [] }
        let context = AnalysisContext(
            path: analyzed.path, text: analyzed.text, syntax: analyzed.syntax, document: analyzed.document, workspace: index)
        return ConflictFixes(context: context, values: .interactive).addingFixes(to: conflicts)
    }
}
