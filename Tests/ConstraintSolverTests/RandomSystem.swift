import ConstraintSolver
import TestTools

/// A random constraint system with a known feasible point: every required constraint holds
/// at `point`, so the system is satisfiable; optional constraints pull anywhere.
struct RandomSystem {
    var variables: [Variable]
    /// A solution of the required constraints.
    var point: [Double]
    var required: [Constraint] = []
    var optional: [Constraint] = []

    /// A system drawn from `rng`: `variableCount` variables (2 to 8 when nil) and
    /// `constraintCount` constraints (1 to 14 when nil); with `nonNegative`, every variable is
    /// restricted to 0 and above, and so is the point.
    init(_ rng: inout SplitMix64, variableCount: Int? = nil, constraintCount: Int? = nil, nonNegative: Bool = false) {
        var generator = rng
        let variableCount = variableCount ?? Int.random(in: 2...8, using: &generator)
        let constraintCount = constraintCount ?? Int.random(in: 1...14, using: &generator)
        variables = (0..<variableCount).map { _ in Variable("v", isNonNegative: nonNegative) }
        point = (0..<variableCount).map { _ in Double(Int.random(in: (nonNegative ? 0 : -100)...100, using: &generator)) }
        let priorities: [Priority] = [1, 250, 251, 500, 750, 999]
        for _ in 0..<constraintCount {
            var expression = Expression()
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<variableCount, using: &generator)
                let coefficient = Double(Int.random(in: -3...3, using: &generator)) / 2
                if coefficient != 0 { expression.terms.append(Term(variables[index], coefficient: coefficient)) }
            }
            let valueAtPoint = expression.value { variable in point[variables.firstIndex(of: variable) ?? 0] }
            if Int.random(in: 0..<3, using: &generator) == 0 {
                // Optional, anywhere.
                expression.constant = Double(Int.random(in: -200...200, using: &generator))
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
                optional.append(Constraint(expression, relation, priority: priorities.randomElement(using: &generator) ?? 250))
            } else {
                // Required, holding at the point: equal, or with slack on the right side.
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
                let slack = Double(Int.random(in: 0...20, using: &generator))
                switch relation {
                case .equal: expression.constant = -valueAtPoint
                case .lessThanOrEqual: expression.constant = -valueAtPoint - slack
                case .greaterThanOrEqual: expression.constant = -valueAtPoint + slack
                }
                required.append(Constraint(expression, relation))
            }
        }
        rng = generator
    }

    /// Every constraint, required first.
    var all: [Constraint] { required + optional }

    /// A solver given every constraint in turn, and the constraints it took.
    func solved() -> (solver: Solver, present: [Constraint]) {
        let solver = Solver()
        var present: [Constraint] = []
        for constraint in all where (try? solver.add(constraint)) != nil { present.append(constraint) }
        return (solver, present)
    }

    /// How far `constraint` is from holding at the solver's values (0 when it holds), with
    /// `constant` for its constant (by default, the one the solver holds for it).
    static func violation(_ constraint: Constraint, in solver: Solver, constant: Double? = nil) -> Double {
        let value = constraint.expression.terms.reduce(constant ?? solver.constant(of: constraint) ?? constraint.constant) {
            $0 + $1.coefficient * solver.value(of: $1.variable)
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The objective at the solver's values: each optional priority's total violation, most
    /// important first. Two optimal solutions of one system have the same vector.
    /// `constants` gives each constraint's constant (by default, the ones `solver` holds).
    static func objective(of constraints: [Constraint], in solver: Solver, constants: Solver? = nil) -> [(Float, Double)] {
        var totals: [Float: Double] = [:]
        for constraint in constraints where !constraint.priority.isRequired {
            totals[constraint.priority.value, default: 0] +=
                violation(constraint, in: solver, constant: (constants ?? solver).constant(of: constraint))
        }
        return totals.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }
}
