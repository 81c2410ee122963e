// Whether a variable's value is determined: the same in every optimal solution.

extension Tableau {
    /// Whether `symbol` (a variable) has one value in every optimal solution of the system.
    ///
    /// The optimal solutions are the feasible points where every non-basic symbol with a
    /// non-zero reduced cost stays 0. A non-basic variable is free; a basic one is determined
    /// when its row holds no free variable and no slack or error with a zero reduced cost.
    /// When it holds such a slack or error, the variable may still be pinned by degenerate
    /// rows, so the answer comes from two small simplex runs over the optimal face: a probe
    /// level below every other minimises, then maximises, the variable's row, and each run's
    /// pivots are undone.
    /// - Complexity: O(the row) in the common case; otherwise two simplex runs.
    mutating func isDetermined(_ symbol: Int32) -> Bool {
        let slot = symbols[Int(symbol)].row
        guard slot >= 0 else { return false }
        let row = rows[Int(slot)]
        var mayMove = false
        for index in row.span {
            let symbol = pool.terms[index].symbol
            switch symbols[Int(symbol)].kind {
            case .external: return false
            case .slack, .error: if reducedCostSign(symbol) == 0 { mayMove = true }
            case .dummy, .unused: break
            }
        }
        guard mayMove else { return true }
        let tolerance = 1e-9 * max(1, abs(row.constant))
        // A copy: the probe's pivots, though undone, may move the row to another span.
        let terms = Array(pool.terms[row.span])
        for direction in [1.0, -1.0] {
            beginTemporaryLevel(Self.probeLevel, constant: row.constant, terms: terms, scale: direction)
            let mark = pivotLog.count
            isLogging = true
            let outcome = optimize(stopsWhenUnbounded: true)
            isLogging = false
            let moved = outcome != .optimal || abs(levels[Int(Self.probeLevel)].constant - direction * row.constant) > tolerance
            undoPivots(to: mark)
            endTemporaryLevel(Self.probeLevel)
            if moved { return false }
        }
        return true
    }
}
