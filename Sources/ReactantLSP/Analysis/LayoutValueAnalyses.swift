import ConstraintGrammar
import Support

/// The analyses of `layout:` values, remembered for every check that reads them: the
/// constraint check reports on them and the layout check builds scenes from them. A keystroke
/// changes one value, and the analysis of every other is a pure function of its text, so a
/// value is parsed once, not once per reader and per version.
public final class LayoutValueAnalyses: Sendable {
    /// What is kept of one value: what its readers use of its analysis (not its syntax, which
    /// is most of an analysis's memory and is read only by editor features, which parse their
    /// one value again), the names it targets and the anchors it claims (both empty unless the
    /// value is a constraint list). Shared, not copied, by every view and pass that has the value.
    final class Entry: Sendable {
        /// In order of position, then severity.
        let diagnostics: [LayoutDiagnostic]
        /// The generator's constraints, for every expanded part.
        let constraints: [ResolvedConstraint]
        let hasErrors: Bool
        let targetUses: [ConstraintTargetResolver.TargetUse]
        let claims: [ConstraintAnchorOverlap.Claim]

        init(_ analysis: LayoutAnalysis) {
            diagnostics = analysis.diagnostics
            constraints = analysis.constraints
            hasErrors = analysis.hasErrors
            if case .constraints(let list) = analysis.syntax {
                targetUses = ConstraintTargetResolver.uses(in: list)
                claims = ConstraintAnchorOverlap.claims(of: analysis.constraints)
            } else {
                targetUses = []
                claims = []
            }
        }
    }

    /// The server's: its checks and its layout stage read the values of the same few open files.
    public static let interactive = LayoutValueAnalyses(capacity: DocumentAnalyzer.interactiveMemoCapacity)

    private let memo: BoundedMemo<Key, Entry>

    /// - Parameter capacity: how many values each generation keeps (see `BoundedMemo`).
    public init(capacity: Int) {
        memo = BoundedMemo(capacity: capacity)
    }

    /// The value of the attribute at `attribute` in `LayoutAttribute.all`.
    func entry(attribute: Int, value: String) -> Entry {
        memo.value(for: Key(attribute: attribute, value: value)) {
            Entry(LayoutAnalysis.analyze(value, as: LayoutAttribute.all[attribute]))
        }
    }

    private struct Key: FastHashable, Sendable {
        let attribute: Int
        let value: String

        var fastHash: UInt64 { TextHash.hash(value, tag: UInt64(attribute)) }
    }
}
