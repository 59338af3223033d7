import Support
import SwiftBinding

/// The fix of `swift.unknown-field` that declares the missing property in the component's
/// class: `let name = UILabel()`, of the type the generated code uses for the element (its
/// runtime type, which is also what the generator's own initialisation writes), placed with
/// the class's other view properties: after the last stored one whose type is a view, indented
/// as it is and with its access modifier when another file can see through it; with none, at
/// the top of the class body.
///
/// No fix where the declaration cannot be written for sure: a table view, whose generic
/// arguments are the author's choice, or a name that is no plain Swift identifier.
enum FieldPropertyFix {
    static func fix(declaring name: String, of view: ViewElement, in type: SwiftIndexedType, swift: SwiftDeclarationIndex) -> Diagnostic.Fix? {
        let runtimeType = view.runtimeType
        guard !runtimeType.contains("<"), isPlainIdentifier(name), type.declaration.kind == .class else { return nil }
        let qualifiedName = type.declaration.qualifiedName
        let viewProperties = (swift.files[type.path]?.properties ?? []).filter { property in
            property.owner == .typeDeclaration(qualifiedName: qualifiedName) && property.storage == .stored && !property.isStatic
                && property.type.map { swift.isSubclass($0, of: "UIView") } == true
        }
        guard let insertion = SwiftMemberInsertion.placing(in: type.declaration, after: viewProperties) else { return nil }
        let neighbour = viewProperties.max { $0.nameRange.utf8.lowerBound < $1.nameRange.utf8.lowerBound }
        let declaration = accessPrefix(copying: neighbour?.writtenAccess) + "let \(name) = \(runtimeType)()"
        let point = insertion.point
        return Diagnostic.Fix(
            title: "Add '\(declaration)' to \(type.declaration.name)", range: point.utf8,
            replacement: insertion.text(inserting: declaration),
            otherFile: Diagnostic.OtherFile(path: type.path, start: filePosition(point.start), end: filePosition(point.end)))
    }

    /// A neighbour's modifier, when the generated extension (another file) can see a property
    /// that has it: `private` ones are left out, and `open`, which a `let` cannot be, is `public`.
    private static func accessPrefix(copying access: SwiftAccessLevel?) -> String {
        switch access {
        case nil, .private?, .fileprivate?, .internal?: ""
        case .package?: "package "
        case .public?, .open?: "public "
        }
    }

    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue } && !swiftKeywords.contains(name)
    }

    /// Keywords a property name would need backticks for.
    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    private static func filePosition(_ position: SwiftSourcePosition) -> Diagnostic.FilePosition {
        Diagnostic.FilePosition(line: position.line, utf16Column: position.utf16Column, utf8Column: position.utf8Column)
    }
}
