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

    /// The parts folded into one word: tables keyed by constraints (a system's few hundred,
    /// matched again when a scene moves to another device) hash one word rather than every
    /// term's variable and coefficient, and a table of its own may use it as the hash itself.
    /// Equal constraints have equal digests.
    public var digest: UInt64 {
        var digest = Digest()
        digest.add(lhs)
        digest.add(rhs)
        digest.add(UInt64(relation == .lessThanOrEqual ? 1 : relation == .equal ? 2 : 3))
        digest.add(priority.value)
        return digest.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    private struct Digest {
        var value: UInt64 = 0x243F_6A88_85A3_08D3

        mutating func add(_ word: UInt64) {
            value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
        }

        /// Zero and minus zero are equal, so they must digest alike.
        mutating func add(_ number: Double) { add(number == 0 ? 0 : number.bitPattern) }

        mutating func add(_ expression: LinearExpression) {
            add(UInt64(bitPattern: Int64(expression.sortedTerms.count)))
            for term in expression.sortedTerms {
                add(UInt64(bitPattern: Int64(term.variable.index)))
                add(term.coefficient)
            }
            add(expression.constant)
        }
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
