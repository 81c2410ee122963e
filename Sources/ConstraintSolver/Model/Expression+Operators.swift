// The arithmetic of expressions: `+`, `-` and scaling by a number, between expressions,
// variables and numbers. Each operator returns a new ``Expression``.

extension Expression {
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs − rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }

    /// `−operand`.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    /// `lhs × rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// `lhs × rhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    /// `lhs ÷ rhs` (each coefficient and the constant divided).
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// `lhs − rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// `lhs − rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    /// `lhs − rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// `lhs − rhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}

extension Variable {
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// `lhs − rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// `−operand`.
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, coefficient: -1)]) }
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }
    /// `lhs − rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
    /// `lhs − rhs`.
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, coefficient: -1)], constant: lhs) }
    /// `lhs × rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, coefficient: rhs)]) }
    /// `lhs × rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, coefficient: lhs)]) }
    /// `lhs ÷ rhs`.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, coefficient: 1 / rhs)]) }
}
