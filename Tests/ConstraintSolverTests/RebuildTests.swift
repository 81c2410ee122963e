import Testing

@testable import ConstraintSolver

/// When rounding keeps the tableau from undoing pivots exactly, the solver builds it afresh
/// from the constraints it holds. The fuzzer's inputs that reach that path
/// (`Tests/Fixtures/fuzz/solver/a-refused-constraint-whose-undo-fell-short`, replayed by
/// FuzzReplayTests) show only that nothing traps; these tests raise the tableau's flag by hand
/// to check what a rebuild keeps.
@Suite struct RebuildTests {
    /// left = 10, width ≥ 50, width = 80 at 500 (its constant later moved to −120, so it wants
    /// 120), right = left + width, and an edit on right at 750 suggested to 300: after a
    /// rebuild the solver holds the same constraints, with the moved constant and the
    /// suggestion, and the solution is theirs.
    @Test func aRebuildKeepsEveryConstraintItsConstantAndTheEdits() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let preferred = Constraint(width, .equal, 80, priority: 500)
        let constraints = [
            Constraint(left, .equal, 10),
            Constraint(width, .greaterThanOrEqual, 50),
            preferred,
            Constraint(right, .equal, left + width),
        ]
        for constraint in constraints { try solver.add(constraint) }
        try solver.setConstant(-120, of: preferred)
        try solver.addEditVariable(right, priority: 750)
        try solver.suggestValue(300, for: right)
        let count = solver.constraintCount
        solver.tableau.needsRebuild = true
        solver.rebuildIfNeeded()
        #expect(!solver.tableau.needsRebuild)
        #expect(solver.constraintCount == count)
        for constraint in constraints { #expect(solver.hasConstraint(constraint)) }
        #expect(solver.constant(of: preferred) == -120)
        #expect(solver.hasEditVariable(right))
        // The edit on right (750) beats the preferred width (500): right = 300, width = 290.
        #expect(isClose(solver.value(of: left), 10))
        #expect(isClose(solver.value(of: right), 300))
        #expect(isClose(solver.value(of: width), 290))
        // The edit still works after the rebuild.
        try solver.suggestValue(100, for: right)
        #expect(isClose(solver.value(of: width), 90))
        try solver.removeEditVariable(right)
        #expect(isClose(solver.value(of: width), 120))
    }

    /// A constraint refused in the call that raised the flag is not added back.
    @Test func aRefusedConstraintStaysOut() throws {
        let solver = Solver()
        let x = Variable("x")
        let kept = Constraint(x, .equal, 5)
        try solver.add(kept)
        let refused = Constraint(x, .equal, 6)
        #expect(throws: SolverError.self) { try solver.add(refused) }
        solver.tableau.needsRebuild = true
        solver.rebuildIfNeeded()
        #expect(solver.hasConstraint(kept))
        #expect(!solver.hasConstraint(refused))
        #expect(isClose(solver.value(of: x), 5))
    }

    /// A tableau marked as failed (a simplex run reached its iteration limit, or a value
    /// overflowed) is not built afresh, which would clear the mark: the solver records the
    /// numerical failure, keeps its constraints and refuses every request from then on.
    @Test func aFailedTableauIsNotRebuiltAndTheFailureStays() throws {
        let solver = Solver()
        let x = Variable("x")
        let kept = Constraint(x, .equal, 5)
        try solver.add(kept)
        solver.tableau.needsRebuild = true
        solver.tableau.overflowed = true
        solver.rebuildIfNeeded()
        #expect(solver.tableau.overflowed)
        #expect(solver.hasConstraint(kept))
        #expect(throws: SolverError.self) { try solver.add(Constraint(x, .lessThanOrEqual, 10)) }
        do {
            try solver.add(Constraint(x, .greaterThanOrEqual, 0))
            Issue.record("a failed solver took a constraint")
        } catch {
            guard case .numericalFailure = error else { throw error }
        }
    }
}
