import Support

/// A `.styles.xml` group becomes the Swift struct `<Name>Styles`, its name's first letter
/// capitalized: two groups whose names give the same struct clash in one Swift module. Files
/// of different targets may share a name, so, like a repeated component type, a warning.
public struct StyleGroupNameCheck: WorkspaceParticipant {
    /// At most this many other declarations are listed as related information.
    static let relatedLimit = 5

    public init() {}

    public func findings(in context: WorkspaceContext) -> [Finding] {
        guard context.document.kind == .styleGroup, let name = context.document.styleSections.first?.name, !name.name.isEmpty else {
            return []
        }
        let others = Self.spellings(of: name.name)
            .flatMap { context.workspace.styleGroups(named: $0) }
            .filter { $0.path != context.path }
            .sorted { $0.path < $1.path }
        guard !others.isEmpty else { return [] }
        let related = others.prefix(Self.relatedLimit).map {
            Diagnostic.RelatedLocation(path: $0.path, range: $0.group.range, message: "'\($0.group.name)' is also declared here")
        }
        let count = others.count == 1 ? "once more" : "\(others.count) more times"
        return [Finding(Diagnostic(.duplicateStyleGroup, .warning,
            "Style group '\(name.name)' is declared \(count); in one Swift module the generated '\(Self.swiftName(of: name.name))' structs clash",
            range: name.range, related: Array(related)), isCrossFile: true)]
    }

    /// The Swift type the generator makes of a group name.
    static func swiftName(of group: String) -> String { group.prefix(1).uppercased() + group.dropFirst() + "Styles" }

    /// Every group name that gives the same Swift type: the name with its first letter in either case.
    static func spellings(of group: String) -> [String] {
        let upper = group.prefix(1).uppercased() + group.dropFirst()
        let lower = group.prefix(1).lowercased() + group.dropFirst()
        return Array(Set([group, upper, lower])).sorted()
    }
}
