import ConstraintSolver
import Testing

/// Bad input is refused with a typed error and changes nothing.
@Suite struct InvalidInputTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e16])
    func aNonFiniteOrHugeNumberIsRefused(_ bad: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        let coefficient = Constraint(bad * x, .equal, Expression(constant: 1))
        #expect {
            try solver.add(coefficient)
        } throws: { error in
            guard case .invalidNumber(_, let what) = error as? SolverError else { return false }
            return what.contains("coefficient")
        }
        let constant = Constraint(x, .equal, bad)
        #expect {
            try solver.add(constant)
        } throws: { error in
            guard case .invalidNumber(_, let what) = error as? SolverError else { return false }
            return what.contains("constant")
        }
        #expect(solver.constraintCount == 0)
        let pin = Constraint(x, .equal, 1)
        try solver.add(pin)
        #expect(throws: SolverError.self) { try solver.setConstant(bad, of: pin) }
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.self) { try solver.suggestValue(bad, for: x) }
        #expect(isClose(solver.value(of: x), 1))
    }

    @Test(arguments: [Float(0), -1, 1000.5, .nan, .infinity])
    func aPriorityOutOfRangeIsRefused(_ value: Float) {
        let solver = Solver()
        let constraint = Constraint(Variable(), .equal, 1, priority: Priority(value))
        #expect {
            try solver.add(constraint)
        } throws: { error in
            guard case .invalidPriority(let priority) = error as? SolverError else { return false }
            return priority.value.bitPattern == value.bitPattern
        }
        #expect(throws: SolverError.self) { try solver.addEditVariable(Variable(), priority: Priority(value)) }
    }

    @Test func duplicatesAndUnknownsAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = Constraint(x, .equal, 1)
        try solver.add(pin)
        #expect(throws: SolverError.duplicateConstraint(pin)) { try solver.add(pin) }
        let stranger = Constraint(x, .equal, 2)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.setConstant(0, of: stranger) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: 999)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: 500) }
    }

    @Test func overflowingValuesFailTheSolverForGood() throws {
        // x₁ = 1e15 x₀, x₂ = 1e15 x₁, … with x₀ = 1e15: the values pass 1e308 and the solver
        // says so, then refuses everything until reset.
        let solver = Solver()
        var previous = Variable()
        try solver.add(Constraint(previous, .equal, 1e15))
        var failed = false
        for _ in 0..<30 {
            let next = Variable()
            do {
                try solver.add(Constraint(next, .equal, 1e15 * previous))
            } catch {
                guard case .numericalFailure = error else { throw error }
                failed = true
                break
            }
            previous = next
        }
        #expect(failed)
        #expect(throws: SolverError.self) { try solver.add(Constraint(Variable(), .equal, 1)) }
        solver.reset()
        try solver.add(Constraint(previous, .equal, 2))
        #expect(isClose(solver.value(of: previous), 2))
    }
}
