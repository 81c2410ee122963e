// Row arithmetic: building a constraint's row, merging rows, substituting a symbol's row
// wherever the symbol appears, and pivoting.

extension Tableau {
    /// Adds `scale × source` (its terms, not its constant) to `row` in place, both sorted by
    /// symbol: the row's span is made room in for `source`'s terms (kept when it has the room,
    /// so a merge allocates nothing once rows have grown; when it has not, the row moves to a
    /// span of the size of the two rows' distinct symbols, not of their sum, so shared symbols
    /// leave no room unused) and one backward pass writes the merged terms at the end of that
    /// room, then closes the gap. `slot` is the row's slot when it is
    /// installed (its column entries are kept up to date), −1 for a row being built.
    /// Coefficients that cancel to below ``epsilon`` are dropped.
    /// - Complexity: O(row's terms + source's).
    mutating func merge(_ source: Row, scaledBy scale: Double, into row: inout Row, slot: Int32) {
        guard source.count > 0 else { return }
        var room = Int(row.count + source.count)
        if room > pool.capacity(of: row) {
            room = pool.distinctSymbols(row, source)
            pool.reserve(room, in: &row)
        }
        var overflow = !row.constant.isFinite
        // The terms are written through the pool's pointer (the columns' updates in the loop
        // do not touch the pool).
        let all = pool.terms.base
        let count = Int(row.count)
        let out = UnsafeMutableBufferPointer(start: all + Int(row.start), count: room)
        let added = UnsafeBufferPointer(start: all + Int(source.start), count: Int(source.count))
        var read = count - 1, write = out.count - 1
        for next in added.indices.reversed() {
            let term = added[next]
            while read >= 0, out[read].symbol > term.symbol {
                out[write] = out[read]
                write -= 1
                read -= 1
            }
            let amount = term.coefficient * scale
            if read >= 0, out[read].symbol == term.symbol {
                let total = out[read].coefficient + amount
                read -= 1
                if abs(total) >= Self.epsilon {
                    out[write] = RowTerm(symbol: term.symbol, coefficient: total)
                    write -= 1
                } else if slot >= 0 {
                    removeFromColumn(term.symbol, slot)
                }
                if !total.isFinite { overflow = true }
            } else if abs(amount) >= Self.epsilon {
                out[write] = RowTerm(symbol: term.symbol, coefficient: amount)
                write -= 1
                if slot >= 0 { insertIntoColumn(term.symbol, slot) }
                if !amount.isFinite { overflow = true }
            }
        }
        // out[0 ... read] are in place; the merged tail starts at write + 1.
        var kept = read + 1
        let tail = out.count - (write + 1)
        if write > read {
            for index in 0..<tail { out[kept + index] = out[write + 1 + index] }
        }
        kept += tail
        row.count = Int32(kept)
        if overflow { overflowed = true }
    }

    /// Adds `coefficient × symbol` to a row being built, substituting the symbol's row when it
    /// is basic; a coefficient that cancels to below ``epsilon`` leaves the row.
    mutating func add(_ symbol: Int32, coefficient: Double, to row: inout Row) {
        let slot = symbols[Int(symbol)].row
        if slot >= 0 {
            let basic = rows[Int(slot)]
            row.constant += coefficient * basic.constant
            merge(basic, scaledBy: coefficient, into: &row, slot: -1)
            return
        }
        let position = pool.position(of: symbol, in: row)
        if pool.holds(symbol, at: position, in: row) {
            pool[row, position].coefficient += coefficient
            if abs(pool[row, position].coefficient) < Self.epsilon { pool.remove(at: position, in: &row) }
        } else if abs(coefficient) >= Self.epsilon {
            pool.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: position, in: &row)
        }
        if !coefficient.isFinite || !row.constant.isFinite { overflowed = true }
    }

    /// Replaces `symbol` by `source` (the row `symbol = …`) in every row that mentions it and
    /// in the objective; rows that turn infeasible are queued for the dual simplex.
    /// - Complexity: O(Σ over the rows in `symbol`'s column of their length + `source`'s).
    mutating func substitute(_ symbol: Int32, with source: Row) {
        // The merges edit other symbols' columns, never this one (`source` does not mention
        // its own basic symbol), so its cells are walked as they stand, then freed.
        var cell = symbols[Int(symbol)].columnHead
        while cell >= 0 {
            let slot = cells[Int(cell)].row
            let position = termIndex(inCell: cell, of: symbol)
            cell = cells[Int(cell)].next
            var row = rows[Int(slot)]
            guard pool.holds(symbol, at: position, in: row) else { continue }
            let coefficient = pool[row, position].coefficient
            pool.remove(at: position, in: &row)
            row.constant += coefficient * source.constant
            merge(source, scaledBy: coefficient, into: &row, slot: slot)
            if row.constant < 0, isPivotable(row.basic) { infeasible.append(row.basic) }
            rows[Int(slot)] = row
        }
        clearColumn(symbol)
        // By index: iterating the array would hold a copy of it (a retain and a release) across
        // the loop, which edits the tableau.
        for index in 0..<levelOrder.count {
            let level = levelOrder[index]
            guard let coefficient = objective.coefficient(level, symbol) else { continue }
            objective.remove(level, symbol)
            for index in source.span {
                let term = pool.terms[index]
                addToObjective(level, term.symbol, coefficient * term.coefficient)
            }
            levels[Int(level)].constant += coefficient * source.constant
        }
    }

    /// Makes `entering` basic in the row in `slot`, whose basic symbol leaves, and substitutes
    /// it everywhere else. Returns false, changing nothing, when `entering` is not in the row.
    @discardableResult
    mutating func pivot(_ entering: Int32, _ slot: Int32) -> Bool {
        var row = rows[Int(slot)]
        let leaving = row.basic
        let position = pool.position(of: entering, in: row)
        guard pool.holds(entering, at: position, in: row) else { return false }
        let coefficient = pool[row, position].coefficient
        pool.remove(at: position, in: &row)
        removeFromColumn(entering, slot)
        // leaving = k + a·entering + Σ  ⇒  entering = −k/a + leaving/a − Σ/a
        pool.scale(&row, by: -1 / coefficient)
        pool.insert(RowTerm(symbol: leaving, coefficient: 1 / coefficient), at: pool.position(of: leaving, in: row), in: &row)
        insertIntoColumn(leaving, slot)
        row.basic = entering
        symbols[Int(leaving)].row = -1
        symbols[Int(entering)].row = slot
        rows[Int(slot)] = row
        if !row.constant.isFinite { overflowed = true }
        substitute(entering, with: row)
        if isLogging { pivotLog.append((entering, leaving)) }
        return true
    }

    /// Undoes the pivots logged since `mark`, newest first. A pivot whose leaving symbol the
    /// coefficient cut has since dropped from the row cannot be undone: the tableau is then
    /// no longer the one before the logged pivots, and ``needsRebuild`` is set.
    mutating func undoPivots(to mark: Int) {
        let wasLogging = isLogging
        isLogging = false
        defer { isLogging = wasLogging }
        while pivotLog.count > mark, let (entering, leaving) = pivotLog.popLast() {
            let slot = symbols[Int(entering)].row
            if slot < 0 || !pivot(leaving, slot) { needsRebuild = true }
        }
    }
}
