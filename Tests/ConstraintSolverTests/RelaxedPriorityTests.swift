import ConstraintSolver
import Testing

/// `Priority.relaxedRequired` (1100): optional, above every other optional level, below
/// required (docs/REFERENCE.md §21.1).
@Suite struct RelaxedPriorityTests {
    @Test func itOutranksEveryOptionalLevelAndYieldsToRequired() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 0, priority: 999))
        try solver.add(Constraint(x, .lessThanOrEqual, 150))
        let relaxed = Constraint(x, .equal, 200, priority: .relaxedRequired)
        try solver.add(relaxed)
        // As near 200 as the required cap allows; the 999 level loses.
        #expect(isClose(solver.value(of: x), 150))
        try solver.setConstant(-100, of: relaxed)
        #expect(isClose(solver.value(of: x), 100))
    }

    @Test func itIsOptionalAndNoOtherValueAbove1000IsValid() {
        #expect(!Priority.relaxedRequired.isRequired)
        #expect(Priority.relaxedRequired.isValid)
        #expect(!Priority(1099).isValid)
        #expect(!Priority(1101).isValid)
    }
}
