import ReactantAnalysis

extension Workspace {
    /// What completion offers from other files: every component type the workspace declares,
    /// every style of its `.styles.xml` groups and the Swift files' declarations. Built again
    /// only when one of those changes (`completionGeneration`), not when any fact does: with
    /// 10,000 files indexed, sorting their type names costs more than the completion, and a
    /// keystroke that changes the document's facts must not pay it.
    public func completionWorkspace() -> CompletionWorkspace {
        let groups = styleGroups()  // first: it may put an open group's latest facts in the index
        let (index, generation, cached) = withState { state in (state.index, state.completionGeneration, state.completionWorkspace) }
        if let cached, cached.generation == generation { return cached.value }
        var styles: [CompletionWorkspace.Style] = []
        for group in groups {
            styles += group.declared.map { .init(name: $0.name, elementKind: $0.elementKind, group: group.name) }
        }
        let built = CompletionWorkspace(componentTypes: index.componentTypeNames.sorted(), styles: styles, swift: index.swift)
        withState { state in if state.completionGeneration == generation { state.completionWorkspace = (generation, built) } }
        return built
    }
}
