/// A length-limited canonical Huffman code for one DEFLATE alphabet (RFC 1951 §3.2.2).
///
/// Lengths come from symbol counts by Huffman's construction (two queues over the sorted
/// counts). When a length passes the alphabet's limit (15 bits for literals and lengths, 7
/// for code lengths), the counts are flattened (`(count + 1) / 2`, keeping every used symbol
/// used) and the code rebuilt: equal counts give a balanced tree, so this ends, and it costs
/// almost nothing on real data, where the limit is rarely reached. A code always has at
/// least two symbols, so it is complete, as zlib's inflate requires of the literal/length and
/// code-length alphabets.
struct HuffmanCode {
    /// Bits per symbol (0: unused).
    var lengths: [UInt8]
    /// Each symbol's code, bit-reversed so it can be written least significant bit first.
    var codes: [UInt16]

    /// The code for `counts` whose lengths do not pass `limit`.
    init(counts: [UInt32], limit: Int) {
        var counts = counts
        var used = counts.indices.filter { counts[$0] > 0 }
        // At least two symbols: a one-symbol code is incomplete.
        for symbol in counts.indices where used.count < 2 && counts[symbol] == 0 {
            counts[symbol] = 1
            used.append(symbol)
        }
        var lengths = Self.lengths(counts: counts, used: used)
        while lengths.max().map({ Int($0) > limit }) ?? false {
            for s in used { counts[s] = (counts[s] + 1) / 2 }
            lengths = Self.lengths(counts: counts, used: used)
        }
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths)
    }

    /// Unlimited Huffman lengths of the used symbols (Huffman's two-queue construction).
    private static func lengths(counts: [UInt32], used: [Int]) -> [UInt8] {
        // By count, then symbol: one integer key each, sorted without a comparison closure
        // (the closure's sort was most of the cost of a block's codes).
        let sorted = used.map { UInt64(counts[$0]) << 16 | UInt64($0) }.sorted().map { Int($0 & 0xFFFF) }
        let n = sorted.count
        // Nodes 0..<n are leaves (in sorted order), n..<2n-1 internal nodes, made in order
        // of weight, so each queue stays sorted.
        var weight = sorted.map { UInt64(counts[$0]) } + [UInt64](repeating: 0, count: max(0, n - 1))
        var parent = [Int](repeating: -1, count: 2 * n)
        var leaf = 0, inner = n, next = n
        func takeSmallest() -> Int {
            if leaf < n && (inner >= next || weight[leaf] <= weight[inner]) {
                leaf += 1
                return leaf - 1
            }
            inner += 1
            return inner - 1
        }
        while next < 2 * n - 1 {
            let a = takeSmallest(), b = takeSmallest()
            weight[next] = weight[a] + weight[b]
            parent[a] = next
            parent[b] = next
            next += 1
        }
        // Depth of each node: the root (last made) has depth 0.
        var depth = [Int](repeating: 0, count: 2 * n)
        if n >= 2 {
            for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        }
        var lengths = [UInt8](repeating: 0, count: counts.count)
        for (i, symbol) in sorted.enumerated() { lengths[symbol] = UInt8(depth[i]) }
        return lengths
    }

    /// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var lengthCount = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { lengthCount[Int(l)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + lengthCount[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let value = nextCode[Int(l)]
            nextCode[Int(l)] += 1
            codes[symbol] = reversed(UInt16(value)) >> (16 - UInt16(l))
        }
        return codes
    }

    /// The 16 bits of `v` in reverse order.
    private static func reversed(_ v: UInt16) -> UInt16 {
        var v = v
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
        return v << 8 | v >> 8
    }
}
