import LayoutSolver
import ReactantAnalysis

/// The solved systems of one version of a document, kept to solve its next version from
/// (`LayoutCheck.layoutsAndSystems`): one per group of traits (devices on which the document's
/// conditions come out alike), and the last one solved, each without conflicts (a system with
/// conflicts is never changed into another scene; a group that conflicts keeps an earlier
/// version's, possibly none). A system continues only where it gives
/// a fresh solve's answer (`LayoutEngine.solve(_:from:isCancelled:)`), so an earlier version's
/// is as good a start as another device's.
public struct SolvedLayoutSystems: Sendable {
    /// The conditions the groups are keyed by, in order: another version may have others.
    let conditions: [String]
    let byGroup: [[Bool?]: LayoutSystem]
    let last: LayoutSystem
}
