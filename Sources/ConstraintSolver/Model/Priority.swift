/// How much a constraint matters: a level from just above 0 to 1000, where 1000
/// (``required``) must hold and anything lower is optional — or ``relaxedRequired``, optional
/// and above every other optional level.
///
/// Priorities are **levels, not weights**. The solver satisfies the constraints of a higher
/// priority as well as it can before it considers any constraint of a lower one: no number of
/// unsatisfied constraints at one priority ever outweighs a single constraint at a higher
/// priority, however close the two values are (250 and 251, 999 and 1000, 750 and 750.5).
/// Within one priority it minimises the sum of the constraints' errors (how far each optional
/// constraint is from holding). This is the ordering of the Cassowary paper's symbolic weights
/// (Badros, Borning and Stuckey 2001), for any number of levels.
///
/// Valid values are finite and in `0 < value ≤ 1000`, or ``relaxedRequired``; the solver
/// rejects others with ``SolverError/invalidPriority(_:)``.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// The level, 1000 for ``required``.
    public var value: Float

    /// The priority `value`.
    public init(_ value: Float) { self.value = value }

    /// `Priority(750.5)` as `750.5`.
    public init(floatLiteral value: Float) { self.value = value }

    /// `Priority(250)` as `250`.
    public init(integerLiteral value: Int) { self.value = Float(value) }

    /// 1000: the constraint must hold; a system whose required constraints cannot all hold is
    /// unsatisfiable (``SolverError/unsatisfiable(_:conflicts:)``).
    public static let required = Priority(1000)

    /// 1100: optional, and above every other priority — the level of a required constraint
    /// relaxed after it could not hold. The solver holds it as nearly as the required
    /// constraints allow before it considers any other optional constraint, as Auto Layout's
    /// engine minimises a broken constraint's error at 1100 (docs/REFERENCE.md §21.5).
    public static let relaxedRequired = Priority(1100)

    /// Whether this is ``required``.
    public var isRequired: Bool { value == Priority.required.value }

    /// Whether the solver accepts the value: finite, above 0 and at most 1000, or
    /// ``relaxedRequired``.
    public var isValid: Bool { value.isFinite && value > 0 && (value <= 1000 || value == Priority.relaxedRequired.value) }

    /// Orders by ``value``.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The value, as `750.0`.
    public var description: String { "\(value)" }
}
