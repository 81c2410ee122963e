extension Solver {
    /// A solved copy of this solver for a system of the same shape: `constraints` in place of
    /// the constraints it holds, over other variables, with other constants — what a list
    /// asks for cell after cell, one constraint system per cell that differs from the last in
    /// its constants alone.
    ///
    /// `constraints` pairs with the constraints this solver holds in the order they were
    /// added. Each must have the **shape** of its partner: the same relation, priority and
    /// coefficients, term by term, and its variables a renaming of the partner's that holds
    /// across all the constraints and is one-to-one (a variable of this solver always stands
    /// for the same new variable, and no two for one). Constants may differ: the copy
    /// takes the tableau as solved here and sets each constant that differs in place
    /// (``setConstant(_:of:)``, the dual simplex), which costs far less than adding the
    /// constraints to a new solver one by one. This solver is left as it is.
    ///
    /// The copy's solution is an optimal one of the new system, so every variable the new
    /// system determines (``isDetermined(_:)``) has the value a new solver given the same
    /// constraints would find. One the constraints leave free may take another of its
    /// equally good values.
    ///
    /// - Returns: The copy; nil when a shape differs, the counts differ, the solver has edit
    ///   variables or has failed (``SolverError/numericalFailure(_:)``), a constraint is
    ///   listed twice, or a new constant makes the required constraints unsatisfiable (then
    ///   add the constraints to a new solver, which reports the conflict).
    /// - Complexity: O(the tableau's size and the constraints' terms) plus the dual pivots of
    ///   the constants that differ.
    /// - Parameters:
    ///   - constraints: The constraints of the copy, paired with those held in order.
    ///   - constants: Their constants, in place of their own (a constraint whose constant was
    ///     set in another solver, ``setConstant(_:of:)``, keeps its first one); nil: their own.
    public func copy(holding constraints: [Constraint], constants: [Double]? = nil) -> Solver? {
        copy(holding: constraints, constants: constants, into: nil)
    }

    /// ``copy(holding:constants:)`` written into `storage` (the storage of a freed solver,
    /// its contents whatever they are) or, when nil, into a spare storage (``SolverStorage``)
    /// or new storage.
    func copy(holding constraints: [Constraint], constants: [Double]?, into storage: consuming SolverStorage?) -> Solver? {
        guard failure == nil, edits.isEmpty, constraints.count == constraintCount,
            constants.map({ $0.count == constraints.count }) ?? true
        else { return nil }
        let held = heldSlotsInOrder()
        guard let renaming = renaming(of: held, as: constraints),
            let copy = structuralCopy(
                holding: constraints, slots: held, renaming: renaming, into: storage.take() ?? SolverStorage.takeSpare())
        else { return nil }
        for (index, (slot, constraint)) in zip(held, constraints).enumerated() {
            let constant = constants?[index] ?? constraint.constant
            guard copy.records[Int(slot)].constant != constant else { continue }
            do { try copy.setConstant(constant, of: constraint) } catch { return nil }
        }
        return copy
    }

    /// A copy of the tableau as solved here, over the variables of `constraints` (paired with
    /// the held slots `held`, in order, by `renaming`), each constraint's constant still this
    /// solver's; nil when a constraint is listed twice or a variable has no partner. It is
    /// written into `spare` (a freed solver's storage) when given, rather than into new storage.
    func structuralCopy(
        holding constraints: [Constraint], slots held: [Int32], renaming: Renaming, into spare: consuming SolverStorage?
    ) -> Solver? {
        let storage: SolverStorage
        if let spare = spare.take() {
            tableau.copy(into: &spare.tableau)
            spare.symbols.removeAll()
            spare.slots.removeAll()
            spare.records.removeAll(keepingCapacity: true)
            storage = spare
        } else {
            var empty: [Record] = []
            empty.reserveCapacity(records.count)
            storage = SolverStorage(
                tableau: tableau.copy(), symbols: HashTable(filler: -1, capacity: max(32, symbols.count)),
                slots: Solver.slotTable(capacity: max(32, records.count)), records: empty)
        }
        // The records without their constraints (each held slot is given its new one below):
        // copied whole, each constraint of this solver would be retained, then released as
        // its partner replaced it.
        for index in records.indices {
            storage.records.append(
                Record(
                    constraint: nil, symbols: records[index].symbols, level: records[index].level,
                    constant: records[index].constant, order: records[index].order))
        }
        let copy = Solver(storage: storage)
        // Each variable renamed and entered in the table in one pass.
        for index in copy.tableau.symbols.indices where copy.tableau.symbols[index].kind == .external {
            guard let id = renaming.id(for: copy.tableau.symbols[index].variable) else { return nil }
            copy.tableau.symbols[index].variable = id
            copy.symbols.set(Int32(index), for: id)
        }
        copy.freeSlots = freeSlots
        copy.nextOrder = nextOrder
        for (slot, constraint) in zip(held, constraints) {
            // A constraint listed twice is refused (the table held it already).
            guard copy.slots.insert(slot, for: Self.key(of: constraint)) else { return nil }
            copy.records[Int(slot)].constraint = constraint
        }
        return copy
    }

    /// The constraints the solver holds, in the order they were added (what
    /// ``copy(holding:constants:)`` pairs its argument with), and the constant each has here
    /// (set by ``setConstant(_:of:)`` or its own).
    /// - Complexity: O(the constraints held), sorted only when removals left them out of order.
    public var heldInOrder: (constraints: [Constraint], constants: [Double]) {
        let held = heldSlotsInOrder()
        var constraints: [Constraint] = [], constants: [Double] = []
        constraints.reserveCapacity(held.count)
        constants.reserveCapacity(held.count)
        for slot in held {
            guard let constraint = records[Int(slot)].constraint else { continue }
            constraints.append(constraint)
            constants.append(records[Int(slot)].constant)
        }
        return (constraints, constants)
    }

    /// The slots of the constraints held, in the order they were added.
    func heldSlotsInOrder() -> [Int32] {
        var held: [Int32] = []
        held.reserveCapacity(constraintCount)
        for slot in records.indices where records[slot].constraint != nil { held.append(Int32(slot)) }
        var isSorted = true
        for index in held.indices.dropFirst() where records[Int(held[index - 1])].order > records[Int(held[index])].order {
            isSorted = false
            break
        }
        if !isSorted { held.sort { records[Int($0)].order < records[Int($1)].order } }
        return held
    }

    /// How the variables of the constraints held map to those of their partners.
    enum Renaming {
        /// Each partner's variable id is the held one's plus this (wrapping).
        case offset(UInt64)
        /// Held variable id → partner's id, and partner's id → held id.
        case table(HashTable<UInt64>, original: HashTable<UInt64>)

        /// The partner's id of the held variable `id` (nil: none of the constraints has it).
        func id(for id: UInt64) -> UInt64? {
            switch self {
            case let .offset(offset): id &+ offset
            case let .table(table, _): table.value(for: id)
            }
        }

        /// The id of the held variable whose partner is `id`; nil when there is none. (Under
        /// an offset this is `id` moved back, which the caller looks up among the variables
        /// held; nil only when that is 0, which names no variable.)
        func heldID(for id: UInt64) -> UInt64? {
            let held: UInt64?
            switch self {
            case let .offset(offset): held = id &- offset
            case let .table(_, original): held = original.value(for: id)
            }
            // 0 names no variable, and a hash table must not be asked for it (it marks empty buckets).
            return held == 0 ? nil : held
        }
    }

    /// The renaming that gives the constraints in `held` (slots) `constraints`' variables, when
    /// each pairs with its partner by shape; nil when one does not.
    ///
    /// A performance measure: the views of one cell class are made in one order, so their
    /// variables are numbered in one order too, and a cell's variables are very often the last
    /// cell's, each moved on by one offset. Such a renaming is consistent and one-to-one by its
    /// form, so checking each term against the offset settles it without the two hash tables
    /// the general check fills (a lookup and an insertion per term and direction). Any other
    /// renaming takes the general check, which accepts exactly the consistent, one-to-one ones.
    /// (Every variable the tableau holds appears in a held constraint: a variable that no
    /// constraint uses any more leaves the solver, and the solver copied has no edit variables.)
    func renaming(of held: [Int32], as constraints: [Constraint]) -> Renaming? {
        if let offset = offset(of: held, as: constraints) { return .offset(offset) }
        // Held variable id → new id, and new id → held id (to refuse two held variables merged into one).
        var renamed = HashTable<UInt64>(filler: 0, capacity: symbols.count)
        var original = HashTable<UInt64>(filler: 0, capacity: symbols.count)
        for (slot, constraint) in zip(held, constraints) {
            guard let partner = records[Int(slot)].constraint,
                Self.rename(partner, as: constraint, renamed: &renamed, original: &original)
            else { return nil }
        }
        return .table(renamed, original: original)
    }

    /// The one offset that takes every variable of the constraints in `held` (slots) to the
    /// variable in its place in `constraints`, each pair of the same shape; nil when there is none.
    private func offset(of held: [Int32], as constraints: [Constraint]) -> UInt64? {
        var offset: UInt64?
        for (slot, constraint) in zip(held, constraints) {
            guard let partner = records[Int(slot)].constraint else { return nil }
            let old = partner.expression.terms, new = constraint.expression.terms
            guard partner.relation == constraint.relation, partner.priority == constraint.priority, old.count == new.count else {
                return nil
            }
            for (held, term) in zip(old, new) {
                guard held.coefficient == term.coefficient else { return nil }
                let shift = term.variable.id &- held.variable.id
                if let offset, offset != shift { return nil }
                offset = shift
            }
        }
        return offset ?? 0
    }

    /// Whether `constraint` has `partner`'s shape, its variables renamed consistently with
    /// the renaming so far (extended with those met first here).
    private static func rename(
        _ partner: Constraint, as constraint: Constraint, renamed: inout HashTable<UInt64>, original: inout HashTable<UInt64>
    ) -> Bool {
        let old = partner.expression.terms, new = constraint.expression.terms
        guard partner.relation == constraint.relation, partner.priority == constraint.priority, old.count == new.count else {
            return false
        }
        for (held, term) in zip(old, new) {
            guard held.coefficient == term.coefficient else { return false }
            let from = held.variable.id, to = term.variable.id
            switch (renamed.value(for: from), original.value(for: to)) {
            case (nil, nil):
                renamed.set(to, for: from)
                original.set(from, for: to)
            case let (target?, source?):
                guard target == to, source == from else { return false }
            default:
                return false
            }
        }
        return true
    }
}
