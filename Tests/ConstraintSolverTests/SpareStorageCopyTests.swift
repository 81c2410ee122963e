import TestTools
import Testing

@testable import ConstraintSolver

/// A solver copied into the storage a freed solver left (``SolverStorage``) computes what a
/// copy into new storage computes, to the last bit: nothing of the system the storage held
/// before — its rows, symbols, terms, objective, or room grown larger or smaller — reaches
/// the copy.
@Suite struct SpareStorageCopyTests {
    /// Storage holding seed `seed`'s random system as solved (not emptied), with arrays and
    /// tables of its own, as a freed solver's would be.
    static func usedStorage(seed: UInt64) -> SolverStorage {
        var rng = SplitMix64(seed: seed)
        let variableCount = Int.random(in: 2...12, using: &rng), constraintCount = Int.random(in: 1...30, using: &rng)
        let system = RandomSystem(&rng, variableCount: variableCount, constraintCount: constraintCount)
        let solver = system.solved().solver
        return SolverStorage(
            tableau: solver.tableau.copy(), symbols: solver.symbols.copy(), slots: solver.slots.copy(), records: solver.records)
    }

    /// Seed `seed`'s random system solved in a template, and the constraints it holds over new
    /// variables with their constants moved by up to 20 each way.
    static func templateAndNext(seed: UInt64) -> (template: Solver, next: [Constraint], variables: [Variable], rng: SplitMix64) {
        let solved = SolverCopyTests.solvedSystem(seed: seed)
        var rng = solved.rng
        let next = SolverCopyTests.renamed(solved.held, from: solved.system.variables, to: solved.variables) { _ in
            Double(Int.random(in: -20...20, using: &rng))
        }
        return (solved.template, next, solved.variables, rng)
    }

    @Test func aCopyIntoAUsedStorageComputesWhatACopyIntoNewStorageDoesBitForBit() {
        var compared = 0
        for seed in UInt64(1)...200 {
            let (template, next, variables, generator) = Self.templateAndNext(seed: seed)
            var rng = generator
            // Another system's storage: from a seed far off, so its size differs from this one's.
            let fresh = template.copy(holding: next, constants: nil, into: SolverStorage())
            let reused = template.copy(holding: next, constants: nil, into: Self.usedStorage(seed: seed + 10_000))
            #expect((fresh == nil) == (reused == nil), "seed \(seed)")
            guard let fresh, let reused else { continue }
            compared += 1
            #expect(fresh.constraintCount == reused.constraintCount, "seed \(seed)")
            for variable in variables {
                #expect(fresh.value(of: variable) == reused.value(of: variable), "seed \(seed)")
                #expect(fresh.isDetermined(variable) == reused.isDetermined(variable), "seed \(seed)")
            }
            // The same edits to both: new constants, a constraint removed, one added.
            for (index, constraint) in next.enumerated() where index % 2 == 1 {
                let constant = constraint.constant + Double(Int.random(in: -30...30, using: &rng))
                let first = (try? fresh.setConstant(constant, of: constraint)) != nil
                let second = (try? reused.setConstant(constant, of: constraint)) != nil
                #expect(first == second, "seed \(seed)")
            }
            if let last = next.last {
                try? fresh.remove(last)
                try? reused.remove(last)
            }
            _ = try? fresh.add(Constraint(variables[0], .equal, 23, priority: 500))
            _ = try? reused.add(Constraint(variables[0], .equal, 23, priority: 500))
            for variable in variables { #expect(fresh.value(of: variable) == reused.value(of: variable), "seed \(seed)") }
        }
        // Required constants moved off their slack make some systems unsatisfiable (no copy); most stay.
        #expect(compared > 100, "only \(compared) of 200 systems were copied")
    }

    /// Copies made and freed one after another, as a list's cells are (each after the first
    /// writes into the storage the one before left), answer the hand-worked system: x ≥ 12
    /// required beats x = 4 at 250, so x is 12 and y = x + 5 is 17; the template keeps its 10
    /// and 15.
    @Test func copiesMadeAndFreedOneAfterAnotherAnswerTheHandWorkedSystem() throws {
        let template = Solver(), x = Variable("x"), y = Variable("y")
        let parts = [Constraint(x, .equal, 4, priority: 250), Constraint(x, .greaterThanOrEqual, 10), Constraint(y, .equal, x + 5)]
        for part in parts { try template.add(part) }
        for _ in 0..<20 {
            let u = Variable("u"), v = Variable("v")
            let next = [Constraint(u, .equal, 4, priority: 250), Constraint(u, .greaterThanOrEqual, 12), Constraint(v, .equal, u + 5)]
            let copy = try #require(template.copy(holding: next))
            #expect(isClose(copy.value(of: u), 12) && isClose(copy.value(of: v), 17))
            #expect(copy.value(of: x) == 0, "the copy holds nothing of the template's variables")
        }
        #expect(isClose(template.value(of: x), 10) && isClose(template.value(of: y), 15))
    }
}
