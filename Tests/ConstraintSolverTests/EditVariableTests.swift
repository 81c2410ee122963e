import ConstraintSolver
import Testing

/// Edit variables: suggestions hold as far as the required constraints allow.
@Suite struct EditVariableTests {
    @Test func suggestionsAreClampedByRequiredBounds() throws {
        // 0 ≤ x ≤ 100, y = 2x + 1; suggestions 50, 150, −10 give x = 50, 100, 0.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        try solver.add(Constraint(y, .equal, 2 * x + 1))
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(50, for: x)
        #expect(isClose(solver.value(of: x), 50))
        #expect(isClose(solver.value(of: y), 101))
        try solver.suggestValue(150, for: x)
        #expect(isClose(solver.value(of: x), 100))
        #expect(isClose(solver.value(of: y), 201))
        try solver.suggestValue(-10, for: x)
        #expect(isClose(solver.value(of: x), 0))
        #expect(isClose(solver.value(of: y), 1))
    }

    @Test func anEditVariableStartsAtTheCurrentValue() throws {
        // x = 30 at 250; adding an edit at 500 moves nothing until a value is suggested.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 30, priority: 250))
        try solver.addEditVariable(x, priority: 500)
        #expect(isClose(solver.value(of: x), 30))
        try solver.suggestValue(12, for: x)
        #expect(isClose(solver.value(of: x), 12))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(isClose(solver.value(of: x), 30))
    }

    @Test func aWeakerEditLosesToAStrongerPreference() throws {
        // An edit at 100 against x = 5 at 750: the edit's suggestions do not move x.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 5, priority: 750))
        try solver.addEditVariable(x, priority: 100)
        try solver.suggestValue(70, for: x)
        #expect(isClose(solver.value(of: x), 5))
    }

    @Test func twoEditVariablesShareASpan() throws {
        // left and right edited at 500, width = right − left ≥ 10: suggesting left 0, right 4
        // cannot both hold; the sum of errors |left| + |right − 4| is least (4 − 10 = −6 to
        // share) anywhere on left ∈ [−6, 0] with right = left + 10; the errors total 6.
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.add(Constraint(right - left, .greaterThanOrEqual, Expression(constant: 10)))
        try solver.addEditVariable(left, priority: 500)
        try solver.addEditVariable(right, priority: 500)
        try solver.suggestValue(0, for: left)
        try solver.suggestValue(4, for: right)
        let l = solver.value(of: left), r = solver.value(of: right)
        #expect(isClose(r - l, 10))
        #expect(isClose(abs(l) + abs(r - 4), 6))
        #expect(l >= -6 - 1e-9 && l <= 1e-9)
    }
}
