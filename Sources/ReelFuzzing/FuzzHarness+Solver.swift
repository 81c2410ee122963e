import ConstraintSolver

extension FuzzHarness {
    /// A program of solver operations (see ``SolverInput``) run on one `Solver`.
    ///
    /// Invariants: nothing traps; a refused operation throws a `SolverError`; an unsatisfiable
    /// constraint is not in the solver afterwards and its conflicts are required constraints
    /// that are; after a numerical failure every request is refused; every value is finite;
    /// and, while every number in the system is of UI scale (magnitudes from 1e-3 to 1e6, or
    /// 0), every required constraint holds to 1e-6 of its size after every operation.
    func runSolver(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) -> FuzzOutcome {
        let input = SolverInput([UInt8](bytes))
        let solver = Solver()
        var added: [Constraint] = []
        var wellScaled = true
        var refused = 0
        for operation in input.operations {
            do {
                switch operation {
                case let .add(constraint):
                    added.append(constraint)
                    try solver.add(constraint)
                    wellScaled = wellScaled && Self.isUIScale(constraint)
                case let .remove(index):
                    guard !added.isEmpty else { continue }
                    try solver.remove(added[index % added.count])
                case let .setConstant(index, value):
                    guard !added.isEmpty else { continue }
                    try solver.setConstant(value, of: added[index % added.count])
                    wellScaled = wellScaled && Self.isUIScale(value)
                case let .addEdit(variable, priority):
                    try solver.addEditVariable(input.variables[variable % input.variables.count], priority: priority)
                case let .suggest(variable, value):
                    try solver.suggestValue(value, for: input.variables[variable % input.variables.count])
                    wellScaled = wellScaled && Self.isUIScale(value)
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
            try check(solver, input.variables, added, wellScaled: wellScaled)
        }
        for variable in input.variables { _ = solver.isDetermined(variable) }
        try check(solver, input.variables, added, wellScaled: wellScaled)
        return .accepted(stages: "\(input.operations.count) operations, \(refused) refused")
    }

    /// The value and required-constraint invariants.
    private func check(_ solver: Solver, _ variables: [Variable], _ added: [Constraint], wellScaled: Bool) throws(FuzzFailure) {
        for variable in variables where !solver.value(of: variable).isFinite {
            throw FuzzFailure(.solver, "\(variable) is \(solver.value(of: variable))")
        }
        guard wellScaled else { return }
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
            if violation > 1e-6 * max(1, size) {
                throw FuzzFailure(.solver, "\(constraint) is off by \(violation)")
            }
        }
    }

    private static func isUIScale(_ constraint: Constraint) -> Bool {
        isUIScale(constraint.constant) && constraint.expression.terms.allSatisfy { isUIScale($0.coefficient) }
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
