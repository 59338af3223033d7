import Support
import SwiftBinding

/// Component type names: the types this document defines must be acceptable Swift class names
/// and unique in the workspace; the types it uses must be defined somewhere: by a `.ui.xml`, or
/// as a class of the workspace's Swift files. A use neither defines is only a warning: the
/// class may come from a module outside the workspace, and only the Swift build can tell.
public struct ComponentTypeCheck: WorkspaceParticipant {
    /// At most this many other definitions are listed as related information.
    static let relatedLimit = 5

    public init() {}

    public func findings(in context: WorkspaceContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        var declaredHere: [String: Range<Int>] = [:]

        for scope in document.scopes {
            guard let typeName = scope.typeName else {
                findings.append(Finding(missingType(scope, in: context)))
                continue
            }
            let origin = scope.explicitType == nil ? " (from the file name)" : ""
            if ReactantVocabulary.forbiddenComponentTypes.contains(typeName) {
                findings.append(Finding(Diagnostic(.forbiddenComponentType, .error,
                    "'\(typeName)'\(origin) cannot be a component type: the generator reserves it", range: scope.typeRange)))
            } else if ReactantVocabulary.swiftKeywords.contains(typeName) {
                findings.append(Finding(Diagnostic(.forbiddenComponentType, .error,
                    "'\(typeName)'\(origin) is a Swift keyword: the generated `extension \(typeName)` does not compile; set 'type' to another name",
                    range: scope.typeRange)))
            } else if scope.explicitType == nil, !ReactantVocabulary.isSwiftIdentifier(typeName) {
                // An explicit `type` is the schema's to judge; a file name is only read here.
                findings.append(Finding(Diagnostic(.forbiddenComponentType, .error,
                    "The file name makes the component type '\(typeName)', which is no Swift identifier: the generated code does not compile; set 'type' on the root or rename the file",
                    range: scope.typeRange)))
            }
            if let first = declaredHere[typeName] {
                findings.append(Finding(duplicate(typeName, at: scope.typeRange, others: [.init(range: first, message: "'\(typeName)' is also defined here")])))
            } else {
                declaredHere[typeName] = scope.typeRange
                let elsewhere = context.workspace.componentDeclarations(named: typeName).filter { $0.path != context.path }
                if !elsewhere.isEmpty {
                    // A handful of places is enough to act on; a type copied into every file
                    // must not make each diagnostic list all the others.
                    let related = elsewhere.prefix(Self.relatedLimit).map {
                        Diagnostic.RelatedLocation(path: $0.path, range: $0.range, message: "'\(typeName)' is also defined here")
                    }
                    findings.append(Finding(duplicate(typeName, at: scope.typeRange, others: Array(related), total: elsewhere.count), isCrossFile: true))
                }
            }
        }

        for view in document.views where view.role == .componentReference && view.componentType == nil && view.field == nil {
            findings.append(Finding(Diagnostic(.componentWithoutType, .error,
                "A Component reference needs 'type' (or a 'field' whose Swift type the generator can use)", range: view.tagRange)))
        }

        // The known types are prepared once, and each unknown name searched once.
        var candidates: DidYouMean.Candidates?
        var suggestions: [String: String?] = [:]
        let swift = context.workspace.swift
        for reference in document.componentReferences {
            let name = reference.type.name
            guard declaredHere[name] == nil,
                  context.workspace.componentDeclarations(named: name).allSatisfy({ $0.path == context.path }),
                  swift.type(named: name)?.declaration.kind != .class else { continue }
            let suggestion: String?
            if let known = suggestions[name] {
                suggestion = known
            } else {
                if candidates == nil {
                    candidates = DidYouMean.Candidates(Array(context.workspace.componentTypeNames) + declaredHere.keys + Self.classNames(in: swift))
                }
                suggestion = candidates!.suggestion(for: name)
                suggestions[name] = suggestion
            }
            let message = swift.files.isEmpty
                ? "No .ui.xml in the workspace defines component '\(name)'; unless it is written in Swift, the build fails"
                : "Neither a .ui.xml nor a Swift file in the workspace defines component '\(name)'; unless another module does, the build fails"
            findings.append(Finding(Diagnostic(.unknownComponent, .warning, message,
                range: reference.type.range, suggestion: suggestion), isCrossFile: true))
        }
        return findings
    }

    /// Every class the Swift files declare, by simple name (any of them may be a component).
    private static func classNames(in swift: SwiftDeclarationIndex) -> [String] {
        swift.files.values.flatMap { $0.types.lazy.filter { $0.kind == .class }.map(\.name) }
    }

    private func missingType(_ scope: ComponentScope, in context: WorkspaceContext) -> Diagnostic {
        let message: String = switch scope.origin {
        case .tableSlot(let slot): "The inline <\(slot)> needs its type: name it in the table view's '\(slot)' attribute"
        default: "An inline Component definition needs 'type': it becomes a Swift class of that name"
        }
        return Diagnostic(.componentWithoutType, .error, message, range: scope.typeRange)
    }

    private func duplicate(_ typeName: String, at range: Range<Int>, others: [Diagnostic.RelatedLocation], total: Int = 1) -> Diagnostic {
        let count = total == 1 ? "once more" : "\(total) more times"
        return Diagnostic(.duplicateComponentType, .warning,
                          "Component type '\(typeName)' is defined \(count); in one Swift module the classes clash",
                          range: range, related: others)
    }
}
