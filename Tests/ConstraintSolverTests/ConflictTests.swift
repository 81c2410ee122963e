import ConstraintSolver
import Testing

/// Unsatisfiable required constraints are refused, named with the constraints they conflict
/// with, and leave the solver as it was.
@Suite struct ConflictTests {
    @Test func aChainOfInequalitiesNamesTheConstraintsItCombines() throws {
        // x ≥ 10 (a), x ≤ 20 (b), y = x + 5 (c); y ≤ 12 (d) means x ≤ 7, which contradicts a
        // through c. b plays no part.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = Constraint(x, .greaterThanOrEqual, 10)
        let b = Constraint(x, .lessThanOrEqual, 20)
        let c = Constraint(y, .equal, x + 5)
        let d = Constraint(y, .lessThanOrEqual, 12)
        for constraint in [a, b, c] { try solver.add(constraint) }
        try solver.add(Constraint(x, .equal, 15, priority: 250))
        #expect(throws: SolverError.unsatisfiable(d, conflicts: [a, c])) { try solver.add(d) }
        #expect(!solver.hasConstraint(d))
        #expect(solver.constraintCount == 4)
        #expect(isClose(solver.value(of: x), 15))
        #expect(isClose(solver.value(of: y), 20))
        // The solver still works: a satisfiable constraint goes in.
        try solver.add(Constraint(y, .lessThanOrEqual, 18))
        #expect(isClose(solver.value(of: x), 13))
    }

    @Test func contradictoryEqualitiesNameEachOther() throws {
        // x = 10 (a), y = 20 (b), z = 1 (e); x + y = 25 (c) contradicts a and b, not e.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let a = Constraint(x, .equal, 10), b = Constraint(y, .equal, 20), e = Constraint(z, .equal, 1)
        for constraint in [a, e, b] { try solver.add(constraint) }
        let c = Constraint(x + y, .equal, Expression(constant: 25))
        #expect(throws: SolverError.unsatisfiable(c, conflicts: [a, b])) { try solver.add(c) }
        #expect(isClose(solver.value(of: x), 10))
        #expect(isClose(solver.value(of: y), 20))
        // A redundant equality that agrees is accepted.
        try solver.add(Constraint(x + y, .equal, Expression(constant: 30)))
    }

    @Test func aConstraintThatContradictsItselfHasNoConflicts() {
        let solver = Solver()
        let never = Constraint(Expression(constant: 5), .equal)
        #expect(throws: SolverError.unsatisfiable(never, conflicts: [])) { try solver.add(never) }
        let negative = Constraint(Expression(constant: 5), .lessThanOrEqual)
        #expect(throws: SolverError.unsatisfiable(negative, conflicts: [])) { try solver.add(negative) }
        #expect(solver.constraintCount == 0)
    }

    @Test func optionalConstraintsAreNeverInTheConflictSet() throws {
        // x ≥ 10 (a) and x = 0 at 750 are fine together; x ≤ 5 conflicts with a only.
        let solver = Solver()
        let x = Variable("x")
        let a = Constraint(x, .greaterThanOrEqual, 10)
        try solver.add(a)
        try solver.add(Constraint(x, .equal, 0, priority: 750))
        let ceiling = Constraint(x, .lessThanOrEqual, 5)
        #expect(throws: SolverError.unsatisfiable(ceiling, conflicts: [a])) { try solver.add(ceiling) }
    }

    @Test func aConstantThatContradictsIsRefusedAndTheOldOneKept() throws {
        // x ≥ 10 (a), x ≤ 20 (b, constant −20). Constant −5 (x ≤ 5) contradicts a.
        let solver = Solver()
        let x = Variable("x")
        let a = Constraint(x, .greaterThanOrEqual, 10)
        let b = Constraint(x, .lessThanOrEqual, 20)
        try solver.add(a)
        try solver.add(b)
        try solver.add(Constraint(x, .equal, 20, priority: 250))
        #expect(throws: SolverError.unsatisfiable(b, conflicts: [a])) { try solver.setConstant(-5, of: b) }
        #expect(solver.constant(of: b) == -20)
        #expect(isClose(solver.value(of: x), 20))
        try solver.setConstant(-12, of: b)
        #expect(isClose(solver.value(of: x), 12))
    }

    @Test func aRedundantEqualityCannotBeMovedApart() throws {
        // x = 10 (a) and 2x = 20 (b, redundant). Making b 2x = 30 contradicts a.
        let solver = Solver()
        let x = Variable("x")
        let a = Constraint(x, .equal, 10)
        let b = Constraint(2 * x, .equal, Expression(constant: 20))
        try solver.add(a)
        try solver.add(b)
        #expect(throws: SolverError.unsatisfiable(b, conflicts: [a])) { try solver.setConstant(-30, of: b) }
        #expect(isClose(solver.value(of: x), 10))
        // Moving a alone contradicts b.
        #expect(throws: SolverError.unsatisfiable(a, conflicts: [b])) { try solver.setConstant(-12, of: a) }
        try solver.remove(b)
        try solver.setConstant(-12, of: a)
        #expect(isClose(solver.value(of: x), 12))
    }

    @Test func removingOneOfThreeRedundantEqualitiesKeepsTheOthers() throws {
        // −1.5x + 106.5 = 0 (a), 0.5x − 35.5 = 0 (b) and x − 71 = 0 (c) all say x = 71; an edit
        // at 600 pulls towards 11. Removing a then c leaves b, which still holds x at 71.
        let x = Variable("x")
        let a = Constraint(Expression([Term(x, coefficient: -1.5)], constant: 106.5), .equal)
        let b = Constraint(Expression([Term(x, coefficient: 0.5)], constant: -35.5), .equal)
        let c = Constraint(x, .equal, 71)
        let solver = Solver()
        for constraint in [a, b, c] { try solver.add(constraint) }
        try solver.addEditVariable(x, priority: 600)
        try solver.suggestValue(11, for: x)
        #expect(isClose(solver.value(of: x), 71))
        try solver.remove(a)
        try solver.remove(c)
        #expect(isClose(solver.value(of: x), 71))
        try solver.remove(b)
        #expect(isClose(solver.value(of: x), 11))
    }

    @Test func aRefusedHugeConstantLeavesTheOtherConstantsExact() throws {
        // x = 10 (a), x + y = 20 (b), y ≤ 100 (c). Moving b to x + y = 1e15 contradicts a and
        // c; shifting every constant by 1e15 and back would lose their low bits, so afterwards
        // x + y must still be 20 to 1e-9 and y 10.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = Constraint(x, .equal, 10)
        let b = Constraint(x + y, .equal, Expression(constant: 20))
        let c = Constraint(y, .lessThanOrEqual, 100)
        for constraint in [a, b, c] { try solver.add(constraint) }
        #expect(throws: SolverError.unsatisfiable(b, conflicts: [a, c])) { try solver.setConstant(-1e15, of: b) }
        #expect(isClose(solver.value(of: x) + solver.value(of: y), 20))
        #expect(isClose(solver.value(of: y), 10))
        // An accepted swing out and back is exact too.
        try solver.remove(c)
        try solver.setConstant(-1e15, of: b)
        #expect(isClose(solver.value(of: y), 1e15 - 10, tolerance: 1))
        try solver.setConstant(-20, of: b)
        #expect(isClose(solver.value(of: y), 10))
    }
}
