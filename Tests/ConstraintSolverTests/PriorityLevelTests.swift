import ConstraintSolver
import Testing

/// Priorities are levels: no number of constraints at one priority outweighs one constraint
/// at a higher priority; within a level, the sum of errors is minimised.
@Suite struct PriorityLevelTests {
    @Test func oneConstraintAt251BeatsAThousandAt250() throws {
        // With kiwi-style weights (strength = priority) the thousand would pull with
        // 1000 × 250 = 250,000 against 251, and x would be 100. As levels, the single 251 wins.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 0, priority: 251))
        for _ in 0..<1_000 { try solver.add(Constraint(x, .equal, 100, priority: 250)) }
        #expect(isClose(solver.value(of: x), 0))
    }

    @Test func fractionalLevelsAreDistinct() throws {
        // x = 1 at 750.5 against ten x = 2 at 750.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<10 { try solver.add(Constraint(x, .equal, 2, priority: 750)) }
        try solver.add(Constraint(x, .equal, 1, priority: 750.5))
        #expect(isClose(solver.value(of: x), 1))
    }

    @Test func theLowerLevelDecidesWhatTheHigherLeavesOpen() throws {
        // x ≥ 10 at 999 and x ≤ 20 at 999 leave [10, 20]; x = 50 at 1 then picks 20; the
        // lower levels never move it out of the range the 999s allow.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10, priority: 999))
        try solver.add(Constraint(x, .lessThanOrEqual, 20, priority: 999))
        for _ in 0..<100 { try solver.add(Constraint(x, .equal, 50, priority: 1)) }
        #expect(isClose(solver.value(of: x), 20))
    }

    @Test func withinALevelTheSumOfErrorsIsMinimised() throws {
        // x = 0, x = 10, x = 10 at 250: |x| + 2|x − 10| is least at x = 10 (10, against 20 at 0).
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 0, priority: 250))
        try solver.add(Constraint(x, .equal, 10, priority: 250))
        try solver.add(Constraint(x, .equal, 10, priority: 250))
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test func aRequiredConstraintBeatsA999() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 100, priority: 999))
        try solver.add(Constraint(x, .lessThanOrEqual, 50))
        #expect(isClose(solver.value(of: x), 50))
    }

    @Test func levelsComeBackAfterTheirLastConstraintLeaves() throws {
        // The 750 level empties and refills; the 250 preference rules meanwhile.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 7, priority: 250))
        let strong = Constraint(x, .equal, 3, priority: 750)
        try solver.add(strong)
        #expect(isClose(solver.value(of: x), 3))
        try solver.remove(strong)
        #expect(isClose(solver.value(of: x), 7))
        try solver.add(Constraint(x, .equal, 4, priority: 750))
        #expect(isClose(solver.value(of: x), 4))
    }

    @Test func hugAndResistLikeAnIntrinsicSize() throws {
        // A label 120 wide by nature in a box at most 100 wide: width ≤ 120 at 250 (hugging),
        // width ≥ 120 at 750 (compression resistance), width ≤ 100 required → 100. With the
        // box at most 200 wide the label keeps its 120.
        let solver = Solver()
        let width = Variable("width")
        let box = Constraint(width, .lessThanOrEqual, 100)
        try solver.add(box)
        try solver.add(Constraint(width, .lessThanOrEqual, 120, priority: 250))
        try solver.add(Constraint(width, .greaterThanOrEqual, 120, priority: 750))
        #expect(isClose(solver.value(of: width), 100))
        try solver.setConstant(-200, of: box)
        #expect(isClose(solver.value(of: width), 120))
    }

    @Test func nineLevelsOnOneVariableGiveWayOneAtATime() throws {
        // x = k at priority 100k for k = 1…9: the highest present level holds, whatever the
        // order they came in. The levels' objective rows share the few error symbols of x's
        // rows, so symbols carry coefficients at several levels at once (the objective keeps
        // two beside each symbol and the rest in its table), and removing the winner hands x
        // to the next level down.
        let solver = Solver()
        let x = Variable("x")
        // constraints[k] is x = k at 100k (constraints[0] unused).
        let constraints = (0...9).map { k in Constraint(x, .equal, Double(k), priority: Priority(Float(100 * max(k, 1)))) }
        for k in [5, 1, 9, 3, 7, 2, 8, 4, 6] { try solver.add(constraints[k]) }
        for k in stride(from: 9, through: 2, by: -1) {
            #expect(isClose(solver.value(of: x), Double(k)), "levels 1…\(k) present")
            try solver.remove(constraints[k])
        }
        #expect(isClose(solver.value(of: x), 1))
        // The levels come back (their ids and the symbols freed above are reused).
        try solver.add(constraints[9])
        try solver.add(constraints[4])
        #expect(isClose(solver.value(of: x), 9))
        try solver.remove(constraints[9])
        #expect(isClose(solver.value(of: x), 4))
    }
}
