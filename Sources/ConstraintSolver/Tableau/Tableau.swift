/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
    /// A freed symbol, waiting to be reused.
    case unused
    /// A variable of the user's constraints: unrestricted in sign.
    case external
    /// An inequality's slack (≥ 0), or the artificial variable of a required constraint being added.
    case slack
    /// An optional constraint's error (≥ 0), which the objective minimises.
    case error
    /// A required equality's marker, fixed at 0: it never enters the basis.
    case dummy
}

/// What the tableau knows about one symbol, in 24 bytes: a variable's use count and a
/// constraint symbol's owner share one field, and a variable's identity and a marker's value
/// another (a symbol is one or the other, by ``kind``).
struct SymbolInfo {
    var kind: SymbolKind
    /// Whether the symbol is in ``Tableau/queue``.
    var queued = false
    /// Whether the symbol is a variable restricted to ≥ 0 (`Variable.isNonNegative`): it
    /// then takes part in the simplex as a slack does.
    var isNonNegative = false
    /// The row slot where the symbol is basic, or −1.
    var row: Int32 = -1
    /// The first cell of the symbol's column (−1: no row mentions it).
    var columnHead: Int32 = -1
    /// ``uses`` for a variable, else ``owner``.
    private var count: Int32
    /// ``variable`` for a variable, else the bit pattern of ``markerValue``.
    private var payload: UInt64 = 0

    /// The owning constraint's slot (−1 for variables and the artificial symbol).
    var owner: Int32 {
        get { kind == .external ? -1 : count }
        set { if kind != .external { count = newValue } }
    }
    /// How many constraints of the solver use the variable (variables only, 0 for others).
    var uses: Int32 {
        get { kind == .external ? count : 0 }
        set { if kind == .external { count = newValue } }
    }
    /// For a constraint's marker: its constant divided by the marker's coefficient in the
    /// constraint's original row (0 for every other symbol). The row constants are a linear
    /// function of these (see ``Tableau/refreshConstants()``).
    var markerValue: Double {
        get { kind == .external ? 0 : Double(bitPattern: payload) }
        set { if kind != .external { payload = newValue.bitPattern } }
    }
    /// The variable's identity (variables only, 0 for others).
    var variable: UInt64 {
        get { kind == .external ? payload : 0 }
        set { if kind == .external { payload = newValue } }
    }

    /// Whether the symbol is restricted to ≥ 0: a slack, an error or a non-negative variable
    /// (``Tableau/isPivotable(_:)``).
    var isPivotable: Bool { kind == .slack || kind == .error || isNonNegative }

    /// A symbol of `kind` owned by the constraint in `owner` (ignored for a variable, whose
    /// use count starts at 0).
    init(kind: SymbolKind, owner: Int32) {
        self.kind = kind
        count = kind == .external ? 0 : owner
    }
}

/// One cell of a column: a row that mentions the column's symbol, the next cell, and where
/// the symbol's term was last found in that row.
struct ColumnCell {
    var row: Int32
    var next: Int32
    /// The index the symbol's term had in the row when last looked up through this cell
    /// (``Tableau/termIndex(inCell:of:)``): tried before a binary search, so repeated
    /// look-ups in rows whose terms did not change (every edit of a chain) cost one probe.
    /// Row edits may leave it stale; it is always checked.
    var hint: Int32 = 0
}

