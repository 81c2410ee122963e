import ConstraintSolver
import Foundation

/// The Auto Layout engine of one view's subtree: its constraints — the views', the layout
/// guides' and UIKit's own for frames, masks and content sizes — as linear constraints in a
/// `Solver` (ConstraintSolver), kept solved as they change (docs/REFERENCE.md §21).
///
/// The engine stored on a view with no layout parent is its hierarchy's: layout passes read
/// frames from it. One stored on a view inside a hierarchy measures that view's subtree
/// alone, for `systemLayoutSizeFitting`. Either way the root's own size is pinned to its
/// bounds when it translates its autoresizing mask (UIKit's `UIView-Encapsulated-Layout-Width`
/// and `-Height`), and free otherwise.
///
/// Changes mark the engine (``needsSync``); ``syncIfNeeded()`` walks the subtree, translates
/// every constraint, and adds to the solver, removes from it or changes in place (a new
/// constant only) what differs from what it holds — a pass over the subtree, and solver work
/// for what changed alone. A changed constant of a constraint the engine holds is set in place
/// at once (``constantDidChange(of:)``).
@preconcurrency @MainActor
final class LayoutEngine {
    // The engine's stored properties skip the runtime's exclusivity check (`@exclusivity(unchecked)`, as a view's Auto Layout state
    // does, AutoLayoutState.swift): every sync, fitting and constant change reads them, and no access to one can overlap another (each
    // is read or written whole, or edited in place without calling out).

    /// The view whose subtree the engine solves.
    unowned let root: UIView
    /// The solver (replaced by a copy of a template, LayoutEngine+Templates.swift).
    @exclusivity(unchecked) var solver = Solver()
    /// Whether something the engine translates has changed since the last sync.
    @exclusivity(unchecked) var needsSync = true
    /// Changes whenever the solution may have changed.
    @exclusivity(unchecked) private(set) var revision: UInt64 = 0
    /// The revision whose frames were last compared with the views' (UIView+LayoutPasses.swift).
    @exclusivity(unchecked) var checkedRevision: UInt64 = .max
    /// The root's size pins, left out while `systemLayoutSizeFitting` measures.
    @exclusivity(unchecked) var pinsSuspended = false
    /// Whether `systemLayoutSizeFitting` is measuring with the engine (a nested call returns).
    @exclusivity(unchecked) var isFitting = false
    /// Whether a sync is running (one that a measurement asks for meanwhile waits for it).
    @exclusivity(unchecked) var isSyncing = false

    /// One linear constraint as the solver takes it: `Σ terms + constant ⋈ 0` at a priority.
    struct Definition: Equatable {
        var terms: [Term]
        var constant: Double
        var relation: ConstraintSolver.Relation
        var priority: Float

        /// Whether `other` differs from this one in its constant at most.
        func hasShape(of other: Definition) -> Bool {
            terms == other.terms && relation == other.relation && priority == other.priority
        }

        /// The solver's constraint for it — once broken (`relaxed`), a required one held at
        /// ``ConstraintSolver/Priority/relaxedRequired`` instead (LayoutEngine+Unsatisfiable.swift).
        func makeConstraint(relaxed: Bool = false) -> Constraint {
            let level = relaxed && priority == UILayoutPriority.required.rawValue ? Priority.relaxedRequired : Priority(priority)
            return Constraint(ConstraintSolver.Expression(terms, constant: constant), relation, priority: level)
        }
    }

    /// What the engine holds for one of its constraints: each linear part it was translated to
    /// (two for a content size: hugging and compression resistance), with the solver's
    /// constraint for it (held inline, LayoutEngine+Parts.swift).
    struct Entry {
        let constraint: NSLayoutConstraint
        var parts: Parts
    }

