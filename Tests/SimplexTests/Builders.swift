import Simplex
import Testing

/// What the tests write constraints with: a variable, an expression or a number.
protocol Expressible {
    var expression: LinearExpression { get }
}

extension LayoutVariable: Expressible {
    var expression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: Expressible {
    var expression: LinearExpression { self }
}

extension Double: Expressible {
    var expression: LinearExpression { LinearExpression(constant: self) }
}

func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }
func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { LinearExpression(rhs, coefficient: lhs) }

func eq(_ lhs: some Expressible, _ rhs: some Expressible, _ priority: LayoutPriority = .required) -> SolverConstraint {
    SolverConstraint(lhs.expression, .equal, rhs.expression, priority: priority)
}

func le(_ lhs: some Expressible, _ rhs: some Expressible, _ priority: LayoutPriority = .required) -> SolverConstraint {
    SolverConstraint(lhs.expression, .lessThanOrEqual, rhs.expression, priority: priority)
}

func ge(_ lhs: some Expressible, _ rhs: some Expressible, _ priority: LayoutPriority = .required) -> SolverConstraint {
    SolverConstraint(lhs.expression, .greaterThanOrEqual, rhs.expression, priority: priority)
}

func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-7) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}

extension SimplexSolver {
    mutating func makeVariables(_ count: Int) -> [LayoutVariable] {
        (0..<count).map { _ in makeVariable() }
    }

    /// Adds a constraint that must be accepted.
    @discardableResult
    mutating func must(_ constraint: SolverConstraint, sourceLocation: SourceLocation = #_sourceLocation) -> ConstraintID {
        do {
            return try add(constraint)
        } catch {
            Issue.record("unexpected conflict \(error.constraints)", sourceLocation: sourceLocation)
            return error.rejected
        }
    }

    /// Adds a constraint that must be rejected; its conflict.
    mutating func conflict(_ constraint: SolverConstraint, sourceLocation: SourceLocation = #_sourceLocation) -> RequiredConflict? {
        do {
            _ = try add(constraint)
            Issue.record("expected a conflict", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    func values(_ variables: [LayoutVariable]) -> [Double] { variables.map { value(of: $0) } }

    /// Holds `variable` near `value` with an optional equality, as the layout holds a root's
    /// size: its constant is moved in place by `move(_:to:)` (`changeConstants`).
    mutating func hold(_ variable: LayoutVariable, at value: Double, priority: LayoutPriority,
                       sourceLocation: SourceLocation = #_sourceLocation) -> Hold {
        Hold(variable: variable, priority: priority, id: must(eq(variable, value, priority), sourceLocation: sourceLocation))
    }

    /// Moves a hold's value and re-solves from the previous optimum.
    mutating func move(_ hold: Hold, to value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(changeConstants([(hold.id, eq(hold.variable, value, hold.priority))]), sourceLocation: sourceLocation)
    }
}

/// An optional equality holding a variable at a value that moves (see `SimplexSolver.hold`).
struct Hold {
    let variable: LayoutVariable
    let priority: LayoutPriority
    let id: ConstraintID
}
