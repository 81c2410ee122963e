import ConstraintSolver
import Foundation

/// Solved systems reused cell after cell (a performance measure; no behaviour of UIKit's).
///
/// The cells of one class build constraint systems of one shape: the same constraints
/// between the same views, differing in constants (a label's intrinsic size, a text's
/// height). The first sync of a new engine whose root is of a class seen before copies the
/// solver the last such sync solved (`Solver.copy(holding:)`: the same tableau over the new
/// views' variables, the constants that differ set in place) instead of adding the
/// constraints one by one. The copy checks the shape, constraint by constraint: a cell that
/// adds or removes a constraint, changes a priority, a relation or a multiplier, or hides an
/// arranged view (its stack view's constraints change) does not match and is solved afresh,
/// and its system becomes the class's template. So does a cell whose new constants make the
/// required constraints unsatisfiable (the fresh solve logs and breaks as UIKit does).
///
/// Every value the constraints determine is the one a fresh solve gives; a view whose layout
/// is ambiguous may take another of its equally valid frames (as on iOS, where which one is
/// unspecified).
extension LayoutEngine {
    /// The last solved system of each root class, by class.
    private static let templateLock = NSLock()
    nonisolated(unsafe) private static var templates: [ObjectIdentifier: Solver] = [:]

    /// Puts `additions` (translated, in the order they are added) in the empty solver by
    /// copying the root class's template; false when there is none or it does not match.
    func adoptTemplate(for additions: [(NSLayoutConstraint, [Definition])]) -> Bool {
        guard usesTemplates, solver.constraintCount == 0, entries.isEmpty else { return false }
        let key = ObjectIdentifier(type(of: root))
        var parts: [(NSLayoutConstraint, [(definition: Definition, solved: Constraint)])] = []
        var solved: [Constraint] = []
        parts.reserveCapacity(additions.count)
        for (constraint, definitions) in additions {
            let made = definitions.map { (definition: $0, solved: $0.makeConstraint()) }
            solved.append(contentsOf: made.map(\.solved))
            parts.append((constraint, made))
        }
        Self.templateLock.lock()
        let copy = Self.templates[key]?.copy(holding: solved)
        Self.templateLock.unlock()
        guard let copy else { return false }
        solver = copy
        entries.reserveCapacity(parts.count)
        for (constraint, made) in parts {
            entries[ObjectIdentifier(constraint)] = Entry(constraint: constraint, parts: made)
        }
        adoptedTemplate = true
        return true
    }

    /// Keeps a copy of the solver, just filled from empty with `additions` all accepted, as
    /// its root class's template.
    func storeTemplate(for additions: [(NSLayoutConstraint, [Definition])]) {
        guard usesTemplates, broken.isEmpty else { return }
        var held: [Constraint] = []
        for (constraint, _) in additions {
            guard let entry = entries[ObjectIdentifier(constraint)] else { return }
            held.append(contentsOf: entry.parts.map(\.solved))
        }
        guard held.count == solver.constraintCount, let template = solver.copy(holding: held) else { return }
        let key = ObjectIdentifier(type(of: root))
        Self.templateLock.lock()
        Self.templates[key] = template
        Self.templateLock.unlock()
    }
}
