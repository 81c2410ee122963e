import ConstraintSolver
import PropertyBased
import TestTools
import Testing

/// Random feasible systems (see ``RandomSystem``): the solver keeps every required constraint,
/// undoes what it is asked to remove, and its incremental answers are those of a fresh solve.
@Suite struct SolverPropertyTests {
    /// With `nonNegative`, every variable is restricted to 0 and above, and stays there.
    @Test(arguments: [false, true]) func everyRequiredConstraintHolds(nonNegative: Bool) async throws {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(&rng, nonNegative: nonNegative)
            let solver = Solver()
            for constraint in system.all.shuffled(using: &rng) {
                #expect(throws: Never.self, "seed \(seed)") { try solver.add(constraint) }
            }
            for constraint in system.required {
                #expect(RandomSystem.violation(constraint, in: solver) <= 1e-9, "seed \(seed): \(constraint)")
            }
            for variable in system.variables where nonNegative { #expect(solver.value(of: variable) >= -1e-9, "seed \(seed)") }
        }
    }

    @Test(arguments: [false, true])
    func addingThenRemovingAConstraintRestoresTheObjectiveAndDeterminedValues(nonNegative: Bool) async throws {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(&rng, nonNegative: nonNegative)
            let solver = Solver()
            for constraint in system.all { try? solver.add(constraint) }
            let before = system.variables.map { solver.isDetermined($0) ? solver.value(of: $0) : nil }
            let objective = RandomSystem.objective(of: system.all, in: solver)
            let extra = RandomSystem(&rng, variableCount: system.variables.count, constraintCount: 1)
            let added = Constraint(
                Expression(extra.all[0].expression.terms.map { Term(system.variables[0], coefficient: $0.coefficient) }, constant: 7),
                extra.all[0].relation, priority: extra.all[0].priority)
            guard (try? solver.add(added)) != nil else { return }
            #expect(throws: Never.self) { try solver.remove(added) }
            let after = RandomSystem.objective(of: system.all, in: solver)
            #expect(after.map(\.0) == objective.map(\.0), "seed \(seed)")
            for (a, b) in zip(after, objective) { #expect(isClose(a.1, b.1, tolerance: 1e-7), "seed \(seed): level \(a.0)") }
            for (variable, value) in zip(system.variables, before) {
                if let value { #expect(isClose(solver.value(of: variable), value, tolerance: 1e-7), "seed \(seed)") }
            }
        }
    }

    @Test(arguments: [false, true]) func incrementalEditsMatchAFreshSolve(nonNegative: Bool) async throws {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(&rng, nonNegative: nonNegative)
            let (solver, solved) = system.solved()
            var present = solved
            let edited = system.variables[0]
            try? solver.addEditVariable(edited, priority: 600)
            // An edit starts at the variable's value, not at 0 (`addEditVariable` moves
            // nothing): suggest 0 now, so that the edit holds `suggestion` even in a walk that
            // suggests nothing — which the fresh solve below assumes. (Seed
            // 7201585515927686717 suggests nothing in its 30 steps; the edit held the −57.5
            // its variable had, and the comparison failed on a correct solver.)
            var suggestion = 0.0
            try? solver.suggestValue(suggestion, for: edited)
            // A random walk of operations: remove, re-add, change constants, suggest values.
            for _ in 0..<30 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    if let index = present.indices.randomElement(using: &rng) {
                        try? solver.remove(present[index])
                        present.remove(at: index)
                    }
                case 1:
                    if let constraint = system.all.randomElement(using: &rng), !solver.hasConstraint(constraint),
                        (try? solver.add(constraint)) != nil
                    {
                        present.append(constraint)
                    }
                case 2:
                    if let constraint = present.randomElement(using: &rng) {
                        try? solver.setConstant(Double(Int.random(in: -150...150, using: &rng)), of: constraint)
                    }
                default:
                    suggestion = Double(Int.random(in: -150...150, using: &rng))
                    try? solver.suggestValue(suggestion, for: edited)
                }
            }
            // The same system, built at once.
            let fresh = Solver()
            for constraint in present {
                let current = Constraint(
                    Expression(constraint.expression.terms, constant: solver.constant(of: constraint) ?? .nan), constraint.relation,
                    priority: constraint.priority)
                #expect(throws: Never.self, "seed \(seed)") { try fresh.add(current) }
            }
            try? fresh.addEditVariable(edited, priority: 600)
            try? fresh.suggestValue(suggestion, for: edited)
            let editConstraint = Constraint(edited, .equal, suggestion, priority: 600)
            let incremental = RandomSystem.objective(of: present + [editConstraint], in: solver)
            let reference = RandomSystem.objective(of: present + [editConstraint], in: fresh, constants: solver)
            #expect(incremental.map(\.0) == reference.map(\.0), "seed \(seed)")
            for (a, b) in zip(incremental, reference) {
                #expect(isClose(a.1, b.1, tolerance: 1e-7), "seed \(seed): level \(a.0): \(a.1) vs \(b.1)")
            }
            for constraint in present where constraint.priority.isRequired {
                #expect(RandomSystem.violation(constraint, in: solver) <= 1e-9, "seed \(seed)")
            }
            for variable in system.variables where fresh.isDetermined(variable) {
                #expect(solver.isDetermined(variable), "seed \(seed)")
                #expect(isClose(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-7), "seed \(seed)")
            }
        }
    }
}
