import ConstraintGrammar
import SchemaModel
import Support

/// Every `layout:` attribute of every view, in one pass: its value through the constraint
/// grammar (`layout.*`, mapped onto the characters as written), the views its targets name
/// (`ref.*`), and anchors it constrains that another attribute of the view already does.
/// Each distinct value is analyzed once, across passes; names resolve by dictionary lookups in the view's
/// component.
/// Attributes the generator does not know are the schema check's to report, and `layout:` on
/// the root `<Component>` (not a view) is the root check's.
public struct ConstraintCheck: AnalysisParticipant {
    /// Analyses of values seen before, by attribute and value: a keystroke changes one value,
    /// and the analysis of the others is a pure function of their text.
    private let analyses: BoundedMemo<AnalysisKey, LayoutValueAnalysis>

    /// - Parameter memoCapacity: how many analyses each generation keeps (see `BoundedMemo`).
    public init(memoCapacity: Int = DocumentAnalyzer.interactiveMemoCapacity) {
        analyses = BoundedMemo(capacity: memoCapacity)
    }

    public func findings(in context: AnalysisContext) -> [Finding] {
        var diagnostics: [Diagnostic] = []
        var targets = ConstraintTargetResolver(document: context.document)
        // Views repeat their values (`super`, `super inset(16)`), and so do passes: each
        // distinct value is parsed once; its diagnostics are relative to the value, so they
        // map onto every copy.
        let elements = context.tree.elements
        let views = context.document.views
        // Views and their attributes are read in place: most attributes are not `layout:` ones,
        // and copying each view or attribute whole costs more than looking at its name.
        for viewIndex in views.indices {
            let attributes = elements[views[viewIndex].element].attributes
            var overlap = ConstraintAnchorOverlap(attributes: attributes)
            var seen: UInt64 = 0  // bit i: `LayoutAttribute.all[i]` was read
            for position in attributes.indices {
                // A repeated attribute is a well-formedness error: the generator never reads the file.
                guard let attribute = attributes[position].name.layoutAttributeIndex, seen & (1 << attribute) == 0,
                      attributes[position].value?.isClosed == true else { continue }
                seen |= 1 << attribute
                let key = AnalysisKey(attribute: attribute, value: attributes[position].value!.decoded.value)
                let known = analyses.value(for: key) {
                    LayoutValueAnalysis(LayoutAnalysis.analyze(key.value, as: LayoutAttribute.all[attribute]))
                }
                if !known.analysis.diagnostics.isEmpty || !known.targetUses.isEmpty {
                    let mapping = ConstraintValueMapping(value: attributes[position].value!)
                    for diagnostic in known.analysis.diagnostics { diagnostics.append(mapping.diagnostic(for: diagnostic)) }
                    if !known.targetUses.isEmpty {
                        diagnostics += targets.findings(
                            of: known.targetUses, resolved: known.analysis.constraints, of: views[viewIndex], mapping: mapping)
                    }
                }
                if !known.claims.isEmpty { diagnostics += overlap.add(known.claims, ofAttributeAt: position) }
            }
        }
        return diagnostics.map { Finding($0) }
    }

    /// What the participant keeps of one value: its analysis, the names it targets and the
    /// anchors it claims (both empty unless the value is a constraint list). Shared, not
    /// copied, by every view and pass that has the value.
    private final class LayoutValueAnalysis: Sendable {
        let analysis: LayoutAnalysis
        let targetUses: [ConstraintTargetResolver.TargetUse]
        let claims: [ConstraintAnchorOverlap.Claim]

        init(_ analysis: LayoutAnalysis) {
            self.analysis = analysis
            if case .constraints(let list) = analysis.syntax {
                targetUses = ConstraintTargetResolver.uses(in: list)
                claims = ConstraintAnchorOverlap.claims(of: analysis.constraints)
            } else {
                targetUses = []
                claims = []
            }
        }
    }

    /// An attribute (its position in `LayoutAttribute.all`) and a value.
    private struct AnalysisKey: FastHashable, Sendable {
        let attribute: Int
        let value: String

        var fastHash: UInt64 { TextHash.hash(value, tag: UInt64(attribute)) }
    }
}
