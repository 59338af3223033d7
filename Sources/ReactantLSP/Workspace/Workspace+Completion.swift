extension Workspace {
    /// What completion offers from other files: every component type the workspace declares,
    /// every style of its `.styles.xml` groups and the Swift files' declarations. Built once
    /// per index generation: with 10,000 files indexed, sorting their type names on every
    /// keystroke's completion would cost more than the completion.
    public func completionWorkspace() -> CompletionWorkspace {
        let groups = styleGroups()  // first: it may put an open group's latest facts in the index
        let (index, generation, cached) = withState { state in (state.index, state.generation, state.completionWorkspace) }
        if let cached, cached.generation == generation { return cached.value }
        var styles: [CompletionWorkspace.Style] = []
        for group in groups {
            styles += group.declared.map { .init(name: $0.name, elementKind: $0.elementKind, group: group.name) }
        }
        let built = CompletionWorkspace(componentTypes: index.componentTypeNames.sorted(), styles: styles, swift: index.swift)
        withState { state in if state.generation == generation { state.completionWorkspace = (generation, built) } }
        return built
    }
}
