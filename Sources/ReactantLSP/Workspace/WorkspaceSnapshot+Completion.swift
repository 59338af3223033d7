import ReactantAnalysis
import XMLSyntax

extension WorkspaceSnapshot {
    /// What completion offers from other files at the snapshot: shared with every snapshot of
    /// the same `completionGeneration` (built once). An open style group whose facts the
    /// captured index lacks (not prepared yet) is read here, only its root first, and its
    /// styles offered; that answer is this snapshot's alone.
    func completionWorkspace() async -> CompletionWorkspace {
        var index = index
        var overlaid = false
        for path in documents.keys.sorted() {
            guard let entry = documents[path], !entry.factsInIndex else { continue }
            let root = await entry.preparation.syntaxTree.root?.name.qualified
            guard DocumentPath.kind(of: path, rootTag: root) == .styleGroup else { continue }
            index.update(await entry.preparation.preparedDocument.facts)
            overlaid = true
        }
        if overlaid { return CompletionWorkspace(index) }
        return completionMemo.value(at: completionGeneration) { CompletionWorkspace(index) }
    }

    /// The syntax tree of `document`'s version and its model when asked for: all completion
    /// needs, each read once per version and shared (the model, asked from inside the
    /// synchronous engine, is read again rather than waited for while another caller reads it).
    func syntaxAndModel(_ document: DocumentSnapshot) async -> (tree: XMLSyntaxTree, document: @Sendable () -> ReactantDocument) {
        let preparation = preparation(document)
        let tree = await preparation.syntaxTree
        return (tree, { preparation.documentWithoutWaiting(tree: tree) })
    }
}
