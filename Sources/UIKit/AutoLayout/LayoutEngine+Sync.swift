import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Brings the solver up to date with the subtree when something changed: every
    /// constraint installed on a view of the subtree, UIKit's own constraints for the items
    /// they reach (a view that translates its autoresizing mask: its frame; one that does
    /// not: its content size; a system layout guide: its edges), views that do not translate
    /// their masks, and the root's size pins. New constraints are added in the order they
    /// were activated; those no longer there are removed; those whose constant alone changed
    /// are set in place.
    /// - Complexity: O(views and constraints of the subtree), plus the solver's work for what
    ///   changed.
    ///
    /// A constant set in place since the last sync (``constantDidChange(of:)``) may have
    /// changed the width of a multi-line label: width-dependent sizes are measured again then
    /// too, with no sync.
    func syncIfNeeded() {
        guard needsSync || constantsChanged, !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        if needsSync { performSync() }
        refineWidthDependentSizes()
        constantsChanged = false
    }

    /// One sync: collect and translate, then bring the solver to it.
    private func performSync() {
        needsSync = false
        var sync = SyncPass(engine: self)
        sync.collect()
        apply(sync)
    }

    /// Adds, changes and removes what `sync` found against what the solver holds.
    private func apply(_ sync: SyncPass) {
        var changed = false
        // What was held before and is not found again leaves; on an engine's first sync
        // nothing was, and no set of what was found is made.
        let mayRemove = !entries.isEmpty || !refused.isEmpty
        var wanted = Set<ObjectIdentifier>()
        if mayRemove { wanted.reserveCapacity(sync.translated.count) }
        var additions: [(NSLayoutConstraint, [Definition])] = []
        additions.reserveCapacity(mayRemove ? 0 : sync.translated.count)
        for (constraint, definitions) in sync.translated {
            // Nothing held and nothing refused (an engine's first sync): every constraint is
            // an addition, and the tables are not searched.
            if mayRemove {
                let id = ObjectIdentifier(constraint)
                wanted.insert(id)
                if let entry = entries[id] {
                    if entry.parts.count == definitions.count,
                        zip(definitions, entry.parts).allSatisfy({ $0.hasShape(of: $1.definition) })
                    {
                        changed = setConstants(definitions, of: constraint, entry: entry) || changed
                        continue
                    }
                    remove(constraint)
                    changed = true
                }
                if let refusedEntry = refused[id], refusedEntry.definitions == definitions { continue }
                refused[id] = nil
            }
            additions.append((constraint, definitions))
        }
        if mayRemove {
            // In the constraints' order, not the dictionary's (their addresses'), so the solver
            // pivots alike on every run.
            let leaving = entries.filter { !wanted.contains($0.key) }.values.sorted { $0.constraint.order < $1.constraint.order }
            for entry in leaving {
                remove(entry.constraint)
                changed = true
            }
            for id in refused.keys where !wanted.contains(id) { refused[id] = nil }
        }
        additions = Self.inActivationOrder(additions)
        if !additions.isEmpty, adoptTemplate(for: additions) {
            changed = true
        } else {
            let isFirstFill = solver.constraintCount == 0
            var accepted = true
            for (constraint, definitions) in additions {
                accepted = add(constraint, definitions) && accepted
                changed = true
            }
            if isFirstFill, accepted, !additions.isEmpty { storeTemplate(for: additions) }
        }
        updateMemberships(sync.members, root: sync.rootIsMember)
        memberOrder = sync.memberOrder
        wrappingMembers = memberOrder.compactMap { member in (member as? UIView).flatMap { $0.wrapsAtLayoutWidth ? $0 : nil } }
        if changed { solutionDidChange() }
    }

    /// `additions` sorted by the order their constraints were activated in (ties keep their
    /// places). The orders are read once each into a list of keys that is sorted instead:
    /// comparing the constraints' own `order` reads a class's property, with its exclusivity
    /// check, twice a comparison. Each key is read through its index rather than by
    /// enumerating the additions (which copies each pair, retaining and releasing its
    /// constraint and parts), and the keys are listed last addition first: a sync meets a
    /// view's constraints newest first (it takes them off the end of its queue), so fewer
    /// keys move in the sort. Each key holds its index, so no two are equal and the order
    /// they are listed in does not change the result.
    ///
    /// The order the last sort found is tried first (``inLastOrder(_:)``): the first sync of
    /// each new cell of a class meets its constraints in the same places, in the same order of
    /// activation, and a check in one pass spares the sort.
    /// - Complexity: O(n) for n additions in the last sort's order, else O(n log n).
    static func inActivationOrder(_ additions: [(NSLayoutConstraint, [Definition])]) -> [(NSLayoutConstraint, [Definition])] {
        guard additions.count > 1 else { return additions }
        if let sorted = inLastOrder(additions) { return sorted }
        var keys: [(order: UInt64, index: Int)] = []
        keys.reserveCapacity(additions.count)
        for index in additions.indices.reversed() { keys.append((additions[index].0.order, index)) }
        keys.sort { $0.order != $1.order ? $0.order < $1.order : $0.index < $1.index }
        var sorted: [(NSLayoutConstraint, [Definition])] = []
        sorted.reserveCapacity(additions.count)
        for key in keys { sorted.append(additions[key.index]) }
        lastActivationPermutation = keys.map(\.index)
        return sorted
    }

    /// The additions' indices in the order the last sort of ``inActivationOrder(_:)`` put them.
    private static var lastActivationPermutation: [Int] = []

    /// `additions` in the order of ``lastActivationPermutation`` when it is their order of
    /// activation — each key (order, index) above the one before it, so that it is the one
    /// order the sort would give, keys being distinct; nil when it is not, or counts differ.
    static func inLastOrder(_ additions: [(NSLayoutConstraint, [Definition])]) -> [(NSLayoutConstraint, [Definition])]? {
        let permutation = lastActivationPermutation
        // A permutation of 0..<n made for n additions: every index is in bounds.
        guard permutation.count == additions.count else { return nil }
        var sorted: [(NSLayoutConstraint, [Definition])] = []
        sorted.reserveCapacity(additions.count)
        var previous: (order: UInt64, index: Int)?
        for index in permutation {
            let order = additions[index].0.order
            if let previous, !(previous.order < order || (previous.order == order && previous.index < index)) { return nil }
            previous = (order, index)
            sorted.append(additions[index])
        }
        return sorted
    }

    /// Sets the constants of a held constraint that differ; true when one did. A constant the
    /// solver refuses (it contradicts required constraints) is resolved as a new constraint.
    private func setConstants(_ definitions: [Definition], of constraint: NSLayoutConstraint, entry: Entry) -> Bool {
        var entry = entry
        let outcome = setChangedConstants(definitions, of: &entry)
        entries[ObjectIdentifier(constraint)] = entry
        guard outcome.refused else { return outcome.changed }
        remove(constraint)
        add(constraint, definitions)
        return true
    }

    /// Takes a held constraint out of the solver (a broken one too: it is no longer relaxed).
    func remove(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard let entry = entries.removeValue(forKey: id) else { return }
        for part in entry.parts { try? solver.remove(part.solved) }
        if !relaxed.isEmpty { relaxed.remove(id) }
    }

    /// Adds a constraint's parts to the solver; an unsatisfiable one breaks a constraint of
    /// the conflict (LayoutEngine+Unsatisfiable.swift).
    /// - Returns: whether the constraint went in whole, unbroken (false: it or another was
    ///   broken, or the solver refused it).
    @discardableResult
    func add(_ constraint: NSLayoutConstraint, _ definitions: [Definition]) -> Bool {
        let brokenBefore = relaxed.count
        var parts = Parts()
        for definition in definitions {
            guard
                let solved = addResolvingConflicts(
                    definition.makeConstraint(), of: constraint, definition: definition, definitions: definitions)
            else {
                for part in parts { try? solver.remove(part.solved) }
                relaxed.remove(ObjectIdentifier(constraint))
                return false
            }
            parts.append((definition, solved))
        }
        entries[ObjectIdentifier(constraint)] = Entry(constraint: constraint, parts: parts)
        return relaxed.count == brokenBefore
    }

    /// Counts the engine in each member view's memberships, and out of those it left.
    private func updateMemberships(_ current: [ObjectIdentifier: AutoLayoutItem], root isMember: Bool) {
        for (id, member) in members where current[id] == nil {
            (member as? UIView)?.autoLayoutState?.engineMemberships -= 1
        }
        for (id, member) in current where members[id] == nil {
            (member as? UIView)?.autoLayout.engineMemberships += 1
        }
        if isMember != rootIsMember { root.autoLayout.engineMemberships += isMember ? 1 : -1 }
        members = current
        rootIsMember = isMember
    }

    /// Measures width-dependent content (a multi-line label without a preferred width, a text
    /// view that does not scroll) again at the width just solved, and solves again, until the widths settle (at most three
    /// rounds: a label's height follows its width, which its height rarely changes).
    func refineWidthDependentSizes() {
        for _ in 0..<3 {
            var changed = false
            for view in wrappingMembers {
                guard view.wrapsAtLayoutWidth, let state = view.autoLayoutState else { continue }
                let width = value(of: view.layoutVariables.width)
                guard state.layoutWidth != width else { continue }
                state.layoutWidth = width
                let size = view.layoutIntrinsicSize()
                for (axis, length) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)] {
                    guard let sizing = state.generated[.contentSize(axis)], length >= 0, sizing.storedConstant != length else { continue }
                    sizing.storedConstant = length
                    constantDidChange(of: sizing)
                    changed = true
                }
            }
            guard changed else { return }
            if needsSync { performSync() }
        }
    }
}
