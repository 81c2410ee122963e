import ConstraintSolver
import Foundation
import TestTools

/// The constraint systems of the solver benchmark (`ReelBenchmarks solver`), written to one
/// text file that this benchmark and the kiwi drivers (Benchmarks/kiwi) all read, so every
/// side solves the same systems.
///
/// The format, one item per line, fields separated by spaces:
/// ```
/// reel-solver-bench 1
/// cells COUNT                       then COUNT cell systems:
/// system VARIABLES CONSTRAINTS      then CONSTRAINTS constraint lines
/// OP PRIORITY CONSTANT TERMS VAR COEF…   one constraint: Σ COEF × VAR + CONSTANT OP 0
/// chain VARIABLES CONSTRAINTS EDITVAR EDITPRIORITY SUGGESTIONS READVAR
///                                   then CONSTRAINTS constraint lines and SUGGESTIONS lines `s VALUE`
/// ```
/// `OP` is `<=`, `==` or `>=`; `PRIORITY` 1000 is required; variables are numbered from 0
/// within their system. A cell system's variable 1 (the cell's height) is the value read
/// after solving.
struct SolverBenchSystems {
    /// One constraint as written: Σ coefficient × variable + constant ⋈ 0.
    struct Line {
        var relation: Relation
        var priority: Float
        var constant: Double
        var terms: [(variable: Int, coefficient: Double)]
    }

    /// The cells: 14 variables and 20 constraints each.
    var cells: [[Line]]
    /// The chain's constraints over `chainVariables` variables.
    var chain: [Line]
    var chainVariables: Int
    /// The chain's edited variable, its priority, the values suggested and the variable read
    /// after each.
    var editVariable = 0
    var editPriority: Float = 750
    var suggestions: [Double]
    var readVariable: Int

    /// `cellCount` cells and a chain of `chainLength` variables (2 × `chainLength`
    /// constraints), from a fixed seed.
    init(cellCount: Int = 1_000, chainLength: Int = 5_000, suggestionCount: Int = 1_000) {
        var rng = SplitMix64(seed: 0x50_1BE5)
        cells = (0..<cellCount).map { _ in Self.cell(&rng) }
        chainVariables = chainLength
        chain = [Line(relation: .greaterThanOrEqual, priority: 1000, constant: 0, terms: [(0, 1)])]
        for index in 1..<chainLength {
            // x[i] ≥ x[i−1] + 1 required; x[i] = x[i−1] + 10 at 250.
            chain.append(Line(relation: .greaterThanOrEqual, priority: 1000, constant: -1, terms: [(index, 1), (index - 1, -1)]))
            chain.append(Line(relation: .equal, priority: 250, constant: -10, terms: [(index, 1), (index - 1, -1)]))
        }
        chain.append(Line(relation: .lessThanOrEqual, priority: 1000, constant: -100_000, terms: [(chainLength - 1, 1)]))
        suggestions = (0..<suggestionCount).map { _ in Double(Int.random(in: 0...40_000, using: &rng)) }
        readVariable = chainLength - 1
    }

    /// A cell of a list: an image 60 × 60 and two labels stacked beside it, with 16-point side
    /// margins and 12-point top and bottom margins, in a content view 390 wide whose height
    /// is as small as the constraints allow (held at 0 at priority 50, as fitting does). The
    /// labels' intrinsic sizes vary from cell to cell and are held with hugging (250) and
    /// compression resistance (750), so long titles are squeezed by the margins.
    static func cell(_ rng: inout SplitMix64) -> [Line] {
        // 0 width, 1 height; image 2 left, 3 top, 4 width, 5 height; title 6…9; subtitle 10…13.
        func line(_ relation: Relation, _ priority: Float, _ constant: Double, _ terms: [(Int, Double)]) -> Line {
            Line(relation: relation, priority: priority, constant: constant, terms: terms.map { ($0.0, $0.1) })
        }
        let titleWidth = Double(Int.random(in: 40...400, using: &rng))
        let subtitleWidth = Double(Int.random(in: 40...600, using: &rng))
        let subtitleHeight = Double(20 * Int.random(in: 1...4, using: &rng))
        return [
            line(.equal, 1000, -390, [(0, 1)]),
            line(.equal, 1000, -16, [(2, 1)]),
            line(.equal, 1000, -12, [(3, 1)]),
            line(.equal, 1000, -60, [(4, 1)]),
            line(.equal, 1000, -60, [(5, 1)]),
            line(.equal, 1000, -12, [(6, 1), (2, -1), (4, -1)]),
            line(.equal, 1000, -12, [(7, 1)]),
            line(.equal, 1000, 0, [(10, 1), (6, -1)]),
            line(.equal, 1000, -4, [(11, 1), (7, -1), (9, -1)]),
            line(.lessThanOrEqual, 1000, 16, [(6, 1), (8, 1), (0, -1)]),
            line(.lessThanOrEqual, 1000, 16, [(10, 1), (12, 1), (0, -1)]),
            line(.lessThanOrEqual, 250, -titleWidth, [(8, 1)]),
            line(.greaterThanOrEqual, 750, -titleWidth, [(8, 1)]),
            line(.greaterThanOrEqual, 750, -20, [(9, 1)]),
            line(.lessThanOrEqual, 250, -subtitleWidth, [(12, 1)]),
            line(.greaterThanOrEqual, 750, -subtitleWidth, [(12, 1)]),
            line(.greaterThanOrEqual, 750, -subtitleHeight, [(13, 1)]),
            line(.greaterThanOrEqual, 1000, -12, [(1, 1), (11, -1), (13, -1)]),
            line(.greaterThanOrEqual, 1000, -12, [(1, 1), (3, -1), (5, -1)]),
            line(.equal, 50, 0, [(1, 1)]),
        ]
    }

    /// The file's text.
    var text: String {
        var out = "reel-solver-bench 1\ncells \(cells.count)\n"
        for cell in cells {
            out += "system 14 \(cell.count)\n"
            for line in cell { out += Self.format(line) }
        }
        out +=
            "chain \(chainVariables) \(chain.count) \(editVariable) \(Int(editPriority)) \(suggestions.count) \(readVariable)\n"
        for line in chain { out += Self.format(line) }
        for value in suggestions { out += "s \(value)\n" }
        return out
    }

    static func format(_ line: Line) -> String {
        let terms = line.terms.map { "\($0.variable) \($0.coefficient)" }.joined(separator: " ")
        return "\(line.relation) \(Int(line.priority)) \(line.constant) \(line.terms.count) \(terms)\n"
    }

    /// The lines as constraints over `variables` (offset by `base`).
    static func constraints(_ lines: [Line], _ variables: [Variable], base: Int = 0) -> [Constraint] {
        lines.map { line in
            Constraint(
                Expression(line.terms.map { Term(variables[base + $0.variable], coefficient: $0.coefficient) }, constant: line.constant),
                line.relation, priority: Priority(line.priority))
        }
    }
}
