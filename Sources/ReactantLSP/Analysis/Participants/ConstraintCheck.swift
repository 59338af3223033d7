import ConstraintGrammar

/// Every `layout:` attribute of every view, in one pass: its value through the constraint
/// grammar (`layout.*`, mapped onto the characters as written), the views its targets name
/// (`ref.*`), and anchors it constrains that another attribute of the view already does.
/// Each value is analysed once; names resolve by dictionary lookups in the view's component.
/// Attributes the generator does not know are the schema check's to report, and `layout:` on
/// the root `<Component>` (not a view) is the root check's.
public struct ConstraintCheck: AnalysisParticipant {
    public init() {}

    public func findings(in context: AnalysisContext) -> [Finding] {
        var diagnostics: [Diagnostic] = []
        var targets = ConstraintTargetResolver(document: context.document)
        for view in context.document.views {
            var overlap = ConstraintAnchorOverlap()
            var seen: Set<Substring> = []
            for attribute in context.tree.elements[view.element].attributes where attribute.name.prefix == Self.prefix {
                let name = attribute.name.localName
                // A repeated attribute is a well-formedness error: the generator never reads the file.
                guard seen.insert(name).inserted, let value = attribute.value, value.isClosed,
                      let layoutAttribute = LayoutAttribute.named(String(name)) else { continue }
                let analysis = LayoutAnalysis.analyze(value.decoded.value, as: layoutAttribute)
                let mapping = ConstraintValueMapping(value: value)
                for diagnostic in analysis.diagnostics { diagnostics.append(mapping.diagnostic(for: diagnostic)) }
                guard case .constraints(let list) = analysis.syntax else { continue }
                diagnostics += targets.findings(in: list, resolved: analysis.constraints, of: view, mapping: mapping)
                diagnostics += overlap.add(analysis.constraints, of: attribute)
            }
        }
        return diagnostics.map { Finding($0) }
    }

    /// The generator reads names literally: `layout:` is a fixed prefix, whatever it is bound to.
    static let prefix: Substring = "layout"
}
