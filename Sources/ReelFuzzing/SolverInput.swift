import ConstraintSolver

/// How the `solver` fuzz target reads bytes: a program of solver operations over a few
/// variables, with numbers drawn to be odd (NaN, ±∞, huge, tiny, zero) as often as plain.
///
/// The first byte gives the variable count (1 + byte % 8). Then each operation is one byte
/// (its value % 6) followed by its operands: `0` add a constraint (relation byte, priority
/// byte, term count byte % 5, then each term's variable byte and coefficient number, then the
/// constant number), `1` remove (constraint byte), `2` set a constant (constraint byte,
/// number), `3` add an edit variable (variable byte, priority byte), `4` suggest a value
/// (variable byte, number), `5` remove an edit variable (variable byte). A number is one byte:
/// below 160 a small integer (byte − 80), then an entry of ``specialNumbers``, then, for 255,
/// the next eight bytes as a `Double`'s bits. Missing bytes read as 0; at most
/// ``maximumOperations`` operations are read.
struct SolverInput {
    enum Operation {
        case add(Constraint)
        case remove(constraint: Int)
        case setConstant(constraint: Int, Double)
        case addEdit(variable: Int, Priority)
        case suggest(variable: Int, Double)
        case removeEdit(variable: Int)
    }

    static let maximumOperations = 64
    /// Priorities by byte % count: required, levels near each other, and invalid ones.
    static let priorities: [Priority] = [.required, .required, .required, 999, 750, 750.5, 500, 251, 250, 50, 1, 0, 1001, Priority(.nan)]
    /// Numbers by byte − 160.
    static let specialNumbers: [Double] = [
        0, -0.0, 0.5, -0.5, 1e-13, 1e-11, 1e-9, 1e-6, 1e3, 1e6, -1e6, 1e9, 1e12, 1e15, -1e15, 1e16, 1e300, -1e300,
        .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1.0 / 3, 390, 844, 0.1,
    ]

    var variables: [Variable]
    var operations: [Operation] = []

    init(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        variables = (0..<(1 + Int(reader.byte() % 8))).map { _ in Variable("f") }
        var constraints = 0
        while !reader.isAtEnd, operations.count < Self.maximumOperations {
            switch reader.byte() % 6 {
            case 0:
                let relation = Relation.allCases[Int(reader.byte()) % 3]
                let priority = Self.priorities[Int(reader.byte()) % Self.priorities.count]
                var expression = Expression()
                for _ in 0..<(reader.byte() % 5) {
                    let variable = variables[Int(reader.byte()) % variables.count]
                    expression.terms.append(Term(variable, coefficient: reader.number()))
                }
                expression.constant = reader.number()
                operations.append(.add(Constraint(expression, relation, priority: priority)))
                constraints += 1
            case 1: operations.append(.remove(constraint: Int(reader.byte())))
            case 2: operations.append(.setConstant(constraint: Int(reader.byte()), reader.number()))
            case 3:
                operations.append(.addEdit(variable: Int(reader.byte()), Self.priorities[Int(reader.byte()) % Self.priorities.count]))
            case 4: operations.append(.suggest(variable: Int(reader.byte()), reader.number()))
            default: operations.append(.removeEdit(variable: Int(reader.byte())))
            }
        }
    }

    /// Reads bytes and numbers, 0 past the end.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset >= bytes.count }

        mutating func byte() -> UInt8 {
            guard offset < bytes.count else { return 0 }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func number() -> Double {
            let code = Int(byte())
            if code < 160 { return Double(code - 80) }
            if code - 160 < SolverInput.specialNumbers.count { return SolverInput.specialNumbers[code - 160] }
            guard code == 255 else { return Double(code) }
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }
}
