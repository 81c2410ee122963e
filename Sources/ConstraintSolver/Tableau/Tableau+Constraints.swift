// Adding, removing and re-weighting constraints in the tableau (the Cassowary paper's
// incremental operations, with kiwi's choice of subject extended to non-negative variables,
// docs/REFERENCE.md §21.8), plus the marker bookkeeping that
// changes a constraint's constant in place.

/// The symbols that stand for one constraint in the tableau (kiwi calls them its tag).
struct ConstraintSymbols {
    /// The symbol whose column tracks the constraint: its slack, its positive error, or (for a
    /// required equality) a dummy.
    var marker: Int32
    /// The second error of an optional constraint, else −1.
    var other: Int32
    /// The marker's coefficient in the constraint's original row: +1 for a `≤` slack and a
    /// required equality's dummy, −1 for a `≥` slack and an optional equality's error.
    var markerCoefficient: Double {
        get { Double(sign) }
        set { sign = Float(newValue) }
    }
    /// ``markerCoefficient``, ±1, stored in 4 bytes so that a solver's record of a constraint
    /// is 40 bytes, not 48.
    private var sign: Float = 1

    init(marker: Int32, other: Int32) {
        self.marker = marker
        self.other = other
    }
}

/// How adding a constraint to the tableau ended.
enum AddOutcome {
    case added(ConstraintSymbols)
    /// Unsatisfiable: the owners (constraint slots) of the symbols that explain why.
    case unsatisfiable(owners: [Int32])
}

extension Tableau {
    /// An empty row for a new constraint `Σ terms + constant ⋈ 0`, in a span of the pool with
    /// room for a cell's constraint (merges move it to a larger one when needed): add the
    /// terms with ``add(_:coefficient:to:)``, then pass it to
    /// ``addConstraint(_:constant:relation:level:owner:)``, which installs it or releases it.
    /// The span has room for the constraint's `termCount` terms and its two marker or error
    /// symbols (a cell's constraint: 4 terms, 64 bytes); substituting basic variables' rows
    /// moves it to a larger span when it needs one.
    mutating func beginRow(constant: Double, termCount: Int) -> Row {
        pool.makeRow(constant: constant, capacity: termCount + 2)
    }

