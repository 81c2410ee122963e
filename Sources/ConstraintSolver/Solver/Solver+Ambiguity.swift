extension Solver {
    /// Whether the constraints fix `variable`'s value: true when it has the same value in
    /// every optimal solution of the system (required and optional constraints together,
    /// edit variables at their suggested values), false when some other optimal solution
    /// gives it another value, or when no constraint mentions it.
    ///
    /// This is what an ambiguous layout is: a variable the constraints leave free, so its
    /// value is one choice among several equally good ones.
    /// - Complexity: O(the variable's row) in the common case; when a degenerate solution may
    ///   pin the variable, two short simplex runs whose pivots are undone.
    public func isDetermined(_ variable: Variable) -> Bool {
        guard failure == nil, let symbol = symbols.value(for: variable.id) else { return false }
        let determined = tableau.isDetermined(symbol)
        rebuildIfNeeded()
        return determined
    }
}
