// The primal simplex (minimising the lexicographic objective from a feasible tableau) and
// the dual simplex (restoring feasibility after constants changed, keeping optimality).

/// How a simplex run ended.
enum SimplexOutcome: Equatable {
    /// Optimal (primal) or feasible and optimal (dual).
    case optimal
    /// Primal: a symbol could grow without bound and the caller asked to stop there.
    case unbounded
    /// Dual: the row of this basic symbol is negative and nothing can raise it.
    case infeasible(Int32)
    /// The iteration limit was reached (numerical trouble): the tableau is valid but may not
    /// be optimal, and ``Tableau/overflowed`` is set, so the solver reports a numerical
    /// failure instead of returning values it does not vouch for.
    case iterationLimit
}

extension Tableau {
    /// Pivots after which both simplex methods switch to Bland's rule (lowest symbol first),
    /// which cannot cycle in exact arithmetic.
    var blandThreshold: Int { 1_000 + 4 * rowCount }
    /// Pivots after which a simplex run gives up (``SimplexOutcome/iterationLimit``). In
    /// rounded arithmetic Bland's rule can still cycle: a fuzzed program with coefficients of
    /// 1e6 went round three pivots (one on a coefficient of 1.9e-11, rounding) under it, so
    /// the limit is what bounds an operation. 100,000 pivots took 0.12 s on a 12-row tableau
    /// (over the fuzzer's 2 s with the address sanitizer), and a refused constraint's run is
    /// undone pivot by pivot, so a run to the limit costs twice the limit. In the fuzzer's
    /// corpus (1,421 solver programs) the longest run that ended took 2,248 pivots (cycling to
    /// the Bland threshold, then ended by Bland's rule) and every run that did not reach the
    /// threshold at most 70: 5,000 is over twice the longest, and no program ends otherwise
    /// with a limit of 3,000 than with 10,000. Large tableaus get 100 pivots a row.
    var iterationLimit: Int { 5_000 + 100 * rowCount }

    /// Minimises the objective by primal simplex pivots, from a feasible tableau. Entering
    /// symbols come from ``queue``, so a run costs what changed, not the objective's size. A
    /// restricted symbol enters when its reduced cost is negative and grows from 0; an
    /// unrestricted variable (non-basic only where a removal left it) enters when its reduced
    /// cost is not 0, and moves the way that lowers the objective: up for a negative cost, down
    /// for a positive one.
    /// - Parameter stopsWhenUnbounded: Return ``SimplexOutcome/unbounded`` when a candidate
    ///   has no leaving row (only the probe's objective can be unbounded; for the others
    ///   such a candidate is rounding noise and is skipped).
    mutating func optimize(stopsWhenUnbounded: Bool = false) -> SimplexOutcome {
        var iterations = 0
        while true {
            let bland = iterations >= blandThreshold
            guard let entering = bland ? blandEntering() : nextEntering() else { return .optimal }
            let increases = isPivotable(entering) || reducedCostSign(entering) < 0
            guard let slot = leavingRow(for: entering, increases: increases, bland: bland) else {
                if stopsWhenUnbounded { return .unbounded }
                continue
            }
            pivot(entering, slot)
            if reachedIterationLimit(after: &iterations) { return .iterationLimit }
        }
    }

    /// Counts one more pivot of a simplex run; true, with the tableau marked as failed
    /// (``overflowed``), once the run has made more than ``iterationLimit``.
    @inline(__always)
    mutating func reachedIterationLimit(after iterations: inout Int) -> Bool {
        iterations += 1
        guard iterations > iterationLimit else { return false }
        overflowed = true
        return true
    }

    /// The next queued symbol that is a candidate to enter (``isEntering(_:)``).
    mutating func nextEntering() -> Int32? {
        while let symbol = queue.popLast() {
            symbols[Int(symbol)].queued = false
            if Self.isEntering(symbol, symbols, objective, levelOrder, hasFreeNonBasicVariables) { return symbol }
        }
        return nil
    }

    /// Whether `symbol` may enter the basis and lower the objective: it is non-basic, and
    /// either restricted (``isPivotable(_:)``) with a negative reduced cost or an unrestricted
    /// variable with a reduced cost that is not 0.
    @inline(__always)
    func isEntering(_ symbol: Int32) -> Bool {
        Self.isEntering(symbol, symbols, objective, levelOrder, hasFreeNonBasicVariables)
    }

    /// ``isEntering(_:)`` from the parts of the tableau it reads, for a mutating caller (see
    /// ``reducedCostSign(_:_:_:)``).
    @inline(__always)
    static func isEntering(
        _ symbol: Int32, _ symbols: RawArray<SymbolInfo>, _ objective: Objective, _ levelOrder: RawArray<Int32>,
        _ hasFreeNonBasicVariables: Bool
    ) -> Bool {
        let info = symbols[Int(symbol)]
        guard info.row < 0 else { return false }
        if info.isPivotable { return reducedCostSign(symbol, objective, levelOrder) < 0 }
        return hasFreeNonBasicVariables && info.kind == .external && reducedCostSign(symbol, objective, levelOrder) != 0
    }

