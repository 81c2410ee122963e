import ConstraintSolver
import Testing

/// The Getting started article's code (ConstraintSolver.docc), run, with the values it
/// states worked by hand there.
@Suite struct GettingStartedTests {
    @Test func theArticlesExampleGivesTheValuesItStates() throws {
        let solver = Solver()
        let width = Variable("width")
        let left = Variable("left"), label = Variable("label")
        let pin = Constraint(width, .equal, 320)
        try solver.add(pin)
        try solver.add(Constraint(left, .equal, 16))
        try solver.add(Constraint(left + label, .lessThanOrEqual, width - 16))
        try solver.add(Constraint(label, .equal, 400, priority: 250))
        #expect(isClose(solver.value(of: label), 288)) // 320 − 16 − 16
        try solver.add(Constraint(label, .equal, 100, priority: 251))
        #expect(isClose(solver.value(of: label), 100))
        try solver.setConstant(-375, of: pin)
        #expect(isClose(solver.value(of: width), 375))
        #expect(isClose(solver.value(of: label), 100))
        try solver.addEditVariable(left, priority: 750)
        try solver.suggestValue(40, for: left)
        // left = 16 is required, so the edit at 750 gives way.
        #expect(isClose(solver.value(of: left), 16))
        let far = Constraint(left, .greaterThanOrEqual, 500)
        #expect {
            try solver.add(far)
        } throws: { error in
            guard case let .unsatisfiable(constraint, conflicts) = error as? SolverError else { return false }
            return constraint === far && conflicts.count == 1 && conflicts[0].constant == -16
        }
    }
}
