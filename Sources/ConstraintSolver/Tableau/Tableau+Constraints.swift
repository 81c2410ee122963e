// Adding, removing and re-weighting constraints in the tableau (the Cassowary paper's
// incremental operations, with kiwi's choice of subject), plus the marker bookkeeping that
// changes a constraint's constant in place.

/// The symbols that stand for one constraint in the tableau.
struct ConstraintSymbols {
    /// The symbol whose column tracks the constraint: its slack, its positive error, or (for a
    /// required equality) a dummy.
    var marker: Int32
    /// The second error of an optional constraint, else −1.
    var other: Int32
    /// The marker's coefficient in the constraint's original row: +1 for a `≤` slack and a
    /// required equality's dummy, −1 for a `≥` slack and an optional equality's error.
    var markerCoefficient: Double = 1
}

/// How adding a constraint to the tableau ended.
enum AddOutcome {
    case added(ConstraintSymbols)
    /// Unsatisfiable: the owners (constraint slots) of the symbols that explain why.
    case unsatisfiable(owners: [Int32])
}

extension Tableau {
    /// Adds the constraint `Σ terms + constant ⋈ 0` owned by slot `owner`, at optional level
    /// `level` (−1 for required). `terms` are over external symbols.
    mutating func addConstraint(
        terms: [RowTerm], constant: Double, relation: Relation, level: Int32, owner: Int32
    ) -> AddOutcome {
        var row = Row(basic: -1, constant: constant, terms: [])
        for term in terms where term.coefficient != 0 { add(term.symbol, coefficient: term.coefficient, to: &row) }
        var symbols = ConstraintSymbols(marker: -1, other: -1)
        let markerCoefficient: Double
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0; expression ≥ 0 ⇔ expression − slack = 0.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            symbols.marker = makeSymbol(.slack, owner: owner)
            add(symbols.marker, coefficient: sign, to: &row)
            markerCoefficient = sign
            if level >= 0 {
                symbols.other = makeSymbol(.error, owner: owner)
                add(symbols.other, coefficient: -sign, to: &row)
                addToObjective(level, symbols.other, 1)
            }
        case .equal:
            if level >= 0 {
                symbols.marker = makeSymbol(.error, owner: owner)
                symbols.other = makeSymbol(.error, owner: owner)
                add(symbols.marker, coefficient: -1, to: &row)
                add(symbols.other, coefficient: 1, to: &row)
                addToObjective(level, symbols.marker, 1)
                addToObjective(level, symbols.other, 1)
                markerCoefficient = -1
            } else {
                symbols.marker = makeSymbol(.dummy, owner: owner)
                add(symbols.marker, coefficient: 1, to: &row)
                markerCoefficient = 1
            }
        }
        symbols.markerCoefficient = markerCoefficient
        markerValue[Int(symbols.marker)] = constant / markerCoefficient
        compact(&row, slot: -1)
        if row.constant < 0 {
            row.constant = -row.constant
            for index in row.terms.indices { row.terms[index].coefficient = -row.terms[index].coefficient }
        }

