import ConstraintSolver
import Testing

/// Constant changes far beyond UI scale: their rounding is not a contradiction.
@Suite struct HugeConstantChangeTests {
    /// A suggestion of 1e12 for an edit (at 251) on f1, which required constraints pin to −1
    /// (−14·f1 − 14 ≤ 0 and 46·f1 + 46 ≤ 0): the edit simply stays unmet. Shifting the rows
    /// by 1e12 leaves ~1e-3 of rounding in the pinning slacks' rows with nothing to absorb it,
    /// which the dual simplex took for a contradiction and refused the suggestion.
    @Test func aHugeSuggestionForAPinnedVariableIsNotAContradiction() throws {
        let solver = Solver()
        let f1 = Variable("f1"), f2 = Variable("f2")
        func expression(_ terms: [(Double, Variable)], _ constant: Double) -> Expression {
            Expression(terms.map { Term($0.1, coefficient: $0.0) }, constant: constant)
        }
        try solver.add(Constraint(expression([(-14, f1)], -14), .lessThanOrEqual))
        try solver.add(Constraint(expression([(-80, f1)], -79), .lessThanOrEqual, priority: 1))
        try solver.add(Constraint(expression([(316, f1), (-80, f2)], -80), .lessThanOrEqual))
        try solver.add(Constraint(expression([(46, f1)], 46), .lessThanOrEqual))
        try solver.addEditVariable(f2, priority: 999)
        try solver.addEditVariable(f1, priority: 251)
        try solver.suggestValue(1e12, for: f1)
        #expect(isClose(solver.value(of: f1), -1, tolerance: 1e-3))
    }
}
