import ConstraintGrammar
import Support

/// The analyses of `layout:` values, remembered for every check that reads them: the
/// constraint check reports on them and the layout check builds scenes from them. A keystroke
/// changes one value, and the analysis of every other is a pure function of its text, so a
/// value is parsed once, not once per reader and per version.
public final class LayoutValueAnalyses: Sendable {
    /// What is kept of one value: what its readers use of its analysis, the names it targets
    /// and the anchors it claims (both empty unless the value is a constraint list), and, in a
    /// memo that keeps syntax (the server's, whose editor features read the open documents'
    /// values), the whole analysis. Shared, not copied, by every view and pass that has the value.
    package final class Entry: Sendable {
        /// In order of position, then severity.
        let diagnostics: [LayoutDiagnostic]
        /// The generator's constraints, for every expanded part.
        package let constraints: [ResolvedConstraint]
        package let hasErrors: Bool
        package let targetUses: [ConstraintTargetResolver.TargetUse]
        let claims: [ConstraintAnchorOverlap.Claim]
        /// The priority a hugging or compression-resistance value gives, when it reads as one.
        package let priority: Double?
        /// The Swift names the generated `LayoutContainer` stores constraints in, each once,
        /// with the range of the name as written (a name renamed per part, `edges="e = super"`
        /// making `eTop`, `eLeading`…, points at the one written).
        let constraintNames: [ConstraintName]
        /// The whole analysis, syntax included, when the memo keeps syntax.
        let analysis: LayoutAnalysis?

        init(_ analysis: LayoutAnalysis, keepingSyntax: Bool) {
            self.analysis = keepingSyntax ? analysis : nil
            diagnostics = analysis.diagnostics
            constraints = analysis.constraints
            hasErrors = analysis.hasErrors
            if case .constraints(let list) = analysis.syntax {
                targetUses = ConstraintTargetResolver.uses(in: list)
                claims = ConstraintAnchorOverlap.claims(of: analysis.constraints)
                var names: [ConstraintName] = []
                for constraint in analysis.constraints {
                    guard let name = constraint.fieldName, !names.contains(where: { $0.name == name }),
                          let written = list.constraints[constraint.constraintIndex].field ?? list.constraints.first?.field
                    else { continue }
                    names.append(ConstraintName(name: name, range: written.name.range))
                }
                constraintNames = names
            } else {
                targetUses = []
                claims = []
                constraintNames = []
            }
            if case .priority(_, let value?) = analysis.syntax, value.isFinite { priority = value } else { priority = nil }
        }
    }

    /// A constraint's Swift name and where it is written in the value (UTF-8 offsets).
    struct ConstraintName: Sendable {
        let name: String
        let range: Range<Int>
    }

    private let memo: BoundedMemo<Key, Entry>
    /// Whether entries keep the whole analysis (syntax is most of an analysis's memory, and
    /// `--check` never reads it).
    private let keepsSyntax: Bool

    /// - Parameters:
    ///   - capacity: how many values each generation keeps (see `BoundedMemo`).
    ///   - keepingSyntax: whether editor features read whole analyses from this memo.
    /// Hosts own their memo and pass it to every reader that should share it: the server one
    /// that keeps syntax (its checks, layout stage and editor features read the same few open
    /// files), `--check` a larger one without. A reader given none makes its own.
    public init(capacity: Int = 256, keepingSyntax: Bool = false) {
        memo = BoundedMemo(capacity: capacity)
        keepsSyntax = keepingSyntax
    }

    /// The value of the attribute at `attribute` in `LayoutAttribute.all`.
    /// - Parameter rememberedOnRepeat: remembered only when asked for a second time (see
    ///   `BoundedMemo.valueRememberedOnRepeat`): a large document's values, most of which name
    ///   one view each and come once.
    package func entry(attribute: Int, value: String, rememberedOnRepeat: Bool = false) -> Entry {
        let key = Key(attribute: attribute, value: value)
        let analysis = { Entry(LayoutAnalysis.analyze(value, as: LayoutAttribute.all[attribute]), keepingSyntax: self.keepsSyntax) }
        return rememberedOnRepeat ? memo.valueRememberedOnRepeat(for: key, analysis) : memo.value(for: key, analysis)
    }

    /// The whole analysis of the value of the attribute at `attribute` in `LayoutAttribute.all`:
    /// the one the checks made, when this memo keeps syntax.
    func analysis(attribute: Int, value: String) -> LayoutAnalysis {
        if keepsSyntax, let known = entry(attribute: attribute, value: value).analysis { return known }
        return LayoutAnalysis.analyze(value, as: LayoutAttribute.all[attribute])
    }

    private struct Key: FastHashable, Sendable {
        let attribute: Int
        let value: String

        var fastHash: UInt64 { TextHash.hash(value, tag: UInt64(attribute)) }
    }
}
