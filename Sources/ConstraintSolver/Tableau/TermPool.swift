/// The terms of every row of a tableau, in one ``RawArray``: each row owns a span of it (see
/// ``Row``), so building and dropping rows allocates nothing once the pool has grown, and a
/// solver's rows are one allocation, not one each.
///
/// Spans come in size classes of `4 << class` terms. A row that outgrows its span moves to
/// one of the next class and frees its old one; a freed span goes on its class's free list,
/// linked through its first term's `symbol`, whose heads are the pool's first
/// ``classCount`` terms.
struct TermPool {
    /// Size classes 0 ..< classCount: spans of 4 up to 2²⁹ terms (a row that long would need
    /// as many symbols, tens of gigabytes of tableau).
    static let classCount = 28
    private static let unused = RowTerm(symbol: -1, coefficient: 0)

    /// The free lists' heads, the spans, and room for more spans from ``end`` on.
    private(set) var terms: RawArray<RowTerm>
    /// Where the next new span starts.
    private var end = classCount

    /// A pool with room for `capacity` terms before it grows.
    init(capacity: Int) {
        terms = RawArray(repeating: Self.unused, count: Self.classCount + capacity)
    }

    /// How many terms the pool has room for before its storage grows.
    var capacity: Int { terms.capacity }

    /// A copy holding the spans of `rows` alone (the installed rows; a free slot's row has
    /// `basic` −1), each in a span of its size class, packed one after another, with room for
    /// as many terms again before it grows; `rows` take their spans' new starts. Only where a
    /// row's terms lie changes, so the copy computes exactly what the original would.
    ///
    /// A copy of the storage as it stands would carry the spans freed as rows grew (a solved
    /// system's pool holds several times its rows' terms), and a copy exactly full would
    /// reallocate, and copy again, at its first new span.
    /// - Complexity: O(the rows' spans).
    func compactCopy(rows: inout RawArray<Row>) -> TermPool {
        var copy = TermPool(capacity: 0)
        copy.replaceCompacted(with: self, rows: &rows)
        return copy
    }

    /// Makes the pool ``compactCopy(rows:)`` of `source`, in this pool's storage when it has
    /// room and no copy shares it.
    mutating func replaceCompacted(with source: TermPool, rows: inout RawArray<Row>) {
        var size = Self.classCount
        for slot in rows.indices where rows[slot].basic >= 0 { size += capacity(of: rows[slot]) }
        terms.removeAll(reservingCapacity: 2 * size)
        terms.append(repeating: Self.unused, count: size)
        var end = Self.classCount
        for slot in rows.indices where rows[slot].basic >= 0 {
            let row = rows[slot]
            (terms.base + end).update(from: source.terms.base + Int(row.start), count: Int(row.count))
            rows[slot].start = Int32(end)
            end += capacity(of: row)
        }
        self.end = end
    }

    /// Frees every span, keeping the storage.
    mutating func removeAll() {
        for head in 0..<Self.classCount { terms[head].symbol = -1 }
        end = Self.classCount
    }

    // MARK: Spans

    /// An empty row with room for `capacity` terms.
    mutating func makeRow(basic: Int32 = -1, constant: Double, capacity: Int) -> Row {
        var sizeClass: Int32 = 0
        while 4 << Int(sizeClass) < capacity { sizeClass += 1 }
        return Row(basic: basic, constant: constant, start: allocate(sizeClass), count: 0, sizeClass: sizeClass)
    }

    /// The start of a free span of `sizeClass`.
    private mutating func allocate(_ sizeClass: Int32) -> Int32 {
        let head = terms[Int(sizeClass)].symbol
        if head >= 0 {
            terms[Int(sizeClass)].symbol = terms[Int(head)].symbol
            return head
        }
        let size = 4 << Int(sizeClass)
        // The storage's capacity doubles, so a growing solver copies its terms O(log) times;
        // only the new span is written, so the memory beyond it is not touched (a page fault
        // each 256 terms) before a span needs it.
        if end + size > terms.count { terms.append(repeating: Self.unused, count: end + size - terms.count) }
        let start = Int32(end)
        end += size
        return start
    }

    /// Frees `row`'s span.
    mutating func release(_ row: Row) {
        terms[Int(row.start)].symbol = terms[Int(row.sizeClass)].symbol
        terms[Int(row.sizeClass)].symbol = row.start
    }

