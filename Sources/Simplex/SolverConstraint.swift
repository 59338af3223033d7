/// `lhs relation rhs` at a priority.
public struct SolverConstraint: Sendable, Hashable {
    public let lhs: LinearExpression
    public let relation: LayoutRelation
    public let rhs: LinearExpression
    public let priority: LayoutPriority

    public init(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: LayoutPriority = .required
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
    }
}

/// Names a constraint given to `SimplexSolver.add`, in the order they were given.
public struct ConstraintID: Hashable, Comparable, Sendable {
    public let index: Int

    @usableFromInline init(index: Int) { self.index = index }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}

/// Required constraints that cannot hold together.
public struct RequiredConflict: Error, Sendable, Hashable {
    /// A minimal set: the rejected constraint and the earlier required constraints it contradicts
    /// (removing any one of them makes the rest satisfiable). In the order they were added.
    public let constraints: [ConstraintID]
    /// The one that was rejected (the last added of the set).
    public let rejected: ConstraintID

    public init(constraints: [ConstraintID], rejected: ConstraintID) {
        self.constraints = constraints
        self.rejected = rejected
    }
}
