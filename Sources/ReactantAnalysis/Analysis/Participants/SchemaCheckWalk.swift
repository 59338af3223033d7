import SchemaModel
import Support
import XMLSyntax

/// One pass of the schema participant over one document: an explicit stack of elements with
/// the declaration each one is read with, so deep documents cost no call stack, and every
/// element and attribute is visited once.
struct SchemaCheckWalk {
    let tree: XMLSyntaxTree
    let kind: ReactantDocument.Kind
    let facts: SchemaCheckSchemaFacts
    let verdicts: BoundedMemo<SchemaValueKey, ValueVerdict>
    /// Whether the document is large enough that its values are remembered only on repeat.
    var isLargeDocument: Bool { tree.utf8Count >= XMLDocumentSyntax.largeDocumentLength }
    var diagnostics: [Diagnostic] = []
    /// Reserved component type names reported here (the index in `diagnostics`) with their
    /// value's offset: where the model defines a component type there, the reference
    /// participant reports the name, and `SchemaCheck` leaves it out. The walk reads no model.
    var reservedTypeNames: [(diagnostic: Int, offset: Int)] = []

    /// Children the generator accepts once per parent.
    static let singleSections: Set<String> = [
        ReactantVocabulary.styles, ReactantVocabulary.templates, "cell", "header", "footer",
    ]

    init(tree: XMLSyntaxTree, kind: ReactantDocument.Kind, facts: SchemaCheckSchemaFacts, verdicts: BoundedMemo<SchemaValueKey, ValueVerdict>) {
        self.tree = tree
        self.kind = kind
        self.facts = facts
        self.verdicts = verdicts
    }

    mutating func run(from root: XMLElementSyntax, declaration: ElementDeclaration) {
        let rootIsComponent = kind == .component
        var pending: [(element: Int, declaration: ElementDeclaration)] = [(root.index, declaration)]
        // Elements are read in place by index, not copied whole.
        while let (index, declaration) = pending.popLast() {
            checkAttributes(ofElementAt: index, declaration: declaration, isRootComponent: rootIsComponent && index == root.index)
            checkStructure(ofElementAt: index, declaration: declaration)
            var firstSections: [String: Range<Int>] = [:]
            let children = tree.elements[index].children
            for position in children.indices {
                guard case .element(let childIndex) = children[position] else { continue }
                let tag = tree.elements[childIndex].name.qualified
                guard !tag.isEmpty else { continue }  // a broken start tag: well-formedness says so
                if let reason = Self.ignoredSection(tag, in: tree.elements[index]) {
                    diagnostics.append(Diagnostic(.ignoredElement, reason, range: tree.elements[childIndex].name.range))
                    continue
                }
                guard let childDeclaration = declaration.child(named: tag) else {
                    reportUndeclared(tree.elements[childIndex], in: tree.elements[index], declaration: declaration)
                    continue
                }
                if Self.singleSections.contains(tag), !childDeclaration.isFreelyNamedPart {
                    let childName = tree.elements[childIndex].name.range
                    if let first = firstSections[tag] {
                        diagnostics.append(Diagnostic(.duplicateSection,
                            "<\(tree.elements[index].name.qualified)> may hold only one <\(tag)>; the generator fails on the second",
                            range: childName, related: [.init(range: first, message: "The first <\(tag)> is here")]))
                        continue
                    }
                    firstSections[tag] = childName
                }
                pending.append((childIndex, childDeclaration))
            }
        }
    }

    /// Why the generator skips a section it would read elsewhere, without failing: a container
    /// deserializes its children as views but passes over `<styles>` and `<templates>` (only a
    /// component's own are read), and a table view with a `field` reads none of its slots (its
    /// rows are the Swift property's type). Nothing inside is read, so nothing inside is checked.
    static func ignoredSection(_ tag: String, in parent: XMLElementSyntax) -> String? {
        let parentTag = parent.name.qualified
        if ReactantVocabulary.containers.contains(parentTag), tag == ReactantVocabulary.styles || tag == ReactantVocabulary.templates {
            return "<\(tag)> inside <\(parentTag)> is ignored by the generator; move it to the component's root element, whose <\(tag)> alone is read"
        }
        if ReactantVocabulary.tableViewSlots[parentTag]?.contains(tag) == true,
           let field = parent.attribute("field")?.value?.decoded.value, !field.isEmpty {
            return "The inline <\(tag)> is ignored by the generator: a table view with a 'field' takes its rows from the Swift property's type; remove it, or remove 'field'"
        }
        return nil
    }

    /// A child the schema does not declare under `parent`: an error where the generator
    /// rejects unknown tags, a warning where it skips them.
    private mutating func reportUndeclared(_ child: XMLElementSyntax, in parent: XMLElementSyntax, declaration: ElementDeclaration) {
        let tag = child.name.qualified
        let parentTag = parent.name.qualified
        switch declaration.otherChildren {
        case .rejected:
            if facts.declaredTags.contains(tag) {
                let reason = declaration.children.isEmpty ? ": <\(parentTag)> takes no child elements" : ""
                diagnostics.append(Diagnostic(.misplacedElement,
                    "<\(tag)> is not allowed inside <\(parentTag)>\(reason); the generator fails", range: child.name.range))
            } else {
                let suggestion = declaration.nearestChildName(to: tag)
                diagnostics.append(Diagnostic(.unknownElement,
                    "Unknown element <\(tag)> inside <\(parentTag)>; the generator fails" + DidYouMean.clause(suggestion),
                    range: child.name.range, fixes: Self.renameFixes(of: child, to: suggestion)))
            }
        case .ignored:
            let suggestion = declaration.nearestChildName(to: tag)
            diagnostics.append(Diagnostic(.ignoredElement,
                "<\(tag)> inside <\(parentTag)> is ignored by the generator" + DidYouMean.clause(suggestion),
                range: child.name.range, fixes: Self.renameFixes(of: child, to: suggestion)))
        case .freelyNamed:
            break  // `child(named:)` answers every tag here
        }
    }

    /// Renaming an element: its start tag's name and, when present, its end tag's.
    static func renameFixes(of element: XMLElementSyntax, to name: String?) -> [Diagnostic.Fix] {
        guard let name else { return [] }
        let title = "Change to '\(name)'"
        var fixes = [Diagnostic.Fix(title: title, range: element.name.range, replacement: name)]
        if let end = element.endTag, end.name.qualified == element.name.qualified {
            fixes.append(Diagnostic.Fix(title: title, range: end.name.range, replacement: name))
        }
        return fixes
    }
}
