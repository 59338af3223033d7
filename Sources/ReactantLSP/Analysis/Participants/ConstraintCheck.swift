import ConstraintGrammar

/// Every `layout:` attribute of every view, in one pass: its value through the constraint
/// grammar (`layout.*`, mapped onto the characters as written), the views its targets name
/// (`ref.*`), and anchors it constrains that another attribute of the view already does.
/// Each distinct value is analysed once, across passes; names resolve by dictionary lookups in the view's
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
        for view in context.document.views {
            var overlap = ConstraintAnchorOverlap()
            var seen: [String] = []  // at most the 28 known names
            let attributes = elements[view.element].attributes
            // By index: most attributes are not `layout:` ones, and copying each whole costs more
            // than looking at its name.
            for index in attributes.indices {
                // A repeated attribute is a well-formedness error: the generator never reads the file.
                guard let name = Self.layoutName(attributes[index].name), let layoutAttribute = LayoutAttribute.named(String(name)),
                      !seen.contains(layoutAttribute.name), let value = attributes[index].value, value.isClosed else { continue }
                seen.append(layoutAttribute.name)
                let key = AnalysisKey(attribute: layoutAttribute.name, value: value.decoded.value)
                let known = analyses.value(for: key) { LayoutValueAnalysis(LayoutAnalysis.analyze(key.value, as: layoutAttribute)) }
                let analysis = known.analysis
                let mapping = ConstraintValueMapping(value: value)
                for diagnostic in analysis.diagnostics { diagnostics.append(mapping.diagnostic(for: diagnostic)) }
                guard case .constraints = analysis.syntax else { continue }
                if !known.targetUses.isEmpty {
                    diagnostics += targets.findings(of: known.targetUses, resolved: analysis.constraints, of: view, mapping: mapping)
                }
                diagnostics += overlap.add(analysis.constraints, of: attributes[index].name)
            }
        }
        return diagnostics.map { Finding($0) }
    }

    /// What the participant keeps of one value: its analysis and the names it targets. Shared,
    /// not copied, by every view and pass that has the value.
    private final class LayoutValueAnalysis: Sendable {
        let analysis: LayoutAnalysis
        let targetUses: [ConstraintTargetResolver.TargetUse]

        init(_ analysis: LayoutAnalysis) {
            self.analysis = analysis
            if case .constraints(let list) = analysis.syntax {
                targetUses = ConstraintTargetResolver.uses(in: list)
            } else {
                targetUses = []
            }
        }
    }

    private struct AnalysisKey: Hashable, Sendable {
        let attribute: String
        let value: String
    }

    /// The name after `layout:`, or `nil` for another attribute. The generator reads names
    /// literally: `layout:` is a fixed prefix, whatever namespace it is bound to. Compared as
    /// bytes, since every attribute of every view passes here on each keystroke.
    static func layoutName(_ name: XMLName) -> Substring? {
        let qualified = name.qualified
        guard qualified.utf8.count > 7, qualified.hasPrefix("layout:") else { return nil }
        return Substring(qualified.utf8.dropFirst(7))
    }
}
