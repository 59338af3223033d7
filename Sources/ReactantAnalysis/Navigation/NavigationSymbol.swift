/// What a name under the cursor stands for, independent of where it is written: the
/// declaration and every use of one symbol are the same value.
public enum NavigationSymbol: Hashable, Sendable {
    /// A `field` (bare constraint target) or `layout:id` (`id:NAME`) of one component
    /// definition (`scope` indexes `ReactantDocument.scopes`).
    case target(TargetDeclaration.Kind, name: String, scope: Int?)
    /// A style declared in this document (or in this `.styles.xml` group).
    case localStyle(String)
    /// A style of a `.styles.xml` group, named `group:style`.
    case globalStyle(group: String, style: String)
    /// A `.styles.xml` group, by the first piece of `group:style`.
    case styleGroup(String)
    /// A component type, declared by a `.ui.xml` or inline, used by `<Component type="…">`.
    case componentType(String)
}

extension NavigationSymbol {
    /// A field or layout id: names that stay in one component of one file.
    public var isConstraintTarget: Bool {
        if case .target = self { true } else { false }
    }
}

/// One place a symbol is written in the document.
public struct SymbolOccurrence: Hashable, Sendable {
    public let symbol: NavigationSymbol
    /// The name's range in the document.
    public let range: Range<Int>
    /// Whether this is the declaration (else a use).
    public let isDeclaration: Bool
}

extension NavigationDocument {
    /// Every occurrence of every symbol, document order (computed once, at initialisation).
    static func occurrences(in navigation: NavigationDocument) -> [SymbolOccurrence] {
        let document = navigation.document
        var result: [SymbolOccurrence] = []
        for declaration in navigation.declarations {
            result.append(SymbolOccurrence(
                symbol: .target(declaration.kind, name: declaration.name, scope: declaration.scope),
                range: declaration.range, isDeclaration: true))
        }
        for use in navigation.uses {
            let scope = navigation.declarations(for: use).first?.scope ?? navigation.scope(ofUseOn: use.element)
            result.append(SymbolOccurrence(symbol: .target(use.kind, name: use.name, scope: scope), range: use.range, isDeclaration: false))
        }
        let ownGroup = document.kind == .styleGroup ? document.styleSections.first?.name?.name : nil
        for style in document.styles {
            guard let name = style.name else { continue }
            result.append(SymbolOccurrence(symbol: .localStyle(name.name), range: name.range, isDeclaration: true))
        }
        if let section = document.styleSections.first, document.kind == .styleGroup, let name = section.name {
            result.append(SymbolOccurrence(symbol: .styleGroup(name.name), range: name.range, isDeclaration: true))
        }
        for reference in document.styleReferences {
            switch reference.target {
            case .local(let name):
                result.append(SymbolOccurrence(symbol: .localStyle(name.name), range: name.range, isDeclaration: false))
            case .global(let group, let style):
                result.append(SymbolOccurrence(symbol: .styleGroup(group.name), range: group.range, isDeclaration: false))
                let symbol: NavigationSymbol = group.name == ownGroup
                    ? .localStyle(style.name) : .globalStyle(group: group.name, style: style.name)
                result.append(SymbolOccurrence(symbol: symbol, range: style.range, isDeclaration: false))
            case .malformed:
                continue
            }
        }
        for scope in document.scopes {
            guard let explicit = scope.explicitType else { continue }
            result.append(SymbolOccurrence(symbol: .componentType(explicit.name), range: explicit.range, isDeclaration: true))
        }
        for reference in document.componentReferences {
            result.append(SymbolOccurrence(symbol: .componentType(reference.type.name), range: reference.type.range, isDeclaration: false))
        }
        return result.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// The occurrence under the cursor: the one whose range holds `offset`, ends included.
    public func occurrence(at offset: Int) -> SymbolOccurrence? {
        occurrences.first { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
    }
}