/// The simplex tableau of an incremental Cassowary solver (Badros, Borning and Stuckey 2001):
/// rows of basic symbols over non-basic ones, a column index, and a lexicographic objective
/// with one row per priority level.
///
/// Everything is stored as arrays of plain numbers indexed by integer symbols and row slots:
/// no object per row, term or symbol, so the inner loops do no reference counting. The
/// records of symbols, rows, column cells and terms are ``RawArray``s, read and written
/// without the copy-on-write and bounds checks of Swift's arrays; their elements are shared
/// by copies of the tableau, so it is never copied to be used twice (``copy()`` makes an
/// independent one). Each
/// symbol has a **column**, the list of row slots whose rows mention it, so substituting a
/// symbol touches only those rows (adding an independent constraint is O(its size), not
/// O(the tableau)). The tableau is a struct owned by ``Solver``: its mutating methods work
/// on `self` in place, without the exclusivity checks a class's stored properties would need.
///
/// A mutating method that calls a non-mutating one passes `self` by copying the whole struct
/// (several hundred bytes, a `memcpy` in the release build) unless the callee is inlined, so the
/// non-mutating helpers called once a constraint or once a pivot (``chooseSubject(_:_:)``,
/// ``leavingRow(for:increases:bland:)``, ``ratioIsLess(_:_:_:_:)``) are
/// `@inline(__always)`.
struct Tableau {
    /// Coefficients smaller than this in magnitude are dropped from rows when rows are merged
    /// (rounding noise), and are never a pivot element (a pivot's scaling can leave smaller
    /// ones in its row).
    static let epsilon = 1e-11
    /// The fraction of a symbol's largest objective coefficient below which its coefficient at
    /// another level is rounding noise (see ``reducedCostSign(_:)``): about 4,500 ulps. A
    /// fuzzed program gave a symbol 29,410 at priority 50 and −1.2e-10 (4e-15 of it) at 999;
    /// entering on that sign lowered the 999 level by noise and raised the 750 level by 4,
    /// pivot after pivot. Bland's rule cannot stop a descent that is strict: two of its 54
    /// operations each ran to the iteration limit, then 100,000 pivots.
    static let costNoise = 1e-12
    /// How far from zero a required equality's or the artificial objective's constant may be
    /// and still count as satisfied.
    static let feasibilityTolerance = 1e-8

    // MARK: Symbols (indexed by symbol)

    /// What the tableau knows about each symbol.
    var symbols = RawArray<SymbolInfo>(capacity: 64)
    var freeSymbols = RawArray<Int32>()

    // MARK: Rows (indexed by slot)

    var rows = RawArray<Row>(capacity: 32)
    var freeRows = RawArray<Int32>()
    /// The rows' terms.
    var pool = TermPool(capacity: 256)
    private(set) var rowCount = 0

    // MARK: Columns: singly linked cells in one pool

    /// The cells: a row slot and the next cell of the same column (−1 at the end).
    var cells = RawArray<ColumnCell>(capacity: 128)
    var freeCell: Int32 = -1

    // MARK: Objective

    /// The objective's coefficients: one row per level, by symbol.
    var objective = Objective(symbols: 64)
    /// The active levels, most important first; the artificial level (while a required
    /// constraint is added) comes first, the probe level (while ``isDetermined(_:)`` runs) last.
    var levelOrder = RawArray<Int32>(capacity: 8)
    /// Each level by id (ids 0 and 1 are the artificial and probe levels, see
    /// ``temporaryLevels``).
    var levels: [Level] = []
    /// The id of each optional priority seen, keyed by its bit pattern (made on first use).
    var levelIDs = HashTable<Int32>(filler: -1, capacity: 0)
    /// Symbols given a coefficient at a temporary level (artificial or probe), to purge it.
    var temporarySymbols: [Int32] = []
    /// Symbols whose reduced cost changed since they were last examined: candidates to enter
    /// the basis. Every symbol not queued is no candidate: a slack's or error's reduced cost is
    /// not negative, a non-basic variable's is 0.
    var queue = RawArray<Int32>(capacity: 32)

    // MARK: Dual simplex, undo, health

    /// Basic symbols whose rows may have negative constants.
    var infeasible = RawArray<Int32>()
    /// The size of the constant change the dual simplex is restoring feasibility after
    /// (see ``shiftNoise(_:)``), 0 otherwise.
    var currentShift = 0.0
    /// While true, pivots are recorded in ``pivotLog`` so they can be undone.
    var isLogging = false
    var pivotLog: [(entering: Int32, leaving: Int32)] = []
    /// Set when a row's constant stops being finite or a simplex run reaches its iteration
    /// limit (see ``SimplexOutcome/iterationLimit``).
    var overflowed = false
    /// Set when pivots could not be undone exactly (see ``undoPivots(to:)``): the owner must
    /// build the tableau afresh from its constraints.
    var needsRebuild = false
    /// Whether a restricted row may hold a non-basic unrestricted variable: set when a removal
    /// makes a variable non-basic or a new row keeps one while solved for another symbol, and
    /// kept until ``reset()``. Until then (kiwi's invariant) the simplex methods skip the
    /// work such a variable needs.
    var hasFreeNonBasicVariables = false
    /// Constant changes since the row constants were last derived afresh, and the total of
    /// their shifts (in marker values).
    var changesSinceRefresh = 0
    var shiftSinceRefresh = 0.0

