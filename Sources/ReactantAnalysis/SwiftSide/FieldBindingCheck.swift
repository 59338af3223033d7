import SchemaModel
import Support
import SwiftBinding

/// Every `field="x"` against the Swift class of its component: the generated extension uses
/// `target.x`, so the class (its extensions in any file, its workspace superclasses) must have
/// an instance property `x` that another file can see, of a type that takes what the element
/// sets on it. Only what the workspace's Swift files show is reported: a class no file
/// declares, a superclass outside the workspace that may declare the property, or a type the
/// initializer does not name (`let x = makeLabel()`) leave the field unjudged; so does a Swift
/// file not read completely (`swift.read-incomplete`), which may declare the class or a
/// property of it in an extension: no field is then reported missing, nor any class.
public struct FieldBindingCheck: WorkspaceParticipant {
    private let schema: Schema
    private let ownership: ViewPropertyOwnership

    public init(schema: Schema) {
        self.schema = schema
        self.ownership = ViewPropertyOwnership(schema: schema)
    }

    public func findings(in context: WorkspaceContext) -> [Finding] {
        let swift = context.workspace.swift
        // Checked without its Swift sources, a file has nothing to say about them.
        guard !swift.files.isEmpty, context.document.kind == .component else { return [] }
        let document = context.document
        let parents = Set(document.views.compactMap(\.parentView))
        var findings: [Finding] = []
        for scope in document.scopes where !scope.isAnonymous {
            guard let typeName = scope.typeName, !typeName.isEmpty else { continue }
            guard let type = swift.type(named: typeName), type.declaration.kind == .class else {
                if scope.origin == .root, swift.incompletePaths.isEmpty {
                    findings.append(Finding(Diagnostic(.classNotFound, .information,
                        "No Swift file in the workspace declares class '\(typeName)'; its fields are not checked",
                        range: scope.typeRange), isCrossFile: true))
                }
                continue
            }
            let component = ComponentClass(type: type, index: swift)
            for field in scope.fields where !field.name.isEmpty {
                let view = document.views[field.view]
                if let diagnostic = check(field, of: view, hasChildViews: parents.contains(view.index), in: component, swift: swift) {
                    findings.append(Finding(diagnostic, isCrossFile: true))
                }
            }
        }
        return findings
    }

    private func check(
        _ field: Declaration, of view: ViewElement, hasChildViews: Bool, in component: ComponentClass, swift: SwiftDeclarationIndex
    ) -> Diagnostic? {
        let className = component.name
        // A file not read completely may declare the property in an extension (an instance
        // one beside a static one of the same name, too).
        let mayBeDeclaredUnread = !swift.incompletePaths.isEmpty
        guard let found = component.properties.first(where: { $0.property.name == field.name }) else {
            // A superclass no file declares may have it.
            guard component.isFullyKnown, !mayBeDeclaredUnread else { return nil }
            var diagnostic = Diagnostic(.unknownField, .error,
                "'\(className)' has no property '\(field.name)'; the generated code uses target.\(field.name), so the Swift build fails",
                range: field.range, suggestion: component.suggestion(for: field.name))
            if let fix = declaringFix(field, of: view, in: component.type, swift: swift) { diagnostic.fixes.append(fix) }
            return diagnostic
        }
        let property = found.property
        if property.isStatic {
            if mayBeDeclaredUnread { return nil }
            return Diagnostic(.unknownField, .error,
                "'\(field.name)' is a static property of '\(className)'; the generated code reads target.\(field.name) from an instance",
                range: field.range)
        }
        if property.access <= .fileprivate {
            return Diagnostic(.inaccessibleField, .error,
                "'\(field.name)' is \(property.access) in '\(className)'; the generated extension, in another file, cannot see it",
                range: field.range)
        }
        guard let propertyType = property.type else { return nil }
        return typeMismatch(field, propertyType: propertyType, view: view, hasChildViews: hasChildViews, swift: swift)
    }

