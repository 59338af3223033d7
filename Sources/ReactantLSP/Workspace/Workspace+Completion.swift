extension Workspace {
    /// What completion offers from other files: every component type the workspace declares,
    /// every style of its `.styles.xml` groups and the Swift files' declarations.
    public func completionWorkspace() -> CompletionWorkspace {
        var styles: [CompletionWorkspace.Style] = []
        for group in styleGroups() {
            styles += group.declared.map { .init(name: $0.name, elementKind: $0.elementKind, group: group.name) }
        }
        let index = index
        return CompletionWorkspace(componentTypes: index.componentTypeNames.sorted(), styles: styles, swift: index.swift)
    }
}
