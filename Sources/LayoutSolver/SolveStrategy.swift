/// How the engine made a scene's system: the one record of the path a solve took, read by the
/// layout trace and by tests instead of counters.
public enum SolveStrategy: String, Sendable, CaseIterable {
    /// Built from the scene alone.
    case afresh
    /// A system of the same constraints (another device of the group, or the same scene with
    /// text measured again): the root's numbers and views' measures changed in place.
    case movedRoot = "moved-root"
    /// A similar system (another group's): the constraints that differ left and entered.
    case changedConstraints = "changed-constraints"
}
