/// The fast encoder's DEFLATE tokens for one block, made from filtered rows.
///
/// Filtering leaves flat colour as runs of zero bytes: each becomes a literal 0 and "copy
/// the previous byte n times" (matches at distance 1), found with SIMD, 16 bytes at a time.
/// Between the runs (edges, text), the first byte of each stretch of non-zero bytes, and
/// the byte after a match, may start a match with an earlier such spot of the same row
/// that a hash of its next four bytes points to (one probe, no chain, no lazy matching;
/// after a match, its own distance is tried first): a label's glyphs filter to the same
/// bytes wherever they recur along a line of cells, and a glyph's bytes begin where the
/// zeros around it end. Other bytes are literals, neither hashed nor probed: on the
/// 100-cell update's frames that cut `reel`'s own CPU time by about 4 % and the files by
/// 0.8 %, as the table holds only the starts that matches begin at. Symbol counts are kept
/// as tokens arrive, for the block's Huffman codes.
///
/// Token format: a literal byte is its value; a zero run is `runFlag | length` (≥ 3); a
/// match is `matchFlag | length << 16 | distance`.
struct DeflateTokens {
    /// Marks a zero-run token.
    static let runFlag: UInt32 = 0x8000_0000
    /// Marks a match token.
    static let matchFlag: UInt32 = 0x4000_0000
    /// Literal/length symbols (0…285; 256 is end-of-block).
    static let symbolCount = 286
    /// Distance symbols (0…29).
    static let distanceSymbolCount = 30
    /// Zero runs this long or shorter are written as literal zeros.
    static let shortestRun = 4
    /// The shortest match worth its length and distance codes.
    static let shortestMatch = 6
    /// Hash table entries (a power of two): matches are searched within a row only, whose
    /// non-zero bytes are a few hundred on a rendered frame, so 4096 lose almost none of
    /// them to collisions (the 100-cell update's frames came out 3 bytes smaller than with
    /// 16,384), in 16 KiB where 16,384 `Int`s took 128 KiB and their probes' cache misses
    /// were a quarter of the tokeniser's time.
    private static let hashBits = 12
    private static let hashSize = 1 << hashBits

    /// The tokens of the block so far.
    let tokens: UnsafeMutablePointer<UInt32>
    /// Tokens in the block.
    var count = 0
    /// How often each literal/length symbol occurs in the block.
    let symbolCounts: UnsafeMutablePointer<UInt32>
    /// How often each distance symbol occurs in the block.
    let distanceCounts: UnsafeMutablePointer<UInt32>
    /// Stream bytes the block stands for.
    var rawBytes = 0
    /// Zero bytes seen and not yet tokenised.
    var pendingZeros = 0
    /// For each hash of four bytes, the stream position where they were last seen, modulo
    /// 2³².
    private let positions: UnsafeMutablePointer<UInt32>
    /// The symbol of each match length 3…258 (``LengthCode``'s), in memory of its own: read
    /// through the global table, each run and match paid a call that checks the table's lazy
    /// initialisation, and a bounds check.
    private let lengthSymbols: UnsafeMutablePointer<UInt16>

    /// Empty tokens with room for `capacity` tokens (owned: see ``deallocate()``).
    init(capacity: Int) {
        tokens = .allocate(capacity: capacity)
        symbolCounts = .allocate(capacity: Self.symbolCount)
        symbolCounts.initialize(repeating: 0, count: Self.symbolCount)
        distanceCounts = .allocate(capacity: Self.distanceSymbolCount)
        distanceCounts.initialize(repeating: 0, count: Self.distanceSymbolCount)
        positions = .allocate(capacity: Self.hashSize)
        positions.initialize(repeating: 0, count: Self.hashSize)
        lengthSymbols = .allocate(capacity: LengthCode.table.count)
        lengthSymbols.initialize(from: LengthCode.table.map(\.symbol), count: LengthCode.table.count)
    }

    /// Frees the buffers.
    func deallocate() {
        tokens.deallocate()
        symbolCounts.deallocate()
        distanceCounts.deallocate()
        positions.deallocate()
        lengthSymbols.deallocate()
    }

