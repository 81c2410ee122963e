import ConstraintSolver
import Foundation

/// Solved systems reused cell after cell (a performance measure; no behaviour of UIKit's).
///
/// The cells of one class build constraint systems of one shape: the same constraints
/// between the same views, differing in constants (a label's intrinsic size, a text's
/// height). The first sync of a new engine whose root is of a class seen before copies the
/// solver the last such sync solved (`Solver.copy(holding:constants:)`: the same tableau over the new
/// views' variables, the constants that differ set in place) instead of adding the
/// constraints one by one. The copy checks the shape, constraint by constraint: a cell that
/// adds or removes a constraint, changes a priority, a relation or a multiplier, or hides an
/// arranged view (its stack view's constraints change) does not match and is solved afresh,
/// and its system becomes the class's template. So does a cell whose new constants make the
/// required constraints unsatisfiable (the fresh solve logs and breaks as UIKit does).
///
/// A first sync that `systemLayoutSizeFitting` asks for brings the fitting's required targets
/// along (the root's length held to the target's, added last): the template holds them too,
/// so a cell fitted after another of its class copies them instead of adding them (a
/// required equality added to a solved system is the solver's costliest step). A fitting's
/// templates are kept apart from those of plain syncs, by which axes the fitting holds.
///
/// A fitting ends by putting the root's size pins back at its bounds (the pin a required
/// target became is already in): a required equality added to the solved system, often
/// against what the content asks for (a cell still at its estimated height), and the costliest
/// step of the fitting. So the system a fitting leaves is kept too, by the pins it put back,
/// and the next fitting of its kind copies it — the constraints it holds then, the pins
/// added last — instead of adding the pins (``adoptRestoredTemplate(adding:)``). The copy
/// checks the shape as above, and sets the constants that differ (the texts' sizes, each
/// pin's length) with the dual simplex; when a constant makes the required constraints
/// unsatisfiable, or the engine holds refused constraints, the pins are added one by one,
/// which logs and breaks as UIKit does.
///
/// Every value the constraints determine is the one a fresh solve gives; a view whose layout
/// is ambiguous may take another of its equally valid frames (as on iOS, where which one is
/// unspecified).
extension LayoutEngine {
    /// Which systems repeat: the root's class, and the axes a fitting holds (none for a plain
    /// sync) — or, for a system a fitting leaves, the size pins it puts back.
    private struct TemplateKey: Hashable {
        let rootClass: ObjectIdentifier
        let holdsWidth, holdsHeight: Bool
        /// The pins put back after a fitting, by attribute (`.width`, `.height`), in order; empty
        /// for the systems a sync fills.
        var restoredPins: [NSLayoutConstraint.Attribute] = []
    }

    /// The last solved system of each kind.
    private static let templateLock = NSLock()
    nonisolated(unsafe) private static var templates: [TemplateKey: Solver] = [:]

    /// The kind of system the engine's subtree makes with the fitting's `targets`.
    private func templateKey(holding targets: [NSLayoutConstraint]) -> TemplateKey {
        TemplateKey(
            rootClass: ObjectIdentifier(type(of: root)), holdsWidth: targets.contains { $0.firstAttribute == .width },
            holdsHeight: targets.contains { $0.firstAttribute == .height })
    }

    /// Puts `additions` (translated, in the order they are added) and the fitting's targets in
    /// the empty solver by copying the template; false when there is none or it does not match
    /// (the targets are then added by the fitting, after the sync).
    func adoptTemplate(for additions: [(NSLayoutConstraint, [Definition])]) -> Bool {
        guard usesTemplates, solver.constraintCount == 0, entries.isEmpty else { return false }
        var targets: [(NSLayoutConstraint, [Definition])] = []
        for target in fittingTargets {
            guard let definitions = translate(target, including: false) else { return false }
            targets.append((target, definitions))
        }
        var solved: [Constraint] = []
        solved.reserveCapacity(additions.reduce(targets.count) { $0 + $1.1.count })
        // The engine's table is filled as the constraints are made, apart from the engine and
        // stored once if the copy succeeds (the engine held nothing): one access to the
        // engine's table, not one (with its exclusivity check) for each constraint, and no list
        // of the parts made to walk again (each of its pairs retained and released twice).
        var table: [ObjectIdentifier: Entry] = [:]
        table.reserveCapacity(additions.count + targets.count)
        // The additions, then the targets (not appended to a copy of the additions, which
        // would copy the whole list for each cell).
        for index in additions.indices { Self.make(additions[index].0, additions[index].1, into: &table, solved: &solved) }
        for index in targets.indices { Self.make(targets[index].0, targets[index].1, into: &table, solved: &solved) }
        let key = templateKey(holding: fittingTargets)
        Self.templateLock.lock()
        let copy = Self.templates[key]?.copy(holding: solved)
        Self.templateLock.unlock()
        guard let copy else { return false }
        solver = copy
        entries = table
        adoptedTemplate = true
        return true
    }

