import ConstraintSolver
import Testing

/// `isDetermined(_:)`: whether every optimal solution gives a variable the same value.
@Suite struct AmbiguityTests {
    @Test func aLowerBoundAloneLeavesAVariableFree() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        #expect(!solver.isDetermined(x))
        // A preference pins it.
        try solver.add(Constraint(x, .equal, 5, priority: 250))
        #expect(solver.isDetermined(x))
    }

    @Test func twoBoundsThatMeetDetermineIt() throws {
        // x ≥ 0 and x ≤ 0: a degenerate vertex, but x has one value.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 0))
        #expect(solver.isDetermined(x))
        #expect(isClose(solver.value(of: x), 0))
    }

    @Test func aSumLeavesItsPartsFree() throws {
        // x + y = 10 alone: neither is determined; y = 3 at 250 determines both.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x + y, .equal, Expression(constant: 10)))
        #expect(!solver.isDetermined(x))
        #expect(!solver.isDetermined(y))
        try solver.add(Constraint(y, .equal, 3, priority: 250))
        #expect(solver.isDetermined(x))
        #expect(solver.isDetermined(y))
        #expect(isClose(solver.value(of: x), 7))
    }

    @Test func aTieBetweenEqualPreferencesIsAmbiguous() throws {
        // x = 0 and x = 10 at 250: |x| + |x − 10| is 10 anywhere in [0, 10].
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 0, priority: 250))
        try solver.add(Constraint(x, .equal, 10, priority: 250))
        #expect(!solver.isDetermined(x))
        // A third preference breaks the tie.
        try solver.add(Constraint(x, .equal, 4, priority: 250))
        #expect(solver.isDetermined(x))
        #expect(isClose(solver.value(of: x), 4))
    }

    @Test func aBoundedPreferenceIsDetermined() throws {
        // 0 ≤ x ≤ 10 with x = 20 at 250: x = 10, pushed against the bound.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 10))
        try solver.add(Constraint(x, .equal, 20, priority: 250))
        #expect(solver.isDetermined(x))
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test func anUnknownVariableIsNotDetermined() {
        #expect(!Solver().isDetermined(Variable()))
    }

    @Test func askingDoesNotChangeTheSolution() throws {
        // A degenerate system where the probe pivots: values are the same after asking.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 0))
        try solver.add(Constraint(y, .greaterThanOrEqual, x + 3))
        let before = (solver.value(of: x), solver.value(of: y))
        #expect(solver.isDetermined(x))
        #expect(!solver.isDetermined(y))
        #expect(isClose(solver.value(of: x), before.0))
        #expect(isClose(solver.value(of: y), before.1))
    }
}
