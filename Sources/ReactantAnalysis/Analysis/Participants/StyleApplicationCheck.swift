import SchemaModel
import Support
import SwiftBinding

/// Whether the Swift the generator writes for a style compiles and terminates. A view's
/// `style="s"` becomes `view.apply(style: Styles.s)` and an `extend="s"` becomes
/// `Styles.s(view)`, where `s` is `static func s(_ view: UILabel)` for a `LabelStyle`, so:
/// - the style must be of the view's class or a superclass (Reactant's `apply(style:)` takes a
///   `Style<Self>`, and a function of a superclass fits by contravariance);
/// - it must not need the theme: a style with a `theme.` value (or extending one) is written
///   `static func s(theme: ApplicationTheme) -> (UILabel) -> Void`, which neither call accepts;
/// - extensions must not loop: the styled view's code would call itself until it overflows.
/// Styles the workspace does not show (written in Swift, in another module) are not judged.
public struct StyleApplicationCheck: WorkspaceParticipant {
    private let schema: Schema

    public init(schema: Schema) {
        self.schema = schema
    }

    public func findings(in context: WorkspaceContext) -> [Finding] {
        let document = context.document
        let resolver = StyleResolver(context: context, schema: schema)
        var findings: [Finding] = []
        var declarationOf: [Int: StyleDeclaration] = [:]
        for style in document.styles { declarationOf[style.element] = style }

        for reference in document.styleReferences {
            guard let style = resolver.resolve(reference.target) else { continue }
            // The style's own name, as the did-you-mean of an unknown style points at it.
            let range = switch reference.target {
            case .local(let name), .global(_, let name): name.range
            case .malformed: reference.range
            }
            let user: (tag: String, field: String?, componentType: String?)
            let isExtension = reference.attributeName == "extend"
            if isExtension, let declaration = declarationOf[reference.element], case .element(let tag) = declaration.kind {
                user = (tag, nil, nil)
            } else if !isExtension, let view = document.view(forElement: reference.element), view.role == .view || view.role == .tableView
                        || view.role == .componentReference {
                user = (view.tag, view.field?.name, view.componentType?.name)
            } else {
                continue
            }
            let how = isExtension ? "extended" : "applied"
            if let mismatch = resolver.mismatch(style, appliedTo: user.tag, componentType: user.componentType, hasField: user.field != nil) {
                findings.append(Finding(Diagnostic(.mismatchedStyleType, .error,
                    "Style '\(reference.text)' is a \(style.tag)Style (\(mismatch.styleClass)) and cannot be \(how) to <\(user.tag)> (\(mismatch.viewClass)); the Swift build fails: use a style of \(mismatch.viewClass) or of a superclass",
                    range: range), isCrossFile: style.isOtherFile))
                continue
            }
            if resolver.needsTheme(style) {
                findings.append(Finding(Diagnostic(.themedStyleApplied, .error,
                    "Style '\(reference.text)' uses a theme value, so the generator writes it as a function of the theme, which \(isExtension ? "extend" : "style") cannot call; the Swift build fails: set the themed values on the element itself",
                    range: range), isCrossFile: style.isOtherFile))
                continue
            }
            if isExtension, resolver.extendsItself(style, from: reference.element) {
                findings.append(Finding(Diagnostic(.circularStyleExtension, .error,
                    "Style '\(reference.text)' extends, directly or through others, the style that extends it; the app recurses without end when a view is styled: remove one 'extend'",
                    range: range), isCrossFile: style.isOtherFile))
            }
        }
        return findings
    }
}

/// Styles as the generated code sees them: this file's, and the workspace's style groups.
private struct StyleResolver {
    struct Style {
        /// The file declaring the style, and its name there: its identity across files.
        let path: String
        let name: String
        let tag: String
        let definition: StyleDefinition
        let group: String?
        let isOtherFile: Bool
        /// The element of a style of this file.
        let element: Int?
    }

    let context: WorkspaceContext
    let schema: Schema
    private let ownGroup: String?

    init(context: WorkspaceContext, schema: Schema) {
        self.context = context
        self.schema = schema
        ownGroup = context.document.kind == .styleGroup ? context.document.styleSections.first?.name?.name : nil
    }

