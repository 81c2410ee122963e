/// A linear constraint `expression ⋈ 0` (⋈ one of ≤, =, ≥) at a ``Priority``.
///
/// A constraint is an object: its identity is what ``Solver/add(_:)``, ``Solver/remove(_:)``
/// and ``Solver/setConstant(_:of:)`` refer to, and what an unsatisfiable system's conflict
/// set (``SolverError/unsatisfiable(_:conflicts:)``) lists. It is immutable: a solver keeps
/// the constant it was last given for it (``Solver/constant(of:)``), so one constraint may be
/// in several solvers.
///
/// `Constraint(x + 10, .lessThanOrEqual, y)` stores `x + 10 − y ≤ 0`: both sides are moved
/// to the left, and ``constant`` is the constant of that difference (here 10).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// How ``expression`` compares with 0.
    public let relation: Relation
    /// The level at which the constraint holds (``Priority/required`` by default).
    public let priority: Priority

    /// `expression ⋈ 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs ⋈ rhs` at `priority`, stored as `lhs − rhs ⋈ 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// `lhs ⋈ rhs` at `priority`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(Expression(lhs) - rhs, relation, priority: priority)
    }

    /// `lhs ⋈ rhs` at `priority`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(Expression([Term(lhs)], constant: -rhs), relation, priority: priority)
    }

    /// The constant of ``expression`` as the constraint was made.
    public var constant: Double { expression.constant }

    /// Constraints are equal when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `x#1 + 10.0 + -1.0 * y#2 <= 0 @ 1000.0`.
    public var description: String { "\(expression) \(relation) 0 @ \(priority)" }
}
