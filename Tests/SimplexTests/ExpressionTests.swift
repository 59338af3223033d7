import Testing
@testable import Simplex

@Suite struct ExpressionTests {
    @Test func arithmeticMergesTermsAndDropsCancelledOnes() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let sum = LinearExpression(x, coefficient: 2) + LinearExpression(y) + 3
        #expect(sum.terms == [x: 2, y: 1])
        #expect(sum.constant == 3)
        let difference = sum - LinearExpression(x, coefficient: 2) - 1
        #expect(difference.terms == [y: 1])
        #expect(difference.constant == 2)
        #expect((3 * difference).terms == [y: 3])
        #expect((difference * 0.5).constant == 1)
        #expect((-difference).terms == [y: -1])
        #expect((sum / 2).terms == [x: 1, y: 0.5])
        #expect(LinearExpression(x) - LinearExpression(x) == LinearExpression(constant: 0))
        #expect(LinearExpression(x, coefficient: 0).terms.isEmpty)
    }

    @Test func prioritiesAreClampedAndOrdered() {
        #expect(LayoutPriority(5_000) == .required)
        #expect(LayoutPriority(0).value == LayoutPriority.lowest)
        #expect(LayoutPriority(0.5) < LayoutPriority(1))
        #expect(LayoutPriority(.nan) == .required)
        #expect(LayoutPriority(999).isRequired == false)
        #expect(LayoutPriority.required.isRequired)
        #expect(LayoutPriority(250) < LayoutPriority(750))
    }

    /// Equal constraints hash alike (a zero and a minus zero constant are equal); ones that
    /// differ in a term, the constant, the relation or the priority are told apart in a set.
    @Test func constraintsHashByEveryPart() {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let base = SolverConstraint(LinearExpression(x) + LinearExpression(y, coefficient: 2), .equal, LinearExpression(constant: 0))
        let same = SolverConstraint(LinearExpression(y, coefficient: 2) + LinearExpression(x), .equal, LinearExpression(constant: -0.0))
        #expect(base == same)
        #expect(base.hashValue == same.hashValue)
        let variants = [
            base,
            SolverConstraint(LinearExpression(x) + LinearExpression(y, coefficient: 3), .equal, LinearExpression(constant: 0)),
            SolverConstraint(LinearExpression(x) + LinearExpression(y, coefficient: 2), .equal, LinearExpression(constant: 1)),
            SolverConstraint(LinearExpression(x) + LinearExpression(y, coefficient: 2), .lessThanOrEqual, LinearExpression(constant: 0)),
            SolverConstraint(LinearExpression(x) + LinearExpression(y, coefficient: 2), .equal, LinearExpression(constant: 0), priority: LayoutPriority(250)),
            SolverConstraint(LinearExpression(constant: 0), .equal, LinearExpression(x) + LinearExpression(y, coefficient: 2)),
        ]
        #expect(Set(variants).count == variants.count)
        #expect(Set(variants.map(\.hashValue)).count == variants.count)
    }

    @Test func variablesAreNumberedInOrder() {
        var solver = SimplexSolver()
        #expect(solver.makeVariables(3).map(\.index) == [0, 1, 2])
    }
}