    static let artificialLevel: Int32 = 0
    static let probeLevel: Int32 = 1

    /// An empty tableau with room for a small system (a cell's few dozen symbols and rows),
    /// so that building one allocates each array once.
    init() {
        levels.reserveCapacity(8)
        levels.append(contentsOf: Self.temporaryLevels)
    }

    /// How far the tableau's storage has grown, counted in symbols: the larger of its room for
    /// symbols and for rows, a quarter of its room for column cells and a sixteenth of its
    /// pool's room for terms (what keeping the storage for another system costs, see
    /// ``SolverStorage``).
    var storageCapacity: Int { max(symbols.capacity, rows.capacity, cells.capacity / 4, pool.capacity / 16) }

    /// Empties the tableau as ``init()`` makes it, keeping the storage its arrays and tables
    /// have grown to, so a solver reused for system after system allocates little.
    mutating func reset() {
        symbols.removeAll()
        freeSymbols.removeAll()
        rows.removeAll()
        freeRows.removeAll()
        pool.removeAll()
        rowCount = 0
        cells.removeAll()
        freeCell = -1
        objective.removeAll()
        levelOrder.removeAll()
        levels.replaceSubrange(0..., with: Tableau.temporaryLevels)
        levelIDs.removeAll()
        temporarySymbols.removeAll(keepingCapacity: true)
        queue.removeAll()
        infeasible.removeAll()
        isLogging = false
        pivotLog.removeAll(keepingCapacity: true)
        overflowed = false
        needsRebuild = false
        hasFreeNonBasicVariables = false
        changesSinceRefresh = 0
        currentShift = 0
        shiftSinceRefresh = 0
    }

    /// A copy with storage of its own: every ``RawArray`` and ``HashTable`` copied, where a
    /// plain copy of the struct would share their elements; the rows' terms packed
    /// (``TermPool/compactCopy(rows:)``).
    func copy() -> Tableau {
        var copy = Tableau()
        self.copy(into: &copy)
        return copy
    }

    /// Makes `storage` a ``copy()`` of this tableau, writing into `storage`'s arrays and tables
    /// where they have room (those of a freed solver, ``SolverStorage``) instead of allocating.
    func copy(into storage: inout Tableau) {
        // The copy takes the storage's arrays (then held by it alone) before they are written;
        // `storage` holds this tableau's until it is replaced.
        var copy = self
        swap(&copy.symbols, &storage.symbols)
        swap(&copy.freeSymbols, &storage.freeSymbols)
        swap(&copy.rows, &storage.rows)
        swap(&copy.freeRows, &storage.freeRows)
        swap(&copy.pool, &storage.pool)
        swap(&copy.cells, &storage.cells)
        swap(&copy.objective, &storage.objective)
        swap(&copy.levelOrder, &storage.levelOrder)
        swap(&copy.levelIDs, &storage.levelIDs)
        swap(&copy.queue, &storage.queue)
        swap(&copy.infeasible, &storage.infeasible)
        copy.symbols.replaceElements(with: symbols)
        copy.freeSymbols.replaceElements(with: freeSymbols)
        copy.rows.replaceElements(with: rows)
        copy.freeRows.replaceElements(with: freeRows)
        copy.pool.replaceCompacted(with: pool, rows: &copy.rows)
        copy.cells.replaceElements(with: cells)
        copy.objective.replaceContents(with: objective)
        copy.levelOrder.replaceElements(with: levelOrder)
        copy.levelIDs.replaceContents(with: levelIDs)
        copy.queue.replaceElements(with: queue)
        copy.infeasible.replaceElements(with: infeasible)
        storage = copy
    }

    // MARK: Symbols

