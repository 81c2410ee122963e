import ConstraintSolver
import PropertyBased
import TestTools
import Testing

/// The placement rule for non-negative variables (docs/REFERENCE.md §21.8) over random
/// systems: a constraint the current solution satisfies moves no variable, and bounds added
/// one by one leave each variable at its highest lower bound (the point of its interval
/// nearest 0), whatever their order.
@Suite struct FreeVariablePropertyTests {
    @Test func aConstraintTheSolutionSatisfiesMovesNothing() async throws {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let system = RandomSystem(&rng, nonNegative: true)
            let solver = Solver()
            for constraint in system.all.shuffled(using: &rng) {
                let before = system.variables.map { solver.value(of: $0) }
                let holds = RandomSystem.violation(constraint, in: solver, constant: constraint.constant) <= 1e-9
                guard (try? solver.add(constraint)) != nil, holds else { continue }
                for (variable, value) in zip(system.variables, before) {
                    #expect(isClose(solver.value(of: variable), value), "seed \(seed): \(constraint) moved \(variable)")
                }
            }
        }
    }

    @Test func boundsLeaveEachVariableAtItsHighestLowerBound() async throws {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let variables = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Variable("v", isNonNegative: true) }
            // Each variable gets 0 to 3 lower bounds between 0 and 100 and 1 to 3 upper bounds
            // at or above the highest of them, each written as a · v ⋈ a · bound with a in ±½,
            // ±1, ±2. It ends at its highest lower bound, or at 0 without one.
            var lows: [Double] = []
            var bounds: [Constraint] = []
            for variable in variables {
                let lowers = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Double(Int.random(in: 0...100, using: &rng)) }
                let low = lowers.max() ?? 0
                lows.append(low)
                let uppers = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Double(Int.random(in: Int(low)...100, using: &rng)) }
                let all: [(bound: Double, isUpper: Bool)] = lowers.map { ($0, false) } + uppers.map { ($0, true) }
                for (bound, isUpper): (Double, Bool) in all {
                    let scale: Double = [0.5, 1, 2, -0.5, -1, -2].randomElement(using: &rng) ?? 1
                    // a·v ≤ a·bound is an upper bound when a > 0, a lower one when a < 0.
                    let relation: Relation = (isUpper == (scale > 0)) ? .lessThanOrEqual : .greaterThanOrEqual
                    bounds.append(Constraint(scale * variable, relation, Expression(constant: scale * bound)))
                }
            }
            let solver = Solver()
            for bound in bounds.shuffled(using: &rng) {
                #expect(throws: Never.self, "seed \(seed)") { try solver.add(bound) }
            }
            for (variable, low) in zip(variables, lows) {
                #expect(isClose(solver.value(of: variable), low), "seed \(seed): highest lower bound \(low)")
            }
        }
    }
}