    /// The fix declaring the property, for an element whose runtime type the schema knows.
    func declaringFix(_ field: Declaration, of view: ViewElement, in type: SwiftIndexedType, swift: SwiftDeclarationIndex) -> Diagnostic.Fix? {
        let isKnownElement = view.tag == ReactantVocabulary.component
            ? view.componentType != nil
            : schema.root(named: ReactantVocabulary.component)?.child(named: view.tag) != nil
        guard isKnownElement else { return nil }
        return FieldPropertyFix.fix(declaring: field.name, of: view, in: type, swift: swift)
    }

    /// Why a property of type `propertyType` cannot take the view, or `nil` when it can or the
    /// workspace does not show enough to tell.
    private func typeMismatch(
        _ field: Declaration, propertyType: String, view: ViewElement, hasChildViews: Bool, swift: SwiftDeclarationIndex
    ) -> Diagnostic? {
        let runtimeType = view.runtimeType
        let declared = "'\(field.name)' is declared as \(propertyType)"
        func mismatch(_ message: String) -> Diagnostic {
            Diagnostic(.fieldTypeMismatch, .error, message, range: field.range)
        }
        if Self.isOptional(propertyType) {
            return mismatch("\(declared), an optional: the generated code uses target.\(field.name) as a \(runtimeType)")
        }
        if swift.isSubclass(propertyType, of: runtimeType) { return nil }
        let chain = SwiftClassChain(of: propertyType, in: swift)
        if let kind = chain.nonClassKind {
            return mismatch("\(declared), \(Self.article(kind.rawValue)) \(kind.rawValue): <\(view.tag)> needs a \(runtimeType)")
        }
        let requirements = BindingRequirement.of(
            view, hasChildViews: hasChildViews, elementChain: SwiftClassChain(of: runtimeType, in: swift).names,
            declaration: schema.root(named: ReactantVocabulary.component)?.child(named: view.tag), ownership: ownership)
        guard let unmet = requirements.first(where: { !chain.contains($0.className) }), chain.isComplete else { return nil }
        let typeName = SwiftTypeName.baseName(of: propertyType)
        switch unmet.reason {
        case .subview:
            return mismatch("\(declared), which is no view: <\(view.tag)> needs a \(runtimeType)")
        case .property(let name):
            return mismatch("\(declared), not a \(runtimeType): \(typeName) has no '\(name)', a \(unmet.className) property <\(view.tag)> sets")
        case .arrangedSubviews:
            return mismatch("\(declared), not a \(runtimeType): <\(view.tag)> arranges its children in it, which needs a UIStackView")
        case .contentView:
            return mismatch("\(declared), not a \(runtimeType): <\(view.tag)> puts its children in its contentView, which needs a UIVisualEffectView")
        }
    }

    /// `UILabel?` or `Optional<UILabel>`: `target.x.text = …` does not compile. (An implicitly
    /// unwrapped `UILabel!` does.)
    static func isOptional(_ written: String) -> Bool {
        let trimmed = written.filter { !$0.isWhitespace }
        return trimmed.hasSuffix("?") || trimmed.hasPrefix("Optional<") || trimmed.hasPrefix("Swift.Optional<")
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}

/// A component's Swift class as the check reads it: its properties through extensions and
/// workspace superclasses, and whether those are all it has.
private struct ComponentClass {
    let type: SwiftIndexedType
    let name: String
    let properties: [SwiftIndexedProperty]
    /// Every superclass is a workspace class or a known UIKit/Reactant one, which declare no
    /// property a field would bind: a property not found does not exist.
    let isFullyKnown: Bool

    init(type: SwiftIndexedType, index: SwiftDeclarationIndex) {
        self.type = type
        name = type.declaration.name
        properties = index.properties(of: type.declaration.qualifiedName)
        let chain = index.superclassChain(of: type.declaration.qualifiedName)
        isFullyKnown = !chain.isCyclic
            && chain.externalSuperclass.map { KnownClassHierarchy.chain(from: $0).last == SwiftClassChain.rootClass } ?? true
    }

    /// The closest name among the instance properties a field may bind.
    func suggestion(for name: String) -> String? {
        DidYouMean.suggestion(
            for: name, among: properties.filter { !$0.property.isStatic && $0.property.access > .fileprivate }.map(\.property.name))
    }
}
