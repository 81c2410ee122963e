extension Solver {
    /// Adds `constraint` to the system and re-solves.
    ///
    /// A required constraint that cannot hold together with the required constraints
    /// already in the solver is refused with ``SolverError/unsatisfiable(_:conflicts:)``,
    /// naming those it conflicts with; the solver is then as it was before the call. An
    /// optional constraint is always accepted and holds as nearly as its priority allows.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/invalidNumber(_:what:)``, ``SolverError/unsatisfiable(_:conflicts:)``,
    ///   or ``SolverError/numericalFailure(_:)``.
    /// - Complexity: O(the constraint's terms and the rows of its variables) plus the pivots
    ///   it causes; independent of the number of constraints that share nothing with it.
    public func add(_ constraint: Constraint) throws(SolverError) {
        if let failure { throw failure }
        guard slot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        let expression = constraint.expression
        try Self.validate(expression.constant, "the constant of \(constraint)")
        for term in expression.terms {
            try Self.validate(term.coefficient, "the coefficient of \(term.variable) in \(constraint)")
        }
        let slot = freeSlots.popLast() ?? Int32(records.count)
        if Int(slot) == records.count { records.append(Record()) }
        // A variable's uses count this constraint from here on; undone below when it is refused.
        var row = tableau.beginRow(constant: expression.constant, termCount: expression.terms.count)
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            tableau.symbols[Int(symbol)].uses += 1
            if term.coefficient != 0 { tableau.add(symbol, coefficient: term.coefficient, to: &row) }
        }
        let level = constraint.priority.isRequired ? -1 : tableau.retainLevel(constraint.priority.value)
        switch tableau.addConstraint(&row, constant: expression.constant, relation: constraint.relation, level: level, owner: slot) {
        case let .added(symbols):
            nextOrder += 1
            records[Int(slot)] = Record(
                constraint: constraint, symbols: symbols, level: level, constant: expression.constant, order: nextOrder)
            slots.set(slot, for: Self.key(of: constraint))
            try checkHealth()
        case let .unsatisfiable(owners):
            for term in expression.terms {
                guard let symbol = symbols.value(for: term.variable.id) else { continue }
                tableau.symbols[Int(symbol)].uses -= 1
                if tableau.symbols[Int(symbol)].uses == 0 { releaseVariable(symbol) }
            }
            freeSlots.append(slot)
            let conflicts = conflicts(owners, excluding: slot)
            rebuildIfNeeded()
            try checkHealth()
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
    }

    /// Removes `constraint` from the system and re-solves: the solution is what it would be
    /// had the constraint never been added.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    /// - Complexity: O(the rows its marker appears in) plus the pivots it causes.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        if let failure { throw failure }
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        let record = records[Int(slot)]
        tableau.removeConstraint(record.symbols, level: record.level)
        if record.level >= 0 { tableau.releaseLevel(record.level) }
        for term in constraint.expression.terms {
            guard let symbol = symbols.value(for: term.variable.id) else { continue }
            tableau.symbols[Int(symbol)].uses -= 1
            if tableau.symbols[Int(symbol)].uses == 0 { releaseVariable(symbol) }
        }
        slots.remove(Self.key(of: constraint))
        records[Int(slot)] = Record()
        freeSlots.append(slot)
        try checkHealth()
    }

    /// Changes the constant of `constraint` (the constant of its ``Constraint/expression``,
    /// both sides moved left) in place, without removing and re-adding it, and re-solves with
    /// the dual simplex. This is the cheap way to move a constraint: it touches only the rows
    /// that depend on the constraint.
    ///
    /// When the constraint is required and the new constant contradicts other required
    /// constraints, the old constant stays and ``SolverError/unsatisfiable(_:conflicts:)``
    /// names them.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidNumber(_:what:)``,
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` or ``SolverError/numericalFailure(_:)``.
    /// - Complexity: O(the rows the constraint's marker appears in) plus the dual pivots.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        if let failure { throw failure }
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        try Self.validate(constant, "the new constant of \(constraint)")
        let symbols = records[Int(slot)].symbols
        if let owners = tableau.setMarkerValue(
            symbols.marker, to: constant / symbols.markerCoefficient, isOptional: records[Int(slot)].level >= 0)
        {
            try checkHealth()
            throw .unsatisfiable(constraint, conflicts: conflicts(owners, excluding: slot))
        }
        records[Int(slot)].constant = constant
        try checkHealth()
    }

    /// The symbol of `variable`, made when the solver first sees it.
    func symbol(for variable: Variable) -> Int32 {
        if let symbol = symbols.value(for: variable.id) { return symbol }
        let symbol = tableau.makeSymbol(.external, owner: -1)
        symbols.set(symbol, for: variable.id)
        tableau.symbols[Int(symbol)].variable = variable.id
        tableau.symbols[Int(symbol)].isNonNegative = variable.isNonNegative
        return symbol
    }

    /// Forgets a variable no constraint uses any more.
    func releaseVariable(_ symbol: Int32) {
        guard tableau.symbols[Int(symbol)].kind == .external else { return }
        symbols.remove(tableau.symbols[Int(symbol)].variable)
        tableau.freeSymbol(symbol)
    }

    /// The required constraints among `owners` other than the one in `slot`, each once, in
    /// the order they were added.
    func conflicts(_ owners: [Int32], excluding slot: Int32) -> [Constraint] {
        var seen = Set<Int32>()
        let records = owners.filter { $0 >= 0 && $0 != slot && seen.insert($0).inserted }.map { self.records[Int($0)] }
        return records.filter { $0.level < 0 }.sorted { $0.order < $1.order }.compactMap(\.constraint)
    }

    /// Throws ``SolverError/numericalFailure(_:)`` (and keeps throwing it) once the tableau's
    /// numbers have failed.
    func checkHealth() throws(SolverError) {
        if let failure { throw failure }
        guard tableau.overflowed else { return }
        let error = SolverError.numericalFailure("a value left the range of Double or the simplex did not converge")
        failure = error
        throw error
    }

    /// Throws ``SolverError/invalidNumber(_:what:)`` unless `value` is finite and within
    /// ``largestMagnitude``.
    static func validate(_ value: Double, _ what: @autoclosure () -> String) throws(SolverError) {
        guard value.isFinite, abs(value) <= largestMagnitude else { throw .invalidNumber(value, what: what()) }
    }
}