    /// How many terms `row`'s span has room for.
    @inline(__always)
    func capacity(of row: Row) -> Int { 4 << Int(row.sizeClass) }

    /// How many distinct symbols `row` and `other` have between them (both sorted by symbol).
    func distinctSymbols(_ row: Row, _ other: Row) -> Int {
        var first = Int(row.start), second = Int(other.start), distinct = 0
        let firstEnd = Int(row.start + row.count), secondEnd = Int(other.start + other.count)
        while first < firstEnd, second < secondEnd {
            let a = terms[first].symbol, b = terms[second].symbol
            if a <= b { first += 1 }
            if b <= a { second += 1 }
            distinct += 1
        }
        return distinct + (firstEnd - first) + (secondEnd - second)
    }

    /// Makes room in `row`'s span for `capacity` terms, moving it to a larger span if needed.
    @inline(__always)
    mutating func reserve(_ capacity: Int, in row: inout Row) {
        guard capacity > self.capacity(of: row) else { return }
        var sizeClass = row.sizeClass
        while 4 << Int(sizeClass) < capacity { sizeClass += 1 }
        let start = allocate(sizeClass)
        for index in 0..<Int(row.count) { terms[Int(start) + index] = terms[Int(row.start) + index] }
        release(row)
        row.start = start
        row.sizeClass = sizeClass
    }

    // MARK: Terms of a row

    /// The term at `position` (0 ..< row.count) of `row`.
    @inline(__always)
    subscript(row: Row, position: Int) -> RowTerm {
        get { terms[Int(row.start) + position] }
        set { terms[Int(row.start) + position] = newValue }
    }

    /// The position of `symbol`'s term in `row`, or where it would go.
    /// - Complexity: O(log terms).
    @inline(__always)
    func position(of symbol: Int32, in row: Row) -> Int {
        var low = Int(row.start), high = Int(row.start + row.count)
        while low < high {
            let middle = (low + high) >> 1
            if terms[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return low - Int(row.start)
    }

    /// Whether `row` has a term at `position` and it is `symbol`'s.
    @inline(__always)
    func holds(_ symbol: Int32, at position: Int, in row: Row) -> Bool {
        position < row.count && terms[Int(row.start) + position].symbol == symbol
    }

    /// The coefficient of `symbol` in `row` (0 when absent).
    /// - Complexity: O(log terms).
    @inline(__always)
    func coefficient(of symbol: Int32, in row: Row) -> Double {
        let position = position(of: symbol, in: row)
        return holds(symbol, at: position, in: row) ? self[row, position].coefficient : 0
    }

    /// Inserts `term` at `position` of `row` (where ``position(of:in:)`` says it goes),
    /// moving the later terms up.
    @inline(__always)
    mutating func insert(_ term: RowTerm, at position: Int, in row: inout Row) {
        reserve(Int(row.count) + 1, in: &row)
        var index = Int(row.start + row.count)
        let target = Int(row.start) + position
        while index > target {
            terms[index] = terms[index - 1]
            index -= 1
        }
        terms[target] = term
        row.count += 1
    }

    /// Removes the term at `position` of `row`, moving the later terms down.
    @inline(__always)
    mutating func remove(at position: Int, in row: inout Row) {
        let end = Int(row.start + row.count) - 1
        var index = Int(row.start) + position
        while index < end {
            terms[index] = terms[index + 1]
            index += 1
        }
        row.count -= 1
    }

    /// Multiplies `row`'s coefficients and constant by `scale`.
    @inline(__always)
    mutating func scale(_ row: inout Row, by scale: Double) {
        for index in row.span { terms[index].coefficient *= scale }
        row.constant *= scale
    }

    /// Solves a row meaning `0 = constant + Σ…` for `symbol` (which must appear in it): the
    /// row becomes `symbol = …`.
    mutating func solve(_ row: inout Row, for symbol: Int32) {
        let position = position(of: symbol, in: row)
        guard holds(symbol, at: position, in: row) else { return }
        let scale = -1 / self[row, position].coefficient
        remove(at: position, in: &row)
        self.scale(&row, by: scale)
        row.basic = symbol
    }
}
