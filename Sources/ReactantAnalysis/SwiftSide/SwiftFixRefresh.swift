import SchemaModel
import Support

/// A fix that edits a Swift file carries the positions the Swift index had when the document
/// was analyzed, and an edit that only moves declarations keeps that analysis (their shape,
/// `SwiftFileDeclarations.shape`, is unchanged). So when fixes are asked for, those of the
/// Swift binding check are computed again against the current index: one document's fields,
/// not its whole analysis.
package enum SwiftFixRefresh {
    package static func refreshed(_ analyzed: AnalyzedDocument, index: WorkspaceIndex, schema: Schema) -> [Diagnostic] {
        let diagnostics = analyzed.diagnostics
        guard diagnostics.contains(where: editsOtherFile) else { return diagnostics }
        let context = WorkspaceContext(path: analyzed.path, document: analyzed.document, workspace: index)
        let current = FieldBindingCheck(schema: schema).findings(in: context).map(\.diagnostic)
        return diagnostics.map { diagnostic in
            guard editsOtherFile(diagnostic) else { return diagnostic }
            var refreshed = diagnostic
            let now = current.first { $0.code == diagnostic.code && $0.range == diagnostic.range }
            refreshed.fixes = diagnostic.fixes.filter { $0.otherFile == nil } + (now?.fixes.filter { $0.otherFile != nil } ?? [])
            return refreshed
        }
    }

    private static func editsOtherFile(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.fixes.contains { $0.otherFile != nil }
    }
}
