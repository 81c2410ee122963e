/// One term of a linear ``Expression``: a coefficient times a variable.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2 * width#3`.
    public var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient) * \(variable)" }
}
