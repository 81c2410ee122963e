import ConstraintSolver
import Testing

/// Small systems solved by hand: equalities, inequalities, optional against required
/// constraints, removal and constants changed in place.
@Suite struct SolverBasicsTests {
    @Test func twoEqualitiesHaveTheirUniqueSolution() throws {
        // x + y = 10 and x − y = 2: adding them gives 2x = 12, so x = 6 and y = 4.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x + y, .equal, Expression(constant: 10)))
        try solver.add(Constraint(x - y, .equal, Expression(constant: 2)))
        #expect(isClose(solver.value(of: x), 6))
        #expect(isClose(solver.value(of: y), 4))
    }

    @Test func aRequiredInequalityBeatsAnOptionalEquality() throws {
        // x ≥ 10 required, x = 5 at 250: the optional one is as near as allowed, x = 10.
        let solver = Solver()
        let x = Variable("x")
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        try solver.add(floor)
        try solver.add(Constraint(x, .equal, 5, priority: 250))
        #expect(isClose(solver.value(of: x), 10))
        // Without the floor, the optional equality holds exactly.
        try solver.remove(floor)
        #expect(isClose(solver.value(of: x), 5))
        #expect(!solver.hasConstraint(floor))
        #expect(solver.constraintCount == 1)
    }

    @Test func anInactiveInequalityLeavesTheOptimumAlone() throws {
        // x ≤ 100 does not bind x = 5 at 250.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        try solver.add(Constraint(x, .equal, 5, priority: 250))
        #expect(isClose(solver.value(of: x), 5))
    }

    @Test func aRowOfThreeBoxesWithMarginsIsLaidOutLeftToRight() throws {
        // A container 320 wide, margins of 16, three boxes 8 apart, the middle one twice as wide
        // as the others, which are equal: 16 + a + 8 + 2a + 8 + a + 16 = 320 ⇒ 4a = 272, a = 68.
        let solver = Solver()
        let width = Variable("width")
        let lefts = (0..<3).map { _ in Variable("left") }, widths = (0..<3).map { _ in Variable("w") }
        try solver.add(Constraint(width, .equal, 320))
        try solver.add(Constraint(lefts[0], .equal, 16))
        try solver.add(Constraint(lefts[1], .equal, lefts[0] + widths[0] + 8))
        try solver.add(Constraint(lefts[2], .equal, lefts[1] + widths[1] + 8))
        try solver.add(Constraint(lefts[2] + widths[2] + 16, .equal, Expression(width)))
        try solver.add(Constraint(widths[1], .equal, 2 * widths[0]))
        try solver.add(Constraint(widths[2], .equal, Expression(widths[0])))
        #expect(isClose(solver.value(of: widths[0]), 68))
        #expect(isClose(solver.value(of: widths[1]), 136))
        #expect(isClose(solver.value(of: lefts[1]), 92)) // 16 + 68 + 8
        #expect(isClose(solver.value(of: lefts[2]), 236)) // 92 + 136 + 8
        for variable in lefts + widths { #expect(solver.isDetermined(variable)) }
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        // x = 10 at 250, y = x + 5 required; x = 20 at 750 wins while present.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .equal, 10, priority: 250))
        try solver.add(Constraint(y, .equal, x + 5))
        #expect(isClose(solver.value(of: y), 15))
        let strong = Constraint(x, .equal, 20, priority: 750)
        try solver.add(strong)
        #expect(isClose(solver.value(of: x), 20))
        #expect(isClose(solver.value(of: y), 25))
        try solver.remove(strong)
        #expect(isClose(solver.value(of: x), 10))
        #expect(isClose(solver.value(of: y), 15))
    }

    @Test func changingAConstantMovesTheSolution() throws {
        // x = 10 (stored as x − 10 = 0, constant −10); y = x + 5. Setting the constant to −25
        // makes x = 25 and y = 30.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 10)
        try solver.add(pin)
        try solver.add(Constraint(y, .equal, x + 5))
        try solver.setConstant(-25, of: pin)
        #expect(solver.constant(of: pin) == -25)
        #expect(pin.constant == -10)
        #expect(isClose(solver.value(of: x), 25))
        #expect(isClose(solver.value(of: y), 30))
    }

    @Test func changingAnInequalitysConstantActivatesIt() throws {
        // x ≤ 100 (x − 100 ≤ 0) with x = 50 at 250: inactive. Constant −30 (x ≤ 30) binds it,
        // −80 (x ≤ 80) frees it again.
        let solver = Solver()
        let x = Variable("x")
        let ceiling = Constraint(x, .lessThanOrEqual, 100)
        try solver.add(ceiling)
        try solver.add(Constraint(x, .equal, 50, priority: 250))
        #expect(isClose(solver.value(of: x), 50))
        try solver.setConstant(-30, of: ceiling)
        #expect(isClose(solver.value(of: x), 30))
        try solver.setConstant(-80, of: ceiling)
        #expect(isClose(solver.value(of: x), 50))
    }

    @Test func changingAnOptionalConstraintsConstantMovesItsVariable() throws {
        // x ≥ 0 required, x = 40 at 500 (constant −40) → 40; constant 10 (x = −10) → 0.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        let preference = Constraint(x, .equal, 40, priority: 500)
        try solver.add(preference)
        #expect(isClose(solver.value(of: x), 40))
        try solver.setConstant(10, of: preference)
        #expect(isClose(solver.value(of: x), 0))
        try solver.setConstant(-12.5, of: preference)
        #expect(isClose(solver.value(of: x), 12.5))
    }

    @Test func aVariableInNoConstraintIsZero() {
        #expect(Solver().value(of: Variable()) == 0)
    }

    @Test func resetEmptiesTheSolver() throws {
        let solver = Solver()
        let x = Variable()
        let pin = Constraint(x, .equal, 3)
        try solver.add(pin)
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(!solver.hasConstraint(pin))
        #expect(solver.value(of: x) == 0)
        try solver.add(pin)
        #expect(isClose(solver.value(of: x), 3))
    }

    @Test func aResetSolverKeepsNoLevelOrEditOfTheSystemBefore() throws {
        // First system: x = 50 at 750 over x = 10 at 250, and x an edit variable at 500.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 50, priority: 750))
        try solver.add(Constraint(x, .equal, 10, priority: 250))
        try solver.addEditVariable(x, priority: 500)
        #expect(isClose(solver.value(of: x), 50))
        solver.reset()
        // Second system, reusing the storage: x = 10 at 250 and x ≤ 30 at 100 alone. Had the
        // 750 level or the edit survived the reset, x would not be 10, or the edit could not
        // be added again.
        try solver.add(Constraint(x, .equal, 10, priority: 250))
        try solver.add(Constraint(x, .lessThanOrEqual, 30, priority: 100))
        #expect(isClose(solver.value(of: x), 10))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(20, for: x)
        // The edit at 500 beats the equality at 250: x = 20, still within x ≤ 30.
        #expect(isClose(solver.value(of: x), 20))
        #expect(solver.constraintCount == 3)
    }
}
