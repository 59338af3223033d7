import ReactantAnalysis

extension Workspace {
    /// What completion offers from other files: every component type the workspace declares,
    /// every style of its `.styles.xml` groups and the Swift files' declarations. Built again
    /// only when one of those changes (`completionGeneration`), not when any fact does: a
    /// keystroke that changes the document's facts must not pay it.
    public func completionWorkspace() -> CompletionWorkspace {
        prepareOpenStyleGroups()  // first: it may put an open group's latest facts in the index
        let (index, generation, memo) = withState { state in (state.index, state.completionGeneration, state.completionMemo) }
        return memo.value(at: generation) { CompletionWorkspace(index) }
    }
}

extension CompletionWorkspace {
    /// What completion offers from the files of `index`: its component types, its style
    /// groups' styles (sorted by path) and its Swift declarations.
    init(_ index: WorkspaceIndex) {
        let groups = index.styleGroupNames.flatMap { index.styleGroups(named: $0) }.sorted { $0.path < $1.path }.map(\.group)
        var styles: [CompletionWorkspace.Style] = []
        for group in groups {
            styles += group.declared.map { .init(name: $0.name, elementKind: $0.elementKind, group: group.name) }
        }
        self.init(componentTypes: index.componentTypeNames.sorted(), styles: styles, swift: index.swift)
    }
}
