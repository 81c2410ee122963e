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
        guard layoutRoot.subtreeUsesAutoLayout else { return [] }
        let engine = layoutRoot.rootedEngine
        engine.syncIfNeeded()
        guard engine.contains(self) else { return [] }
        let variables = layoutVariables
        let wanted: Set<Variable> = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        return engine.entries.values
            .filter { entry in entry.parts.contains { $0.definition.terms.contains { wanted.contains($0.variable) } } }
            .map(\.constraint)
            .sorted { $0.order < $1.order }
    }

    /// The view's variables the solution leaves undecided (its position only when it has a
    /// layout parent), after bringing the engine up to date.
    private func ambiguousVariables() -> [Variable] {
        let root = layoutRoot
        guard root.subtreeUsesAutoLayout else { return [] }
        let engine = root.rootedEngine
        engine.syncIfNeeded()
        guard engine.contains(self) else { return [] }
        let variables = layoutVariables
        let checked =
            root === self ? [variables.width, variables.height] : [variables.minX, variables.minY, variables.width, variables.height]
        return checked.filter { !engine.solver.isDetermined($0) }
    }
}
