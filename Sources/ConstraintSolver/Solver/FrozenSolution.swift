/// A solved ``Solver`` read under other constants without being copied: the solution of a
/// system of the same shape (its constraints paired with the solver's, as for
/// ``Solver/copy(holding:constants:)``), over other variables and with other constants, as
/// long as the solver's optimal basis stays feasible under them.
///
/// Changing constraints' constants moves no coefficient of the tableau: each row's constant is
/// an affine function of the constants (docs/REFERENCE.md §21.6), and the reduced costs do not
/// depend on them. So while every restricted row (a slack's or an error's) stays non-negative
/// and every required equality's row stays 0, the solver's basis is still optimal, and each
/// value is its row's constant with the changes added — what ``Solver/setConstant(_:of:)``
/// would reach with no dual pivot, read in one pass over the rows and without writing to the
/// solver. When the basis does not stay feasible the solution is not made (the initialiser
/// and ``setConstant(_:of:)`` refuse), and the caller copies the solver instead, which pivots.
///
/// The solver is read, never changed: it must not change while a solution made from it is
/// in use. ``solver()`` makes a solver of the system as it stands, for changes other than
/// constants.
public struct FrozenSolution {
    /// The solved solver read.
    private let template: Solver
    /// How the template's variables map to the constraints' (and back, for ``value(of:)``).
    private let renaming: Solver.Renaming
    /// The template's slots of the constraints' partners, in order.
    private let slots: [Int32]
    /// The constraints of the system, paired with the template's in the order they were added.
    public let constraints: [Constraint]
    /// Their constants, in the same order.
    public private(set) var constants: [Double]
    /// Each row's constant under ``constants``, by the template's row slot.
    private var rowConstants: [Double]

    /// The solution of `constraints` with `constants` read from `template`; nil when the
    /// template cannot be read so: a shape differs or its variables are not a renaming of the
    /// template's (consistent and one-to-one, as for ``Solver/copy(holding:constants:)``),
    /// the counts differ, a constraint is listed twice, a constant is not a valid number, the
    /// template has edit variables or has failed — or when the template's basis is not
    /// feasible under the constants (then ``Solver/copy(holding:constants:)`` pivots to one).
    /// - Complexity: O(the constraints' terms and the template's rows' terms).
    public init?(_ template: Solver, holding constraints: [Constraint], constants: [Double]) {
        guard template.failure == nil, template.edits.isEmpty, constraints.count == template.constraintCount,
            constants.count == constraints.count, constants.allSatisfy({ $0.isFinite && abs($0) <= Solver.largestMagnitude })
        else { return nil }
        let held = template.heldSlotsInOrder()
        // The solver's own constraint table (a multiply and a probe a look-up), not a `Set`,
        // whose hashing of each identifier cost more than the rest of the check.
        var distinct = Solver.slotTable(capacity: constraints.count)
        guard let renaming = template.renaming(of: held, as: constraints),
            constraints.allSatisfy({ Self.insert($0, into: &distinct) }),
            let rows = Self.rowConstants(of: template, slots: held, constants: constants)
        else { return nil }
        self.template = template
        self.renaming = renaming
        slots = held
        self.constraints = constraints
        self.constants = constants
        rowConstants = rows
    }

    /// The value of `variable` in the solution: 0 for a variable the system does not mention
    /// (as ``Solver/value(of:)``).
    public func value(of variable: Variable) -> Double {
        guard let id = renaming.heldID(for: variable.id), let symbol = template.symbols.value(for: id) else { return 0 }
        let row = template.tableau.symbols[Int(symbol)].row
        return row >= 0 ? rowConstants[Int(row)] : 0
    }

