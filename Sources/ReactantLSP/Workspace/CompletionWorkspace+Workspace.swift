import ReactantAnalysis

extension CompletionWorkspace {
    /// What completion offers from the files of `index`: its component types, its style
    /// groups' styles (sorted by path) and its Swift declarations.
    init(_ index: WorkspaceIndex) {
        let groups = index.styleGroupNames.flatMap { index.styleGroups(named: $0) }.sorted { $0.path < $1.path }.map(\.group)
        var styles: [CompletionWorkspace.Style] = []
        for group in groups {
            styles += group.declared.map { .init(name: $0.name, elementKind: $0.elementKind, group: group.name) }
        }
        self.init(componentTypes: index.componentTypeNames.sorted(), styles: styles, swift: index.swift, resources: index.resources)
    }
}
