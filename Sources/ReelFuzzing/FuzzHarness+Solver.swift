import ConstraintSolver

extension FuzzHarness {
    /// A program of solver operations (see ``SolverInput``) run on one `Solver`.
    ///
    /// Invariants: nothing traps; a refused operation throws a `SolverError`; an unsatisfiable
    /// constraint is not in the solver afterwards and its conflicts are required constraints
    /// that are; after a numerical failure every request is refused; every value is finite;
    /// and, while every number given to the solver is of the scale `Solver` documents its
    /// accuracy for (constants and values 0 or of magnitude 1e-3 to 1e6, coefficients 0 or
    /// 1e-2 to 1e2: Auto Layout's multipliers), every required constraint holds to 1e-6 of
    /// its size after every operation, give or take the rounding of the largest product of a
    /// coefficient and a value the program used (1e-14 of it: a 1e6 suggestion through a 100
    /// coefficient puts 1e8 in a row constant, and removing the edit leaves its last bits).
    /// A refused operation counts too: its pivots ran before it was undone. Coefficients of
    /// 1e6 beside 0.5 make optional constraints pick vertices near 1e11, where a Double's
    /// rounding is larger than any tolerance; the other invariants still hold there.
    func runSolver(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) -> FuzzOutcome {
        let input = SolverInput([UInt8](bytes))
        let solver = Solver()
        var added: [Constraint] = []
        var scale = ProgramScale()
        var refused = 0
        for operation in input.operations {
            do {
                switch operation {
                case let .add(constraint):
                    added.append(constraint)
                    scale.note(constraint)
                    try solver.add(constraint)
                case let .remove(index):
                    guard !added.isEmpty else { continue }
                    try solver.remove(added[index % added.count])
                case let .setConstant(index, value):
                    guard !added.isEmpty else { continue }
                    scale.note(value)
                    try solver.setConstant(value, of: added[index % added.count])
                case let .addEdit(variable, priority):
                    try solver.addEditVariable(input.variables[variable % input.variables.count], priority: priority)
                case let .suggest(variable, value):
                    scale.note(value)
                    try solver.suggestValue(value, for: input.variables[variable % input.variables.count])
                case let .removeEdit(variable):
                    try solver.removeEditVariable(input.variables[variable % input.variables.count])
                }
            } catch {
                refused += 1
                if case let .unsatisfiable(constraint, conflicts) = error {
                    guard !solver.hasConstraint(constraint) || operation.isSetConstant else {
                        throw FuzzFailure(.solver, "an unsatisfiable constraint was kept: \(constraint)")
                    }
                    for conflict in conflicts where !solver.hasConstraint(conflict) || !conflict.priority.isRequired {
                        throw FuzzFailure(.solver, "the conflict \(conflict) is not a required constraint of the solver")
                    }
                }
                if case .numericalFailure = error {
                    guard (try? solver.add(Constraint(Expression(constant: 0), .equal))) == nil else {
                        throw FuzzFailure(.solver, "the solver went on after a numerical failure")
                    }
                    return .rejected(stage: "solve", message: error.description)
                }
            }
            try check(solver, input.variables, added, scale: scale)
        }
        for variable in input.variables { _ = solver.isDetermined(variable) }
        try check(solver, input.variables, added, scale: scale)
        return .accepted(stages: "\(input.operations.count) operations, \(refused) refused")
    }

    /// The value and required-constraint invariants.
    private func check(_ solver: Solver, _ variables: [Variable], _ added: [Constraint], scale: ProgramScale) throws(FuzzFailure) {
        for variable in variables where !solver.value(of: variable).isFinite {
            throw FuzzFailure(.solver, "\(variable) is \(solver.value(of: variable))")
        }
        guard scale.isUIScale else { return }
        for constraint in added where constraint.priority.isRequired && solver.hasConstraint(constraint) {
            let constant = solver.constant(of: constraint) ?? constraint.constant
            let terms = constraint.expression.terms.map { $0.coefficient * solver.value(of: $0.variable) }
            let value = terms.reduce(constant, +)
            let size = terms.reduce(abs(constant)) { $0 + abs($1) }
            let violation =
                switch constraint.relation {
                case .equal: abs(value)
                case .lessThanOrEqual: max(0, value)
                case .greaterThanOrEqual: max(0, -value)
                }
            if violation > 1e-6 * max(1, size) + 1e-14 * scale.largestProduct {
                throw FuzzFailure(.solver, "\(constraint) is off by \(violation)")
            }
        }
    }

}

/// The magnitudes a solver program has used so far.
struct ProgramScale {
    /// Whether every constant and value was 0 or of magnitude 1e-3 to 1e6, and every
    /// coefficient 0 or of magnitude 1e-2 to 1e2.
    private(set) var isUIScale = true
    private var largestCoefficient = 0.0
    private var largestValue = 0.0

    /// The largest coefficient times the largest constant or value.
    var largestProduct: Double { largestCoefficient * largestValue }

    mutating func note(_ constraint: Constraint) {
        note(constraint.constant)
        for term in constraint.expression.terms {
            isUIScale = isUIScale && (term.coefficient == 0 || (abs(term.coefficient) >= 1e-2 && abs(term.coefficient) <= 1e2))
            largestCoefficient = max(largestCoefficient, abs(term.coefficient))
        }
    }

    mutating func note(_ value: Double) {
        isUIScale = isUIScale && Self.isUIScale(value)
        largestValue = max(largestValue, abs(value))
    }

    private static func isUIScale(_ value: Double) -> Bool { value == 0 || (abs(value) >= 1e-3 && abs(value) <= 1e6) }
}

extension SolverInput.Operation {
    /// Whether this changes a constant (an unsatisfiable constant leaves its constraint in).
    var isSetConstant: Bool {
        if case .setConstant = self { return true }
        return false
    }
}
