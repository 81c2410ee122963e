import ConstraintSolver
import TestTools
import Testing

/// `Solver.copy(holding:constants:)`: a solved solver reused for a system of the same shape over other
/// variables with other constants answers what a new solver given that system answers, and
/// refuses (nil) a system of another shape.
@Suite struct SolverCopyTests {
    /// `system`'s constraints over `variables` (renamed by position), with constants moved
    /// by `shift(index)`.
    static func renamed(_ constraints: [Constraint], from old: [Variable], to new: [Variable], shift: (Int) -> Double) -> [Constraint] {
        constraints.enumerated().map { index, constraint in
            let terms = constraint.expression.terms.map { term in
                Term(new[old.firstIndex(of: term.variable) ?? 0], coefficient: term.coefficient)
            }
            return Constraint(
                Expression(terms, constant: constraint.constant + shift(index)), constraint.relation, priority: constraint.priority)
        }
    }

    /// Seed `seed`'s random system solved in a template (the constraints it accepted held),
    /// new variables for a copy, and the generator to go on drawing from.
    static func solvedSystem(seed: UInt64) -> (
        system: RandomSystem, template: Solver, held: [Constraint], variables: [Variable], rng: SplitMix64
    ) {
        var rng = SplitMix64(seed: seed)
        let system = RandomSystem(&rng)
        let template = Solver()
        let held = system.all.filter { (try? template.add($0)) != nil }
        return (system, template, held, system.variables.map { _ in Variable("w") }, rng)
    }

