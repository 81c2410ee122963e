import ConstraintSolver

extension LayoutEngine {
    /// One linear part of a held constraint: its definition and the solver's constraint for it.
    typealias Part = (definition: Definition, solved: Constraint)

    /// The parts of a held constraint (``Entry``), in order: its first two held in the entry
    /// itself, any others in an array (a performance measure; no behaviour of UIKit's).
    ///
    /// A constraint translates to one part, a content size to two (hugging and compression
    /// resistance), so no entry needs the array: an array of parts cost every constraint a
    /// self-sized cell holds an allocation and a free (and a copy whenever a constant set in
    /// place edited an entry the engine's table still held).
    struct Parts: RandomAccessCollection, MutableCollection {
        private var first: Part?
        private var second: Part?
        /// The parts after the second (none in practice).
        private var rest: [Part] = []

        /// No parts.
        init() {}

        /// The one part `part`.
        init(_ part: Part) { first = part }

        var startIndex: Int { 0 }
        var endIndex: Int { first == nil ? 0 : second == nil ? 1 : 2 + rest.count }

        /// The part at `index`, which must be below ``endIndex`` (past it, the read traps as an
        /// array's does).
        subscript(index: Int) -> Part {
            get {
                if index == 0, let first { return first }
                if index == 1, let second { return second }
                return rest[index - 2]
            }
            set {
                switch index {
                case 0: first = newValue
                case 1: second = newValue
                default: rest[index - 2] = newValue
                }
            }
        }

        /// Adds `part` after the others.
        mutating func append(_ part: Part) {
            if first == nil {
                first = part
            } else if second == nil {
                second = part
            } else {
                rest.append(part)
            }
        }
    }
}
