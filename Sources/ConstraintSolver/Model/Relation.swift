/// How a constraint's two sides compare: `≤`, `=` or `≥`.
public enum Relation: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `lhs ≤ rhs`.
    case lessThanOrEqual
    /// `lhs = rhs`.
    case equal
    /// `lhs ≥ rhs`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
