/// A linear expression: a sum of ``Term``s plus a constant, such as `2x + y − 10`.
///
/// Build one with the arithmetic operators (`x + 2 * y - 10`, see
/// `Expression+Operators.swift`) or from its parts. A variable may appear in several terms;
/// the solver adds their coefficients. Expressions are values: combining them copies.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression `constant`, without variables.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value when each variable takes the value `value(variable)`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// `2.0 * x#1 + y#2 + -10.0`.
    public var description: String {
        let parts = terms.map(\.description) + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])
        return parts.joined(separator: " + ")
    }
}
