// Whether a variable's value is determined: the same in every optimal solution.

extension Tableau {
    /// Whether `symbol` (a variable) has one value in every optimal solution of the system.
    ///
    /// The optimal solutions are the feasible points where every non-basic symbol with a
    /// non-zero reduced cost stays 0. A non-basic unrestricted variable (reduced cost 0 at an
    /// optimum) moves freely unless rows at 0 block it, and so does every variable whose row
    /// holds it; a basic variable whose row holds no such variable and no restricted symbol
    /// with a zero reduced cost is determined. When a variable may be pinned by degenerate
    /// rows (rows at 0 that block a non-basic variable, or a restricted symbol with a zero
    /// reduced cost: it may grow unless such rows stop it), the
    /// answer comes from two small simplex runs over the optimal face: a probe level below
    /// every other minimises, then maximises, the variable's row (or the variable itself when
    /// it is non-basic), and each run's pivots are undone.
    /// - Complexity: O(the row and the columns of its variables) in the common case;
    ///   otherwise two simplex runs.
    mutating func isDetermined(_ symbol: Int32) -> Bool {
        let slot = symbols[Int(symbol)].row
        let constant: Double, terms: [RowTerm]
        if slot < 0 {
            // Non-basic: at 0, and free unless rows at 0 (or, for a non-negative variable, its
            // bound and rows at 0) pin it.
            guard symbols[Int(symbol)].columnHead >= 0,
                symbols[Int(symbol)].isNonNegative || !movesFreely(symbol, by: 1, tolerance: 1e-9)
            else { return false }
            (constant, terms) = (0, [RowTerm(symbol: symbol, coefficient: 1)])
        } else {
            let row = rows[Int(slot)]
            let tolerance = 1e-9 * max(1, abs(row.constant))
            var mayMove = false
            for index in row.span {
                let term = pool.terms[index]
                if isPivotable(term.symbol) {
                    if reducedCostSign(term.symbol) == 0 { mayMove = true }
                } else if symbols[Int(term.symbol)].kind == .external {
                    if movesFreely(term.symbol, by: term.coefficient, tolerance: tolerance) { return false }
                    mayMove = true
                }
            }
            guard mayMove else { return true }
            // A copy: the probe's pivots, though undone, may move the row to another span.
            (constant, terms) = (row.constant, Array(pool.terms[row.span]))
        }
        let tolerance = 1e-9 * max(1, abs(constant))
        for direction in [1.0, -1.0] {
            beginTemporaryLevel(Self.probeLevel, constant: constant, terms: terms, scale: direction)
            let mark = pivotLog.count
            isLogging = true
            let outcome = optimize(stopsWhenUnbounded: true)
            isLogging = false
            let moved = outcome != .optimal || abs(levels[Int(Self.probeLevel)].constant - direction * constant) > tolerance
            undoPivots(to: mark)
            endTemporaryLevel(Self.probeLevel)
            if moved { return false }
        }
        return true
    }

    /// Whether the non-basic unrestricted variable `symbol`, whose reduced cost is 0, can move, alone, far
    /// enough that `rate` times its move exceeds `tolerance`, up or down, before a restricted
    /// row in its column reaches 0: then every optimal solution's neighbour along it is
    /// optimal too, and the value it and its dependants take is not determined.
    /// - Complexity: O(the rows in the symbol's column).
    func movesFreely(_ symbol: Int32, by rate: Double, tolerance: Double) -> Bool {
        guard reducedCostSign(symbol) == 0 else { return false }
        var up = Double.infinity, down = Double.infinity
        var cell = symbols[Int(symbol)].columnHead
        while cell >= 0 {
            let row = rows[Int(cells[Int(cell)].row)]
            cell = cells[Int(cell)].next
            guard isPivotable(row.basic) else { continue }
            let coefficient = pool.coefficient(of: symbol, in: row)
            if coefficient < 0 {
                up = min(up, row.constant / -coefficient)
            } else if coefficient > 0 {
                down = min(down, row.constant / coefficient)
            }
        }
        return max(up, down) * abs(rate) > tolerance
    }
}