    /// Adds the constraint `row ⋈ 0` (made by ``beginRow(constant:)``, its terms over
    /// external symbols, `constant` the constraint's own constant) owned by slot `owner`, at
    /// optional level `level` (−1 for required). The row's span becomes the tableau's, or is
    /// released when the constraint does not go in.
    mutating func addConstraint(
        _ row: inout Row, constant: Double, relation: Relation, level: Int32, owner: Int32
    ) -> AddOutcome {
        var tag = ConstraintSymbols(marker: -1, other: -1)
        let markerCoefficient: Double
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0; expression ≥ 0 ⇔ expression − slack = 0.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack, owner: owner)
            add(tag.marker, coefficient: sign, to: &row)
            markerCoefficient = sign
            if level >= 0 {
                tag.other = makeSymbol(.error, owner: owner)
                add(tag.other, coefficient: -sign, to: &row)
                addToObjective(level, tag.other, 1)
            }
        case .equal:
            if level >= 0 {
                tag.marker = makeSymbol(.error, owner: owner)
                tag.other = makeSymbol(.error, owner: owner)
                add(tag.marker, coefficient: -1, to: &row)
                add(tag.other, coefficient: 1, to: &row)
                addToObjective(level, tag.marker, 1)
                addToObjective(level, tag.other, 1)
                markerCoefficient = -1
            } else {
                tag.marker = makeSymbol(.dummy, owner: owner)
                add(tag.marker, coefficient: 1, to: &row)
                markerCoefficient = 1
            }
        }
        tag.markerCoefficient = markerCoefficient
        symbols[Int(tag.marker)].markerValue = constant / markerCoefficient
        if row.constant < 0 { pool.scale(&row, by: -1) }

        var subject = chooseSubject(row, tag)
        if subject < 0, row.span.allSatisfy({ symbols[Int(pool.terms[$0].symbol)].kind == .dummy }) {
            guard abs(row.constant) <= Self.feasibilityTolerance else {
                let owners = owners(ofTermsIn: row)
                pool.release(row)
                release(tag)
                return .unsatisfiable(owners: owners)
            }
            subject = tag.marker
        }
        // Solved for anything but an unrestricted variable, the row keeps its unrestricted
        // variables (if any) non-basic in a restricted row (or the artificial variable's).
        if !hasFreeNonBasicVariables, subject < 0 || symbols[Int(subject)].kind != .external || symbols[Int(subject)].isNonNegative {
            for index in row.span {
                let info = symbols[Int(pool.terms[index].symbol)]
                if info.kind == .external, !info.isNonNegative { hasFreeNonBasicVariables = true }
            }
        }
        if subject < 0 {
            if let conflict = addWithArtificialVariable(row) {
                release(tag)
                return .unsatisfiable(owners: conflict)
            }
        } else {
            pool.solve(&row, for: subject)
            substitute(subject, with: row)
            insertRow(row)
        }
        _ = optimize()
        return .added(tag)
    }

    /// The symbol to make basic in a new row `0 = constant + Σ…` (its constant not negative),
    /// keeping the tableau feasible (docs/REFERENCE.md §21.8):
    /// 1. an unrestricted variable, the first by symbol (kiwi's rule: the constraint moves it to
    ///    where the constraint holds) — one no other row mentions, or one whose value from the
    ///    row, every other non-basic symbol staying 0, keeps the restricted rows it appears in
    ///    non-negative;
    /// 2. else a slack or error whose value from the row is not negative: the constraint's own
    ///    marker or other error first (no other row mentions them: the current solution
    ///    satisfies the constraint, and nothing moves), then one of another constraint that
    ///    keeps the restricted rows it appears in non-negative (that constraint's slack takes
    ///    up the difference, moving the variables whose rows hold it, no size from 0);
    /// 3. else a non-negative variable whose value from the row is not negative and keeps the
    ///    restricted rows it appears in non-negative: the constraint pushes it from 0 just as
    ///    far as it must;
    /// −1 when there is none.
    @inline(__always) // see Tableau: a call would copy the tableau
    func chooseSubject(_ row: Row, _ tag: ConstraintSymbols) -> Int32 {
        for index in row.span where symbols[Int(pool.terms[index].symbol)].kind == .external {
            let term = pool.terms[index]
            guard !symbols[Int(term.symbol)].isNonNegative else { continue }
            // The value `pool.solve` gives the subject, computed as it computes it, so the check
            // and the substitution round alike.
            if keepsRestrictedRowsFeasible(term.symbol, at: row.constant * (-1 / term.coefficient)) { return term.symbol }
        }
        if isPivotable(tag.marker), row.constant * (-1 / pool.coefficient(of: tag.marker, in: row)) >= 0 { return tag.marker }
        if tag.other >= 0, row.constant * (-1 / pool.coefficient(of: tag.other, in: row)) >= 0 { return tag.other }
        let slack = restrictedSubject(row, variables: false)
        return slack >= 0 ? slack : restrictedSubject(row, variables: true)
    }

    /// The first restricted symbol of `row` — a non-negative variable when `variables`, else a
    /// slack or error — whose value from the row is not negative and keeps the restricted rows
    /// it appears in non-negative; −1 when there is none.
    @inline(__always) // see Tableau: a call would copy the tableau
    func restrictedSubject(_ row: Row, variables: Bool) -> Int32 {
        for index in row.span where isPivotable(pool.terms[index].symbol) {
            let term = pool.terms[index]
            guard symbols[Int(term.symbol)].isNonNegative == variables else { continue }
            let value = row.constant * (-1 / term.coefficient)
            if value >= 0, keepsRestrictedRowsFeasible(term.symbol, at: value) { return term.symbol }
        }
        return -1
    }

    /// Whether giving the non-basic symbol `symbol` the value `value`, every other non-basic
    /// symbol staying 0, leaves each slack's and error's row in its column non-negative.
    /// - Complexity: O(the rows in the symbol's column).
    @inline(__always) // see Tableau: a call would copy the tableau
    func keepsRestrictedRowsFeasible(_ symbol: Int32, at value: Double) -> Bool {
        var cell = symbols[Int(symbol)].columnHead
        while cell >= 0 {
            let row = rows[Int(cells[Int(cell)].row)]
            cell = cells[Int(cell)].next
            guard isPivotable(row.basic) else { continue }
            if row.constant + pool.coefficient(of: symbol, in: row) * value < 0 { return false }
        }
        return true
    }

    /// The owners of the symbols of `row`'s terms.
    func owners(ofTermsIn row: Row) -> [Int32] { row.span.map { symbols[Int(pool.terms[$0].symbol)].owner } }

    /// Adds a row that has no subject through an artificial variable equal to it, minimised
    /// first (above every level). Returns nil when it reaches 0 (the row is in), else the
    /// owners of the symbols in the artificial variable's final row (the constraints the new
    /// one conflicts with), after undoing every pivot so the tableau is as it was. The row's
    /// span is the tableau's from here on.
    mutating func addWithArtificialVariable(_ row: Row) -> [Int32]? {
        let artificial = makeSymbol(.slack, owner: -1)
        var row = row
        row.basic = artificial
        insertRow(row)
        beginTemporaryLevel(Self.artificialLevel, constant: row.constant, terms: pool.terms[row.span], scale: 1)
        let mark = pivotLog.count
        isLogging = true
        _ = optimize()
        isLogging = false
        let succeeded = abs(levels[Int(Self.artificialLevel)].constant) <= Self.feasibilityTolerance
        if !succeeded {
            let conflict = symbols[Int(artificial)].row >= 0 ? owners(ofTermsIn: rows[Int(symbols[Int(artificial)].row)]) : []
            undoPivots(to: mark)
            endTemporaryLevel(Self.artificialLevel)
            // Freeing the artificial variable drops its row. When the undo fell short of making
            // it basic again, the tableau is not the one before the call: the solver rebuilds it.
            if symbols[Int(artificial)].row < 0 { needsRebuild = true }
            freeSymbol(artificial)
            return conflict
        }
        pivotLog.removeSubrange(mark...)
        endTemporaryLevel(Self.artificialLevel)
        if symbols[Int(artificial)].row >= 0 {
            // The artificial variable is 0: its row reads 0 = constant + Σ… Make a slack or
            // error of it basic, else a variable (at the value it has: the constant is 0), or,
            // when only dummies are left, a dummy: the constraint was redundant. (A dummy's row
            // holds only dummies, so the equality stays exact.)
            var remaining = removeRow(symbols[Int(artificial)].row)
            let first =
                remaining.span.first { isPivotable(pool.terms[$0].symbol) }
                ?? remaining.span.first { symbols[Int(pool.terms[$0].symbol)].kind == .external } ?? remaining.span.first
            if let first {
                let entering = pool.terms[first].symbol
                pool.solve(&remaining, for: entering)
                substitute(entering, with: remaining)
                insertRow(remaining)
            } else {
                pool.release(remaining)
            }
        }
        freeSymbol(artificial)
        return nil
    }

    /// Frees the symbols of a constraint that did not go in.
    mutating func release(_ tag: ConstraintSymbols) {
        freeSymbol(tag.marker)
        if tag.other >= 0 { freeSymbol(tag.other) }
    }

    /// Removes the constraint whose symbols are `tag`, at optional level `level` (−1
    /// for required), and re-optimises.
    mutating func removeConstraint(_ tag: ConstraintSymbols, level: Int32) {
        if level >= 0 {
            removeFromObjective(tag.marker, level: level)
            removeFromObjective(tag.other, level: level)
        }
        let marker = tag.marker
        if symbols[Int(marker)].row >= 0 {
            pool.release(removeRow(symbols[Int(marker)].row))
        } else if let slot = markerLeavingRow(marker) {
            if !isPivotable(rows[Int(slot)].basic) { hasFreeNonBasicVariables = true }
            pivot(marker, slot)
            pool.release(removeRow(slot))
        }
        release(tag)
        _ = optimize()
    }

    /// Subtracts an optional constraint's error `symbol` (its row when basic) from `level`'s
    /// objective; does nothing for a symbol that is not an error.
    private mutating func removeFromObjective(_ symbol: Int32, level: Int32) {
        guard symbol >= 0, symbols[Int(symbol)].kind == .error else { return }
        let slot = symbols[Int(symbol)].row
        guard slot >= 0 else { return addToObjective(level, symbol, -1) }
        let row = rows[Int(slot)]
        for index in row.span { addToObjective(level, pool.terms[index].symbol, -pool.terms[index].coefficient) }
        levels[Int(level)].constant -= row.constant
    }

    /// The row to pivot a non-basic marker into before its row is dropped: a redundant
    /// equality's row, else a restricted row where it has a negative coefficient (least ratio),
    /// else a restricted row (least ratio), else an unrestricted variable's row, so that the
    /// rows that remain stay feasible.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var negative: Int32 = -1, negativeRatio = Double.infinity
        var positive: Int32 = -1, positiveRatio = Double.infinity
        var unrestricted: Int32 = -1
        var cell = symbols[Int(marker)].columnHead
        while cell >= 0 {
            let slot = cells[Int(cell)].row
            cell = cells[Int(cell)].next
            let basic = rows[Int(slot)].basic
            // A redundant equality's row (only dummies, constant 0): pivoting there keeps
            // every dummy row free of slacks and errors, so the equality stays exact.
            if symbols[Int(basic)].kind == .dummy { return slot }
            guard isPivotable(basic) else {
                unrestricted = slot
                continue
            }
            let coefficient = pool.coefficient(of: marker, in: rows[Int(slot)])
            let constant = rows[Int(slot)].constant
            if coefficient < 0 {
                if -constant / coefficient < negativeRatio { (negative, negativeRatio) = (slot, -constant / coefficient) }
            } else if constant / coefficient < positiveRatio {
                (positive, positiveRatio) = (slot, constant / coefficient)
            }
        }
        if negative >= 0 { return negative }
        if positive >= 0 { return positive }
        return unrestricted >= 0 ? unrestricted : nil
    }
}
