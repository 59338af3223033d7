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

    @Test func variablesAreNumberedInOrder() {
        var solver = SimplexSolver()
        #expect(solver.makeVariables(3).map(\.index) == [0, 1, 2])
    }
}
