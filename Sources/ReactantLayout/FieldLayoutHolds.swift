import ReactantAnalysis
import Support
import SwiftBinding

/// Which views bound to a `field` the layout holds rather than reports: those whose layout
/// the component's Swift class (or other code) may touch, and every field of a component
/// whose class no Swift file declares. The rest are laid out from the file alone, like views
/// without a field, and reported when the file leaves them undetermined. A fact for
/// `LayoutReportPolicy`, which decides what is held.
public struct FieldLayoutHolds: Hashable, Sendable {
    /// Document view indices held.
    public let heldViews: Set<Int>
    /// The component classes (type names as written) no Swift file declares, with the range of
    /// each type name, in document order: their fields are all held. Empty when no Swift file
    /// was read at all (the fields are held all the same).
    public let unknownClasses: [UnknownClass]

    public struct UnknownClass: Hashable, Sendable {
        public let typeName: String
        public let range: Range<Int>
    }

    public static let noteCode = "layout.fields-unchecked"

    /// Every view with a field held: what the layout assumes without Swift sources to read.
    public static func everyField(of document: ReactantDocument) -> FieldLayoutHolds {
        FieldLayoutHolds(heldViews: Set(document.views.filter { $0.field != nil }.map(\.index)), unknownClasses: [])
    }

    init(heldViews: Set<Int>, unknownClasses: [UnknownClass]) {
        self.heldViews = heldViews
        self.unknownClasses = unknownClasses
    }

    /// Reads the Swift side of every component scope of `document`.
    ///
    /// A field's view is held when the class is unknown or anonymous; when the property is not
    /// found (a superclass no file declares may have it) or is computed (it may return any
    /// view); when code may touch its layout (`SwiftDeclarationIndex.propertiesWithLayoutTouched`);
    /// or when its class may lay itself out (its declared, inferred or element type is a
    /// workspace class that touches its own layout, or a class nobody declares).
    ///
    /// While a Swift file is not read completely, its code may touch any view's layout: every
    /// field is held, with no note of unknown classes (the file's own note says why).
    public init(document: ReactantDocument, swift: SwiftDeclarationIndex) {
        if !swift.incompletePaths.isEmpty {
            self = Self.everyField(of: document)
            return
        }
        var held: Set<Int> = []
        var unknown: [UnknownClass] = []
        for scope in document.scopes where !scope.fields.isEmpty {
            let fieldViews = scope.fields.map(\.view)
            guard !scope.isAnonymous, let typeName = scope.typeName, !typeName.isEmpty,
                  let type = swift.type(named: typeName), type.declaration.kind == .class,
                  let touched = swift.propertiesWithLayoutTouched(inClass: type.declaration.qualifiedName)
            else {
                held.formUnion(fieldViews)
                // Table-view slots are not laid out; an anonymous class has no Swift file. Without
                // any Swift file, nothing was asked of Swift: no note (as `FieldBindingCheck`).
                if !swift.files.isEmpty, !scope.isAnonymous, let typeName = scope.typeName, !typeName.isEmpty,
                   scope.origin == .root || scope.origin == .inlineComponent {
                    unknown.append(UnknownClass(typeName: typeName, range: scope.typeRange))
                }
                continue
            }
            // The nearest property of each name, as `target.x` finds it: read once per class.
            var properties: [String: SwiftPropertyDeclaration] = [:]
            for found in swift.properties(of: type.declaration.qualifiedName) where properties[found.property.name] == nil {
                properties[found.property.name] = found.property
            }
            var ownLayout: [String: Bool] = [:]  // by type name, asked once
            func laysItselfOut(_ typeName: String) -> Bool {
                if let known = ownLayout[typeName] { return known }
                let answer = swift.mayTouchOwnLayout(typeNamed: typeName)
                ownLayout[typeName] = answer
                return answer
            }
            for field in scope.fields where Self.mayBeLaidOutInCode(
                field, of: document.views[field.view], property: properties[field.name], touched: touched,
                laysItselfOut: laysItselfOut, swift: swift) {
                held.insert(field.view)
            }
        }
        self.init(heldViews: held, unknownClasses: unknown)
    }

    private static func mayBeLaidOutInCode(
        _ field: Declaration, of view: ViewElement, property: SwiftPropertyDeclaration?, touched: Set<String>,
        laysItselfOut: (String) -> Bool, swift: SwiftDeclarationIndex
    ) -> Bool {
        if touched.contains(field.name) { return true }
        guard let property, property.storage == .stored, !property.isStatic else { return true }
        let types = [property.declaredType, property.inferredType].compactMap { $0 }
        guard !types.isEmpty else { return true }
        if types.contains(where: laysItselfOut) { return true }
        // A component element (`<Component type="Card">`) is its own class whatever the annotation says.
        let elementType = view.runtimeType
        return swift.type(named: elementType) != nil && laysItselfOut(elementType)
    }

    /// The one note of a file whose fields are held for want of their classes (information:
    /// nothing is known to be wrong, but what those views leave undetermined is not looked for).
    public func note(in document: ReactantDocument) -> Diagnostic? {
        guard let first = unknownClasses.first else { return nil }
        let names = unknownClasses.map(\.typeName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        func listed(_ conjunction: String) -> String {
            let quoted = names.map { "'\($0)'" }
            return quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
        }
        return Diagnostic(
            code: Self.noteCode, severity: .information,
            message: "Fields of \(listed("and")) are not checked for ambiguity: no Swift class \(listed("or")) found, "
                + "so code may lay their views out",
            range: first.range)
    }
}
