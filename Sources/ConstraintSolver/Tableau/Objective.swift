/// The coefficients of the lexicographic objective's rows, one row per level, by symbol.
///
/// Most symbols have coefficients at one or two levels (an error at its constraint's level,
/// a slack at the levels of the rows it was substituted into), so each symbol's first two
/// coefficients are stored in an array indexed by symbol, beside the tableau's other
/// per-symbol arrays: finding them costs no hashing, and the symbols of one constraint system
/// sit together in memory however large the solver grows (a hash table of millions of keys
/// costs a cache miss a look-up). Coefficients at further levels go to a hash table keyed by
/// `(level, symbol)`, probed only for a symbol marked as having some there.
struct Objective {
    /// A symbol's first two coefficients and their levels (−1: none), in 24 bytes.
    struct Entry {
        var coefficient0 = 0.0
        var coefficient1 = 0.0
        var level0: Int32 = -1
        var level1: Int32 = -1
    }

    private var entries: RawArray<Entry>
    private var others = HashTable<Double>(filler: 0, capacity: 0)
    /// One bit per symbol, set when it has coefficients in ``others`` (rare: the array stays
    /// empty, and costs nothing to check, until a symbol has coefficients at three levels).
    private var spilled: [UInt64] = []

    /// An objective with room for `symbols` symbols before it grows.
    init(symbols: Int) { entries = RawArray(capacity: symbols) }

    /// Makes the objective a copy of `other`, with entries and a table of its own (see
    /// ``RawArray``), in this objective's storage where it has room.
    mutating func replaceContents(with other: Objective) {
        // The copy takes this objective's storage (then held by it alone) before it is written.
        var copy = other
        swap(&copy.entries, &entries)
        swap(&copy.others, &others)
        copy.entries.replaceElements(with: other.entries)
        copy.others.replaceContents(with: other.others)
        self = copy
    }

    /// The table key of `symbol` at `level` (never 0).
    @inline(__always)
    private static func key(_ level: Int32, _ symbol: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: level) &+ 1) << 32 | UInt64(UInt32(bitPattern: symbol))
    }

    /// The coefficient of `symbol` at `level`, or nil when it has none.
    @inline(__always)
    func coefficient(_ level: Int32, _ symbol: Int32) -> Double? {
        let index = Int(symbol)
        guard index < entries.count else { return nil }
        let entry = entries[index]
        if entry.level0 == level { return entry.coefficient0 }
        if entry.level1 == level { return entry.coefficient1 }
        return isSpilled(symbol) ? others.value(for: Self.key(level, symbol)) : nil
    }

    /// Whether `symbol` has coefficients at more levels than its entry holds, in a table of
    /// their own: then ``entry(_:)`` does not give them all.
    @inline(__always)
    func isSpilled(_ symbol: Int32) -> Bool {
        let word = Int(symbol) >> 6
        return word < spilled.count && spilled[word] & 1 << (UInt64(truncatingIfNeeded: symbol) & 63) != 0
    }

    private mutating func setSpilled(_ symbol: Int32, _ isSpilled: Bool) {
        let word = Int(symbol) >> 6, bit: UInt64 = 1 << (UInt64(truncatingIfNeeded: symbol) & 63)
        guard isSpilled || word < spilled.count else { return }
        while word >= spilled.count { spilled.append(0) }
        if isSpilled { spilled[word] |= bit } else { spilled[word] &= ~bit }
    }

    /// `symbol`'s first two coefficients (an empty entry when it has none): unless the symbol
    /// ``isSpilled(_:)``, these are all its coefficients.
    @inline(__always)
    func entry(_ symbol: Int32) -> Entry {
        let index = Int(symbol)
        return index < entries.count ? entries[index] : Entry()
    }

    /// Sets the coefficient of `symbol` at `level` to `value`.
    mutating func set(_ value: Double, _ level: Int32, _ symbol: Int32) {
        let index = Int(symbol)
        // Usually the next symbol: one append (the generic repeated-element path cost a
        // thousand instructions a cell).
        while index >= entries.count { entries.append(Entry()) }
        let entry = entries[index]
        if entry.level0 == level {
            entries[index].coefficient0 = value
        } else if entry.level1 == level {
            entries[index].coefficient1 = value
        } else if isSpilled(symbol), others.value(for: Self.key(level, symbol)) != nil {
            others.set(value, for: Self.key(level, symbol))
        } else if entry.level0 < 0 {
            (entries[index].level0, entries[index].coefficient0) = (level, value)
        } else if entry.level1 < 0 {
            (entries[index].level1, entries[index].coefficient1) = (level, value)
        } else {
            setSpilled(symbol, true)
            others.set(value, for: Self.key(level, symbol))
        }
    }

    /// Removes the coefficient of `symbol` at `level`, if any.
    mutating func remove(_ level: Int32, _ symbol: Int32) {
        let index = Int(symbol)
        guard index < entries.count else { return }
        if entries[index].level0 == level {
            entries[index].level0 = -1
        } else if entries[index].level1 == level {
            entries[index].level1 = -1
        } else if isSpilled(symbol) {
            others.remove(Self.key(level, symbol))
        }
    }

    /// Removes every coefficient of `symbol`, at any of the levels `0 ..< levelCount`.
    mutating func removeAll(of symbol: Int32, levelCount: Int) {
        let index = Int(symbol)
        guard index < entries.count else { return }
        if isSpilled(symbol) {
            for level in 0..<levelCount { others.remove(Self.key(Int32(level), symbol)) }
            setSpilled(symbol, false)
        }
        entries[index] = Entry()
    }

    /// Removes every coefficient, keeping the storage.
    mutating func removeAll() {
        entries.removeAll()
        others.removeAll()
        spilled.removeAll(keepingCapacity: true)
    }
}