    /// Bland's rule: the lowest queued symbol that is a candidate; the queue keeps the others.
    mutating func blandEntering() -> Int32? {
        var best: Int32 = -1
        var kept = 0
        for index in queue.indices {
            let symbol = queue[index]
            if isEntering(symbol) {
                queue[kept] = symbol
                kept += 1
                if best < 0 || symbol < best { best = symbol }
            } else {
                symbols[Int(symbol)].queued = false
            }
        }
        queue.removeLast(queue.count - kept)
        guard best >= 0 else { return nil }
        queue.removeAll { $0 == best }
        symbols[Int(best)].queued = false
        return best
    }

    /// The ratio test: the restricted row that limits `entering`'s move first, up when
    /// `increases`, else down (a variable's). Variables' rows never limit: they are unrestricted.
    @inline(__always) // see Tableau: a call would copy the tableau
    func leavingRow(for entering: Int32, increases: Bool, bland: Bool) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var cell = symbols[Int(entering)].columnHead
        while cell >= 0 {
            let slot = cells[Int(cell)].row
            cell = cells[Int(cell)].next
            let basic = rows[Int(slot)].basic
            if symbols[Int(basic)].kind == .external, !symbols[Int(basic)].isNonNegative { continue }
            // The rate at which the row's value changes as `entering` moves.
            let coefficient = pool.coefficient(of: entering, in: rows[Int(slot)]) * (increases ? 1 : -1)
            // A pivot scales its row, so a row can hold coefficients below the cut: none is a
            // pivot element (pivoting on 2e-18 sent a fuzzed system round a cycle of four
            // pivots until the iteration limit).
            guard coefficient < -Self.epsilon else { continue }
            let ratio = -rows[Int(slot)].constant / coefficient
            if ratio < bestRatio || (bland && ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Restores feasibility by dual simplex pivots: each row of ``infeasible`` whose constant
    /// is negative beyond ``feasibilityTolerance`` leaves (one within it is set to 0), and the
    /// symbol with the least lexicographic ratio of reduced cost to coefficient enters, which
    /// keeps the objective optimal: a restricted symbol with a positive coefficient (it raises
    /// the row as it grows from 0), or an unrestricted variable with any coefficient (it moves
    /// either way; its reduced cost is 0 at an optimum, so its ratio is the least there is).
    mutating func dualOptimize() -> SimplexOutcome {
        var iterations = 0
        while !infeasible.isEmpty {
            let leaving: Int32
            if iterations >= blandThreshold, let lowest = infeasible.min() {
                leaving = lowest
                infeasible.removeAll { $0 == lowest }
            } else {
                leaving = infeasible.removeLast()
            }
            let slot = symbols[Int(leaving)].row
            guard slot >= 0, isPivotable(leaving), rows[Int(slot)].constant < 0 else { continue }
            if rows[Int(slot)].constant >= -Self.feasibilityTolerance {
                // Rounding noise on a slack or error: 0 is its value. A basic symbol's value
                // feeds no other row, so no variable moves, and no (possibly costly) pivot is
                // made for nothing.
                rows[Int(slot)].constant = 0
                continue
            }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for index in rows[Int(slot)].span {
                let term = pool.terms[index]
                // The coefficient first: it rules most terms out without reading their symbols.
                if term.coefficient > Self.epsilon {
                    guard isPivotable(term.symbol) || (hasFreeNonBasicVariables && symbols[Int(term.symbol)].kind == .external)
                    else { continue }
                } else {
                    guard hasFreeNonBasicVariables, term.coefficient < -Self.epsilon, symbols[Int(term.symbol)].kind == .external,
                        !isPivotable(term.symbol)
                    else { continue }
                }
                if entering < 0 || ratioIsLess(term.symbol, term.coefficient, entering, enteringCoefficient) {
                    entering = term.symbol
                    enteringCoefficient = term.coefficient
                }
            }
            guard entering >= 0 else {
                if -rows[Int(slot)].constant <= Self.feasibilityTolerance + shiftNoise(slot) {
                    // The rounding of a large constant change, not a contradiction: 0 is its value.
                    rows[Int(slot)].constant = 0
                    continue
                }
                infeasible.removeAll()
                return .infeasible(leaving)
            }
            pivot(entering, slot)
            if reachedIterationLimit(after: &iterations) { return .iterationLimit }
        }
        return .optimal
    }

    /// The rounding a constant change of ``currentShift`` may have left in the row in `slot`:
    /// its constants moved by the shift times its coefficients, each product good to about
    /// 1e-16 of itself (1e-13 allows for the pivots since). A suggestion of 1e12 for an edit
    /// whose variable required constraints pin leaves ~1e-3 in their slacks' rows, with no
    /// symbol left to absorb it.
    func shiftNoise(_ slot: Int32) -> Double {
        guard currentShift > 0 else { return 0 }
        let largest = rows[Int(slot)].span.reduce(1.0) { max($0, abs(pool.terms[$1].coefficient)) }
        return 1e-13 * currentShift * largest
    }
}
