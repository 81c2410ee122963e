/// A row of the tableau: `basic = constant + Σ coefficient × symbol` over non-basic symbols.
/// Its terms, sorted by symbol (so a coefficient is found by binary search and two rows merge
/// in one pass), are the span `start ..< start + count` of the tableau's ``TermPool``; the
/// row is a small header, so reading or moving one copies no terms and counts no references.
/// While a constraint's row is being built it means `0 = constant + Σ…` and has no basic
/// symbol (−1).
struct Row {
    // The constant first: the four 32-bit fields then fill the 24 bytes with no padding.
    var constant: Double
    var basic: Int32
    /// Where the row's span starts in the pool, how many terms it holds and its size class
    /// (room for `4 << sizeClass` terms, see ``TermPool``).
    var start: Int32
    var count: Int32
    var sizeClass: Int32

    init(basic: Int32, constant: Double, start: Int32, count: Int32, sizeClass: Int32) {
        (self.constant, self.basic, self.start, self.count, self.sizeClass) = (constant, basic, start, count, sizeClass)
    }

    /// The pool indices of the row's terms.
    var span: Range<Int> { Int(start)..<Int(start + count) }
}

/// One term of a row: a coefficient of a symbol.
struct RowTerm {
    var symbol: Int32
    var coefficient: Double
}
