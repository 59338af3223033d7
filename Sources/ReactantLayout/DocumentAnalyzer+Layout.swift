import ReactantAnalysis
import SchemaModel

extension DocumentAnalyzer {
    /// `standard(schema:)` with `LayoutCheck` after its checks, reading the same constraint
    /// values: what `--check` runs (the server solves layouts in a later stage of its own).
    /// - Parameter verifyingFixes: find the layout warnings' verified fixes too (for an output
    ///   that carries fixes: each costs layouts of the document).
    /// - Parameter trace: where each device's solve is recorded.
    public static func standardSolvingLayouts(
        schema: Schema, memoCapacity: Int = interactiveMemoCapacity, verifyingFixes: Bool = true,
        trace: LayoutTrace? = nil, values: LayoutValueAnalyses? = nil
    ) -> DocumentAnalyzer {
        standard(schema: schema, memoCapacity: memoCapacity, values: values) { values in
            [LayoutCheck(analyses: values, verifiesFixes: verifyingFixes, trace: trace)]
        }
    }
}
