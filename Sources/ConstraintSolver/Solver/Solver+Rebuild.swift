extension Solver {
    /// Builds the tableau afresh when rounding kept the tableau from undoing the pivots of a
    /// refused constraint or an ``isDetermined(_:)`` probe exactly (a coefficient cut below
    /// 1e-11 between a pivot and its undo): the constraints the solver holds are added again
    /// in the order they were added, with their current constants. The solution is then
    /// an optimal one of the same system (among several equally good ones, possibly another).
    /// When a constraint does not go back in, the numbers have failed and the solver says so
    /// from then on, as after an overflow.
    ///
    /// A tableau that overflowed or whose simplex reached its iteration limit is not rebuilt:
    /// the failure is recorded instead. Building afresh would clear the mark and hide it, and
    /// the next operation would run the same simplex to its limit again (a fuzzed program
    /// refused one ill-scaled constraint after another, each after a run cycling to the
    /// limit and its undo, 23,000 pivots apiece: 348,000 in all).
    /// - Complexity: O(the whole system): this is the rare path.
    func rebuildIfNeeded() {
        guard tableau.needsRebuild, !isRebuilding else { return }
        try? checkHealth()
        guard failure == nil else { return }
        isRebuilding = true
        defer { isRebuilding = false }
        let held = records.compactMap { record in record.constraint.map { (record.order, $0, record.constant) } }
            .sorted { $0.0 < $1.0 }
        tableau.reset()
        symbols.removeAll()
        slots.removeAll()
        records.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        do {
            for (_, constraint, constant) in held {
                try add(constraint)
                if constant != constraint.expression.constant { try setConstant(constant, of: constraint) }
            }
        } catch {
            failure = failure ?? .numericalFailure("a constraint did not go back in when the solver rebuilt its tableau")
        }
    }
}