    /// Makes the solver's constraint for each of `definitions`, the parts of `constraint`: its
    /// entry goes in `table`, the constraints made at the end of `solved`.
    private static func make(
        _ constraint: NSLayoutConstraint, _ definitions: [Definition], into table: inout [ObjectIdentifier: Entry],
        solved: inout [Constraint]
    ) {
        var parts = Parts()
        for definition in definitions {
            let made = definition.makeConstraint()
            solved.append(made)
            parts.append((definition, made))
        }
        // Moved into the entry, not copied (a copy retains every part's terms and constraint,
        // and the local's end releases them again).
        table[ObjectIdentifier(constraint)] = Entry(constraint: constraint, parts: consume parts)
    }

    /// Keeps a copy of the solver, just filled from empty with `additions` all accepted, as
    /// the template of its kind; during a fitting, once its targets are in
    /// (``storePendingTemplate(withTargets:)``).
    func storeTemplate(for additions: [(NSLayoutConstraint, [Definition])]) {
        guard usesTemplates, nothingBroken else { return }
        if fittingTargets.isEmpty {
            keepTemplate(holding: additions.map(\.0), key: templateKey(holding: []))
        } else {
            pendingTemplate = additions.map(\.0)
        }
    }

    /// Keeps the first fill made during a fitting as a template, now that the fitting's
    /// required `targets` were added after it (and nothing else).
    func storePendingTemplate(withTargets targets: [NSLayoutConstraint]) {
        guard let added = pendingTemplate else { return }
        pendingTemplate = nil
        guard nothingBroken else { return }
        keepTemplate(holding: added + targets, key: templateKey(holding: targets))
    }

    /// Keeps a copy of the solver as the template for `key` when it holds `constraints`
    /// alone, in that order.
    private func keepTemplate(holding constraints: [NSLayoutConstraint], key: TemplateKey) {
        var held: [Constraint] = []
        for constraint in constraints {
            guard let entry = entries[ObjectIdentifier(constraint)] else { return }
            held.append(contentsOf: entry.parts.map(\.solved))
        }
        guard held.count == solver.constraintCount, let template = solver.copy(holding: held) else { return }
        Self.templateLock.lock()
        Self.templates[key] = template
        Self.templateLock.unlock()
    }

    /// Puts the root's size `pins` (translated, each one linear part) back by copying the
    /// system the last fitting of this kind left, holding the constraints the solver holds
    /// and the pins after them; false when there is none, it does not match, a constant makes
    /// it unsatisfiable, or constraints are refused (the pins are then added one by one). A
    /// broken constraint, held relaxed, is copied as it is held: only a template holding it
    /// relaxed too has the shape.
    func adoptRestoredTemplate(adding pins: [(NSLayoutConstraint, [Definition])]) -> Bool {
        guard usesTemplates, refused.isEmpty, pins.allSatisfy({ $0.1.count == 1 }) else { return false }
        let key = restoredKey(pins)
        Self.templateLock.lock()
        let template = Self.templates[key]
        Self.templateLock.unlock()
        guard let template else { return false }
        let made = pins.map { (constraint: $0.0, definition: $0.1[0], solved: $0.1[0].makeConstraint()) }
        // The constants the solver holds: those set in place (a text measured again at its
        // width, a target handed over to its pin) are not the constraints' first ones.
        let held = solver.heldInOrder
        guard
            let copy = template.copy(
                holding: held.constraints + made.map(\.solved), constants: held.constants + made.map(\.definition.constant))
        else { return false }
        solver = copy
        for pin in made {
            entries[ObjectIdentifier(pin.constraint)] = Entry(constraint: pin.constraint, parts: Parts((pin.definition, pin.solved)))
        }
        adoptedRestoredTemplate = true
        return true
    }

    /// Keeps a copy of the solver, its size `pins` just put back one by one after a fitting and
    /// nothing refused, as the template of the system fittings of its kind leave.
    func storeRestoredTemplate(adding pins: [(NSLayoutConstraint, [Definition])]) {
        let held = solver.heldInOrder
        guard usesTemplates, refused.isEmpty, pins.allSatisfy({ entries[ObjectIdentifier($0.0)] != nil }),
            let template = solver.copy(holding: held.constraints, constants: held.constants)
        else { return }
        let key = restoredKey(pins)
        Self.templateLock.lock()
        Self.templates[key] = template
        Self.templateLock.unlock()
    }

    /// The kind of system a fitting leaves when it puts `pins` back.
    private func restoredKey(_ pins: [(NSLayoutConstraint, [Definition])]) -> TemplateKey {
        TemplateKey(
            rootClass: ObjectIdentifier(type(of: root)), holdsWidth: false, holdsHeight: false, restoredPins: pins.map(\.0.firstAttribute))
    }
}
