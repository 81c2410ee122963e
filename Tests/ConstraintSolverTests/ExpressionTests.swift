import ConstraintSolver
import Testing

/// The arithmetic that builds expressions and constraints.
@Suite struct ExpressionTests {
    @Test func operatorsBuildTermsAndConstants() {
        let x = Variable("x"), y = Variable("y")
        let expression = 2 * x + y - 10
        #expect(expression.terms == [Term(x, coefficient: 2), Term(y)])
        #expect(expression.constant == -10)
        let negated = -(x - y) * 3 + 1
        #expect(negated.terms == [Term(x, coefficient: -3), Term(y, coefficient: 3)])
        #expect(negated.constant == 1)
        #expect((x / 4).terms == [Term(x, coefficient: 0.25)])
        #expect((10 - x).constant == 10)
        #expect(expression.value { $0 == x ? 3 : 5 } == 1)
    }

    @Test func aConstraintMovesItsRightSideLeft() {
        let x = Variable("x"), y = Variable("y")
        let constraint = Constraint(x + 10, .lessThanOrEqual, Expression(y), priority: 250)
        #expect(constraint.expression.terms == [Term(x), Term(y, coefficient: -1)])
        #expect(constraint.constant == 10)
        #expect(constraint.priority == 250)
        #expect(Constraint(x, .equal, 7).constant == -7)
    }

    @Test func variablesAreDistinctUnknowns() {
        let a = Variable("same"), b = Variable("same")
        #expect(a != b)
        #expect(a == a)
        #expect(a.id != 0)
        #expect(a.description.hasPrefix("same#"))
    }
}
