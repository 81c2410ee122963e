/// A row of the tableau: `basic = constant + Σ coefficient × symbol` over non-basic symbols,
/// its terms sorted by symbol (so a coefficient is found by binary search and two rows merge
/// in one pass). While a constraint's row is being built it means `0 = constant + Σ…` and
/// has no basic symbol (−1).
struct Row {
    var basic: Int32
    var constant: Double
    var terms: [RowTerm]

    /// A row without terms, used as a placeholder while a row is taken out to be edited.
    static var empty: Row { Row(basic: -1, constant: 0, terms: []) }

    /// The index of `symbol`'s term, or where it would go.
    /// - Complexity: O(log terms).
    @inline(__always)
    func index(of symbol: Int32) -> Int {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) >> 1
            if terms[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Solves a row meaning `0 = constant + Σ…` for `symbol` (which must appear in it): the
    /// row becomes `symbol = …`.
    mutating func solve(for symbol: Int32) {
        let index = index(of: symbol)
        guard index < terms.count, terms[index].symbol == symbol else { return }
        let scale = -1 / terms[index].coefficient
        removeTerm(at: index)
        for term in terms.indices { terms[term].coefficient *= scale }
        constant *= scale
        basic = symbol
    }

    /// The coefficient of `symbol` (0 when absent).
    /// - Complexity: O(log terms).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let index = index(of: symbol)
        return index < terms.count && terms[index].symbol == symbol ? terms[index].coefficient : 0
    }

    /// Inserts `term` at `index` (where ``index(of:)`` says it goes), moving the later terms
    /// up in place: a row has a few terms, and this costs less than the general
    /// `Array.insert(_:at:)`.
    @inline(__always)
    mutating func insertTerm(_ term: RowTerm, at index: Int) {
        terms.append(term)
        terms.withUnsafeMutableBufferPointer { buffer in
            var position = buffer.count - 1
            while position > index {
                buffer[position] = buffer[position - 1]
                position -= 1
            }
            buffer[index] = term
        }
    }

    /// Removes the term at `index`, moving the later terms down in place.
    @inline(__always)
    mutating func removeTerm(at index: Int) {
        terms.withUnsafeMutableBufferPointer { buffer in
            for position in index..<(buffer.count - 1) { buffer[position] = buffer[position + 1] }
        }
        terms.removeLast()
    }

    /// A copy of `terms` in storage of its own, with room for two more terms (a pivot's
    /// leaving symbol, a merge's new one) before it grows.
    static func ownedCopy(of terms: [RowTerm]) -> [RowTerm] {
        var copy: [RowTerm] = []
        copy.reserveCapacity(terms.count + 2)
        copy.append(contentsOf: terms)
        return copy
    }
}
