import SchemaModel
import Support
import XMLSyntax

/// Checks the values of `Color`, `Image` and `Font` attributes (on views, attributed text and
/// styles) against the app's resources, when they are known: `theme.NAME` against the
/// application description (the generated `ApplicationTheme` has a property for each item, so
/// a missing one fails the Swift build), a plain image name against the asset catalogs
/// (`UIImage(named:)` finds nothing: the view shows no image), and a plain color name that is
/// no system color against the catalogs' color sets (`UIColor(named:)` is nil). Cross-file:
/// the verdicts depend on the description and the catalogs.
public struct ThemeResourceCheck: AnalysisParticipant {
    public let schema: Schema

    public init(schema: Schema) {
        self.schema = schema
    }

    public func findings(in context: AnalysisContext) -> [Finding] {
        guard let resources = context.workspace.resources.resources(forDocumentAt: context.path),
              let root = context.tree.root else { return [] }
        let rootDeclaration: ElementDeclaration?
        switch context.document.kind {
        case .component: rootDeclaration = schema.root(named: ReactantVocabulary.component)
        case .styleGroup: rootDeclaration = schema.root(named: ReactantVocabulary.styleGroup)
        case .unrecognised: rootDeclaration = nil
        }
        guard let rootDeclaration else { return [] }
        let tree = context.tree
        var diagnostics: [Diagnostic] = []
        var pending: [(element: Int, declaration: ElementDeclaration)] = [(root.index, rootDeclaration)]
        while let (index, declaration) = pending.popLast() {
            for attribute in tree.elements[index].attributes {
                guard let value = attribute.value, !attribute.name.hasLayoutPrefix,
                      let kind = ThemeItemKind(schemaTypeName: declaration.attribute(named: attribute.name.qualified)?.type.name)
                else { continue }
                if let diagnostic = Self.check(value, kind: kind, resources: resources) { diagnostics.append(diagnostic) }
            }
            for child in tree.elements[index].children {
                guard case .element(let childIndex) = child, let childDeclaration = declaration.child(named: tree.elements[childIndex].name.qualified)
                else { continue }
                pending.append((childIndex, childDeclaration))
            }
        }
        return diagnostics.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { Finding($0, isCrossFile: true) }
    }

    /// The verdict on one value of a `kind` attribute.
    static func check(_ value: XMLAttributeValueSyntax, kind: ThemeItemKind, resources: ApplicationResources) -> Diagnostic? {
        let text = value.decoded.value
        if let name = ThemedValue.name(in: text) {
            guard let description = resources.description, description.isApplication else { return nil }
            // A modifier after a theme color is the schema check's error.
            if kind == .color, name.contains("@") { return nil }
            if description.has(kind, named: name) { return nil }
            let nameRange = value.decoded.documentRange(forDecoded: ThemedValue.prefix.utf8.count..<text.utf8.count)
            if let other = ThemeItemKind.allCases.first(where: { $0 != kind && description.has($0, named: name) }) {
                let declared = description.declarations(of: other, named: name)[0]
                return Diagnostic(resource: .wrongKind,
                    "`\(name)` is a theme \(other.rawValue), not a \(kind.rawValue): the generated `ApplicationTheme.\(kind.sectionName)` has no `\(name)`, so the Swift build fails",
                    range: nameRange,
                    related: [.init(path: description.path, range: declared.nameRange, message: "`\(name)` is declared among <\(other.sectionName)>")])
            }
            let names = description.names(of: kind)
            let suggestion = DidYouMean.suggestion(for: name, among: names)
            let known = names.isEmpty ? "the description declares no \(kind.rawValue)" : "theme \(kind.rawValue)s: " + names.prefix(12).joined(separator: ", ")
            return Diagnostic(resource: .unknownItem,
                "The application description declares no \(kind.rawValue) `\(name)` (\(known)): the generated `ApplicationTheme.\(kind.sectionName)` has no such property, so the Swift build fails"
                    + DidYouMean.clause(suggestion),
                range: nameRange,
                fixes: suggestion.map { [Diagnostic.Fix(title: "Change to 'theme.\($0)'", range: nameRange, replacement: $0)] } ?? [])
        }
        guard !resources.catalogs.isEmpty else { return nil }
        switch kind {
        case .image:
            guard !text.isEmpty, resources.image(named: text) == nil else { return nil }
            let names = resources.imageNames
            let suggestion = DidYouMean.suggestion(for: text, among: names)
            let alike = names.filter { $0.lowercased().hasPrefix(text.lowercased()) }.prefix(6)
            let listed = suggestion == nil && !alike.isEmpty ? " (the catalogs have " + alike.map { "`\($0)`" }.joined(separator: ", ") + ")" : ""
            return Diagnostic(resource: .unknownImage,
                "No asset catalog of the app has an image set `\(text).imageset`: `UIImage(named:)` finds nothing and the view shows no image"
                    + listed + DidYouMean.clause(suggestion),
                range: value.range,
                fixes: suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: value.range, replacement: $0)] } ?? [])
        case .color:
            let base = String(text.prefix { $0 != "@" })
            let system = ValueSyntax.systemColorNames
            guard !base.isEmpty, !base.hasPrefix("#"), !system.contains(where: { $0.lowercased() == base.lowercased() }),
                  !resources.hasColor(named: base) else { return nil }
            let names = resources.colorNames
            let suggestion = DidYouMean.suggestion(for: base, among: names + system)
            let baseRange = value.decoded.documentRange(forDecoded: 0..<base.utf8.count)
            return Diagnostic(resource: .unknownColor,
                "`\(base)` is neither a system color nor a color set of the app's asset catalogs: `UIColor(named:)` is nil at run time"
                    + DidYouMean.clause(suggestion),
                range: baseRange,
                fixes: suggestion.map { [Diagnostic.Fix(title: "Change to '\($0)'", range: baseRange, replacement: $0)] } ?? [])
        case .font:
            return nil
        }
    }
}
