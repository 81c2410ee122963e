import ConstraintSolver
import PropertyBased
import TestTools
import Testing

/// A required equality the current solution already satisfies, over variables whose rows hold
/// no free variable (a view's size pinned where it is solved): the tableau takes it by making
/// one of its slacks or errors basic at 0, without an artificial variable. Its answers are a
/// fresh solve's; an equality the solution does not satisfy still takes the artificial path.
@Suite struct SolvedValueEqualityTests {
    /// `3 ≤ x ≤ 7` and `x == 5` (weak): x is solved at 5, basic over the weak constraint's errors.
    private static func bounded() throws -> (Solver, Variable, weak: Constraint) {
        let solver = Solver()
        let x = Variable("x")
        let weak = Constraint(x, .equal, 5, priority: 1)
        try solver.add(Constraint(x, .greaterThanOrEqual, 3))
        try solver.add(Constraint(x, .lessThanOrEqual, 7))
        try solver.add(weak)
        return (solver, x, weak)
    }

    @Test func anEqualityHoldingTheSolvedValueGoesInAndStaysRequired() throws {
        let (solver, x, weak) = try Self.bounded()
        #expect(solver.value(of: x) == 5)
        // x − 5 with x's row substituted is 0 + (errors of the weak constraint): no variable to
        // solve for, a constant of 0.
        let pin = Constraint(x, .equal, 5)
        try solver.add(pin)
        #expect(solver.value(of: x) == 5)
        // The pin, not the weak constraint, holds x now: it stays when the weak one goes and
        // moves x when its constant changes, within the bounds and no further.
        try solver.remove(weak)
        #expect(solver.value(of: x) == 5)
        try solver.setConstant(-6, of: pin)
        #expect(solver.value(of: x) == 6)
        #expect(throws: SolverError.self) { try solver.setConstant(-8, of: pin) }
        #expect(solver.value(of: x) == 6)
        try solver.remove(pin)
        try solver.add(Constraint(x, .equal, 4, priority: 1))
        #expect(solver.value(of: x) == 4)
    }

    @Test func anEqualityAwayFromTheSolvedValueStillGoesInThroughAnArtificialVariable() throws {
        let (solver, x, _) = try Self.bounded()
        try solver.add(Constraint(x, .equal, 6))
        #expect(solver.value(of: x) == 6)
        let (conflicted, y, _) = try Self.bounded()
        #expect(throws: SolverError.self) { try conflicted.add(Constraint(y, .equal, 8)) }
        #expect(conflicted.value(of: y) == 5)
    }

    @Test func pinningEachVariableAtItsSolvedValueMatchesAFreshSolve() async throws {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(&rng)
            let (solver, taken) = system.solved()
            var pins: [Constraint] = []
            // Each variable held where it is solved, one after the other (its value read from the
            // solver, so the row's constant after substitution is exactly 0).
            for variable in system.variables {
                let pin = Constraint(variable, .equal, solver.value(of: variable))
                #expect(throws: Never.self, "seed \(seed)") { try solver.add(pin) }
                pins.append(pin)
            }
            let present = taken + pins
            let fresh = Solver()
            for constraint in present { #expect(throws: Never.self, "seed \(seed)") { try fresh.add(constraint) } }
            for constraint in present where constraint.priority.isRequired {
                #expect(RandomSystem.violation(constraint, in: solver) <= 1e-9, "seed \(seed): \(constraint)")
            }
            let objective = RandomSystem.objective(of: present, in: solver)
            let expected = RandomSystem.objective(of: present, in: fresh)
            #expect(objective.map(\.0) == expected.map(\.0), "seed \(seed)")
            for (a, b) in zip(objective, expected) { #expect(isClose(a.1, b.1, tolerance: 1e-7), "seed \(seed): level \(a.0)") }
            // Every variable is pinned: the solution is unique, and the fresh solve's.
            for variable in system.variables {
                #expect(isClose(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-7), "seed \(seed)")
            }
        }
    }
}