    /// Starts the next block.
    mutating func reset() {
        count = 0
        rawBytes = 0
        symbolCounts.update(repeating: 0, count: Self.symbolCount)
        distanceCounts.update(repeating: 0, count: Self.distanceSymbolCount)
    }

    /// A byte written as a literal.
    @inline(__always)
    mutating func literal(_ b: UInt8) {
        tokens[count] = UInt32(b)
        // Neither wraps: a block holds fewer than 2³² tokens, as it ends once it holds
        // `FastPNGStream.blockTokens` and a row has fewer than 2³¹ bytes (the encoder's
        // width limit).
        count &+= 1
        symbolCounts[Int(b)] &+= 1
    }

    /// Tokenises the `n` bytes of a filtered row (after its filter-type byte), which start
    /// at `start` in the stream; `row` has 16 readable bytes past its end.
    ///
    /// The row alternates between runs of zeros and stretches of non-zero bytes, each
    /// measured whole, a word at a time (`zeroRunEnd(_:from:count:)`,
    /// `nonZeroEnd(_:from:count:)`), not byte by byte: most of either are a few bytes
    /// long (a glyph's edge, the gap between two), where a test per byte cost more than
    /// the tokens. Jumping over the zeros by the filter's list of the four-pixel groups it
    /// wrote, instead of reading them, was tried: on the 100-cell update's frames walking
    /// the list cost about what reading the zeros does (this function's instructions 0.6 %
    /// fewer, 671 encodes under callgrind), not worth tying the tokeniser to the filter.
    /// Running the row on a local copy of the tokens' state (count, pending zeros and the
    /// pointers, written back once at the end) was tried too: the same instructions (+0.1 %)
    /// and CPU time; the literal loop keeps them in registers already, and what it reloads
    /// once a stretch hits the cache. Writing each stretch of non-zero bytes as one token
    /// followed by its bytes (copied 16 at a time), for the block writer to code three at a
    /// time without testing each token's kind, was tried as well: on the 100-cell update's
    /// frames this function went 4.78 → 4.85 M instructions a frame and the block writer
    /// 3.50 → 3.80 M (most stretches are a few bytes, where the stretch loop's bounds and
    /// remainders cost more than the tests they replace), and the files changed (+0.08 %),
    /// as a block ends after a number of tokens.
    mutating func tokenize(row: UnsafePointer<UInt8>, count n: Int, start: Int) {
        let raw = UnsafeRawPointer(row)
        var i = 0
        bytes: while i < n {
            if row[i] == 0 {
                let end = Self.zeroRunEnd(raw, from: i &+ 1, count: n)
                pendingZeros &+= end &- i
                i = end
                continue
            }
            // Byte i starts a stretch of non-zero bytes: it and each byte after a match are
            // hashed and probed; after a match, its own distance is tried first.
            var repeatDistance = 0
            while i &+ 4 <= n, let found = probe(raw, at: i, count: n, start: start, repeating: repeatDistance) {
                flushZeros()
                match(length: found.length, distance: found.distance)
                i &+= found.length
                repeatDistance = found.distance
                guard i < n, row[i] != 0 else { continue bytes }
            }
            // The rest of the stretch, to the next zero byte, is literals: bytes after one
            // that was not matched are neither hashed nor probed.
            flushZeros()
            let end = Self.nonZeroEnd(raw, from: i &+ 1, count: n)
            for k in i..<end { literal(row[k]) }
            i = end
        }
    }

