/// Why a ``Solver`` refused a request. Every refusal leaves the solver as it was, except
/// ``numericalFailure(_:)``.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in this solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints in
    /// `conflicts` (the constraint itself is not repeated there). `conflicts` is an
    /// explanation read from the simplex tableau: the required constraints whose rows the
    /// contradiction combines. Removing any one of them, or the constraint, makes the rest
    /// satisfiable when the set is minimal, which it is in the common case of a handful of
    /// constraints but not guaranteed. It is empty when the constraint contradicts itself
    /// (`0 = 5`). Listed in the order the constraints were added.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// A coefficient or constant is NaN, infinite, or larger in magnitude than
    /// ``Solver/largestMagnitude``; `what` names it (`"the constant of x#3 + 2.0 == 0"`).
    case invalidNumber(Double, what: String)
    /// The priority is not finite, not above 0, or above 1000 and not ``Priority/relaxedRequired``.
    case invalidPriority(Priority)
    /// The variable already has an edit constraint in this solver.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint in this solver.
    case unknownEditVariable(Variable)
    /// An edit variable must be optional: its suggestions could not all hold otherwise.
    case requiredEditVariable(Variable)
    /// The system's numbers left what a `Double` holds (a chain of large coefficients
    /// overflowed) or the simplex stopped converging. The solver cannot be trusted any more:
    /// every later request throws this error again until ``Solver/reset()``.
    case numericalFailure(String)

    /// One sentence for a person.
    public var description: String {
        switch self {
        case let .duplicateConstraint(constraint): "the constraint \(constraint) is already in the solver"
        case let .unknownConstraint(constraint): "the constraint \(constraint) is not in the solver"
        case let .unsatisfiable(constraint, conflicts):
            conflicts.isEmpty
                ? "the required constraint \(constraint) cannot hold"
                : "the required constraint \(constraint) conflicts with " + conflicts.map(\.description).joined(separator: "; ")
        case let .invalidNumber(value, what):
            "\(what) is \(value): numbers must be finite and at most \(Solver.largestMagnitude) in magnitude"
        case let .invalidPriority(priority): "the priority \(priority) is not in 0 < priority ≤ 1000, nor 1100"
        case let .duplicateEditVariable(variable): "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable): "\(variable) is not an edit variable"
        case let .requiredEditVariable(variable): "the edit variable \(variable) must have an optional priority (below 1000)"
        case let .numericalFailure(reason): "numerical failure: \(reason); reset the solver"
        }
    }
}
