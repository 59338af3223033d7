import Support

/// `style="…"` and `extend="…"`: every reference must have one or two pieces (more make the
/// generator fail), and should name a style of this file (or of this group) or of a
/// `.styles.xml` group. Unknown names are warnings: the generator writes them into Swift
/// unchecked, and styles may also be written in Swift, so only the build can tell.
public struct StyleReferenceCheck: WorkspaceParticipant {
    public init() {}

    public func findings(in context: WorkspaceContext) -> [Finding] {
        let document = context.document
        let ownGroup = document.kind == .styleGroup ? document.styleSections.first : nil
        let localNames = Set(document.styles.compactMap(\.name?.name))
        var findings: [Finding] = []

        for reference in document.styleReferences {
            switch reference.target {
            case .malformed:
                findings.append(Finding(Diagnostic(.invalidStyleReference, .error,
                    "'\(reference.text)' is no style reference: write 'name' for a style of this file or 'group:name'",
                    range: reference.range)))
            case .local(let name):
                guard !localNames.contains(name.name) else { continue }
                let place = ownGroup == nil ? "this file" : "this style group"
                findings.append(Finding(Diagnostic(.unknownStyle, .warning,
                    "No style '\(name.name)' is declared in \(place)", range: name.range,
                    suggestion: DidYouMean.suggestion(for: name.name, among: localNames))))
            case .global(let group, let style):
                if let ownGroup, ownGroup.name?.name == group.name {
                    guard !localNames.contains(style.name) else { continue }
                    findings.append(Finding(Diagnostic(.unknownStyle, .warning,
                        "Style group '\(group.name)' has no style '\(style.name)'", range: style.range,
                        suggestion: DidYouMean.suggestion(for: style.name, among: localNames))))
                    continue
                }
                findings += resolveGlobal(group: group, style: style, in: context, ownGroup: ownGroup?.name?.name)
            }
        }
        return findings
    }

    private func resolveGlobal(group: NamedValue, style: NamedValue, in context: WorkspaceContext, ownGroup: String?) -> [Finding] {
        let groups = context.workspace.styleGroups(named: group.name).filter { $0.path != context.path }
        guard !groups.isEmpty else {
            let known = Set(context.workspace.styleGroupNames).union(ownGroup.map { [$0] } ?? [])
            return [Finding(Diagnostic(.unknownStyleGroup, .warning,
                "No .styles.xml in the workspace declares style group '\(group.name)'", range: group.range,
                suggestion: DidYouMean.suggestion(for: group.name, among: known)), isCrossFile: true)]
        }
        guard !groups.contains(where: { $0.group.styles[style.name] != nil }) else { return [] }
        let names = groups.flatMap { $0.group.styles.keys }
        let related = groups.prefix(5).map { Diagnostic.RelatedLocation(path: $0.path, range: $0.group.range, message: "Style group '\(group.name)' is declared here") }
        return [Finding(Diagnostic(.unknownStyle, .warning, "Style group '\(group.name)' has no style '\(style.name)'",
                                   range: style.range, related: related,
                                   suggestion: DidYouMean.suggestion(for: style.name, among: names)), isCrossFile: true)]
    }
}