    @Test func aCopyWithOtherConstantsAnswersWhatAFreshSolveAnswers() {
        var copied = 0
        for seed in UInt64(1)...400 {
            let (system, template, held, variables, generator) = Self.solvedSystem(seed: seed)
            var rng = generator
            // Optional constants anywhere; required ones within their slack or off it (then
            // the system may be unsatisfiable, and the copy must refuse).
            let next = Self.renamed(held, from: system.variables, to: variables) { _ in
                Int.random(in: 0..<3, using: &rng) == 0 ? 0 : Double(Int.random(in: -40...40, using: &rng))
            }
            let fresh = Solver()
            let freshAcceptsAll = next.allSatisfy { (try? fresh.add($0)) != nil }
            guard let copy = template.copy(holding: next) else { continue }
            copied += 1
            #expect(freshAcceptsAll, "seed \(seed): the copy accepted a system a fresh solver refuses")
            guard freshAcceptsAll else { continue }
            #expect(copy.constraintCount == fresh.constraintCount)
            for constraint in next {
                #expect(copy.constant(of: constraint) == constraint.constant, "seed \(seed)")
                if constraint.priority.isRequired { #expect(RandomSystem.violation(constraint, in: copy) <= 1e-9, "seed \(seed)") }
            }
            let incremental = RandomSystem.objective(of: next, in: copy)
            let reference = RandomSystem.objective(of: next, in: fresh)
            #expect(incremental.map(\.0) == reference.map(\.0), "seed \(seed)")
            for (a, b) in zip(incremental, reference) { #expect(isClose(a.1, b.1, tolerance: 1e-7), "seed \(seed): level \(a.0)") }
            for variable in variables {
                #expect(copy.isDetermined(variable) == fresh.isDetermined(variable), "seed \(seed)")
                if fresh.isDetermined(variable) {
                    #expect(isClose(copy.value(of: variable), fresh.value(of: variable), tolerance: 1e-7), "seed \(seed)")
                }
            }
        }
        // Most changes keep the system satisfiable: the copy path must be the one tested.
        #expect(copied > 200, "only \(copied) of 400 systems were copied")
    }

    /// A copy computes exactly what its template does: the same operations on both give the
    /// same values to the last bit (the copy's tableau only has its terms packed elsewhere).
    @Test func aCopyAndItsTemplateComputeTheSameValuesBitForBit() {
        var compared = 0
        for seed in UInt64(1)...200 {
            let (system, template, held, variables, generator) = Self.solvedSystem(seed: seed)
            var rng = generator
            let next = Self.renamed(held, from: system.variables, to: variables) { _ in 0 }
            guard let copy = template.copy(holding: next) else { continue }
            compared += 1
            // The same changes to both: new constants, a constraint removed, one added.
            for (index, (old, new)) in zip(held, next).enumerated() where index % 2 == 0 {
                let constant = old.constant + Double(Int.random(in: -30...30, using: &rng))
                let first = (try? template.setConstant(constant, of: old)) != nil
                let second = (try? copy.setConstant(constant, of: new)) != nil
                #expect(first == second, "seed \(seed)")
            }
            if let old = held.last, let new = next.last {
                try? template.remove(old)
                try? copy.remove(new)
            }
            let x = system.variables[0], y = variables[0]
            _ = try? template.add(Constraint(x, .equal, 17, priority: 500))
            _ = try? copy.add(Constraint(y, .equal, 17, priority: 500))
            for (old, new) in zip(system.variables, variables) {
                #expect(template.value(of: old) == copy.value(of: new), "seed \(seed)")
            }
        }
        #expect(compared > 150, "only \(compared) of 200 systems were copied")
    }

    /// The renaming is checked two ways (an offset shared by every variable, as cells made one
    /// after another number theirs; any other one-to-one renaming through tables): a copy over
    /// variables made in the template's order and one over variables made in the reverse order
    /// (no single offset renames those) are the same system and compute the same values to
    /// the last bit, before and after the same edits. Variable identities come from one
    /// process-wide counter, so a test running alongside may take some in between: a system
    /// whose new variables were interleaved so is renamed through the tables both times, and
    /// most must still take the offset.
    @Test func aRenamingByOneOffsetAndAnyOtherGiveTheSameCopy() {
        var compared = 0, byOffset = 0
        for seed in UInt64(1)...200 {
            let (system, template, held, inOrder, generator) = Self.solvedSystem(seed: seed)
            guard system.variables.count > 1 else { continue }
            var rng = generator
            let reversed = Array(system.variables.map { _ in Variable("r") }.reversed())
            let shifts = held.map { _ in Double(Int.random(in: -5...5, using: &rng)) }
            // The renamings are of the two kinds: one offset for every variable (unless
            // interleaved, see above), and never one offset for the reversed order.
            let offsets = { (new: [Variable]) in Set(zip(system.variables, new).map { $1.id &- $0.id }).count }
            #expect(offsets(reversed) > 1, "seed \(seed)")
            let first = Self.renamed(held, from: system.variables, to: inOrder) { shifts[$0] }
            let second = Self.renamed(held, from: system.variables, to: reversed) { shifts[$0] }
            let a = template.copy(holding: first), b = template.copy(holding: second)
            #expect((a == nil) == (b == nil), "seed \(seed)")
            guard let a, let b else { continue }
            compared += 1
            if offsets(inOrder) == 1 { byOffset += 1 }
            for (x, y) in zip(inOrder, reversed) { #expect(a.value(of: x) == b.value(of: y), "seed \(seed)") }
            _ = try? a.add(Constraint(inOrder[0], .equal, 17, priority: 500))
            _ = try? b.add(Constraint(reversed[0], .equal, 17, priority: 500))
            for (x, y) in zip(inOrder, reversed) { #expect(a.value(of: x) == b.value(of: y), "seed \(seed)") }
        }
        // Small shifts keep most systems satisfiable: the copies must be the ones compared.
        #expect(compared > 100, "only \(compared) of 200 systems were copied")
        #expect(byOffset > compared / 2, "only \(byOffset) of \(compared) copies were renamed by one offset")
    }

    @Test func theTemplateIsLeftAsItWasAndTheCopyKeepsWorking() throws {
        let x = Variable("x"), y = Variable("y")
        let template = Solver()
        let held = [Constraint(x, .equal, 10), Constraint(y, .greaterThanOrEqual, x + 5), Constraint(y, .equal, 0, priority: 250)]
        for constraint in held { try template.add(constraint) }
        let a = Variable("a"), b = Variable("b")
        let next = [Constraint(a, .equal, 20), Constraint(b, .greaterThanOrEqual, a + 5), Constraint(b, .equal, 0, priority: 250)]
        let copy = try #require(template.copy(holding: next))
        // Worked by hand: a = 20, b ≥ 25 and pulled towards 0 → 25; the template: x 10, y 15.
        #expect(copy.value(of: a) == 20 && copy.value(of: b) == 25)
        #expect(template.value(of: x) == 10 && template.value(of: y) == 15)
        #expect(template.value(of: a) == 0 && copy.value(of: x) == 0)
        #expect(!template.hasConstraint(next[0]) && copy.hasConstraint(next[0]) && !copy.hasConstraint(held[0]))
        try copy.setConstant(-30, of: next[0])
        try copy.remove(next[2])
        try copy.add(Constraint(b, .equal, 50, priority: 500))
        #expect(copy.value(of: a) == 30 && copy.value(of: b) == 50)
        #expect(template.value(of: x) == 10 && template.value(of: y) == 15)
    }

    @Test func aSystemOfAnotherShapeIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        let template = Solver()
        try template.add(Constraint(x, .equal, 10))
        try template.add(Constraint(y, .greaterThanOrEqual, x + 5, priority: 750))
        let a = Variable("a"), b = Variable("b")
        let same = [Constraint(a, .equal, 1), Constraint(b, .greaterThanOrEqual, a + 2, priority: 750)]
        #expect(template.copy(holding: same) != nil)
        let others: [(String, [Constraint])] = [
            ("a priority", [Constraint(a, .equal, 1), Constraint(b, .greaterThanOrEqual, a + 2, priority: 751)]),
            ("a relation", [Constraint(a, .equal, 1), Constraint(b, .lessThanOrEqual, a + 2, priority: 750)]),
            ("a multiplier", [Constraint(a, .equal, 1), Constraint(b, .greaterThanOrEqual, 2 * a + 2, priority: 750)]),
            ("a variable merged", [Constraint(a, .equal, 1), Constraint(a, .greaterThanOrEqual, a + 2, priority: 750)]),
            ("a variable split", [Constraint(a, .equal, 1), Constraint(b, .greaterThanOrEqual, b + 2, priority: 750)]),
            ("a term more", [Constraint(a, .equal, 1), Constraint(b, .greaterThanOrEqual, a + b + 2, priority: 750)]),
            ("a constraint more", same + [Constraint(b, .equal, 3)]),
            ("a constraint less", [same[0]]),
            ("a constraint twice", [same[0], same[0]]),
        ]
        for (difference, constraints) in others {
            #expect(template.copy(holding: constraints) == nil, "\(difference)")
        }
    }

    /// A solved `x = 10`, `x ≤ 20` (a template whose second constant can be contradicted), with
    /// a variable `y` it does not mention.
    static func boundedTemplate() throws -> (template: Solver, x: Variable, y: Variable) {
        let x = Variable("x"), y = Variable("y")
        let template = Solver()
        try template.add(Constraint(x, .equal, 10))
        try template.add(Constraint(x, .lessThanOrEqual, 20))
        return (template, x, y)
    }

    @Test func aNewConstantThatContradictsIsRefusedAndAnEditVariableStopsCopies() throws {
        let (template, _, y) = try Self.boundedTemplate()
        let a = Variable("a")
        #expect(template.copy(holding: [Constraint(a, .equal, 30), Constraint(a, .lessThanOrEqual, 20)]) == nil)
        #expect(template.copy(holding: [Constraint(a, .equal, 15), Constraint(a, .lessThanOrEqual, 20)]) != nil)
        try template.addEditVariable(y, priority: 500)
        #expect(template.copy(holding: [Constraint(a, .equal, 15), Constraint(a, .lessThanOrEqual, 20)]) == nil)
    }

    /// `heldInOrder` and `copy(holding:constants:)`: a constant set in place is the solver's,
    /// not its constraint's (a `Constraint` keeps the constant it was made with); a copy given
    /// the held constants answers what a fresh solve of the system with those constants does.
    @Test func aCopyGivenTheHeldConstantsTakesThoseSetInPlace() {
        var copied = 0
        for seed in UInt64(1)...200 {
            let (system, template, held, variables, generator) = Self.solvedSystem(seed: seed)
            var rng = generator
            // About half the constants set in place (one the solver refuses keeps its own).
            for constraint in held where Bool.random(using: &rng) {
                try? template.setConstant(Double(Int.random(in: -40...40, using: &rng)), of: constraint)
            }
            let (inOrder, constants) = template.heldInOrder
            #expect(inOrder == held, "seed \(seed)")
            #expect(constants == held.map { template.constant(of: $0) ?? .nan }, "seed \(seed)")
            // The same constraints over new variables, made with the template's first constants.
            let next = Self.renamed(held, from: system.variables, to: variables) { _ in 0 }
            let reference = Self.renamed(held, from: system.variables, to: variables) { constants[$0] - held[$0].constant }
            let fresh = Solver()
            guard reference.allSatisfy({ (try? fresh.add($0)) != nil }), let copy = template.copy(holding: next, constants: constants)
            else { continue }
            copied += 1
            for (constraint, constant) in zip(next, constants) { #expect(copy.constant(of: constraint) == constant, "seed \(seed)") }
            for variable in variables where fresh.isDetermined(variable) {
                #expect(isClose(copy.value(of: variable), fresh.value(of: variable), tolerance: 1e-7), "seed \(seed)")
            }
        }
        // The template holds those constants, so only a numerically refused system is not copied.
        #expect(copied >= 190)
    }
}
