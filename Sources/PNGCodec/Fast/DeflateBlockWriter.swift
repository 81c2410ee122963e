/// Writes one block of ``DeflateTokens`` as DEFLATE: a dynamic-Huffman block built from the
/// block's own symbol counts (RFC 1951 §3.2.7), or stored blocks when those are smaller
/// (noise), so the stream never grows much past its input.
enum DeflateBlockWriter {
    /// The positions of the code-length code lengths in the block header (RFC 1951 §3.2.7).
    fileprivate static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The most bytes a stored block holds.
    private static let storedBlockLimit = 65_535

    /// The largest stream `rawBytes` bytes in `blocks` blocks can take: each block costs at
    /// most its stored form plus a byte of padding.
    static func bound(rawBytes: Int, blocks: Int) -> Int {
        rawBytes + 6 * (blocks + rawBytes / storedBlockLimit + 1)
    }

    /// Writes `tokens` as one block (the last of the stream when `final`).
    static func write(_ tokens: DeflateTokens, final: Bool, to writer: inout DeflateBitWriter) {
        tokens.symbolCounts[256] = 1 // end of block
        let counts = Array(UnsafeBufferPointer(start: tokens.symbolCounts, count: DeflateTokens.symbolCount))
        let distanceCounts = Array(UnsafeBufferPointer(start: tokens.distanceCounts, count: DeflateTokens.distanceSymbolCount))
        let literals = HuffmanCode(counts: counts, limit: 15)
        let distances = HuffmanCode(counts: distanceCounts, limit: 15)
        let header = DynamicHeader(literalLengths: literals.lengths, distanceLengths: distances.lengths)
        var bits = header.bitCount
        for symbol in 0..<DeflateTokens.symbolCount where counts[symbol] > 0 {
            bits += Int(counts[symbol]) * (Int(literals.lengths[symbol]) + (symbol > 256 ? LengthCode.extraBits(symbol: symbol) : 0))
        }
        for code in 0..<DeflateTokens.distanceSymbolCount where distanceCounts[code] > 0 {
            bits += Int(distanceCounts[code]) * (Int(distances.lengths[code]) + DistanceCode.extraBits(code: code))
        }
        let storedBytes = tokens.rawBytes + 5 * max(1, (tokens.rawBytes + storedBlockLimit - 1) / storedBlockLimit) + 1
        guard (bits + 7) / 8 < storedBytes else { return writeStored(tokens, final: final, to: &writer) }

        writer.put(final ? 1 : 0, 1)
        writer.put(2, 2) // dynamic Huffman codes
        header.write(to: &writer)
        // Each literal's code, and each match length's code with its extra bits, as one put;
        // in plain memory, so that the token loop below is not a closure and the local
        // writer's bit buffer stays in registers (stores through its raw pointer cannot alias
        // a local; an inout writer, or one a closure captures, is reloaded after each).
        typealias Code = (bits: UInt64, count: Int)
        let literal = UnsafeMutablePointer<Code>.allocate(capacity: 257)
        defer { literal.deallocate() }
        for s in 0...256 { (literal + s).initialize(to: (UInt64(literals.codes[s]), Int(literals.lengths[s]))) }
        let length = UnsafeMutablePointer<Code>.allocate(capacity: 259)
        defer { length.deallocate() }
        length.initialize(repeating: (0, 0), count: 3)
        for n in 3...258 {
            let entry = LengthCode.table[n]
            let codeLength = Int(literals.lengths[Int(entry.symbol)])
            let bits = UInt64(literals.codes[Int(entry.symbol)]) | UInt64(entry.extra) << UInt64(codeLength)
            (length + n).initialize(to: (bits, codeLength + Int(entry.extraBits)))
        }
        let nearest = (bits: UInt64(distances.codes[0]), count: Int(distances.lengths[0])) // distance 1
        // The longest copy of the byte before, 258 at distance 1, as one put (≤ 30 bits),
        // and as many of them in a row as one put takes (≤ 56 bits), up to four: a row
        // equal to the one above is 22 of them at 1080p.
        let longest = then(length[258], nearest)
        let longestPerPut = min(4, 56 / max(1, longest.count))
        var longestRepeated = longest
        for _ in 1..<longestPerPut { longestRepeated = then(longestRepeated, longest) }
        // The writer's state in a local of its own, put to through `put` (see
        // ``DeflateBitWriter/state``), and set back once the block is written.
        let base = writer.base
        var state = writer.state
        @inline(__always) func put(_ code: Code) { DeflateBitWriter.put(code.bits, code.count, base: base, state: &state) }
        let flags = DeflateTokens.runFlag | DeflateTokens.matchFlag
        let end = tokens.count
        var i = 0
        while i < end {
            let token = tokens.tokens[i]
            i &+= 1
            // Codes that follow one another are joined and put at once (see `then`): each put's
            // pending bits depend on the put before, so fewer puts make a shorter chain.
            if token & flags == 0 {
                // Literals come in runs (the residuals of an edge or a glyph): up to three
                // at once (≤ 45 bits) while the next token is one too.
                var code = literal[Int(token)]
                if i < end, tokens.tokens[i] & flags == 0 {
                    code = then(code, literal[Int(tokens.tokens[i])])
                    i &+= 1
                    if i < end, tokens.tokens[i] & flags == 0 {
                        code = then(code, literal[Int(tokens.tokens[i])])
                        i &+= 1
                    }
                }
                put(code)
            } else if token & DeflateTokens.runFlag != 0 {
                let (n, first, second) = DeflateTokens.split(Int(token & ~DeflateTokens.runFlag))
                var left = n
                while left >= longestPerPut {
                    put(longestRepeated)
                    left &-= longestPerPut
                }
                while left > 0 {
                    put(longest)
                    left &-= 1
                }
                if first > 0 {
                    put(then(length[first], nearest)) // ≤ 35 bits
                }
                if second > 0 {
                    put(then(length[second], nearest))
                }
            } else {
                // Length code and extra bits, distance code, distance extra bits: ≤ 48 bits.
                let d = DistanceCode.of(Int(token & 0xFFFF))
                let distance = then((UInt64(distances.codes[d.code]), Int(distances.lengths[d.code])), (UInt64(d.extra), d.extraBits))
                put(then(length[Int(token >> 16 & 0x1FF)], distance))
            }
        }
        put(literal[256])
        writer.state = state
    }