    /// The constraints in the solver, by identity. (Which constraint a solver constraint is a
    /// part of is looked up here only for a conflict's report, not kept in a table of its own.)
    @exclusivity(unchecked) var entries: [ObjectIdentifier: Entry] = [:]
    /// The constraints of ``entries`` broken to recover from an unsatisfiable system: held
    /// relaxed, their required parts at `Priority.relaxedRequired`, above every optional
    /// priority (LayoutEngine+Unsatisfiable.swift).
    @exclusivity(unchecked) var relaxed: Set<ObjectIdentifier> = []
    /// Constraints the solver refused (a number it does not take), with the definitions it
    /// refused: they stay out until their definition changes.
    @exclusivity(unchecked) var refused: [ObjectIdentifier: (constraint: NSLayoutConstraint, definitions: [Definition])] = [:]
    /// Whether the engine may have set a constant in place since width-dependent sizes were
    /// last measured (``syncIfNeeded()`` measures them again then).
    @exclusivity(unchecked) var constantsChanged = false
    /// The items whose variables the engine holds, by identity, the root left out (it owns
    /// the engine; the others are inside it, so holding them makes no cycle; one that leaves
    /// the tree is let go at the next sync).
    @exclusivity(unchecked) var members: [ObjectIdentifier: AutoLayoutItem] = [:]
    /// The members in the order the last sync reached them: what the engine walks when the
    /// order of its edits matters, so that the solver pivots alike on every run (a walk of
    /// ``members`` follows the items' addresses).
    @exclusivity(unchecked) var memberOrder: [AutoLayoutItem] = []
    /// The members of ``memberOrder`` whose size depends on their width at the last sync (a
    /// multi-line label, a text view that does not scroll; a change to that marks the engine).
    @exclusivity(unchecked) var wrappingMembers: [UIView] = []
    /// Whether the root's variables are in the engine.
    @exclusivity(unchecked) var rootIsMember = false
    /// The axes of the root no constraint decided in the last fitting (LayoutEngine+Fitting.swift).
    @exclusivity(unchecked) var lastFittingAmbiguity: [NSLayoutConstraint.Axis] = []

    // MARK: Templates (LayoutEngine+Templates.swift)

    /// Whether the first sync may copy the root class's last solved system, and keeps its
    /// own for the next engine: the engines of self-sizing views (cells, headers), whose
    /// systems repeat from one to the next.
    @exclusivity(unchecked) var usesTemplates: Bool
    /// Whether the solver is a copy of a template (for tests).
    @exclusivity(unchecked) var adoptedTemplate = false
    /// Whether the size pins were last put back after a fitting by copying a template (for tests).
    @exclusivity(unchecked) var adoptedRestoredTemplate = false
    /// The fitting's required targets while `systemLayoutSizeFitting` syncs: a first sync
    /// copies them from the template with the subtree's constraints.
    @exclusivity(unchecked) var fittingTargets: [NSLayoutConstraint] = []
    /// A first fill during a fitting, kept as a template once the fitting's targets are in.
    @exclusivity(unchecked) var pendingTemplate: [NSLayoutConstraint]?

    /// An engine for `root`'s subtree.
    init(root: UIView) {
        self.root = root
        usesTemplates = root is UICollectionReusableView
    }

    deinit { withMainActorAssumed { for member in members.values { (member as? UIView)?.autoLayoutState?.engineMemberships -= 1 } } }

    /// The value of `variable` in the current solution.
    func value(of variable: Variable) -> CGFloat { CGFloat(solver.value(of: variable)) }

    /// `item`'s frame in its layout parent's coordinates, as solved (a root's origin is 0).
    func frame(of item: AutoLayoutItem) -> CGRect {
        let v = item.layoutVariables
        let origin = item === root ? CGPoint.zero : CGPoint(x: value(of: v.minX), y: value(of: v.minY))
        return CGRect(origin: origin, size: CGSize(width: value(of: v.width), height: value(of: v.height)))
    }

    /// Whether the engine holds `item`'s variables.
    func contains(_ item: AutoLayoutItem) -> Bool { item === root ? rootIsMember : members[ObjectIdentifier(item)] != nil }

