import TestSupport
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

    /// Built from a list of terms in one go, an expression equals the sum of its terms built
    /// with `+` one by one: sorted or not, a variable recurring (its coefficients summed in
    /// order), a term or a sum of zero dropped.
    @Test(arguments: 0..<40 as Range<UInt64>)
    func aListOfTermsEqualsTheirSum(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var solver = SimplexSolver()
        let variables = solver.makeVariables(5)
        let terms = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            (variable: variables.randomElement(using: &random)!, coefficient: [-2, -1, -0.5, 0, 0.1, 1, 3].randomElement(using: &random)!)
        }
        let sorted = terms.sorted { $0.variable < $1.variable }
        for list in [terms, sorted] {
            let summed = list.reduce(LinearExpression(constant: 4)) { $0 + LinearExpression($1.variable, coefficient: $1.coefficient) }
            #expect(LinearExpression(terms: list, constant: 4) == summed)
        }
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
