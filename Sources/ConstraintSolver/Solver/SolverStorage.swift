import Foundation

/// The arrays and tables a ``Solver`` keeps its system in, and the spare sets of them that the
/// last small solvers freed leave for the next solvers made or copied.
///
/// Making a solver's dozen arrays and tables and freeing them again cost about as much as
/// building and solving a cell's twenty constraints; a list that sizes each cell in a solver
/// of its own paid it cell after cell, and again for each copy of a solved system
/// (``Solver/copy(holding:constants:)``: a self-sizing cell's engine copies its class's
/// template twice in a fitting). A solver freed with small storage (a cell's, not a
/// 100,000-constraint system's, so little memory is held) is emptied (``Solver/reset()``:
/// nothing of its system, no constraint and no failure is kept) and its storage kept, up to
/// ``spareLimit`` sets for the whole process; the next solver made, or the next copy, takes
/// one (a copy writes the copied system into its arrays). Solvers on several threads share the
/// spare sets behind a lock.
///
/// It is an object, held by one solver or one spare set at a time, so that handing it on
/// moves a reference: as a struct, a solver's making and freeing copied its dozen arrays and
/// tables in and out (retaining and releasing each), about 5,000 instructions a cell.
final class SolverStorage {
    // Only the solver holding the storage touches these, from its own methods, which never
    // call out while one is being modified: their dynamic exclusivity checks are turned off.
    @exclusivity(unchecked) var tableau: Tableau
    @exclusivity(unchecked) var symbols: HashTable<Int32>
    @exclusivity(unchecked) var slots: HashTable<Int32>
    @exclusivity(unchecked) var records: [Solver.Record]

    /// Storage for a new solver, with room for a cell's system.
    convenience init() {
        var records: [Solver.Record] = []
        records.reserveCapacity(32)
        self.init(
            tableau: Tableau(), symbols: HashTable(filler: -1, capacity: 32), slots: Solver.slotTable(capacity: 32), records: records)
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

    /// How many spare sets are kept: a fitted cell's engine frees a solver each time it adopts
    /// a copy, while the copy and the next cell's solver are being made.
    static let spareLimit = 4

    private static let lock = NSLock()
    /// Guarded by ``lock``.
    nonisolated(unsafe) private static var spares: [SolverStorage] = []

    /// A spare storage (emptied), if there is one; it is no longer spare.
    static func takeSpare() -> SolverStorage? {
        lock.lock()
        defer { lock.unlock() }
        return spares.popLast()
    }

    /// Keeps `storage` (emptied, and held by nothing else) as a spare one, unless
    /// ``spareLimit`` are kept already.
    static func keepSpare(_ storage: SolverStorage) {
        lock.lock()
        defer { lock.unlock() }
        if spares.count < spareLimit { spares.append(storage) }
    }

    /// Whether a solver freed now would find room among the spare sets (else emptying its
    /// storage would be wasted: it is freed).
    static var hasRoomForSpare: Bool {
        lock.lock()
        defer { lock.unlock() }
        return spares.count < spareLimit
    }
}
