// The lexicographic objective: one row per priority level, most important first. A symbol's
// reduced cost is the vector of its coefficients in those rows, compared lexicographically,
// so no amount of a lower level ever outweighs any amount of a higher one.

extension Tableau {
    /// The coefficient of `symbol` in `level`'s row.
    @inline(__always)
    func objectiveCoefficient(_ level: Int32, _ symbol: Int32) -> Double {
        objective.coefficient(level, symbol) ?? 0
    }

    /// Adds `amount` to `symbol`'s coefficient at `level` and queues the symbol as a candidate.
    mutating func addToObjective(_ level: Int32, _ symbol: Int32, _ amount: Double) {
        let total = (objective.coefficient(level, symbol) ?? 0) + amount
        if abs(total) < Self.epsilon {
            objective.remove(level, symbol)
        } else {
            objective.set(total, level, symbol)
        }
        if level <= Self.probeLevel { temporarySymbols.append(symbol) }
        if !symbols[Int(symbol)].queued {
            symbols[Int(symbol)].queued = true
            queue.append(symbol)
        }
    }

    /// The sign of `symbol`'s reduced cost: the sign of its first coefficient, in level order,
    /// that is not rounding noise; 0 when every level's is. A coefficient is noise below
    /// ``epsilon`` or below ``costNoise`` times the symbol's largest coefficient at any level:
    /// the rows substituted into every level are the same, so a level whose coefficient
    /// cancelled to a few ulps of the others' is 0, and must not decide the sign.
    ///
    /// One pass over the levels collects the symbol's coefficients in level order (its entry
    /// read once: most symbols have at most two, see ``Objective``), then the cut is applied.
    @inline(__always)
    func reducedCostSign(_ symbol: Int32) -> Int { Self.reducedCostSign(symbol, objective, levelOrder) }

    /// ``reducedCostSign(_:)`` from the two parts of the tableau it reads. A mutating method
    /// calls this one: a call of the instance method that is not inlined takes a copy of the
    /// whole tableau (see ``Tableau``), which the simplex's ``nextEntering()`` made for every
    /// queued symbol (592 bytes, a twelfth of a cell's instructions).
    @inline(__always)
    static func reducedCostSign(_ symbol: Int32, _ objective: Objective, _ levelOrder: RawArray<Int32>) -> Int {
        guard !objective.isSpilled(symbol) else { return spilledSign(symbol, objective, levelOrder) }
        // A level without a coefficient leaves 0 in its place, which no cut lets decide.
        let entry = objective.entry(symbol)
        var first = 0.0, second = 0.0, found = 0
        for index in 0..<levelOrder.count {
            let level = levelOrder[index], coefficient: Double
            if level == entry.level0 {
                coefficient = entry.coefficient0
            } else if level == entry.level1 {
                coefficient = entry.coefficient1
            } else {
                continue
            }
            if found == 0 { first = coefficient } else { second = coefficient }
            found += 1
            if found == 2 { break }
        }
        let cut = max(epsilon, costNoise * max(abs(first), abs(second)))
        if first < -cut || (first <= cut && second < -cut) { return -1 }
        if first > cut || second > cut { return 1 }
        return 0
    }

    /// ``reducedCostSign(_:)`` of a symbol with coefficients at more than two levels. A
    /// static function of the two parts it reads, so that the closure does not capture (copy)
    /// the whole tableau, as it did, inlined, on every call of ``reducedCostSign(_:)``.
    @inline(never)
    static func spilledSign(_ symbol: Int32, _ objective: Objective, _ levelOrder: RawArray<Int32>) -> Int {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: levelOrder.count) { found in
            var count = 0
            for level in levelOrder {
                guard let coefficient = objective.coefficient(level, symbol) else { continue }
                found[count] = coefficient
                count += 1
            }
            return sign(of: UnsafeBufferPointer(rebasing: found[..<count]))
        }
    }

    /// The sign of the first of `coefficients` (a reduced cost's, in level order) that is not
    /// rounding noise: below ``epsilon`` or ``costNoise`` times the largest of them.
    @inline(__always)
    static func sign(of coefficients: UnsafeBufferPointer<Double>) -> Int {
        var largest = 0.0
        for coefficient in coefficients { largest = max(largest, abs(coefficient)) }
        let cut = max(epsilon, costNoise * largest)
        for coefficient in coefficients {
            if coefficient < -cut { return -1 }
            if coefficient > cut { return 1 }
        }
        return 0
    }

    /// Whether `a`'s reduced cost divided by `aCoefficient` is lexicographically below `b`'s
    /// divided by `bCoefficient` (ties go to the lower symbol): the dual simplex's ratio test.
    @inline(__always) // see Tableau: a call would copy the tableau
    func ratioIsLess(_ a: Int32, _ aCoefficient: Double, _ b: Int32, _ bCoefficient: Double) -> Bool {
        for level in levelOrder {
            let x = objectiveCoefficient(level, a) / aCoefficient
            let y = objectiveCoefficient(level, b) / bCoefficient
            if x < y - Self.epsilon { return true }
            if x > y + Self.epsilon { return false }
        }
        return a < b
    }

    /// The level id of the optional `priority`, made active for one more constraint.
    mutating func retainLevel(_ priority: Float) -> Int32 {
        let level: Int32
        let key = UInt64(priority.bitPattern) // not 0: a valid priority is above 0
        if let active = levelOrder.first(where: { levels[Int($0)].priority == priority }) {
            level = active // the common case: a priority in use, found among a few levels
        } else if let known = levelIDs.value(for: key) {
            level = known
        } else {
            level = Int32(levels.count)
            levelIDs.set(level, for: key)
            levels.append(Level(priority: priority))
        }
        levels[Int(level)].users += 1
        if levels[Int(level)].users == 1 {
            // After the artificial level, before the probe level, by priority descending.
            let index =
                levelOrder.firstIndex { $0 != Self.artificialLevel && levels[Int($0)].priority < priority } ?? levelOrder.count
            levelOrder.insert(level, at: index)
        }
        return level
    }

    /// One constraint fewer at `level`; the level leaves the order when none is left.
    mutating func releaseLevel(_ level: Int32) {
        levels[Int(level)].users -= 1
        if levels[Int(level)].users == 0 {
            levelOrder.removeAll { $0 == level }
            levels[Int(level)].constant = 0
        }
    }

    /// Makes a temporary level active: the artificial one first, the probe last, with the row
    /// `scale × (constant + Σ terms)`.
    mutating func beginTemporaryLevel(_ level: Int32, constant: Double, terms: some Sequence<RowTerm>, scale: Double) {
        if level == Self.artificialLevel { levelOrder.insert(level, at: 0) } else { levelOrder.append(level) }
        levels[Int(level)].constant = scale * constant
        for term in terms { addToObjective(level, term.symbol, scale * term.coefficient) }
    }

    /// Removes a temporary level and every coefficient it had, and queues those symbols again
    /// (their reduced costs at the remaining levels were masked by it).
    mutating func endTemporaryLevel(_ level: Int32) {
        levelOrder.removeAll { $0 == level }
        levels[Int(level)].constant = 0
        var touched: [Int32] = []
        swap(&touched, &temporarySymbols)
        for symbol in touched {
            objective.remove(level, symbol)
            if symbols[Int(symbol)].kind != .unused, !symbols[Int(symbol)].queued {
                symbols[Int(symbol)].queued = true
                queue.append(symbol)
            }
        }
    }
}
