import Foundation

/// The arrays and tables a ``Solver`` keeps its system in, and the spare set of them that the
/// last small solver freed leaves for the next solver made.
///
/// Making a solver's dozen arrays and tables and freeing them again cost about as much as
/// building and solving a cell's twenty constraints; a list that sizes each cell in a solver
/// of its own paid it cell after cell. A solver freed with small storage (a cell's, not a
/// 100,000-constraint system's, so little memory is held) is emptied (``Solver/reset()``:
/// nothing of its system, no constraint and no failure is kept) and its storage kept, one
/// set for the whole process; the next solver made takes it. Solvers on several threads
/// share the spare set behind a lock.
struct SolverStorage {
    var tableau: Tableau
    var symbols: HashTable<Int32>
    var slots: HashTable<Int32>
    var records: [Solver.Record]

    /// Storage for a new solver, with room for a cell's system.
    init() {
        tableau = Tableau()
        symbols = HashTable(filler: -1, capacity: 32)
        slots = Solver.slotTable(capacity: 32)
        records = []
        records.reserveCapacity(32)
    }

    init(tableau: Tableau, symbols: HashTable<Int32>, slots: HashTable<Int32>, records: [Solver.Record]) {
        self.tableau = tableau
        self.symbols = symbols
        self.slots = slots
        self.records = records
    }

    /// Whether a solver's storage is small enough to keep for the next solver: room for
    /// 256 symbols and constraints, tens of kilobytes.
    static func isWorthKeeping(_ tableau: Tableau, _ records: [Solver.Record]) -> Bool {
        records.capacity <= 256 && tableau.storageCapacity <= 256
    }

    private static let lock = NSLock()
    /// Guarded by ``lock``.
    nonisolated(unsafe) private static var spare: SolverStorage?

    /// The spare storage (emptied), if there is one; it is no longer spare.
    static func takeSpare() -> SolverStorage? {
        lock.lock()
        defer { lock.unlock() }
        var taken: SolverStorage?
        swap(&taken, &spare)
        return taken
    }

    /// Keeps `storage` (emptied) as the spare one, unless there is one already. The storage is
    /// moved in, not copied: a copy retained its twenty arrays and the copy's end released them
    /// again (1,300 instructions a solver).
    static func keepSpare(_ storage: consuming SolverStorage) {
        lock.lock()
        defer { lock.unlock() }
        if spare == nil { spare = consume storage }
    }
}
