import Testing

@testable import ConstraintSolver

/// A reduced cost's level coefficients come from the same rows substituted into every level, so
/// one that cancelled to a few ulps of the symbol's largest is rounding noise, not a sign.
@Suite struct ReducedCostNoiseTests {
    /// A tableau with the levels 999 and 50 active.
    static func tableau() -> (Tableau, high: Int32, low: Int32) {
        var tableau = Tableau()
        let high = tableau.retainLevel(999), low = tableau.retainLevel(50)
        return (tableau, high, low)
    }

    /// −1.2e-10 at 999 beside 29,410 at 50 (the fuzzed program's figures): 1.2e-10 is 4e-15 of
    /// 29,410, a few ulps, so the 999 level is 0 and the 50 level gives the sign, +.
    @Test func aFewUlpsOfTheLargestCoefficientDoNotDecideTheSign() {
        var (tableau, high, low) = Self.tableau()
        let error = tableau.makeSymbol(.error, owner: -1)
        tableau.addToObjective(high, error, -1.2e-10)
        tableau.addToObjective(low, error, 29_410)
        #expect(tableau.reducedCostSign(error) == 1)
    }

    /// −1e-6 at 999 beside 1 at 50 is a real cost (1e-6 of the largest, far above 1e-12 of it):
    /// the higher level decides, −, however large the lower one.
    @Test func aSmallRealCoefficientAtAHigherLevelStillDecides() {
        var (tableau, high, low) = Self.tableau()
        let error = tableau.makeSymbol(.error, owner: -1)
        tableau.addToObjective(high, error, -1e-6)
        tableau.addToObjective(low, error, 1)
        #expect(tableau.reducedCostSign(error) == -1)
    }

    /// A lone coefficient is measured against the absolute cut only: −1e-10 is above 1e-11, −;
    /// 5e-12 is below it, 0.
    @Test func aLoneCoefficientIsCutAt1eMinus11() {
        var (tableau, high, _) = Self.tableau()
        let first = tableau.makeSymbol(.error, owner: -1), second = tableau.makeSymbol(.error, owner: -1)
        tableau.addToObjective(high, first, -1e-10)
        tableau.addToObjective(high, second, 5e-12)
        #expect(tableau.reducedCostSign(first) == -1)
        #expect(tableau.reducedCostSign(second) == 0)
    }

    /// The operations that went through in the fuzzed program
    /// `Tests/Fixtures/fuzz/solver/a-noise-cost-at-a-high-level-descending-without-end` (the
    /// coefficients of 1e6 are beyond UI scale): removing the last constraint made priority
    /// 999's objective descend by noise until the iteration limit (then 100,000 pivots), which the
    /// solver now reports as a numerical failure. Without the noise it is a few pivots, and the
    /// required 188·v0 − 15 = 0 holds: v0 = 15/188.
    @Test func aNoiseCostDoesNotDriveTheSimplexToItsIterationLimit() throws {
        let solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        func constraint(_ terms: [(Double, Variable)], _ constant: Double, _ relation: Relation, _ priority: Priority) -> Constraint {
            Constraint(Expression(terms.map { Term($0.1, coefficient: $0.0) }, constant: constant), relation, priority: priority)
        }
        var added = (0..<5).map { _ in constraint([(44, v2)], 22, .lessThanOrEqual, 750) }
        added.append(constraint([(22, v2), (-17, v4)], 239, .lessThanOrEqual, 750))
        for each in added { try solver.add(each) }
        try solver.remove(added[0])
        try solver.add(constraint([(34, v0), (-47, v4), (17, v3), (1e6, v4)], 1e6, .lessThanOrEqual, .required))
        try solver.setConstant(6, of: added[1])
        try solver.addEditVariable(v2, priority: 250)
        try solver.add(constraint([(0.5, v2), (-5, v2)], 0.5, .lessThanOrEqual, 250))
        try solver.add(constraint([(-47, v4), (17, v1), (1e6, v4), (7, v4)], 1e-6, .equal, 50))
        try solver.addEditVariable(v0, priority: 750.5)
        try solver.add(constraint([(-80, v1), (-71, v1), (-79, v3), (-80, v3)], -79, .lessThanOrEqual, 999))
        try solver.add(constraint([(188, v0)], -15, .equal, .required))
        try solver.add(constraint([(-15, v1), (-79, v1)], 20, .lessThanOrEqual, 50))
        for value in [20.0, -80, -38] { try solver.suggestValue(value, for: v0) }
        try solver.removeEditVariable(v0)
        try solver.setConstant(-78, of: added[2])
        try solver.setConstant(-79, of: added[1])
        try solver.addEditVariable(v3, priority: 251)
        try solver.remove(added[1])
        #expect(isClose(solver.value(of: v0), 15.0 / 188))
    }
}
