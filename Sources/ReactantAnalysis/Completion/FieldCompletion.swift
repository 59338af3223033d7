import SwiftBinding

/// Completion from the component's Swift class: the properties a `field` can still bind, and
/// the other way round, an element for each unbound property (`Label field="title"` for
/// `let title = UILabel()`).
extension CompletionRequest {
    /// `field="|"`: the instance properties other files can see that no other view of the
    /// component binds yet, those whose type takes the element first, each with its type.
    func fieldValues(of element: Int, replacing range: Range<Int>) -> [CompletionCandidate] {
        guard let view = document.view(forElement: element), let bindable = bindableProperties(inScope: view.scope) else { return [] }
        let taken = Set(document.scopes[view.scope].fields.filter { $0.view != view.index }.map(\.name))
        let free = bindable.filter { !taken.contains($0.name) }
        let runtimeType = view.runtimeType
        let fitting = free.filter { $0.type.map { workspace.swift.isSubclass($0, of: runtimeType) } ?? false }
        let fittingNames = Set(fitting.map(\.name))
        return (fitting + free.filter { !fittingNames.contains($0.name) }).map { property in
            CompletionCandidate(
                label: property.name, kind: .reference, detail: property.type, documentation: property.documentation,
                replacementRange: range)
        }
    }

    /// After `<`: an element bound to each property of the component that no view binds yet and
    /// whose type an element allowed here creates: the element whose runtime type is the
    /// nearest superclass of the property's type, or `Component type="T"` for a component.
    func boundElements(under parent: Int, allowed: Set<String>, replacing range: Range<Int>) -> [CompletionCandidate] {
        guard let scope = document.scopes.first(where: { $0.element == parent })?.index ?? document.view(forElement: parent)?.scope,
              let bindable = bindableProperties(inScope: scope)
        else { return [] }
        let taken = Set(document.scopes[scope].fields.map(\.name))
        let components = Set(workspace.componentTypes)
        let tags = allowed.filter { $0 != ReactantVocabulary.component }.map { tag in
            (tag: tag, runtimeClass: SwiftTypeName.baseName(of: ReactantVocabulary.runtimeType(ofTag: tag, componentType: nil)))
        }
        return bindable.filter { !taken.contains($0.name) }.compactMap { property in
            guard let type = property.type else { return nil }
            let element: String
            if components.contains(SwiftTypeName.baseName(of: type)), allowed.contains(ReactantVocabulary.component) {
                element = "\(ReactantVocabulary.component) type=\"\(SwiftTypeName.path(of: type))\""
            } else {
                let chain = SwiftClassChain(of: type, in: workspace.swift).names
                let nearest = tags.compactMap { entry in chain.firstIndex(of: entry.runtimeClass).map { (entry.tag, $0) } }
                    .min { ($0.1, $0.0) < ($1.1, $1.0) }
                guard let (tag, _) = nearest else { return nil }
                element = tag
            }
            let text = "\(element) field=\"\(property.name)\""
            return CompletionCandidate(
                label: text, kind: .element, detail: "\(property.name): \(type)", documentation: property.documentation,
                replacementRange: range)
        }
    }

    /// What a field can bind in a component scope: its class's instance properties visible to
    /// the generated extension, the nearest of each name; `nil` without a Swift class.
    private func bindableProperties(inScope scope: Int) -> [BindableProperty]? {
        let swift = workspace.swift
        let component = document.scopes[scope]
        guard !component.isAnonymous, let typeName = component.typeName,
              let type = swift.type(named: typeName), type.declaration.kind == .class
        else { return nil }
        var seen = Set<String>()
        return swift.properties(of: type.declaration.qualifiedName).compactMap { indexed in
            let property = indexed.property
            guard !property.isStatic, property.access > .fileprivate, seen.insert(property.name).inserted else { return nil }
            return BindableProperty(
                name: property.name, type: property.type,
                documentation: "```swift\n\(property.declarationLine)\n```\nIn `\(indexed.declaringType)`.")
        }
    }
}

/// A property a `field` may name, as completion shows it.
private struct BindableProperty {
    let name: String
    let type: String?
    let documentation: String
}
