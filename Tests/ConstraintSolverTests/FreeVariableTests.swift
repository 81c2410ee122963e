import ConstraintSolver
import Testing

/// Where the solver puts a variable its constraints leave free (docs/REFERENCE.md §21.8). A
/// non-negative variable (a size) starts at 0 and stays there until a constraint pushes it,
/// then moves just as far as that constraint's bound; an unrestricted one (a position) is
/// moved onto the bound of the constraint that first mentions it. Each expected value is
/// worked by hand from that rule; the shapes are those Stevia's EquationTests record on iOS.
@Suite struct FreeVariableTests {
    @Test func aSizeHeldByOneBoundStaysAtZeroOrGoesToIt() throws {
        // 0 ≤ 23 holds: the size stays 0 (Stevia's testSingleValueWidthLessOrEqual: width 0).
        // 0 ≥ 94 fails: the size goes up to 94 (Stevia's testHeightGreaterOrEqual). Neither is
        // determined.
        let solver = Solver()
        let width = Variable("width", isNonNegative: true), height = Variable("height", isNonNegative: true)
        try solver.add(Constraint(width, .lessThanOrEqual, 23))
        try solver.add(Constraint(height, .greaterThanOrEqual, 94))
        #expect(solver.value(of: width) == 0)
        #expect(solver.value(of: height) == 94)
        #expect(!solver.isDetermined(width) && !solver.isDetermined(height))
    }

    @Test func anUpperBoundAloneTakesAPositionOntoIt() throws {
        // top ≤ 10: the position is the bound's subject, 10 (Stevia's testTopLessThanOrEqual).
        let solver = Solver()
        let top = Variable("top")
        try solver.add(Constraint(top, .lessThanOrEqual, 10))
        #expect(solver.value(of: top) == 10)
        #expect(!solver.isDetermined(top))
    }

    @Test func twoBoundsLeaveASizeAtTheLowerOne() throws {
        // 50 ≤ w ≤ 100, in either order: w goes from 0 to 50 and stays there.
        for upperFirst in [true, false] {
            let solver = Solver()
            let w = Variable("w", isNonNegative: true)
            let upper = Constraint(w, .lessThanOrEqual, 100), lower = Constraint(w, .greaterThanOrEqual, 50)
            for constraint in upperFirst ? [upper, lower] : [lower, upper] { try solver.add(constraint) }
            #expect(solver.value(of: w) == 50, "upper first: \(upperFirst)")
        }
    }

    @Test func aTighterBoundMovesASizeOnlyAsFarAsItself() throws {
        // w ≥ 50 (w 50), then w ≤ 100 (holds), then w ≥ 70 (fails: w 70), then w ≥ 60 (holds).
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        try solver.add(Constraint(w, .greaterThanOrEqual, 50))
        try solver.add(Constraint(w, .lessThanOrEqual, 100))
        try solver.add(Constraint(w, .greaterThanOrEqual, 70))
        #expect(isClose(solver.value(of: w), 70))
        try solver.add(Constraint(w, .greaterThanOrEqual, 60))
        #expect(isClose(solver.value(of: w), 70))
    }

