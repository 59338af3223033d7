import SchemaModel
import Support
import XMLSyntax

/// Rules of the generator that the schemas cannot state: a table view's component types, and
/// `extend` on a component that is no root view. (One `styles`, `templates`, `cell`, `header`
/// and `footer` per parent is checked where children are walked.)
extension SchemaCheckWalk {
    /// The element at `index`, read in place (it is copied only where a rule applies).
    mutating func checkStructure(ofElementAt index: Int, declaration: ElementDeclaration) {
        let tag = tree.elements[index].name.qualified
        if let slots = ReactantVocabulary.tableViewSlots[tag] { checkTableTypes(of: tree.elements[index], slots: slots) }
        let attributes = tree.elements[index].attributes
        if let extend = attributes.firstIndex(where: { $0.name.qualified == "extend" }), declaration.attribute(named: "rootView") != nil,
           !ReactantVocabulary.readsAsTrue(tree.elements[index].attribute("rootView")?.value?.decoded.value) {
            diagnostics.append(Diagnostic(.extendWithoutRootView,
                "'extend' only applies to a root view: the generator ignores it without rootView=\"true\"",
                range: attributes[extend].name.range))
        }
    }

    /// Each slot needs its type attribute unless a `field` binds the table view (its type is
    /// then the property's). A slot with an inline definition but no type is the reference
    /// participant's (`ref.component-without-type`).
    private mutating func checkTableTypes(of element: XMLElementSyntax, slots: [String]) {
        guard element.attribute("field") == nil else { return }
        let missing = slots.filter { slot in
            element.attribute(slot) == nil && !element.children.contains { node in
                if case .element(let child) = node { tree.elements[child].name.qualified == slot } else { false }
            }
        }
        guard !missing.isEmpty else { return }
        let names = missing.map { "'\($0)'" }.joined(separator: " and ")
        diagnostics.append(Diagnostic(.missingTableType,
            "<\(element.name.qualified)> needs \(names) (the component type\(missing.count == 1 ? "" : "s") of its rows) unless it has a 'field'; the generator fails",
            range: element.name.range))
    }
}
