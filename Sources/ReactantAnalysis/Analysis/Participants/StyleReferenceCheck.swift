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
        var suggestions = Suggestions(localNames: localNames, context: context, ownGroup: ownGroup?.name?.name)
        var findings: [Finding] = []

        for reference in document.styleReferences {
            // Each piece is written into Swift as a name (`CommonStyles.title`): `common.a:b`
            // splits on `.` alone and names the member `a:b`, which does not compile.
            let pieces: [NamedValue] = switch reference.target {
            case .local(let name): [name]
            case .global(let group, let style): [group, style]
            case .malformed: []
            }
            if let bad = pieces.first(where: { !ReactantVocabulary.isSwiftIdentifier($0.name) }) {
                findings.append(Finding(Diagnostic(.invalidStyleReference, .error,
                    "'\(bad.name)' in '\(reference.text)' is no Swift name: the generated style reference does not compile; write 'name', 'group:name' or 'group.name' with letters, digits and '_'",
                    range: bad.range)))
                continue
            }
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
                    suggestion: suggestions.localStyle(near: name.name))))
            case .global(let group, let style):
                if let ownGroup, ownGroup.name?.name == group.name {
                    guard !localNames.contains(style.name) else { continue }
                    findings.append(Finding(Diagnostic(.unknownStyle, .warning,
                        "Style group '\(group.name)' has no style '\(style.name)'", range: style.range,
                        suggestion: suggestions.localStyle(near: style.name))))
                    continue
                }
                findings += resolveGlobal(group: group, style: style, in: context, suggestions: &suggestions)
            }
        }
        return findings
    }

    private func resolveGlobal(group: NamedValue, style: NamedValue, in context: WorkspaceContext,
                               suggestions: inout Suggestions) -> [Finding] {
        let groups = context.workspace.styleGroups(named: group.name).filter { $0.path != context.path }
        guard !groups.isEmpty else {
            return [Finding(Diagnostic(.unknownStyleGroup, .warning,
                "No .styles.xml in the workspace declares style group '\(group.name)'", range: group.range,
                suggestion: suggestions.group(near: group.name)), isCrossFile: true)]
        }
        guard !groups.contains(where: { $0.group.styles[style.name] != nil }) else { return [] }
        let related = groups.prefix(5).map { Diagnostic.RelatedLocation(path: $0.path, range: $0.group.range, message: "Style group '\(group.name)' is declared here") }
        return [Finding(Diagnostic(.unknownStyle, .warning, "Style group '\(group.name)' has no style '\(style.name)'",
                                   range: style.range, related: related,
                                   suggestion: suggestions.style(near: style.name, inGroup: group.name, of: groups)), isCrossFile: true)]
    }

    /// The did-you-mean searches of one document: each set of candidates is prepared once, when
    /// first needed, and each unknown name is searched once, however often it is written.
    private struct Suggestions {
        let localNames: Set<String>
        let context: WorkspaceContext
        let ownGroup: String?

        private var local: DidYouMean.Candidates?
        private var localFound: [String: String?] = [:]
        private var groups: DidYouMean.Candidates?
        private var groupsFound: [String: String?] = [:]
        /// By group name: the styles of the other files' groups of that name.
        private var stylesOfGroup: [String: DidYouMean.Candidates] = [:]
        private var stylesFound: [GroupStyle: String?] = [:]

        private struct GroupStyle: Hashable {
            let group: String
            let style: String
        }

        init(localNames: Set<String>, context: WorkspaceContext, ownGroup: String?) {
            self.localNames = localNames
            self.context = context
            self.ownGroup = ownGroup
        }

        /// The style of this file (or of this style group) closest to `name`.
        mutating func localStyle(near name: String) -> String? {
            if let known = localFound[name] { return known }
            if local == nil { local = DidYouMean.Candidates(localNames) }
            let found = local!.suggestion(for: name)
            localFound[name] = found
            return found
        }

        /// The style group of the workspace (or this file's own) closest to `name`.
        mutating func group(near name: String) -> String? {
            if let known = groupsFound[name] { return known }
            if groups == nil {
                groups = DidYouMean.Candidates(Set(context.workspace.styleGroupNames).union(ownGroup.map { [$0] } ?? []))
            }
            let found = groups!.suggestion(for: name)
            groupsFound[name] = found
            return found
        }

        /// The style closest to `name` among those of `declarations`, the other files' groups
        /// named `group`.
        mutating func style(near name: String, inGroup group: String,
                            of declarations: [(path: String, group: DocumentFacts.StyleGroup)]) -> String? {
            let key = GroupStyle(group: group, style: name)
            if let known = stylesFound[key] { return known }
            if stylesOfGroup[group] == nil {
                stylesOfGroup[group] = DidYouMean.Candidates(declarations.flatMap { $0.group.styles.keys })
            }
            let found = stylesOfGroup[group]!.suggestion(for: name)
            stylesFound[key] = found
            return found
        }
    }
}
