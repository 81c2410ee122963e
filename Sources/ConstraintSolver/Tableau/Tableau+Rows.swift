// Row arithmetic: building a constraint's row, merging rows, substituting a symbol's row
// wherever the symbol appears, and pivoting.

extension Tableau {
    /// Adds `scale × terms` to `row`. `slot` is the row's slot when it is installed (its
    /// column entries are kept up to date), −1 for a row being built. Coefficients that
    /// cancel to below ``epsilon`` are dropped.
    /// - Complexity: O(row's terms + `terms`).
    mutating func merge(_ terms: [RowTerm], scaledBy scale: Double, into row: inout Row, slot: Int32) {
        for index in row.terms.indices { position[Int(row.terms[index].symbol)] = Int32(index) }
        for term in terms {
            let amount = term.coefficient * scale
            if amount == 0 { continue }
            let at = position[Int(term.symbol)]
            if at >= 0 {
                row.terms[Int(at)].coefficient += amount
            } else {
                position[Int(term.symbol)] = Int32(row.terms.count)
                row.terms.append(RowTerm(symbol: term.symbol, coefficient: amount))
                if slot >= 0 { insertIntoColumn(term.symbol, slot) }
            }
        }
        compact(&row, slot: slot)
    }

    /// Drops `row`'s near-zero terms (and their column entries when installed) and clears the
    /// position scratch of all its symbols.
    mutating func compact(_ row: inout Row, slot: Int32) {
        var index = 0
        while index < row.terms.count {
            let term = row.terms[index]
            position[Int(term.symbol)] = -1
            if abs(term.coefficient) < Self.epsilon || !term.coefficient.isFinite {
                if !term.coefficient.isFinite { overflowed = true }
                if slot >= 0 { removeFromColumn(term.symbol, slot) }
                row.terms.swapAt(index, row.terms.count - 1)
                row.terms.removeLast()
            } else {
                index += 1
            }
        }
        if !row.constant.isFinite { overflowed = true }
    }

    /// Adds `coefficient × symbol` to a row being built, substituting the symbol's row when it
    /// is basic. Finish the row with `compact(&row, slot: -1)`.
    mutating func add(_ symbol: Int32, coefficient: Double, to row: inout Row) {
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            let basic = rows[Int(slot)]
            row.constant += coefficient * basic.constant
            merge(basic.terms, scaledBy: coefficient, into: &row, slot: -1)
        } else if let index = row.terms.firstIndex(where: { $0.symbol == symbol }) {
            row.terms[index].coefficient += coefficient
        } else {
            row.terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Solves a row meaning `0 = constant + Σ…` for `symbol` (which must appear in it): the row
    /// becomes `symbol = …`.
    func solved(_ row: Row, for symbol: Int32) -> Row {
        var result = row
        guard let index = result.terms.firstIndex(where: { $0.symbol == symbol }) else { return result }
        let scale = -1 / result.terms[index].coefficient
        result.terms.swapAt(index, result.terms.count - 1)
        result.terms.removeLast()
        for term in result.terms.indices { result.terms[term].coefficient *= scale }
        result.constant *= scale
        result.basic = symbol
        return result
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
            if let index = row.terms.firstIndex(where: { $0.symbol == symbol }) {
                let coefficient = row.terms[index].coefficient
                row.terms.swapAt(index, row.terms.count - 1)
                row.terms.removeLast()
                row.constant += coefficient * source.constant
                merge(source.terms, scaledBy: coefficient, into: &row, slot: slot)
                if row.constant < 0, isPivotable(row.basic) { infeasible.append(row.basic) }
            }
            rows[Int(slot)] = row
        }
        swap(&slots, &scratchSlots)
        for level in levelOrder {
            let key = Self.key(level, symbol)
            guard let coefficient = objective.value(for: key) else { continue }
            objective.remove(key)
            for term in source.terms { addToObjective(level, term.symbol, coefficient * term.coefficient) }
            levelConstant[Int(level)] += coefficient * source.constant
        }
    }

    /// Makes `entering` basic in the row in `slot`, whose basic symbol leaves, and substitutes
    /// it everywhere else.
    mutating func pivot(_ entering: Int32, _ slot: Int32) {
        var row = takeRow(slot)
        let leaving = row.basic
        guard let index = row.terms.firstIndex(where: { $0.symbol == entering }) else {
            rows[Int(slot)] = row
            return
        }
        let coefficient = row.terms[index].coefficient
        row.terms.swapAt(index, row.terms.count - 1)
        row.terms.removeLast()
        removeFromColumn(entering, slot)
        // leaving = k + a·entering + Σ  ⇒  entering = −k/a + leaving/a − Σ/a
        let scale = -1 / coefficient
        for term in row.terms.indices { row.terms[term].coefficient *= scale }
        row.constant *= scale
        row.terms.append(RowTerm(symbol: leaving, coefficient: 1 / coefficient))
        insertIntoColumn(leaving, slot)
        row.basic = entering
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
        rows[Int(slot)] = row
        if !row.constant.isFinite { overflowed = true }
        substitute(entering, with: row)
        if isLogging { pivotLog.append((entering, leaving)) }
    }

    /// Undoes the pivots logged since `mark`, newest first.
    mutating func undoPivots(to mark: Int) {
        let wasLogging = isLogging
        isLogging = false
        defer { isLogging = wasLogging }
        while pivotLog.count > mark, let (entering, leaving) = pivotLog.popLast() {
            let slot = rowOf[Int(entering)]
            if slot >= 0 { pivot(leaving, slot) }
        }
    }
}
