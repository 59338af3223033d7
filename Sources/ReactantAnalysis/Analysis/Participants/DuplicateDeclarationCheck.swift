import Support

/// Names that must be unique: a component's `field`s and `layout:id`s (each becomes one Swift
/// property or variable), and the styles and templates of one section (each one a member).
/// Every repeat is an error pointing back at the first declaration.
public struct DuplicateDeclarationCheck: AnalysisParticipant {
    public init() {}

    public func findings(in context: AnalysisContext) -> [Finding] {
        var findings: [Finding] = []
        for scope in context.document.scopes {
            findings += repeats(of: scope.fields, byName: scope.fieldsByName) { name, range, first in
                Diagnostic(.duplicateField, .error,
                           "Field '\(name)' is already bound to another view of this component; a field can back only one view",
                           range: range, related: [.init(range: first, message: "'\(name)' is first bound here")])
            }
            findings += repeats(of: scope.layoutIDs, byName: scope.layoutIDsByName) { name, range, first in
                Diagnostic(.duplicateLayoutID, .error,
                           "Layout id '\(name)' is already declared in this component; the generated variables 'named_\(name)' clash",
                           range: range, related: [.init(range: first, message: "'\(name)' is first declared here")])
            }
        }
        for section in context.document.styleSections {
            let sectionName = section.effectiveName.map { "'\($0)'" } ?? "this group"
            findings += repeats(in: section.styles.compactMap(\.name)) { name, range, first in
                Diagnostic(.duplicateStyle, .error,
                           "Style '\(name)' is already declared in \(sectionName); the generated Swift members clash",
                           range: range, related: [.init(range: first, message: "'\(name)' is first declared here")])
            }
        }
        for section in context.document.templateSections {
            findings += repeats(in: section.templates) { name, range, first in
                Diagnostic(.duplicateTemplate, .error,
                           "Template '\(name)' is already declared in '\(section.effectiveName)'; the generated Swift functions clash",
                           range: range, related: [.init(range: first, message: "'\(name)' is first declared here")])
            }
        }
        return findings
    }

    /// The same for declarations a scope already groups by name (empty names are left to the
    /// schema).
    private func repeats(of declarations: [Declaration], byName: DeclarationsByName,
                         diagnostic: (_ name: String, _ range: Range<Int>, _ first: Range<Int>) -> Diagnostic) -> [Finding] {
        var findings: [Finding] = []
        for (position, first) in byName.repeats where !declarations[first].name.isEmpty {
            findings.append(Finding(diagnostic(declarations[first].name, declarations[position].range, declarations[first].range)))
        }
        return findings
    }

    /// One diagnostic for every declaration whose name an earlier one already has (empty
    /// names are left to the schema).
    private func repeats(in declarations: [NamedValue],
                         diagnostic: (_ name: String, _ range: Range<Int>, _ first: Range<Int>) -> Diagnostic) -> [Finding] {
        var first: [String: Range<Int>] = [:]
        var findings: [Finding] = []
        for declaration in declarations where !declaration.name.isEmpty {
            if let earlier = first[declaration.name] {
                findings.append(Finding(diagnostic(declaration.name, declaration.range, earlier)))
            } else {
                first[declaration.name] = declaration.range
            }
        }
        return findings
    }
}
