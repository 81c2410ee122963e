/// An incremental constraint solver: linear equalities and inequalities over ``Variable``s,
/// required or optional at any ``Priority``, kept solved as constraints come and go, their
/// constants change and edit variables are given new values.
///
/// The method is Cassowary's (Badros, Borning and Stuckey 2001): a simplex tableau kept in
/// solved form, constraints added and removed without rebuilding it, a lexicographic
/// objective whose levels are the priorities (a higher priority always wins over any number
/// of lower ones), and the dual simplex after a constant or an edit variable's value
/// changes. Values are read with ``value(of:)`` and are always those of an optimal solution.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(Constraint(left, .equal, 16))
/// try solver.add(Constraint(width, .greaterThanOrEqual, 100))
/// try solver.add(Constraint(width, .equal, 80, priority: 250))  // loses to the required ≥ 100
/// solver.value(of: width)  // 100
/// ```
///
/// **Accuracy.** Values are within about 1e-9 of the exact optimum for systems of UI scale
/// (constants up to about 1e6, coefficients near 1: Auto Layout's multipliers): coefficients
/// below 1e-11 in magnitude are treated as 0, and so is a priority level's share of a reduced
/// cost below 1e-12 of that cost's largest level (rounding: the rows substituted into every
/// level are the same); a required equality or conflict is judged with a tolerance of 1e-8.
/// A simplex run that reaches 5,000 + 100 × rows pivots throws
/// ``SolverError/numericalFailure(_:)`` rather than keep values it did not optimise. Row
/// constants are derived afresh from the constraints' constants after every max(1,000, rows)
/// constant changes, once the changes add up to 1e9, and after a refused constant, so
/// thousands of edits do not drift. Outside that scale the same cut
/// applies: coefficients of 1e6 beside 0.5 make products below it, and values near 1e11,
/// whose rounding no tolerance covers. Two rounding cases are handled rather than reported:
/// when a refused constraint's pivots cannot be undone exactly, the tableau is built afresh
/// from the constraints; and a row the dual simplex cannot make feasible after a constant
/// change, by less than the rounding of that change (1e-13 of it times the row's largest
/// coefficient; any amount for an optional constraint, whose errors absorb any value), is set
/// to 0 rather than refused.
///
/// **Cost.** Adding or removing a constraint costs its size plus the rows it touches and
/// the pivots it causes; constraints that share no variables with the rest are independent
/// (adding the ten-thousandth cell's constraints costs what the first cell's did). Changing a
/// constant or suggesting a value touches only the rows that depend on it.
///
/// A solver is not thread-safe: use it from one thread (or task) at a time.
public final class Solver {
    /// The largest magnitude of a coefficient or constant the solver accepts (1e15).
    public static let largestMagnitude = 1e15

    /// The tableau, the tables and the records, in an object of their own that a freed
    /// solver hands on to the next one (see `SolverStorage`): making a solver and freeing it
    /// move one reference, not a dozen arrays and tables.
    let storage: SolverStorage

    var tableau: Tableau {
        _read { yield storage.tableau }
        _modify { yield &storage.tableau }
    }
    /// Variable id → its symbol.
    var symbols: HashTable<Int32> {
        _read { yield storage.symbols }
        _modify { yield &storage.symbols }
    }
    /// Constraint identity → slot.
    var slots: HashTable<Int32> {
        _read { yield storage.slots }
        _modify { yield &storage.slots }
    }
    var records: [Record] {
        _read { yield storage.records }
        _modify { yield &storage.records }
    }
    @exclusivity(unchecked) var freeSlots: [Int32] = []
    /// Edit variables: variable id → its edit constraint.
    @exclusivity(unchecked) var edits: [UInt64: Constraint] = [:]
    /// Set once the numbers have failed; every later request throws it.
    @exclusivity(unchecked) var failure: SolverError?
    @exclusivity(unchecked) var nextOrder: UInt64 = 0
    /// True while ``rebuildIfNeeded()`` adds the constraints again.
    @exclusivity(unchecked) var isRebuilding = false

    /// What the solver keeps for a constraint it holds.
    struct Record {
        var constraint: Constraint?
        var symbols = ConstraintSymbols(marker: -1, other: -1)
        /// The level of an optional constraint, −1 when required.
        var level: Int32 = -1
        /// The constraint's current constant.
        var constant: Double = 0
        /// The order the constraint was added in (conflict sets list constraints by it).
        var order: UInt64 = 0
    }

    // The stored properties are only touched by this class's own methods, which never call
    // out while one is being modified, so their dynamic exclusivity checks (a runtime call
    // per access) are turned off.

    /// An empty solver. It starts from the storage of a small solver freed before, when
    /// there is one (see `SolverStorage`), so a solver made for each cell of a list
    /// allocates nothing.
    public convenience init() {
        self.init(storage: SolverStorage.takeSpare() ?? SolverStorage())
    }

    /// A solver over `storage` as it is (a copy's, ``copy(holding:constants:)``, which would otherwise
    /// take the spare storage or make new only to replace it); the solver is its only holder.
    init(storage: SolverStorage) {
        self.storage = storage
    }

    deinit {
        guard SolverStorage.isWorthKeeping(tableau, records), SolverStorage.hasRoomForSpare else { return }
        reset()
        SolverStorage.keepSpare(storage)
    }

    /// The number of constraints in the solver (edit variables' constraints included).
    public var constraintCount: Int { records.count - freeSlots.count }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { slot(of: constraint) != nil }

    /// The constant the solver holds for `constraint` (its ``Constraint/constant`` until
    /// ``setConstant(_:of:)`` changes it), or nil when it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        slot(of: constraint).map { records[Int($0)].constant }
    }

    /// The value of `variable` in the current solution: 0 for a variable no constraint of
    /// this solver mentions. One whose value the constraints leave free (see
    /// ``isDetermined(_:)``) is where docs/REFERENCE.md §21.8 puts it: a non-negative variable
    /// at 0 unless a constraint pushed it, any other on the bound of the constraint that
    /// first moved it.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols.value(for: variable.id) else { return 0 }
        return tableau.value(of: symbol)
    }

    /// Empties the solver, forgetting every constraint, edit variable and failure. The
    /// storage it has grown is kept, so reusing one solver for many systems (one cell after
    /// another) costs less than making a solver for each.
    public func reset() {
        tableau.reset()
        symbols.removeAll()
        slots.removeAll()
        records.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        edits.removeAll(keepingCapacity: true)
        failure = nil
    }

    func slot(of constraint: Constraint) -> Int32? { slots.value(for: Self.key(of: constraint)) }

    /// The constraint's identity as a table key: its address over 16, never 0 and unique
    /// among live objects (each starts with a 16-byte header), so constraints allocated one
    /// after another have nearby keys (see ``HashTable``).
    static func key(of constraint: Constraint) -> UInt64 { UInt64(UInt(bitPattern: ObjectIdentifier(constraint))) >> 4 }

    /// An empty constraint → slot table for about `capacity` constraints. Its keys
    /// (``key(of:)``) are sparse, a constraint and its expression's terms apart (about 10), so
    /// it groups 256 consecutive keys: a cell's constraints, made one after another, are
    /// looked up in one page of the table rather than one page each (at 100,000 cells,
    /// missing the cache and the TLB on every look-up was a sixth of the time).
    static func slotTable(capacity: Int) -> HashTable<Int32> { HashTable(filler: -1, capacity: capacity, groupBits: 8) }
}
