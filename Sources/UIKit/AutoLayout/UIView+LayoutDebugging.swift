import ConstraintSolver

/// UIKit's Auto Layout debugging methods (`UIConstraintBasedLayoutDebugging`,
/// docs/REFERENCE.md §21.3).
extension UIView {
    /// Whether the constraints leave the view's frame undecided (`hasAmbiguousLayout`): its
    /// position or size can take other values in another equally good solution. False for a
    /// view outside Auto Layout and for one translating its autoresizing mask (its frame
    /// decides it).
    public var hasAmbiguousLayout: Bool {
        !ambiguousVariables().isEmpty
    }

    /// Moves an ambiguous view to another of its equally good frames
    /// (`exerciseAmbiguityInLayout()`), as UIKit does to show the ambiguity: each undecided
    /// variable is pulled 100 points further at the lowest priority, which only chooses
    /// among the solutions the constraints allow, and the view is given that frame. The
    /// next layout pass puts it back. Nothing for a view whose layout is decided.
    public func exerciseAmbiguityInLayout() {
        let ambiguous = ambiguousVariables()
        guard !ambiguous.isEmpty else { return }
        let engine = layoutRoot.rootedEngine
        let pulls = ambiguous.map { variable in
            Constraint(
                ConstraintSolver.Expression([Term(variable)], constant: -(Double(engine.value(of: variable)) + 100)), .equal,
                priority: Priority(1))
        }
        for pull in pulls { try? engine.solver.add(pull) }
        let frame = engine.frame(of: self)
        for pull in pulls { try? engine.solver.remove(pull) }
        engine.solutionDidChange()
        setEngineFrame(frame, scale: Self.pixelScale(traitCollection.displayScale))
    }

    /// The constraints the engine solves that bear directly on the view's position or size
    /// along `axis` (`constraintsAffectingLayout(for:)`): those whose terms include the
    /// view's variables for the axis — its own, its superview's and siblings' relations to
    /// it, UIKit's constraints for its mask or content size — in the order they were
    /// activated. UIKit also lists constraints that reach the view through others; here
    /// only those that name it.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutDebugging.constraints(affecting: self, in: layoutRoot, along: axis)
    }

    /// The view's variables the solution leaves undecided (its position only when it has a
    /// layout parent), after bringing the engine up to date.
    private func ambiguousVariables() -> [Variable] {
        let root = layoutRoot
        return LayoutDebugging.undecidedVariables(of: self, in: root, position: root !== self)
    }
}

/// UIKit's Auto Layout debugging methods on a layout guide (`UIConstraintBasedLayoutDebugging`
/// on `UILayoutGuide`, iOS 10; docs/REFERENCE.md §21.3), answered as a view's are.
extension UILayoutGuide {
    /// Whether the constraints leave the guide's frame undecided (`hasAmbiguousLayout`): its
    /// position or size can take other values in another equally good solution. False for a
    /// guide without an owning view or outside Auto Layout.
    public var hasAmbiguousLayout: Bool {
        guard let root = owningView?.layoutRoot else { return false }
        return !LayoutDebugging.undecidedVariables(of: self, in: root, position: true).isEmpty
    }

    /// The constraints the engine solves that bear directly on the guide's position or size
    /// along `axis` (`constraintsAffectingLayout(for:)`), in the order they were activated:
    /// those that name the guide, a system guide's own included. Empty for a guide without
    /// an owning view.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let root = owningView?.layoutRoot else { return [] }
        return LayoutDebugging.constraints(affecting: self, in: root, along: axis)
    }
}

/// The debugging answers for any layout item, from its root's engine.
@MainActor
private enum LayoutDebugging {
    /// The constraints whose terms include `item`'s variables for `axis`, in the order they
    /// were activated; none when `root`'s subtree does not use Auto Layout.
    static func constraints(affecting item: AutoLayoutItem, in root: UIView, along axis: NSLayoutConstraint.Axis)
        -> [NSLayoutConstraint]
    {
        guard let engine = syncedEngine(holding: item, in: root) else { return [] }
        let variables = item.layoutVariables
        let wanted: Set<Variable> = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        return engine.entries.values
            .filter { entry in entry.parts.contains { $0.definition.terms.contains { wanted.contains($0.variable) } } }
            .map(\.constraint)
            .sorted { $0.order < $1.order }
    }

    /// `item`'s size variables — and its position's when `position` — that the solution
    /// leaves undecided, after bringing `root`'s engine up to date.
    static func undecidedVariables(of item: AutoLayoutItem, in root: UIView, position: Bool) -> [Variable] {
        guard let engine = syncedEngine(holding: item, in: root) else { return [] }
        let variables = item.layoutVariables
        let checked = position ? [variables.minX, variables.minY, variables.width, variables.height] : [variables.width, variables.height]
        return checked.filter { !engine.solver.isDetermined($0) }
    }

    /// `root`'s engine brought up to date, when `root`'s subtree uses Auto Layout and the
    /// engine holds `item`; else nil.
    private static func syncedEngine(holding item: AutoLayoutItem, in root: UIView) -> LayoutEngine? {
        guard root.subtreeUsesAutoLayout else { return nil }
        let engine = root.rootedEngine
        engine.syncIfNeeded()
        return engine.contains(item) ? engine : nil
    }
}
