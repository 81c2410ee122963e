import Foundation

/// An unknown of a constraint system: a cheap value whose identity is its ``id``.
///
/// Every `Variable()` is a new unknown, distinct from every other one made in the process
/// (the identifier comes from one process-wide counter, as an object's address would); copies
/// of a variable are the same unknown. A variable is not tied to a solver: the same variable
/// can appear in the constraints of several solvers, and each solver gives it its own value
/// (``Solver/value(of:)``).
///
/// A variable is unrestricted in sign unless it is made non-negative (``isNonNegative``), as
/// Auto Layout's widths and heights are: then it never goes below 0, and where its
/// constraints leave it free it stays at 0 (docs/REFERENCE.md §21.8).
///
/// A variable is a few words and has no reference count, so expressions of variables are
/// plain arrays of numbers.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the unknown: unique in the process, never 0.
    public let id: UInt64
    /// A name for descriptions and debugging (`"width"`); it takes no part in identity.
    public let name: StaticString
    /// Whether the variable is restricted to values of 0 and above: every solver that sees it
    /// holds it there, as though `variable ≥ 0` were a required constraint (one a conflict
    /// does not name), and leaves it at 0 unless a constraint pushes it up.
    public let isNonNegative: Bool

    /// A new unknown.
    /// - Parameters:
    ///   - name: A name for descriptions; two variables with one name are still two unknowns.
    ///   - isNonNegative: Whether the variable is restricted to 0 and above (a size).
    public init(_ name: StaticString = "", isNonNegative: Bool = false) {
        id = VariableIdentity.next()
        self.name = name
        self.isNonNegative = isNonNegative
    }

    /// Two variables are equal when they are the same unknown (their names are not compared).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `name#id`, or `v#id` for a variable without a name.
    public var description: String {
        let text = name.description
        return "\(text.isEmpty ? "v" : text)#\(id)"
    }
}

/// The process-wide source of variable identities: a counter behind a lock. Its only state is
/// the last identifier handed out; nothing else about variables is global.
enum VariableIdentity {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0

    /// The next identifier (1, 2, 3…).
    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last &+= 1
        return last
    }
}