    func resolve(_ target: StyleReference.Target) -> Style? {
        switch target {
        case .malformed: return nil
        case .local(let name): return local(name.name, group: ownGroup)
        case .global(let group, let style): return global(group.name, style.name)
        }
    }

    private func resolve(_ name: StyleDefinition.Name, group: String?, inFile path: String?) -> Style? {
        switch name {
        case .malformed: return nil
        case .local(let style):
            if let path, path != context.path {
                return group.flatMap { global($0, style, onlyIn: path) }
            }
            return local(style, group: group)
        case .global(let group, let style): return global(group, style)
        }
    }

    private func local(_ name: String, group: String?) -> Style? {
        guard let declaration = context.document.styles.first(where: { $0.name?.name == name }),
              case .element(let tag) = declaration.kind else { return nil }
        return Style(path: context.path, name: name, tag: tag, definition: StyleDefinition(declaration), group: group,
                     isOtherFile: false, element: declaration.element)
    }

    private func global(_ group: String, _ name: String, onlyIn path: String? = nil) -> Style? {
        if group == ownGroup, path == nil || path == context.path { return local(name, group: group) }
        let groups = context.workspace.styleGroups(named: group).filter { $0.path != context.path && (path == nil || $0.path == path) }
        // Only where one file declares the group: with several, which one builds is not known here.
        guard groups.count == 1, let found = groups.first,
              let definition = found.group.definitions[name],
              let tag = found.group.declared.first(where: { $0.name == name })?.elementKind else { return nil }
        return Style(path: found.path, name: name, tag: tag, definition: definition, group: group, isOtherFile: true, element: nil)
    }

    /// The classes of a style and a view when the style's function cannot take the view.
    func mismatch(_ style: Style, appliedTo tag: String, componentType: String?, hasField: Bool) -> (styleClass: String, viewClass: String)? {
        let swift = context.workspace.swift
        let styleClass = ReactantVocabulary.runtimeType(ofTag: style.tag, componentType: nil)
        let viewClass = ReactantVocabulary.runtimeType(ofTag: tag, componentType: componentType)
        // Generic table views are named with their arguments in Swift: not judged.
        guard !styleClass.contains("<"), !viewClass.contains("<") else { return nil }
        let viewChain = SwiftClassChain(of: viewClass, in: swift)
        let styleChain = SwiftClassChain(of: styleClass, in: swift)
        guard viewChain.isComplete, styleChain.isComplete, let styleBase = styleChain.names.first,
              let viewBase = viewChain.names.first else { return nil }
        if viewChain.names.contains(styleBase) { return nil }
        // A style of a subclass fits a field whose Swift type is that subclass.
        if hasField, styleChain.names.contains(viewBase) { return nil }
        return (styleBase, viewBase)
    }

    /// Whether the generator writes the style as a function of the theme: a value of it, or
    /// of a style it extends, is `theme.NAME` where a color, font or image is expected.
    func needsTheme(_ style: Style) -> Bool {
        var visited: Set<String> = []
        var pending = [style]
        let element = schema.root(named: ReactantVocabulary.component)
        while let next = pending.popLast() {
            guard visited.insert(next.path + "#" + next.name).inserted else { continue }
            let declaration = element?.child(named: next.tag)
            for (name, value) in next.definition.properties where value.hasPrefix("theme.") {
                if ThemeItemKind(schemaTypeName: declaration?.attribute(named: name)?.type.name) != nil { return true }
            }
            for extended in next.definition.extends {
                if let found = resolve(extended, group: next.group, inFile: next.path) { pending.append(found) }
            }
        }
        return false
    }

    /// Whether following `extend` from `style` leads back to the style declared at `element`.
    func extendsItself(_ style: Style, from element: Int) -> Bool {
        var visited: Set<String> = []
        var pending = [style]
        while let next = pending.popLast() {
            if next.element == element { return true }
            guard visited.insert(next.path + "#" + next.name).inserted else { continue }
            for extended in next.definition.extends {
                if let found = resolve(extended, group: next.group, inFile: next.path) { pending.append(found) }
            }
        }
        return false
    }

}