    @Test func anEqualityDeterminesASize() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        try solver.add(Constraint(w, .lessThanOrEqual, 100))
        try solver.add(Constraint(w, .equal, 40))
        #expect(solver.value(of: w) == 40)
        #expect(solver.isDetermined(w))
    }

    @Test func aSizeCannotGoBelowZero() throws {
        // w ≤ −10 cannot hold for a size; nothing else is involved, so no conflict is named.
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let bound = Constraint(w, .lessThanOrEqual, -10)
        #expect(throws: SolverError.unsatisfiable(bound, conflicts: [])) { try solver.add(bound) }
        // An unrestricted variable goes there.
        let x = Variable("x")
        try solver.add(Constraint(x, .lessThanOrEqual, -10))
        #expect(solver.value(of: x) == -10)
    }

    @Test func marginsWiderThanTheirContainerConflict() throws {
        // A 0-wide container (a), leading = 8 (b), trailing = container − 8 (c): the width
        // would be −16, so c is refused naming a and b — UIKit's "Unable to simultaneously
        // satisfy constraints" for a cell at 0 wide (aplus.rs, 2017).
        let solver = Solver()
        let container = Variable("container", isNonNegative: true)
        let minX = Variable("minX"), width = Variable("width", isNonNegative: true)
        let a = Constraint(container, .equal, 0), b = Constraint(minX, .equal, 8)
        let c = Constraint(minX + width, .equal, container - 8)
        try solver.add(a)
        try solver.add(b)
        #expect(throws: SolverError.unsatisfiable(c, conflicts: [a, b])) { try solver.add(c) }
        #expect(solver.value(of: width) == 0)
    }

    @Test func anOptionalConstraintPullsAFreeSizeAsFarAsItMay() throws {
        // w ≤ 100 required, w = 150 at 250: w is pulled from 0 up to 100.
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        try solver.add(Constraint(w, .lessThanOrEqual, 100))
        try solver.add(Constraint(w, .equal, 150, priority: 250))
        #expect(isClose(solver.value(of: w), 100))
        // An optional upper bound 0 satisfies moves nothing: v stays at 0.
        let v = Variable("v", isNonNegative: true)
        try solver.add(Constraint(v, .lessThanOrEqual, 23, priority: 500))
        #expect(solver.value(of: v) == 0)
        // An optional lower bound pulls it up to 12.
        try solver.add(Constraint(v, .greaterThanOrEqual, 12, priority: 250))
        #expect(isClose(solver.value(of: v), 12))
    }

    @Test func aChainMovesOnlyWhatItsConstraintsPush() throws {
        // a.left = 0, a.width ≥ 10 (10), b.left = a.left + a.width + 8 (18), b.width ≤ 50 (0, it
        // holds), c.left ≥ b.left + b.width + 8 (c.left, a position, lands on it: 26).
        let solver = Solver()
        let aLeft = Variable("a.left"), aWidth = Variable("a.width", isNonNegative: true)
        let bLeft = Variable("b.left"), bWidth = Variable("b.width", isNonNegative: true), cLeft = Variable("c.left")
        try solver.add(Constraint(aLeft, .equal, 0))
        try solver.add(Constraint(aWidth, .greaterThanOrEqual, 10))
        try solver.add(Constraint(bLeft, .equal, aLeft + aWidth + 8))
        try solver.add(Constraint(bWidth, .lessThanOrEqual, 50))
        try solver.add(Constraint(cLeft, .greaterThanOrEqual, bLeft + bWidth + 8))
        #expect(isClose(solver.value(of: aWidth), 10))
        #expect(isClose(solver.value(of: bLeft), 18))
        #expect(solver.value(of: bWidth) == 0)
        #expect(isClose(solver.value(of: cLeft), 26))
        // A size between two positions: right ≤ c.left + 100 and right = c.left + w. The first
        // takes right, a position, to 126; the second finds no position free (both are
        // basic), and the first one's slack takes up the difference (100 − w ≥ 0 at w = 0):
        // right comes back to c.left, 26, and w stays 0.
        let right = Variable("right"), w = Variable("w", isNonNegative: true)
        try solver.add(Constraint(right, .lessThanOrEqual, cLeft + 100))
        #expect(isClose(solver.value(of: right), 126))
        try solver.add(Constraint(right, .equal, cLeft + w))
        #expect(solver.value(of: w) == 0)
        #expect(isClose(solver.value(of: right), 26))
    }

    @Test func removingTheOnlyBoundReturnsASizeToZero() throws {
        // w ≥ 94 took w to 94; without it nothing holds w, which goes back to 0, and h = 2w too.
        let solver = Solver()
        let w = Variable("w", isNonNegative: true), h = Variable("h")
        let lower = Constraint(w, .greaterThanOrEqual, 94)
        try solver.add(lower)
        try solver.add(Constraint(h, .equal, 2 * w))
        #expect(isClose(solver.value(of: h), 188))
        try solver.remove(lower)
        #expect(solver.value(of: w) == 0 && solver.value(of: h) == 0)
    }

    @Test func anUpperBoundOfZeroDeterminesASize() throws {
        // w ≤ 0 and w ≥ 0 (its restriction) pin w at 0; h = w + 5 with it.
        let solver = Solver()
        let w = Variable("w", isNonNegative: true), h = Variable("h")
        try solver.add(Constraint(w, .lessThanOrEqual, 0))
        try solver.add(Constraint(h, .equal, w + 5))
        #expect(solver.isDetermined(w))
        #expect(solver.isDetermined(h))
        #expect(isClose(solver.value(of: h), 5))
    }

    @Test func changingABoundsConstantMovesASizeOnlyWhereItMustHold() throws {
        // w ≥ 23 pushed w to 23, and w's row is w = 23 + s: moved to 40, the bound takes w
        // with it; moved to −5, w would follow below 0, so it stops at 0, the least it may be.
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let bound = Constraint(w, .greaterThanOrEqual, 23)
        try solver.add(bound)
        try solver.setConstant(-40, of: bound)
        #expect(isClose(solver.value(of: w), 40))
        try solver.setConstant(5, of: bound)
        #expect(solver.value(of: w) == 0)
        // An upper bound: v ≤ 23 leaves v at 0, and moving the bound to 40 leaves it there; a
        // bound of −5 cannot hold.
        let v = Variable("v", isNonNegative: true)
        let upper = Constraint(v, .lessThanOrEqual, 23)
        try solver.add(upper)
        try solver.setConstant(-40, of: upper)
        #expect(solver.value(of: v) == 0)
        #expect(throws: SolverError.self) { try solver.setConstant(5, of: upper) }
    }

    @Test func anEditVariableStartsWhereAFreeSizeIsAndFollowsSuggestions() throws {
        // w ≤ 23 leaves w at 0; the edit starts there; 15 is suggested, then 40 (the bound keeps
        // w at 23), then −10 (w stops at 0).
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        try solver.add(Constraint(w, .lessThanOrEqual, 23))
        try solver.addEditVariable(w, priority: 500)
        #expect(solver.value(of: w) == 0)
        try solver.suggestValue(15, for: w)
        #expect(isClose(solver.value(of: w), 15))
        try solver.suggestValue(40, for: w)
        #expect(isClose(solver.value(of: w), 23))
        try solver.suggestValue(-10, for: w)
        #expect(isClose(solver.value(of: w), 0))
    }
}