    /// Sets the constant of `constraint`, one of ``constraints``, when the basis stays feasible
    /// under it.
    /// - Returns: false, with nothing changed, when `constraint` is not one of ``constraints``,
    ///   the constant is not a valid number or the basis would not stay feasible (make a solver
    ///   with ``solver()`` and set it there).
    /// - Complexity: O(the constraints) plus O(the template's rows' terms).
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) -> Bool {
        guard constant.isFinite, abs(constant) <= Solver.largestMagnitude,
            let index = constraints.firstIndex(where: { $0 === constraint })
        else { return false }
        var changed = constants
        changed[index] = constant
        guard let rows = Self.rowConstants(of: template, slots: slots, constants: changed) else { return false }
        constants = changed
        rowConstants = rows
        return true
    }

    /// A solver holding the system as it stands: a copy of the template's tableau over the
    /// constraints' variables, its constants those of this solution (no pivot).
    /// - Returns: the solver; nil only when the template no longer pairs with the constraints
    ///   (it was changed, which its owner must not do).
    /// - Complexity: O(the template's tableau).
    public func solver() -> Solver? {
        guard template.failure == nil, template.constraintCount == constraints.count,
            let copy = template.structuralCopy(holding: constraints, slots: slots, renaming: renaming, into: SolverStorage.takeSpare())
        else { return nil }
        for (slot, constant) in zip(slots, constants) {
            let symbols = copy.records[Int(slot)].symbols
            copy.records[Int(slot)].constant = constant
            copy.tableau.symbols[Int(symbols.marker)].markerValue = constant / symbols.markerCoefficient
        }
        for slot in copy.tableau.rows.indices where copy.tableau.rows[slot].basic >= 0 {
            copy.tableau.rows[slot].constant = rowConstants[slot]
        }
        return copy
    }

    /// Adds `constraint` to `table`; false when it was there already.
    private static func insert(_ constraint: Constraint, into table: inout HashTable<Int32>) -> Bool {
        table.insert(0, for: Solver.key(of: constraint))
    }

    /// Each row's constant of `template` with `constants` for the constraints in `slots`, by
    /// row slot; nil when the basis is not feasible under them: a slack's, an error's or a
    /// non-negative variable's row below 0, or a required equality's row (a redundant one) off 0 by more than the
    /// solver's tolerance.
    ///
    /// A constraint's marker μ stands for its constant over μ's coefficient in its original
    /// row (`SymbolInfo.markerValue`); a row's constant is Σ coefficient × value over the
    /// markers among its terms, less its basic marker's value. So the changes of the markers'
    /// values, weighted alike, are added to each row's constant.
    /// - Complexity: O(the template's rows' terms).
    private static func rowConstants(of template: Solver, slots: [Int32], constants: [Double]) -> [Double]? {
        let tableau = template.tableau
        var shifts = [Double](repeating: 0, count: tableau.symbols.count)
        var changed = false
        for (slot, constant) in zip(slots, constants) {
            let symbols = template.records[Int(slot)].symbols
            let shift = constant / symbols.markerCoefficient - tableau.symbols[Int(symbols.marker)].markerValue
            shifts[Int(symbols.marker)] = shift
            changed = changed || shift != 0
        }
        var rows = [Double](repeating: 0, count: tableau.rows.count)
        for slot in tableau.rows.indices where tableau.rows[slot].basic >= 0 {
            let basic = tableau.rows[slot].basic
            var constant = tableau.rows[slot].constant
            if changed {
                var shift = -shifts[Int(basic)]
                for index in tableau.rows[slot].span {
                    shift += tableau.pool.terms[index].coefficient * shifts[Int(tableau.pool.terms[index].symbol)]
                }
                constant += shift
            }
            guard constant.isFinite else { return nil }
            switch tableau.symbols[Int(basic)].kind {
            case .slack, .error: guard constant >= 0 else { return nil }
            case .dummy: guard abs(constant) <= Tableau.feasibilityTolerance else { return nil }
            case .external, .unused: guard constant >= 0 || !tableau.symbols[Int(basic)].isNonNegative else { return nil }
            }
            rows[slot] = constant
        }
        return rows
    }
}
