import Testing

@testable import ConstraintSolver

/// A simplex run that reaches its iteration limit fails the solver for good, so rounding that
/// makes the simplex cycle costs one run (and its undo), not one per later operation.
@Suite struct IterationLimitTests {
    /// The fuzzed program
    /// `Tests/Fixtures/fuzz/solver/a-cycling-refused-constraint-rebuilt-and-run-again` (a
    /// coefficient of 1.5e12, beyond UI scale). Its required constraints
    /// 1.5e12·f3 − 79·f1 − 80 ≥ 0 and 198·f1 + 421·f3 + 198 ≥ 0 together need f3 > 0 (f3 ≥
    /// about 6.6e-13), so 594·f3 + 198 ≤ 0 (f3 ≤ −1/3) cannot hold, nor 198·f3 + 34 ≤ 0. Adding
    /// the first, the artificial objective's coefficients are rounding noise of about 1.5e-10
    /// and the primal simplex goes round three pivots, lowering it by 2.9e-8 and raising it
    /// again, until the iteration limit. The solver then rebuilt its tableau (the undo fell
    /// short), which cleared the failure: it answered "unsatisfiable", and every later refused
    /// constraint ran the same 21,400 pivots (13 of them in the 429-byte input the fuzzer
    /// found: 348,000 pivots). Now the first run's failure is reported, and stays.
    @Test func aCyclingSimplexFailsTheSolverOnce() throws {
        let solver = Solver()
        let f1 = Variable("f1"), f2 = Variable("f2"), f3 = Variable("f3")
        func constraint(_ terms: [(Double, Variable)], _ constant: Double, _ relation: Relation, _ priority: Priority) -> Constraint {
            Constraint(Expression(terms.map { Term($0.1, coefficient: $0.0) }, constant: constant), relation, priority: priority)
        }
        // 1512096931840.0908, bit for bit as the fuzzer gave it.
        let huge = Double(bitPattern: 0x4276_0100_0200_0174)
        let pin = constraint([(1, f1)], 390, .equal, .required)
        try solver.add(pin)
        try solver.add(constraint([(-31, f3), (14, f2)], -80, .lessThanOrEqual, .required))
        try solver.remove(pin)
        try solver.add(constraint([(1, f3)], -70, .lessThanOrEqual, 250))
        try solver.add(constraint([(1, f2)], -70, .greaterThanOrEqual, 750))
        try solver.add(constraint([(-79, f1), (huge, f3)], -80, .greaterThanOrEqual, .required))
        try solver.add(constraint([(-78, f1), (-30, f3), (-77, f1), (-79, f1)], 18, .lessThanOrEqual, 999))
        #expect(throws: SolverError.self) { try solver.add(constraint([], -80, .equal, .required)) }
        try solver.add(constraint([(198, f1), (223, f3), (198, f3)], 198, .greaterThanOrEqual, .required))
        let refused = [
            constraint([(198, f3), (198, f3), (198, f3)], 198, .lessThanOrEqual, .required),
            constraint([(198, f3)], 34, .lessThanOrEqual, .required),
        ]
        for each in refused {
            do {
                try solver.add(each)
                Issue.record("\(each) went in beside f3 > 0")
            } catch {
                guard case .numericalFailure = error else {
                    Issue.record("the solver had not failed, and ran the simplex again: \(error)")
                    continue
                }
            }
            #expect(solver.tableau.overflowed)
        }
    }
}
