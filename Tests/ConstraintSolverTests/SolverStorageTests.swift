import TestTools
import Testing

@testable import ConstraintSolver

/// The storage a freed small solver leaves for the next one (``SolverStorage``): it holds
/// nothing of the system before, keeps no constraint alive, and a solver made from it solves
/// a new system as a fresh one would. Other tests make and free solvers on other threads, so
/// a spare taken here may be any of theirs: every spare must be empty.
@Suite struct SolverStorageTests {
    @Test func aFreedSolversStorageKeepsNothingOfItsSystem() throws {
        weak var dropped: Constraint?
        var found = false
        for _ in 0..<100 where !found {
            do {
                let solver = Solver()
                let x = Variable("x")
                let pin = Constraint(x, .equal, 50, priority: 750)
                try solver.add(pin)
                try solver.add(Constraint(x, .greaterThanOrEqual, 10))
                try solver.addEditVariable(x, priority: 500)
                dropped = pin
            }
            #expect(dropped == nil, "the freed solver's constraint is not kept alive")
            guard let spare = SolverStorage.takeSpare() else { continue }
            found = true
            #expect(spare.records.isEmpty)
            #expect(spare.symbols.count == 0 && spare.slots.count == 0)
            #expect(spare.tableau.rowCount == 0 && spare.tableau.symbols.isEmpty && spare.tableau.levelOrder.isEmpty)
            SolverStorage.keepSpare(spare)
        }
        #expect(found, "a freed small solver left its storage")
        // A solver made now (from a spare or not) solves by hand: x ≥ 10 required beats
        // x = 4 at 250, and y = x + 5.
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .equal, 4, priority: 250))
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        #expect(solver.constraintCount == 3)
        #expect(isClose(solver.value(of: x), 10) && isClose(solver.value(of: y), 15))
    }

    /// A freed solver hands its storage object on (seeded): solvers made and freed in a random
    /// order never hold one storage together, and each answers as a solver on storage of its
    /// own given the same constraints, to the last bit.
    @Test func solversMadeAndFreedInAnyOrderNeverShareStorageAndAnswerAsOnNewStorage() {
        var rng = SplitMix64(seed: 0x5701_A6E5)
        var live: [(solver: Solver, system: RandomSystem)] = []
        for step in 0..<300 {
            if !live.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 {
                live.remove(at: Int.random(in: 0..<live.count, using: &rng))
            } else {
                let system = RandomSystem(&rng)
                let solver = Solver()
                for constraint in system.all { _ = try? solver.add(constraint) }
                live.append((solver, system))
            }
            let holders = Set(live.map { ObjectIdentifier($0.solver.storage) })
            #expect(holders.count == live.count, "step \(step): two live solvers share one storage")
        }
        #expect(live.count > 20)
        for (solver, system) in live {
            let fresh = Solver(storage: SolverStorage())
            for constraint in system.all { _ = try? fresh.add(constraint) }
            #expect(solver.constraintCount == fresh.constraintCount)
            for variable in system.variables { #expect(solver.value(of: variable) == fresh.value(of: variable)) }
        }
    }

    @Test func aLargeSolversStorageIsNotKept() throws {
        let solver = Solver()
        let variables = (0...1_000).map { _ in Variable() }
        for (left, right) in zip(variables, variables.dropFirst()) { try solver.add(Constraint(right, .equal, left + 1)) }
        #expect(!SolverStorage.isWorthKeeping(solver.tableau, solver.records))
        #expect(SolverStorage.isWorthKeeping(Tableau(), []))
    }
}
