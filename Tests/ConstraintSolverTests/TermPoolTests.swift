import TestTools
import Testing

@testable import ConstraintSolver

/// The tableau's term pool against plain arrays: rows grow through several size classes, are
/// released and their spans reused, and every live row keeps exactly its own terms (a span
/// handed out twice, or not moved whole when its row grows, would show as another row's terms).
@Suite struct TermPoolTests {
    @Test func rowsKeepTheirTermsAsTheyGrowAndSpansAreReused() {
        var rng = SplitMix64(seed: 0x7E_4B00)
        var pool = TermPool(capacity: 0)
        var rows: [Row] = (0..<8).map { _ in pool.makeRow(constant: 0, capacity: 1) }
        var reference: [[RowTerm]] = Array(repeating: [], count: 8)
        for step in 0..<4_000 {
            // Mostly inserts (of 1,000 symbols) and removals, now and then a new or released row.
            let choice = Int.random(in: 0..<100, using: &rng)
            if rows.isEmpty || choice < 2 {
                rows.append(pool.makeRow(constant: Double(step), capacity: Int.random(in: 0...10, using: &rng)))
                reference.append([])
            } else if choice == 2 {
                let index = Int.random(in: 0..<rows.count, using: &rng)
                pool.release(rows.remove(at: index))
                reference.remove(at: index)
            } else {
                let index = Int.random(in: 0..<rows.count, using: &rng)
                let symbol = Int32.random(in: 0..<1_000, using: &rng)
                let position = pool.position(of: symbol, in: rows[index])
                if pool.holds(symbol, at: position, in: rows[index]) {
                    pool.remove(at: position, in: &rows[index])
                    reference[index].removeAll { $0.symbol == symbol }
                } else {
                    let term = RowTerm(symbol: symbol, coefficient: Double(step))
                    pool.insert(term, at: position, in: &rows[index])
                    reference[index].insert(term, at: reference[index].firstIndex { $0.symbol > symbol } ?? reference[index].count)
                }
            }
        }
        #expect(reference.contains { $0.count > 64 }, "some row grew through several size classes")
        for (row, terms) in zip(rows, reference) {
            #expect(row.count == terms.count)
            let stored = row.span.map { pool.terms[$0] }
            #expect(stored.map(\.symbol) == terms.map(\.symbol))
            #expect(stored.map(\.coefficient) == terms.map(\.coefficient))
        }
        // Released spans are handed out again before the pool grows.
        let size = pool.terms.count
        for row in rows { pool.release(row) }
        for row in rows { _ = pool.makeRow(constant: 0, capacity: 4 << Int(row.sizeClass)) }
        #expect(pool.terms.count == size)
    }

    /// A compacting copy keeps each live row's terms and size class, drops the spans freed
    /// before it, and leaves room before it grows.
    @Test func aCompactCopyKeepsTheRowsAloneAndHasRoomToGrow() {
        var pool = TermPool(capacity: 0)
        var rows = RawArray<Row>()
        for index in 0..<6 {
            var row = pool.makeRow(basic: Int32(index), constant: Double(index), capacity: 1)
            // Grown through three size classes (4, 8, 16), leaving the smaller spans freed.
            for symbol in 0..<(10 + index) {
                pool.insert(RowTerm(symbol: Int32(symbol), coefficient: Double(symbol + index)), at: symbol, in: &row)
            }
            rows.append(row)
        }
        // A free slot (as `Tableau.removeRow` leaves one) is not copied.
        pool.release(rows[2])
        rows[2].basic = -1
        rows[2].count = 0
        var copiedRows = rows.copy()
        let copy = pool.compactCopy(rows: &copiedRows)
        for slot in rows.indices where rows[slot].basic >= 0 {
            #expect(copiedRows[slot].sizeClass == rows[slot].sizeClass && copiedRows[slot].count == rows[slot].count)
            #expect(copiedRows[slot].span.map { copy.terms[$0].symbol } == rows[slot].span.map { pool.terms[$0].symbol })
            #expect(copiedRows[slot].span.map { copy.terms[$0].coefficient } == rows[slot].span.map { pool.terms[$0].coefficient })
        }
        // 28 free-list heads and five spans of 16 terms: 108 terms, where the original also
        // holds the freed spans; room for as many again.
        #expect(copy.terms.count == 28 + 5 * 16)
        #expect(pool.terms.count > copy.terms.count)
        #expect(copy.capacity == 2 * copy.terms.count)
        // The original is untouched.
        #expect(rows[0].span.map { pool.terms[$0].symbol } == Array(0..<10).map(Int32.init))
    }
}