    /// Sets a held constraint's changed constant in place (a broken one's too: it stays
    /// relaxed, docs/REFERENCE.md §21.5); marks the engine when it does not hold the
    /// constraint (it may fit now, or be new), or the solver refuses the new constant (the next
    /// sync then resolves it as a new constraint).
    func constantDidChange(of constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard var entry = entries[id], let definitions = translate(constraint, including: false),
            definitions.count == entry.parts.count, zip(definitions, entry.parts).allSatisfy({ $0.hasShape(of: $1.definition) })
        else {
            needsSync = true
            return
        }
        if setChangedConstants(definitions, of: &entry).refused { needsSync = true }
        entries[id] = entry
        constantsChanged = true
        revision &+= 1
    }

    /// Sets in the solver the constants of `entry`'s parts that `definitions` (one per part,
    /// each of its part's shape) change, in order, and keeps each definition set in the entry;
    /// stops at a constant the solver refuses (it contradicts required constraints), which
    /// keeps its old one.
    /// - Returns: whether a constant was set, and whether one was refused.
    func setChangedConstants(_ definitions: [Definition], of entry: inout Entry) -> (changed: Bool, refused: Bool) {
        var changed = false
        for index in entry.parts.indices where definitions[index].constant != entry.parts[index].definition.constant {
            do {
                try solver.setConstant(definitions[index].constant, of: entry.parts[index].solved)
            } catch {
                return (changed, true)
            }
            entry.parts[index].definition = definitions[index]
            changed = true
        }
        return (changed, false)
    }

    /// Empties the solver after it failed numerically, so the next sync starts afresh.
    func resetAfterFailure(_ error: SolverError) {
        LayoutConstraintLog.print(
            "[LayoutConstraints] The layout engine of \(LayoutDescriber.normalised().objectDescription(root)) failed: "
                + "\(error). Its constraints were set aside; they are solved again after the next change.")
        solver.reset()
        entries.removeAll()
        relaxed.removeAll()
        refused.removeAll()
        revision &+= 1
    }

    /// Marks the revision: the solution may have changed.
    func solutionDidChange() { revision &+= 1 }

    /// Whether no constraint is broken or refused (templates are kept and copied only then,
    /// LayoutEngine+Templates.swift).
    var nothingBroken: Bool { relaxed.isEmpty && refused.isEmpty }
}

extension UIView {
    /// The engine rooted at this view, made on first use.
    var rootedEngine: LayoutEngine {
        if let engine = autoLayout.engine { return engine }
        let engine = LayoutEngine(root: self)
        autoLayout.engine = engine
        return engine
    }

    /// Calls `body` with each engine a change at this view concerns: those rooted at it and
    /// at its ancestors.
    func forEachEngineAbove(_ body: (LayoutEngine) -> Void) {
        var current: UIView? = self
        while let view = current {
            if let engine = view.autoLayoutState?.engine { body(engine) }
            current = view.layoutParent
        }
    }

    /// Marks the engines above for a sync: something they translate changed here.
    func constraintsDidChange() {
        // One climb for both: the engines above, and the topmost view (a cell sizes itself again).
        var top = self
        var current: UIView? = self
        while let view = current {
            view.autoLayoutState?.engine?.needsSync = true
            top = view
            current = view.layoutParent
        }
        top.invalidateSelfSizingForConstraints(asLayoutRoot: true)
    }

    /// Sets a changed constant in the engines above that hold the constraint.
    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        forEachEngineAbove { $0.constantDidChange(of: constraint) }
        invalidateSelfSizingForConstraints()
    }

    /// Marks the view and its ancestors as using Auto Layout: layout passes then solve their
    /// hierarchy.
    func markUsesAutoLayout() {
        var current: UIView? = self
        while let view = current, !view.subtreeUsesAutoLayout {
            view.subtreeUsesAutoLayout = true
            current = view.layoutParent
        }
    }
}

extension UIView {
    /// The linear constraints of the engine rooted at this view, fresh copies in the order
    /// they were added (for the benchmarks).
    package var solverParts: [Constraint] {
        (autoLayoutState?.engine?.entries.values.sorted { $0.constraint.order < $1.constraint.order } ?? [])
            .flatMap { $0.parts.map { $0.definition.makeConstraint() } }
    }
}
