extension Workspace {
    /// What completion offers from other files: every component type the workspace declares,
    /// every style of its `.styles.xml` groups and the Swift files' declarations.
    public func completionWorkspace() -> CompletionWorkspace {
        let index = index
        var styles: [CompletionWorkspace.Style] = []
        for prepared in preparedStyleGroups() {
            guard let section = prepared.document.styleSections.first, let group = section.name?.name else { continue }
            for style in section.styles {
                guard let name = style.name?.name else { continue }
                styles.append(.init(name: name, elementKind: style.kind.styledTag, group: group))
            }
        }
        return CompletionWorkspace(componentTypes: index.componentTypeNames.sorted(), styles: styles, swift: index.swift)
    }
}
