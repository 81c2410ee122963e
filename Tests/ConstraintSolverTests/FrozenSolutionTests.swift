import ConstraintSolver
import TestTools
import Testing

/// `FrozenSolution`: a solved solver read under other constants without a copy gives what a
/// copy given those constants gives (which pivots when it must), refuses what needs a pivot,
/// and makes a solver that goes on from there.
@Suite struct FrozenSolutionTests {
    /// Seed `seed`'s random system solved (the template), its constraints over new variables,
    /// and constants for them: about two in three moved from the template's by up to `spread`.
    static func moved(seed: UInt64, spread: Int) -> (template: Solver, next: [Constraint], constants: [Double], variables: [Variable]) {
        let solved = SolverCopyTests.solvedSystem(seed: seed)
        var rng = solved.rng
        let next = SolverCopyTests.renamed(solved.held, from: solved.system.variables, to: solved.variables) { _ in 0 }
        let constants = solved.held.map { constraint in
            let move = Double(Int.random(in: -spread...spread, using: &rng))
            return Int.random(in: 0..<3, using: &rng) == 0 ? constraint.constant : constraint.constant + move
        }
        return (solved.template, next, constants, solved.variables)
    }

    /// Where the template's basis stays feasible, the frozen solution is an optimal solution of
    /// the moved system: every required constraint holds, each priority level's objective is
    /// a fresh solve's, and every variable the system decides has a fresh solve's value; a
    /// solver made from it answers the same, bit for bit. (A copy setting the constants one by
    /// one may pivot on the way, to another optimal vertex where a variable is left free, and
    /// may refuse an intermediate state: it is not the reference.)
    @Test func aFrozenSolutionIsAnOptimalSolutionOfTheMovedSystem() {
        var frozen = 0, refused = 0
        for seed in UInt64(1)...400 {
            let (template, next, constants, variables) = Self.moved(seed: seed, spread: 6)
            guard let solution = FrozenSolution(template, holding: next, constants: constants) else {
                refused += 1
                continue
            }
            frozen += 1
            // The moved system, each constraint with its new constant, solved afresh.
            let moved = zip(next, constants).map { constraint, constant in
                Constraint(Expression(constraint.expression.terms, constant: constant), constraint.relation, priority: constraint.priority)
            }
            let fresh = Solver()
            guard moved.allSatisfy({ (try? fresh.add($0)) != nil }) else {
                Issue.record("seed \(seed): a fresh solver refused a system the frozen solution took")
                continue
            }
            guard let made = solution.solver() else {
                Issue.record("seed \(seed): no solver was made")
                continue
            }
            for constraint in moved where constraint.priority.isRequired {
                #expect(RandomSystem.violation(constraint, in: made) <= 1e-9, "seed \(seed)")
            }
            let reached = RandomSystem.objective(of: moved, in: made), reference = RandomSystem.objective(of: moved, in: fresh)
            #expect(reached.map(\.0) == reference.map(\.0), "seed \(seed)")
            for (a, b) in zip(reached, reference) { #expect(isClose(a.1, b.1, tolerance: 1e-7), "seed \(seed): level \(a.0)") }
            for variable in variables {
                #expect(made.value(of: variable) == solution.value(of: variable), "seed \(seed)")
                if fresh.isDetermined(variable) {
                    #expect(isClose(solution.value(of: variable), fresh.value(of: variable), tolerance: 1e-7), "seed \(seed)")
                }
            }
            for (constraint, constant) in zip(next, constants) { #expect(made.constant(of: constraint) == constant, "seed \(seed)") }
        }
        // Small moves keep most bases feasible, and some need a pivot: both paths are taken.
        #expect(frozen > 150, "only \(frozen) of 400 systems were read frozen")
        #expect(refused > 10, "only \(refused) of 400 systems needed a pivot")
    }

    /// Constraints whose variables are the template's renamed by no one offset (in reverse
    /// order, as views made in another order are) are read through a table: each variable
    /// answers, bit for bit, what its counterpart answers under a renaming by one offset (the
    /// rows read are the same), a variable the system does not mention answers 0, and the
    /// solver made from it answers the same.
    @Test func variablesRenamedByNoOneOffsetAreReadThroughATable() throws {
        var read = 0
        for seed in UInt64(1)...200 {
            let (template, next, constants, variables) = Self.moved(seed: seed, spread: 6)
            guard let byOffset = FrozenSolution(template, holding: next, constants: constants) else { continue }
            let reversed = Array(variables.map { _ in Variable("z") }.reversed())
            let renamed = SolverCopyTests.renamed(next, from: variables, to: reversed) { _ in 0 }
            let byTable = try #require(FrozenSolution(template, holding: renamed, constants: constants), "seed \(seed)")
            let made = try #require(byTable.solver(), "seed \(seed)")
            read += 1
            for (variable, counterpart) in zip(variables, reversed) {
                #expect(byTable.value(of: counterpart) == byOffset.value(of: variable), "seed \(seed)")
                #expect(made.value(of: counterpart) == byTable.value(of: counterpart), "seed \(seed)")
                #expect(byTable.value(of: variable) == 0, "seed \(seed): a variable of another system")
            }
        }
        #expect(read > 100, "only \(read) of 200 systems were read")
    }

    /// Constants set one after another on a frozen solution give what the same settings give
    /// on a copy, while each is accepted; one refused changes nothing.
    @Test func constantsSetInTurnMatchACopyAndARefusalChangesNothing() {
        var accepted = 0, refusedSettings = 0
        for seed in UInt64(1)...300 {
            let (template, next, first, variables) = Self.moved(seed: seed, spread: 0)
            var constants = first
            var rng = SplitMix64(seed: seed &* 7_919)
            guard var solution = FrozenSolution(template, holding: next, constants: constants),
                let copy = template.copy(holding: next, constants: constants)
            else { continue }
            for _ in 0..<4 {
                let index = Int.random(in: 0..<next.count, using: &rng)
                let constant = constants[index] + Double(Int.random(in: -8...8, using: &rng))
                let before = variables.map { solution.value(of: $0) }
                guard solution.setConstant(constant, of: next[index]) else {
                    refusedSettings += 1
                    #expect(variables.map { solution.value(of: $0) } == before, "seed \(seed)")
                    #expect(solution.constants == constants, "seed \(seed)")
                    break
                }
                accepted += 1
                constants[index] = constant
                guard (try? copy.setConstant(constant, of: next[index])) != nil else {
                    Issue.record("seed \(seed): the copy refused a constant the frozen solution took")
                    break
                }
                for variable in variables {
                    #expect(isClose(solution.value(of: variable), copy.value(of: variable), tolerance: 1e-9), "seed \(seed)")
                }
            }
        }
        #expect(accepted > 200, "only \(accepted) settings were accepted")
        #expect(refusedSettings > 10, "only \(refusedSettings) settings were refused")
    }

    /// Worked by hand: `x ≥ 10` (required) and `x = 0` at 250 solve to x = 10, the equality's
    /// error basic at 10. A new `x = 4` pull keeps that basis (error 6: x = 10); `x ≥ −5` would
    /// make the error −5, so the pull wins (x = 0) only after a pivot: refused, and the copy
    /// takes it.
    @Test func aChangeThatNeedsAPivotIsRefused() throws {
        let x = Variable("x")
        let template = Solver()
        try template.add(Constraint(x, .greaterThanOrEqual, 10))
        try template.add(Constraint(x, .equal, 0, priority: 250))
        let a = Variable("a")
        let next = [Constraint(a, .greaterThanOrEqual, 10), Constraint(a, .equal, 0, priority: 250)]
        // Constants as the solver stores them: `a − 10 ≥ 0` has −10; `a − 4 = 0` has −4.
        let kept = try #require(FrozenSolution(template, holding: next, constants: [-10, -4]))
        #expect(kept.value(of: a) == 10)
        #expect(FrozenSolution(template, holding: next, constants: [5, 0]) == nil)
        #expect(template.copy(holding: next, constants: [5, 0])?.value(of: a) == 0)
    }

    /// A required constraint the new constants contradict (x = 10 with x ≤ 5), another shape,
    /// a constraint listed twice, a number out of range and an edit variable are all refused.
    @Test func contradictionsOtherShapesAndBadNumbersAreRefused() throws {
        let (template, x, y) = try SolverCopyTests.boundedTemplate()
        let a = Variable("a")
        let next = [Constraint(a, .equal, 10), Constraint(a, .lessThanOrEqual, 20)]
        #expect(FrozenSolution(template, holding: next, constants: [-10, -20]) != nil)
        #expect(FrozenSolution(template, holding: next, constants: [-10, -5]) == nil)
        #expect(FrozenSolution(template, holding: [next[0], Constraint(a, .greaterThanOrEqual, 20)], constants: [-10, -20]) == nil)
        // Two constraints of one shape over one variable: the same one twice is refused.
        let twin = Solver()
        try twin.add(Constraint(x, .greaterThanOrEqual, 0))
        try twin.add(Constraint(x, .greaterThanOrEqual, 5))
        let low = Constraint(a, .greaterThanOrEqual, 0), high = Constraint(a, .greaterThanOrEqual, 5)
        #expect(FrozenSolution(twin, holding: [low, high], constants: [0, -5]) != nil)
        #expect(FrozenSolution(twin, holding: [low, low], constants: [0, -5]) == nil)
        #expect(FrozenSolution(template, holding: next, constants: [-10, .nan]) == nil)
        #expect(FrozenSolution(template, holding: next, constants: [-10]) == nil)
        var solution = try #require(FrozenSolution(template, holding: next, constants: [-10, -20]))
        let infinite = solution.setConstant(.infinity, of: next[0])
        let unknown = solution.setConstant(-12, of: Constraint(a, .equal, 12))
        let contradicting = solution.setConstant(-30, of: next[0])
        #expect(!infinite && !unknown && !contradicting)
        #expect(solution.value(of: a) == 10 && solution.value(of: x) == 0)
        try template.addEditVariable(y, priority: 500)
        #expect(FrozenSolution(template, holding: next, constants: [-10, -20]) == nil)
    }

    /// A solver made from a frozen solution holds the system with its constants and keeps
    /// working: worked by hand, a = 20 and b ≥ a + 5 pulled to 0 give b = 25; then a = 30 and a
    /// new pull b = 50 at 500 give b = 50. The template is left as it was (x 10, y 15).
    @Test func aSolverMadeFromItKeepsWorking() throws {
        let x = Variable("x"), y = Variable("y")
        let template = Solver()
        for constraint in [Constraint(x, .equal, 10), Constraint(y, .greaterThanOrEqual, x + 5), Constraint(y, .equal, 0, priority: 250)] {
            try template.add(constraint)
        }
        let a = Variable("a"), b = Variable("b")
        let next = [Constraint(a, .equal, 10), Constraint(b, .greaterThanOrEqual, a + 5), Constraint(b, .equal, 0, priority: 250)]
        let solution = try #require(FrozenSolution(template, holding: next, constants: [-20, -5, 0]))
        #expect(solution.value(of: a) == 20 && solution.value(of: b) == 25)
        let solver = try #require(solution.solver())
        #expect(solver.value(of: a) == 20 && solver.value(of: b) == 25 && solver.constant(of: next[0]) == -20)
        try solver.setConstant(-30, of: next[0])
        try solver.add(Constraint(b, .equal, 50, priority: 500))
        #expect(solver.value(of: a) == 30 && solver.value(of: b) == 50)
        #expect(template.value(of: x) == 10 && template.value(of: y) == 15 && template.value(of: a) == 0)
    }
}
