import SwiftBinding

/// Declarations as one line each, so a test states a whole file's reading at once.
///
/// `class Outer.Inner<T> : Base, P [public final] @2:10` — kind, qualified name, generic
/// parameters, inherited types, access and flags, the name's line:UTF-16 column.
/// `Outer.label: UILabel! [var stored internal set:private] @3:8` — owner, name, the annotation
/// (`: T`), or the inferred type (`= T`), or nothing; then the binding's facts.
enum DeclarationRendering {
    static func lines(_ file: SwiftFileDeclarations) -> [String] {
        file.types.map(line) + file.extensions.map(line) + file.properties.map(line)
    }

    static func line(_ type: SwiftTypeDeclaration) -> String {
        let generics = type.genericParameters.isEmpty ? "" : "<\(type.genericParameters.joined(separator: ","))>"
        let inherited = type.inheritedTypes.isEmpty ? "" : " : " + type.inheritedTypes.joined(separator: ", ")
        let flags = [String(describing: type.access)] + (type.isFinal ? ["final"] : [])
        return "\(type.kind) \(type.qualifiedName)\(generics)\(inherited) [\(flags.joined(separator: " "))] \(at(type.nameRange))"
    }

    static func line(_ declaration: SwiftExtensionDeclaration) -> String {
        let inherited = declaration.inheritedTypes.isEmpty ? "" : " : " + declaration.inheritedTypes.joined(separator: ", ")
        let access = declaration.access.map { " [\($0)]" } ?? ""
        return "extension \(declaration.extendedType)\(inherited)\(access) \(at(declaration.extendedTypeRange))"
    }

    static func line(_ property: SwiftPropertyDeclaration) -> String {
        let owner = switch property.owner {
        case .typeDeclaration(let name): name
        case .extensionDeclaration(let name): "extension \(name)"
        }
        let type = property.declaredType.map { ": \($0)" } ?? property.inferredType.map { " = \($0)" } ?? ""
        var facts = [property.isConstant ? "let" : "var", property.storage == .stored ? "stored" : "computed"]
        if property.isLazy { facts.append("lazy") }
        if property.isStatic { facts.append("static") }
        if property.isOverride { facts.append("override") }
        facts.append(String(describing: property.access))
        if let setter = property.setterAccess { facts.append("set:\(setter)") }
        return "\(owner).\(property.name)\(type) [\(facts.joined(separator: " "))] \(at(property.nameRange))"
    }

    static func line(_ indexed: SwiftIndexedProperty) -> String {
        "\(indexed.path) \(indexed.declaringType).\(indexed.property.name)\(indexed.property.type.map { ": \($0)" } ?? "")"
    }

    static func at(_ range: SwiftSourceRange) -> String {
        "@\(range.start.line):\(range.start.utf16Column)"
    }
}
