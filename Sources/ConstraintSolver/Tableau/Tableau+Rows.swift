// Row arithmetic: building a constraint's row, merging rows, substituting a symbol's row
// wherever the symbol appears, and pivoting.

extension Tableau {
    /// Adds `scale × terms` to `row` (both sorted by symbol) in place: the row's storage grows
    /// by `terms.count` (kept when it has the room, so a merge allocates nothing once rows have
    /// grown) and one backward pass writes the merged terms at its end, then closes the gap.
    /// `slot` is the row's slot when it is installed (its column entries are kept up to
    /// date), −1 for a row being built. Coefficients that cancel to below ``epsilon`` are
    /// dropped.
    /// - Complexity: O(row's terms + `terms`).
    mutating func merge(_ terms: [RowTerm], scaledBy scale: Double, into row: inout Row, slot: Int32) {
        let count = row.terms.count
        guard !terms.isEmpty else { return }
        row.terms.append(contentsOf: repeatElement(RowTerm(symbol: -1, coefficient: 0), count: terms.count))
        var kept = count // the merged terms are row.terms[write + 1 ..< end]
        var overflow = !row.constant.isFinite
        row.terms.withUnsafeMutableBufferPointer { out in
            terms.withUnsafeBufferPointer { added in
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
                // row.terms[0 ... read] are in place; the merged tail starts at write + 1.
                kept = read + 1
                let tail = out.count - (write + 1)
                if write > read {
                    for index in 0..<tail { out[kept + index] = out[write + 1 + index] }
                }
                kept += tail
            }
        }
        row.terms.removeSubrange(kept...)
        if overflow { overflowed = true }
    }

    /// Adds `coefficient × symbol` to a row being built, substituting the symbol's row when it
    /// is basic; a coefficient that cancels to below ``epsilon`` leaves the row.
    mutating func add(_ symbol: Int32, coefficient: Double, to row: inout Row) {
        let slot = symbols[Int(symbol)].row
        if slot >= 0 {
            let basic = rows[Int(slot)]
            row.constant += coefficient * basic.constant
            merge(basic.terms, scaledBy: coefficient, into: &row, slot: -1)
            return
        }
        let index = row.index(of: symbol)
        if index < row.terms.count, row.terms[index].symbol == symbol {
            row.terms[index].coefficient += coefficient
            if abs(row.terms[index].coefficient) < Self.epsilon { row.removeTerm(at: index) }
        } else if abs(coefficient) >= Self.epsilon {
            row.insertTerm(RowTerm(symbol: symbol, coefficient: coefficient), at: index)
        }
        if !coefficient.isFinite || !row.constant.isFinite { overflowed = true }
    }

    /// Replaces `symbol` by `source` (the row `symbol = …`) in every row that mentions it and
    /// in the objective; rows that turn infeasible are queued for the dual simplex.
    /// - Complexity: O(Σ over the rows in `symbol`'s column of their length + `source`'s).
    mutating func substitute(_ symbol: Int32, with source: Row) {
        var slots: [Int32] = []
        swap(&slots, &scratchSlots)
        slots.removeAll(keepingCapacity: true)
        appendColumn(symbol, to: &slots)
        clearColumn(symbol)
        for slot in slots {
            var row = takeRow(slot)
            let index = row.index(of: symbol)
            if index < row.terms.count, row.terms[index].symbol == symbol {
                let coefficient = row.terms[index].coefficient
                row.removeTerm(at: index)
                row.constant += coefficient * source.constant
                merge(source.terms, scaledBy: coefficient, into: &row, slot: slot)
                if row.constant < 0, isPivotable(row.basic) { infeasible.append(row.basic) }
            }
            rows[Int(slot)] = row
        }
        swap(&slots, &scratchSlots)
        for level in levelOrder {
            guard let coefficient = objective.coefficient(level, symbol) else { continue }
            objective.remove(level, symbol)
            for term in source.terms { addToObjective(level, term.symbol, coefficient * term.coefficient) }
            levels[Int(level)].constant += coefficient * source.constant
        }
    }

    /// Makes `entering` basic in the row in `slot`, whose basic symbol leaves, and substitutes
    /// it everywhere else. Returns false, changing nothing, when `entering` is not in the row.
    @discardableResult
    mutating func pivot(_ entering: Int32, _ slot: Int32) -> Bool {
        var row = takeRow(slot)
        let leaving = row.basic
        let index = row.index(of: entering)
        guard index < row.terms.count, row.terms[index].symbol == entering else {
            rows[Int(slot)] = row
            return false
        }
        let coefficient = row.terms[index].coefficient
        row.removeTerm(at: index)
        removeFromColumn(entering, slot)
        // leaving = k + a·entering + Σ  ⇒  entering = −k/a + leaving/a − Σ/a
        let scale = -1 / coefficient
        for term in row.terms.indices { row.terms[term].coefficient *= scale }
        row.constant *= scale
        row.insertTerm(RowTerm(symbol: leaving, coefficient: 1 / coefficient), at: row.index(of: leaving))
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
