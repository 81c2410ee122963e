// Changing a constraint's constant in place, and deriving every row's constant afresh.
//
// A constraint's marker μ appears in no other constraint's original row, with coefficient m
// in its own. Changing the constraint's constant c by δ is the same as replacing μ by
// μ + δ/m in the original system, and so in every row derived from it: rows where μ is a
// non-basic term shift their constant by (coefficient × δ/m), and μ's own row, when μ is
// basic, by −δ/m. No row is rebuilt; the dual simplex then restores feasibility (the
// technique kiwi uses for edit variables, applied to any constraint).

extension Tableau {
    /// The total of constant shifts after which the row constants are derived afresh: each
    /// shift by δ may lose |δ| × 2⁻⁵³ of every constant it touches, so a swing beyond 1e9 and
    /// back could cost 1e-7; UI-sized changes are left to the count of changes.
    static let largestUnrefreshedShift = 1e9

    /// Sets the constant of the constraint whose marker is `marker` so that its
    /// ``markerValue`` becomes `value` (the constant over the marker's coefficient), and
    /// re-solves with the dual simplex. `isOptional` says the constraint is optional: its
    /// errors absorb any constant, so a row the dual simplex cannot make feasible is rounding.
    /// - Returns: nil when the system stays satisfiable; otherwise the owners of the symbols
    ///   that explain why not, after the old constant has been put back.
    mutating func setMarkerValue(_ marker: Int32, to value: Double, isOptional: Bool) -> [Int32]? {
        let old = symbols[Int(marker)].markerValue
        symbols[Int(marker)].markerValue = value
        if let contradiction = shiftConstants(of: marker, by: value - old) {
            let conflict = explanation(ofRow: contradiction)
            symbols[Int(marker)].markerValue = old
            // Derived afresh rather than shifted back: a large shift there and back loses the
            // low bits of every constant it touched.
            infeasible.removeAll()
            refreshConstants()
            return conflict
        }
        // An optional constraint's constant can always change (its errors absorb any value),
        // so a row the dual simplex cannot make feasible is rounding, however large.
        currentShift = isOptional ? .infinity : abs(value - old)
        let outcome = dualOptimize()
        currentShift = 0
        if case let .infeasible(basic) = outcome {
            let conflict = explanation(ofRow: basic)
            symbols[Int(marker)].markerValue = old
            refreshConstants()
            return conflict
        }
        changesSinceRefresh += 1
        shiftSinceRefresh += abs(value - old)
        if changesSinceRefresh > max(1_000, rowCount) || shiftSinceRefresh > Self.largestUnrefreshedShift { refreshConstants() }
        _ = optimize()
        return nil
    }

    /// Shifts the constants of the rows that depend on `marker` by `delta` (the change of its
    /// ``markerValue``) and queues rows that turned negative for the dual simplex.
    /// - Returns: the basic symbol of a required equality's row that can no longer be 0
    ///   (a redundant equality whose constant now disagrees), or nil.
    /// - Complexity: O(the rows in the marker's column).
    mutating func shiftConstants(of marker: Int32, by delta: Double) -> Int32? {
        var contradiction: Int32?
        let own = symbols[Int(marker)].row
        if own >= 0 {
            rows[Int(own)].constant -= delta
            if let basic = check(own) { contradiction = basic }
        } else {
            var cell = symbols[Int(marker)].columnHead
            while cell >= 0 {
                let slot = Int(cells[Int(cell)].row)
                let index = termIndex(inCell: cell, of: marker)
                cell = cells[Int(cell)].next
                guard pool.holds(marker, at: index, in: rows[slot]) else { continue }
                rows[slot].constant += pool[rows[slot], index].coefficient * delta
                if let basic = check(Int32(slot)), contradiction == nil { contradiction = basic }
            }
        }
        return contradiction
    }

    /// Queues the row in `slot` for the dual simplex when its constant is negative; returns its
    /// basic symbol when it is a dummy's row whose constant is no longer 0.
    private mutating func check(_ slot: Int32) -> Int32? {
        let basic = rows[Int(slot)].basic, constant = rows[Int(slot)].constant
        if !constant.isFinite { overflowed = true }
        if symbols[Int(basic)].kind == .dummy { return abs(constant) > Self.feasibilityTolerance ? basic : nil }
        if constant < 0, isPivotable(basic) { infeasible.append(basic) }
        return nil
    }

    /// The owners of a row's basic symbol and of its terms: the constraints a contradiction in
    /// that row combines.
    func explanation(ofRow basic: Int32) -> [Int32] {
        let slot = symbols[Int(basic)].row
        guard slot >= 0 else { return [symbols[Int(basic)].owner] }
        return [symbols[Int(basic)].owner] + owners(ofTermsIn: rows[Int(slot)])
    }

    /// Derives every row's constant afresh from the markers' values (the row constants are a
    /// linear function of the constraints' constants: Σ over the row's non-basic markers of
    /// coefficient × value, minus the value of a basic marker), so that rounding added by
    /// many constant changes does not accumulate; then restores feasibility.
    /// - Complexity: O(the tableau's terms).
    mutating func refreshConstants() {
        for slot in rows.indices where rows[slot].basic >= 0 {
            var constant = -symbols[Int(rows[slot].basic)].markerValue
            for index in rows[slot].span {
                constant += pool.terms[index].coefficient * symbols[Int(pool.terms[index].symbol)].markerValue
            }
            rows[slot].constant = constant
            if constant < 0, isPivotable(rows[slot].basic) { infeasible.append(rows[slot].basic) }
        }
        changesSinceRefresh = 0
        shiftSinceRefresh = 0
        if dualOptimize() != .optimal { overflowed = true }
    }
}