    /// A new symbol of `kind`, owned by the constraint in `owner` (−1 for none).
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let queued = symbols[Int(symbol)].queued
            symbols[Int(symbol)] = SymbolInfo(kind: kind, owner: owner)
            symbols[Int(symbol)].queued = queued
            return symbol
        }
        let symbol = Int32(symbols.count)
        symbols.append(SymbolInfo(kind: kind, owner: owner))
        return symbol
    }

    /// Frees `symbol` for reuse, first removing whatever rounding left of it in rows and in
    /// the objective.
    mutating func freeSymbol(_ symbol: Int32) {
        let index = Int(symbol)
        if symbols[index].row >= 0 { pool.release(removeRow(symbols[index].row)) }
        var cell = symbols[index].columnHead
        while cell >= 0 {
            let slot = Int(cells[Int(cell)].row), position = termIndex(inCell: cell, of: symbol)
            if pool.holds(symbol, at: position, in: rows[slot]) { pool.remove(at: position, in: &rows[slot]) }
            cell = cells[Int(cell)].next
        }
        clearColumn(symbol)
        objective.removeAll(of: symbol, levelCount: levels.count)
        symbols[index] = SymbolInfo(kind: .unused, owner: -1)
        freeSymbols.append(symbol)
    }

    /// Whether `symbol` is restricted to ≥ 0: a slack, an error or a non-negative variable.
    /// (Any other variable is unrestricted, and a dummy never enters the basis.)
    @inline(__always)
    func isPivotable(_ symbol: Int32) -> Bool { symbols[Int(symbol)].isPivotable }

    /// The current value of `symbol`: its row's constant when basic, else 0.
    func value(of symbol: Int32) -> Double {
        let slot = symbols[Int(symbol)].row
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Rows

    /// Installs `row` (whose basic symbol is set) in a free slot and indexes its terms; the
    /// slot owns the row's span from then on.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot = freeRows.popLast() ?? Int32(rows.count)
        for index in row.span { insertIntoColumn(pool.terms[index].symbol, slot) }
        symbols[Int(row.basic)].row = slot
        rowCount += 1
        if Int(slot) == rows.count { rows.append(row) } else { rows[Int(slot)] = row }
        return slot
    }

    /// Removes the row in `slot` from the tableau and returns it: its span is the caller's,
    /// to insert again or to release (``TermPool/release(_:)``).
    mutating func removeRow(_ slot: Int32) -> Row {
        let row = rows[Int(slot)]
        for index in row.span { removeFromColumn(pool.terms[index].symbol, slot) }
        symbols[Int(row.basic)].row = -1
        freeRows.append(slot)
        rowCount -= 1
        rows[Int(slot)].basic = -1
        rows[Int(slot)].count = 0
        return row
    }

    // MARK: Columns

    mutating func insertIntoColumn(_ symbol: Int32, _ slot: Int32) {
        let head = symbols[Int(symbol)].columnHead
        if freeCell >= 0 {
            let cell = freeCell
            freeCell = cells[Int(cell)].next
            cells[Int(cell)] = ColumnCell(row: slot, next: head)
            symbols[Int(symbol)].columnHead = cell
        } else {
            symbols[Int(symbol)].columnHead = Int32(cells.count)
            cells.append(ColumnCell(row: slot, next: head))
        }
    }

    mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
        var previous: Int32 = -1
        var cell = symbols[Int(symbol)].columnHead
        while cell >= 0 {
            let next = cells[Int(cell)].next
            if cells[Int(cell)].row == slot {
                if previous >= 0 { cells[Int(previous)].next = next } else { symbols[Int(symbol)].columnHead = next }
                cells[Int(cell)].next = freeCell
                freeCell = cell
                return
            }
            previous = cell
            cell = next
        }
    }

    /// Empties `symbol`'s column (its rows are edited by the caller).
    mutating func clearColumn(_ symbol: Int32) {
        var cell = symbols[Int(symbol)].columnHead
        while cell >= 0 {
            let next = cells[Int(cell)].next
            cells[Int(cell)].next = freeCell
            freeCell = cell
            cell = next
        }
        symbols[Int(symbol)].columnHead = -1
    }

    /// The index of `symbol`'s term in the row of `cell`, one of the cells of the symbol's
    /// column: the cell's hint when it still points at the term, else a binary search whose
    /// answer becomes the hint.
    /// - Complexity: O(1) when the row's terms before the symbol have not changed since the
    ///   last look-up, else O(log terms).
    @inline(__always)
    mutating func termIndex(inCell cell: Int32, of symbol: Int32) -> Int {
        let slot = Int(cells[Int(cell)].row), hint = Int(cells[Int(cell)].hint)
        if pool.holds(symbol, at: hint, in: rows[slot]) { return hint }
        let index = pool.position(of: symbol, in: rows[slot])
        cells[Int(cell)].hint = Int32(truncatingIfNeeded: index)
        return index
    }
}