    /// The match of at least ``shortestMatch`` bytes that starts at `i` (`i` + 4 ≤ `n`), if
    /// the hash of its four bytes (or, first, `repeatDistance` when not 0) points to one; the
    /// position is recorded in the hash table either way.
    @inline(__always)
    private mutating func probe(
        _ raw: UnsafeRawPointer, at i: Int, count n: Int, start: Int, repeating repeatDistance: Int
    ) -> (length: Int, distance: Int)? {
        let key = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
        let slot = Int(truncatingIfNeeded: (key &* 2_654_435_761) >> (32 - Self.hashBits))
        let here = UInt32(truncatingIfNeeded: start + i)
        // Only this row's bytes are searched: an earlier row's entry (or one from 4 GiB
        // back) is not a distance in 1…i; the four bytes are compared whatever it is.
        // Right after a match, its own distance first: a repeat longer than a match's
        // 258 bytes goes on there.
        let hashed = Int(Int32(bitPattern: here &- positions[slot]))
        positions[slot] = here
        let repeats = repeatDistance > 0 && raw.loadUnaligned(fromByteOffset: i - repeatDistance, as: UInt32.self) == key
        let distance = repeats ? repeatDistance : hashed
        guard distance > 0, distance <= min(i, 32_768), raw.loadUnaligned(fromByteOffset: i - distance, as: UInt32.self) == key else {
            return nil
        }
        let candidate = i - distance
        var length = 4
        let limit = min(258, n - i)
        // Eight bytes at a time, then byte by byte from the first that differs.
        while length + 8 <= limit {
            let difference = UInt64(
                littleEndian: raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
                    ^ raw.loadUnaligned(fromByteOffset: i + length, as: UInt64.self))
            if difference != 0 {
                length += difference.trailingZeroBitCount / 8
                break
            }
            length += 8
        }
        let row = raw.assumingMemoryBound(to: UInt8.self)
        while length < limit && row[candidate + length] == row[i + length] { length += 1 }
        return length >= Self.shortestMatch ? (length, distance) : nil
    }

    /// The index of the first non-zero byte at or after `j` (`n` if none): one word first,
    /// as most runs between non-zero bytes are short, then 64 and 16 bytes at a time.
    @inline(__always)
    private static func zeroRunEnd(_ raw: UnsafeRawPointer, from j: Int, count n: Int) -> Int {
        var j = j
        if j &+ 8 <= n {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            if word != 0 { return j &+ word.trailingZeroBitCount &>> 3 }
            j &+= 8
        }
        while j &+ 64 <= n, PaethScan.isZero(or64(raw + j)) { j &+= 64 }
        while j &+ 16 <= n, PaethScan.isZero(raw.loadUnaligned(fromByteOffset: j, as: SIMD16<UInt8>.self)) { j &+= 16 }
        while j &+ 8 <= n {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            if word != 0 { return j &+ word.trailingZeroBitCount &>> 3 }
            j &+= 8
        }
        while j < n && raw.load(fromByteOffset: j, as: UInt8.self) == 0 { j &+= 1 }
        return j
    }