        var subject = chooseSubject(row, symbols)
        if subject < 0, row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard abs(row.constant) <= Self.feasibilityTolerance else {
                release(symbols)
                return .unsatisfiable(owners: row.terms.map { owners[Int($0.symbol)] })
            }
            subject = symbols.marker
        }
        if subject < 0 {
            if let conflict = addWithArtificialVariable(row) {
                release(symbols)
                return .unsatisfiable(owners: conflict)
            }
        } else {
            let solvedRow = solved(row, for: subject)
            substitute(subject, with: solvedRow)
            insertRow(solvedRow)
        }
        _ = optimize()
        return .added(symbols)
    }

    /// The symbol to make basic in a new row: a variable if there is one, else the marker or
    /// the other error when its coefficient is negative (so its value, the row's constant
    /// over minus that coefficient, is not negative); −1 when there is none.
    func chooseSubject(_ row: Row, _ symbols: ConstraintSymbols) -> Int32 {
        for term in row.terms where kinds[Int(term.symbol)] == .external { return term.symbol }
        for symbol in [symbols.marker, symbols.other] where symbol >= 0 && isPivotable(symbol) {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Adds a row that has no subject through an artificial variable equal to it, minimised
    /// first (above every level). Returns nil when it reaches 0 (the row is in), else the
    /// owners of the symbols in the artificial variable's final row (the constraints the new
    /// one conflicts with), after undoing every pivot so the tableau is as it was.
    mutating func addWithArtificialVariable(_ row: Row) -> [Int32]? {
        let artificial = makeSymbol(.slack, owner: -1)
        var row = row
        row.basic = artificial
        insertRow(row)
        beginTemporaryLevel(Self.artificialLevel, constant: row.constant, terms: row.terms)
        let mark = pivotLog.count
        isLogging = true
        let outcome = optimize()
        isLogging = false
        if outcome == .iterationLimit { overflowed = true }
        let succeeded = abs(levelConstant[Int(Self.artificialLevel)]) <= Self.feasibilityTolerance
        if !succeeded {
            let conflict = rowOf[Int(artificial)] >= 0 ? rows[Int(rowOf[Int(artificial)])].terms.map { owners[Int($0.symbol)] } : []
            undoPivots(to: mark)
            endTemporaryLevel(Self.artificialLevel)
            _ = removeRow(rowOf[Int(artificial)])
            freeSymbol(artificial)
            return conflict
        }
        pivotLog.removeSubrange(mark...)
        endTemporaryLevel(Self.artificialLevel)
        if rowOf[Int(artificial)] >= 0 {
            // The artificial variable is 0: its row reads 0 = constant + Σ… Make a slack or
            // error of it basic (or, when only dummies are left, a dummy: the constraint was
            // redundant).
            let remaining = removeRow(rowOf[Int(artificial)])
            let entering =
                remaining.terms.first { isPivotable($0.symbol) }?.symbol ?? remaining.terms.first?.symbol ?? -1
            if entering >= 0 {
                let solvedRow = solved(remaining, for: entering)
                substitute(entering, with: solvedRow)
                insertRow(solvedRow)
            }
        }
        freeSymbol(artificial)
        return nil
    }

    /// Frees the symbols of a constraint that did not go in.
    mutating func release(_ symbols: ConstraintSymbols) {
        freeSymbol(symbols.marker)
        if symbols.other >= 0 { freeSymbol(symbols.other) }
    }

    /// Removes the constraint whose symbols are `symbols`, at optional level `level` (−1
    /// for required), and re-optimises.
    mutating func removeConstraint(_ symbols: ConstraintSymbols, level: Int32) {
        if level >= 0 {
            for error in [symbols.marker, symbols.other] where error >= 0 && kinds[Int(error)] == .error {
                let slot = rowOf[Int(error)]
                if slot >= 0 {
                    let row = rows[Int(slot)]
                    for term in row.terms { addToObjective(level, term.symbol, -term.coefficient) }
                    levelConstant[Int(level)] -= row.constant
                } else {
                    addToObjective(level, error, -1)
                }
            }
        }
        let marker = symbols.marker
        if rowOf[Int(marker)] >= 0 {
            _ = removeRow(rowOf[Int(marker)])
        } else if let slot = markerLeavingRow(marker) {
            pivot(marker, slot)
            _ = removeRow(slot)
        }
        release(symbols)
        _ = optimize()
    }

    /// The row to pivot a non-basic marker into before its row is dropped: a redundant
    /// equality's row, else a restricted row where it has a negative coefficient (least ratio),
    /// else a restricted row (least ratio), else a variable's row, so that the rows that remain
    /// stay feasible.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var negative: Int32 = -1, negativeRatio = Double.infinity
        var positive: Int32 = -1, positiveRatio = Double.infinity
        var unrestricted: Int32 = -1
        var cell = columnHead[Int(marker)]
        while cell >= 0 {
            let slot = cellRow[Int(cell)]
            cell = cellNext[Int(cell)]
            switch kinds[Int(rows[Int(slot)].basic)] {
            case .external:
                unrestricted = slot
                continue
            case .dummy:
                // A redundant equality's row (only dummies, constant 0): pivoting there keeps
                // every dummy row free of slacks and errors, so the equality stays exact.
                return slot
            case .slack, .error, .unused: break
            }
            let coefficient = rows[Int(slot)].coefficient(of: marker)
            let constant = rows[Int(slot)].constant
            if coefficient < 0 {
                if -constant / coefficient < negativeRatio { (negative, negativeRatio) = (slot, -constant / coefficient) }
            } else if constant / coefficient < positiveRatio {
                (positive, positiveRatio) = (slot, constant / coefficient)
            }
        }
        for slot in [negative, positive, unrestricted] where slot >= 0 { return slot }
        return nil
    }
}