    /// `first`'s bits followed by `second`'s, as one code for a single put (the two counts'
    /// sum must stay within what ``DeflateBitWriter/put(_:_:)`` takes).
    @inline(__always)
    private static func then(_ first: (bits: UInt64, count: Int), _ second: (bits: UInt64, count: Int)) -> (bits: UInt64, count: Int) {
        (first.bits | second.bits &<< UInt64(truncatingIfNeeded: first.count), first.count &+ second.count)
    }

    /// The block's bytes as stored blocks (BTYPE 00), rebuilt from the tokens (a match's
    /// bytes from the last 32 KiB written).
    private static func writeStored(_ tokens: DeflateTokens, final: Bool, to writer: inout DeflateBitWriter) {
        var left = tokens.rawBytes
        var inBlock = 0
        var window = [UInt8](repeating: 0, count: 32_768)
        var position = 0
        func byte(_ b: UInt8) {
            if inBlock == 0 {
                let size = min(left, storedBlockLimit)
                writer.put(final && size == left ? 1 : 0, 1)
                writer.put(0, 2)
                writer.alignToByte()
                let len = UInt16(size)
                for b in [UInt8(len & 0xFF), UInt8(len >> 8), UInt8(~len & 0xFF), UInt8(~len >> 8)] { writer.putByte(b) }
                inBlock = size
            }
            writer.putByte(b)
            window[position & 32_767] = b
            position += 1
            inBlock -= 1
            left -= 1
        }
        for i in 0..<tokens.count {
            let token = tokens.tokens[i]
            if token & (DeflateTokens.runFlag | DeflateTokens.matchFlag) == 0 {
                byte(UInt8(token))
            } else if token & DeflateTokens.runFlag != 0 {
                for _ in 0..<Int(token & ~DeflateTokens.runFlag) { byte(0) }
            } else {
                let distance = Int(token & 0xFFFF)
                for _ in 0..<Int(token >> 16 & 0x1FF) { byte(window[(position - distance) & 32_767]) }
            }
        }
    }
}

/// A dynamic block's header: HLIT, HDIST, HCLEN, the code-length code and the run-length
/// coded code lengths of the literal/length and distance codes (RFC 1951 §3.2.7).
private struct DynamicHeader {
    private var literalCount: Int
    private var distanceCount: Int
    private var codeLengthCode: HuffmanCode
    private var codeLengthCount: Int
    /// (symbol 0…18, extra bits, extra-bit count).
    private var items: [(symbol: Int, extra: Int, extraCount: Int)] = []
    /// The header's size in bits.
    private(set) var bitCount = 0

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 { let n = min(run, 138); items.append((18, n - 11, 7)); run -= n }
                if run >= 3 { items.append((17, run - 3, 3)); run = 0 }
            } else {
                items.append((Int(value), 0, 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); items.append((16, n - 3, 2)); run -= n }
            }
            for _ in 0..<run { items.append((Int(value), 0, 0)) }
        }
        var counts = [UInt32](repeating: 0, count: 19)
        for item in items { counts[item.symbol] += 1 }
        let code = HuffmanCode(counts: counts, limit: 7)
        codeLengthCode = code
        codeLengthCount = max(4, (DeflateBlockWriter.codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        bitCount = 5 + 5 + 4 + 3 * codeLengthCount + 3
        for item in items { bitCount += Int(code.lengths[item.symbol]) + item.extraCount }
    }

    func write(to writer: inout DeflateBitWriter) {
        writer.put(UInt64(literalCount - 257), 5)
        writer.put(UInt64(distanceCount - 1), 5)
        writer.put(UInt64(codeLengthCount - 4), 4)
        for symbol in DeflateBlockWriter.codeLengthOrder.prefix(codeLengthCount) {
            writer.put(UInt64(codeLengthCode.lengths[symbol]), 3)
        }
        for item in items {
            writer.put(UInt64(codeLengthCode.codes[item.symbol]), Int(codeLengthCode.lengths[item.symbol]))
            if item.extraCount > 0 { writer.put(UInt64(item.extra), item.extraCount) }
        }
    }
}
