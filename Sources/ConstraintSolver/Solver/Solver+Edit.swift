extension Solver {
    /// Makes `variable` an edit variable: an optional equality `variable = value` at
    /// `priority`, whose value ``suggestValue(_:for:)`` then changes cheaply. It starts at the
    /// variable's current value, so adding it moves nothing.
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - priority: How strongly suggestions hold; must be optional (below 1000).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` or ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if let failure { throw failure }
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression([Term(variable)], constant: -value(of: variable)), .equal, priority: priority)
        try add(constraint)
        edits[variable.id] = constraint
    }

    /// Removes `variable`'s edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it has none.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        if let failure { throw failure }
        guard let constraint = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try remove(constraint)
        edits[variable.id] = nil
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests `value` for the edit variable `variable` and re-solves with the dual simplex:
    /// the variable takes the value as nearly as its edit priority allows.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
    ///   ``SolverError/invalidNumber(_:what:)``.
    /// - Complexity: O(the rows that depend on the edit constraint) plus the dual pivots.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        if let failure { throw failure }
        guard let constraint = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try Self.validate(value, "the value suggested for \(variable)")
        try setConstant(-value, of: constraint)
    }
}