    /// The index of the first zero byte at or after `j` (`n` if none), eight bytes at a
    /// time: in `(w − 0x01…01) & ~w & 0x80…80` the lowest set bit is in the lowest zero byte
    /// of `w` (a borrow, which can flag a byte above it too, only starts at a zero byte).
    @inline(__always)
    private static func nonZeroEnd(_ raw: UnsafeRawPointer, from j: Int, count n: Int) -> Int {
        var j = j
        while j &+ 8 <= n {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return j &+ zeros.trailingZeroBitCount &>> 3 }
            j &+= 8
        }
        while j < n && raw.load(fromByteOffset: j, as: UInt8.self) != 0 { j &+= 1 }
        return j
    }

    /// The OR of the 64 bytes at `p`: zero when they all are.
    @inline(__always)
    private static func or64(_ p: UnsafeRawPointer) -> SIMD16<UInt8> {
        p.loadUnaligned(as: SIMD16<UInt8>.self) | p.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            | p.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self) | p.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
    }

    /// A match of 3…258 bytes at distance 1…32,768.
    @inline(__always)
    private mutating func match(length: Int, distance: Int) {
        tokens[count] = Self.matchFlag | UInt32(length) << 16 | UInt32(distance)
        count += 1
        symbolCounts[Int(lengthSymbols[length])] += 1
        distanceCounts[DistanceCode.of(distance).code] += 1
    }

    /// Tokens the buffer needs past the most a block holds: ``flushZeros()`` stores four
    /// literal zeros whatever the number it keeps.
    static let slack = shortestRun

    /// Tokenises the pending zeros: literals when few, else a literal 0 and a run.
    ///
    /// Few zeros (a gap inside a glyph's edge, half of all flushes on a rendered frame) are
    /// stored as four zero tokens in one 16-byte store, of which `n` are kept: the loop it
    /// replaces tested `n` after each token. Counts and indexes do not wrap: a block holds
    /// fewer than 2³² tokens, and `n` is at most a row's bytes: the encoder flushes the
    /// zeros at the start of each row.
    @inline(__always)
    mutating func flushZeros() {
        let n = pendingZeros
        guard n > 0 else { return }
        pendingZeros = 0
        if n <= Self.shortestRun {
            UnsafeMutableRawPointer(tokens + count).storeBytes(of: SIMD4<UInt32>(), as: SIMD4<UInt32>.self)
            count &+= n
            symbolCounts[0] &+= UInt32(truncatingIfNeeded: n)
            return
        }
        tokens[count] = 0
        tokens[count &+ 1] = Self.runFlag | UInt32(truncatingIfNeeded: n &- 1)
        count &+= 2
        symbolCounts[0] &+= 1
        let (full, first, second) = Self.split(n &- 1)
        symbolCounts[285] &+= UInt32(truncatingIfNeeded: full)
        var matches = full
        if first > 0 {
            symbolCounts[Int(lengthSymbols[first])] &+= 1
            matches &+= 1
        }
        if second > 0 {
            symbolCounts[Int(lengthSymbols[second])] &+= 1
            matches &+= 1
        }
        distanceCounts[0] &+= UInt32(truncatingIfNeeded: matches)
    }

    /// A run of `n` ≥ 3 copies as matches of 3…258: `full` of 258, then `first` and
    /// `second` (0: none). No match is shorter than 3.
    @inline(__always)
    static func split(_ n: Int) -> (full: Int, first: Int, second: Int) {
        if n <= 258 { return (0, n, 0) }
        let q = n / 258, r = n % 258
        if r == 0 { return (q, 0, 0) }
        if r >= 3 { return (q, r, 0) }
        return (q - 1, 255 + r, 3)
    }
}

/// DEFLATE's length codes (RFC 1951 §3.2.5): for each match length 3…258, its symbol and
/// extra bits.
enum LengthCode {
    /// `table[length]` for lengths 3…258 (entries 0…2 unused).
    static let table: [(symbol: UInt16, extraBits: UInt8, extra: UInt16)] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var table = [(symbol: UInt16, extraBits: UInt8, extra: UInt16)](repeating: (0, 0, 0), count: 259)
        for length in 3...258 {
            let index = bases.lastIndex { $0 <= length } ?? 0
            table[length] = (UInt16(257 + index), extraBits[index], UInt16(length - bases[index]))
        }
        return table
    }()

    /// The extra bits of length symbol `symbol` (257…285).
    static func extraBits(symbol: Int) -> Int {
        symbol < 265 || symbol == 285 ? 0 : (symbol - 261) / 4
    }
}

/// DEFLATE's distance codes (RFC 1951 §3.2.5).
enum DistanceCode {
    /// The code of distance `d` (1…32,768) and its extra bits: codes 0…3 are distances
    /// 1…4; above, with x = d − 1 and k = ⌊log₂ x⌋, the code is 2k plus the bit below x's
    /// top bit, followed by the k − 1 bits under that.
    @inline(__always)
    static func of(_ d: Int) -> (code: Int, extraBits: Int, extra: Int) {
        if d <= 4 { return (d - 1, 0, 0) }
        let x = d - 1
        let k = Int.bitWidth - 1 - x.leadingZeroBitCount
        return (2 * k + ((x >> (k - 1)) & 1), k - 1, x & ((1 << (k - 1)) - 1))
    }

    /// The extra bits of distance symbol `code` (0…29).
    static func extraBits(code: Int) -> Int { code < 4 ? 0 : code / 2 - 1 }
}
