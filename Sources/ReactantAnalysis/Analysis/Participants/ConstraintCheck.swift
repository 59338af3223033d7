import ConstraintGrammar
import SchemaModel
import Support
import XMLSyntax

/// Every `layout:` attribute of every view, in one pass: its value through the constraint
/// grammar (`layout.*`, mapped onto the characters as written), the views its targets name
/// (`ref.*`), and anchors it constrains that another attribute of the view already does.
/// Each distinct value is analyzed once, across passes; names resolve by dictionary lookups in the view's
/// component.
/// Attributes the generator does not know are the schema check's to report, and `layout:` on
/// the root `<Component>` (not a view) is the root check's.
public struct ConstraintCheck: ViewByViewParticipant {
    /// Analyses of values seen before, shared with the layout check.
    private let analyses: LayoutValueAnalyses

    public init(analyses: LayoutValueAnalyses = LayoutValueAnalyses()) {
        self.analyses = analyses
    }

    public func findings(in context: AnalysisContext, views range: Range<Int>) -> [Finding] {
        var diagnostics: [Diagnostic] = []
        var targets = ConstraintTargetResolver(document: context.document)
        // Views repeat their values (`super`, `super inset(16)`), and so do passes: each
        // distinct value is parsed once; its diagnostics are relative to the value, so they
        // map onto every copy.
        let elements = context.tree.elements
        let views = context.document.views
        // A large document's values mostly come once (each names its own view): those are not
        // kept in the shared memo, where they would push out the values that repeat.
        let isLarge = context.tree.utf8Count >= XMLDocumentSyntax.largeDocumentLength
        // Views in a run repeat their neighbours' values: each attribute's last value and entry
        // are taken again without the shared memo, whose lock every thread would take for each copy.
        var last = [(value: String, entry: LayoutValueAnalyses.Entry)?](repeating: nil, count: LayoutAttribute.all.count)
        // Views and their attributes are read in place: most attributes are not `layout:` ones,
        // and copying each view or attribute whole costs more than looking at its name.
        for viewIndex in range.clamped(to: views.indices) {
            let attributes = elements[views[viewIndex].element].attributes
            var overlap = ConstraintAnchorOverlap(attributes: attributes)
            var seen: UInt64 = 0  // bit i: `LayoutAttribute.all[i]` was read
            for position in attributes.indices {
                // A repeated attribute is a well-formedness error: the generator never reads the file.
                guard let attribute = attributes[position].name.layoutAttributeIndex, seen & (1 << attribute) == 0,
                      attributes[position].value?.isClosed == true else { continue }
                seen |= 1 << attribute
                let value = attributes[position].value!.decoded.value
                let known: LayoutValueAnalyses.Entry
                if let repeated = last[attribute], repeated.value == value {
                    known = repeated.entry
                } else {
                    known = analyses.entry(attribute: attribute, value: value, rememberedOnRepeat: isLarge)
                    last[attribute] = (value, known)
                }
                if !known.diagnostics.isEmpty || !known.targetUses.isEmpty {
                    let mapping = ConstraintValueMapping(value: attributes[position].value!)
                    for diagnostic in known.diagnostics { diagnostics.append(mapping.diagnostic(for: diagnostic)) }
                    if !known.targetUses.isEmpty {
                        diagnostics += targets.findings(
                            of: known.targetUses, resolved: known.constraints, ofView: viewIndex, mapping: mapping)
                    }
                }
                if !known.claims.isEmpty { diagnostics += overlap.add(known.claims, ofAttributeAt: position) }
            }
        }
        return diagnostics.map { Finding($0) }
    }
}
