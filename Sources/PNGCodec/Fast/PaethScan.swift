import Foundation

/// Where the colour bytes sit in a 32-bit pixel word, and which of them a PNG row holds.
struct PixelLayout: Equatable {
    /// Bit offsets of red, green, blue and alpha in the native word.
    let red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32
    /// 3 (RGB: alpha left out) or 4 (RGBA).
    let channels: Int

    /// Cairo's `CAIRO_FORMAT_ARGB32`: native-endian words, alpha in the top byte.
    static func argb32(channels: Int) -> PixelLayout { PixelLayout(red: 16, green: 8, blue: 0, alpha: 24, channels: channels) }

    /// Bytes R, G, B, A in memory order, read as native words.
    static func rgbaBytes(channels: Int) -> PixelLayout {
        #if _endian(little)
        rgbaLittleEndian(channels: channels)
        #else
        PixelLayout(red: 24, green: 16, blue: 8, alpha: 0, channels: channels)
        #endif
    }

    /// Red in the lowest byte of the word, then green, blue and alpha: ``rgbaBytes(channels:)``
    /// on a little-endian machine.
    static func rgbaLittleEndian(channels: Int) -> PixelLayout {
        PixelLayout(red: 0, green: 8, blue: 16, alpha: 24, channels: channels)
    }
}

/// Paeth-filters one row of 32-bit pixels into the bytes PNG stores for it, four pixels
/// (16 bytes) at a time with SIMD.
///
/// Paeth (filter type 4, PNG §9.4) predicts each byte from the left (a), upper (b) and
/// upper-left (c) bytes of its channel; it is 0 on flat colour and on both horizontal and
/// vertical edges, which is most of a rendered UI frame. Filtering works on whole 32-bit
/// words whatever the channel order, since every channel is predicted from itself; the
/// layout only decides which bytes of each filtered word are written, in PNG's R, G, B (A)
/// order.
///
/// A pixel equal to the one above it, whose left neighbour equals the one above that too
/// (x = b and a = c), filters to zero without computing anything: its predictor is b. The
/// row is compared with the one above 64 pixels at a time into a bit mask of such pixels,
/// without a branch; only the bytes the row before wrote are cleared (``FilteredRow``), and
/// only four pixels from each pixel outside the mask are filtered, the next found by counting trailing zero bits. On the
/// 100-cell update's frames that is a tenth of the pixels of a row that differs; the loop
/// over the mask's set bits replaces a test per 16 pixels and two per four, each taken or
/// not at every edge.
enum PaethScan {
    typealias Bytes = SIMD16<UInt8>

    /// Filters row `current` (`width` words) against `previous` (zeros above the first row)
    /// into `row` (`width` × channels bytes). Returns nil, having written nothing, when the
    /// row equals the one above: it filters to zeros throughout.
    /// Otherwise returns the bitwise AND of the words of the pixels it filtered, which
    /// include every pixel that differs from the one above: where that AND has all alpha
    /// bits set, the row is as opaque as the one above it.
    static func filter(
        current: UnsafeRawPointer, previous: UnsafeRawPointer, width: Int, layout: PixelLayout, into row: inout FilteredRow
    ) -> UInt32? {
        // The same memory when un-premultiplied rows are equal (``StraightRows``).
        if current == previous || memcmp(current, previous, width &* 4) == 0 { return nil }
        row.clear(channels: layout.channels)
        // The layout is decided here, once a row: each case stores with its own constants.
        return filterRow(current: current, previous: previous, width: width, layout: layout, into: &row, FilteredStore(layout))
    }

    /// ``filter(current:previous:width:layout:into:)`` of a row that differs from the one
    /// above, into `row` cleared, its filtered words stored as `storing` says.
    private static func filterRow(
        current: UnsafeRawPointer, previous: UnsafeRawPointer, width: Int, layout: PixelLayout, into row: inout FilteredRow,
        _ storing: FilteredStore
    ) -> UInt32 {
        let channels = layout.channels
        let out = row.bytes
        var filtered = SIMD4<UInt32>(repeating: current.loadUnaligned(as: UInt32.self))
        store(scalarResidual(current: current, previous: previous, x: 0), layout, out)
        row.wrote(at: 0)
        // The first pixel not yet written, and whether the pixel before the chunk equals
        // the one above it (the first pixel's left neighbours are zeros on both rows).
        var next = 1
        var leftEqual: UInt64 = 1
        var x0 = 0
        while x0 < width {
            let count = min(64, width &- x0)
            let equal = equalBits(current, previous, from: x0, count: count)
            let zero = equal & (equal &<< 1 | leftEqual)
            leftEqual = equal &>> 63
            var work = ~zero
            let done = next &- x0 // pixels of this chunk already written
            work = done >= 64 ? 0 : work & (~0 &<< UInt64(max(0, done)))
            while work != 0 {
                let x = x0 &+ work.trailingZeroBitCount
                row.wrote(at: x)
                if x &+ 4 <= width {
                    // The four pixels from x, filtered in one step: written out here, as the
                    // release build (its modules compiled on two threads) left a function for
                    // them out of line, called through a pointer once the specialisations of a
                    // loop generic over the store were merged into one, with the vector
                    // registers spilled and the constants reloaded around each call.
                    let offset = x &* 4
                    let cx = current.loadUnaligned(fromByteOffset: offset, as: Bytes.self)
                    let b = previous.loadUnaligned(fromByteOffset: offset, as: Bytes.self)
                    let a = current.loadUnaligned(fromByteOffset: offset &- 4, as: Bytes.self)
                    let c = previous.loadUnaligned(fromByteOffset: offset &- 4, as: Bytes.self)
                    let residuals = unsafeBitCast(cx &- predict(a: a, b: b, c: c), to: SIMD4<UInt32>.self)
                    storing.storeFour(residuals, layout: layout, to: out + x &* channels)
                    filtered &= unsafeBitCast(cx, to: SIMD4<UInt32>.self)
                } else {
                    for tail in x..<width {
                        filtered[0] &= current.loadUnaligned(fromByteOffset: tail &* 4, as: UInt32.self)
                        store(scalarResidual(current: current, previous: previous, x: tail), layout, out + tail &* channels)
                    }
                }
                next = x &+ 4
                let written = next &- x0
                work = written >= 64 ? 0 : work & (~0 &<< UInt64(written))
            }
            x0 &+= 64
        }
        return filtered[0] & filtered[1] & filtered[2] & filtered[3]
    }

    /// For `count` (≤ 64) pixels from `x0`, a bit set where the pixel of `current` equals
    /// the one of `previous` (bits from `count` up are set): sixteen groups of four pixels
    /// compared as 32-bit lanes, each lane's result kept as one bit. On the 100-cell
    /// update's frames three chunks in five of a differing row have no pixel to filter, yet
    /// testing first whether a chunk equals the one above throughout (the rows' XOR, ORed
    /// together) cost more than it saved: the filter's instructions 3.3 % more (callgrind).
    /// Computing a differing row's masks in a pass of their own before the filtering loop,
    /// so that the loads of a tight loop overlap, made no difference in instructions
    /// (−0.1 %) nor in CPU time (−1 % to +2 %).
    @inline(__always)
    private static func equalBits(_ current: UnsafeRawPointer, _ previous: UnsafeRawPointer, from x0: Int, count: Int) -> UInt64 {
        typealias Words = SIMD4<UInt32>
        let lanes = Words(1, 2, 4, 8)
        var low = Words(), high = Words()
        let groups = count &>> 2
        let base = x0 &* 4
        if groups == 16 {
            for k in 0..<8 {
                let at = base &+ 16 &* k
                let same =
                    current.loadUnaligned(fromByteOffset: at, as: Words.self) .== previous.loadUnaligned(fromByteOffset: at, as: Words.self)
                low |= Words(repeating: 0).replacing(with: lanes &<< UInt32(4 &* k), where: same)
            }
            for k in 0..<8 {
                let at = base &+ 128 &+ 16 &* k
                let same =
                    current.loadUnaligned(fromByteOffset: at, as: Words.self) .== previous.loadUnaligned(fromByteOffset: at, as: Words.self)
                high |= Words(repeating: 0).replacing(with: lanes &<< UInt32(4 &* k), where: same)
            }
            return UInt64(low[0] | low[1] | low[2] | low[3]) | UInt64(high[0] | high[1] | high[2] | high[3]) &<< 32
        }
        var bits: UInt64 = ~0 &<< UInt64(count)
        for x in 0..<count {
            let at = base &+ 4 &* x
            if current.loadUnaligned(fromByteOffset: at, as: UInt32.self) == previous.loadUnaligned(fromByteOffset: at, as: UInt32.self) {
                bits |= 1 &<< UInt64(x)
            }
        }
        return bits
    }

    /// The Paeth predictor of 16 bytes at once, in 8-bit arithmetic: with pa = |b − c| and
    /// pb = |a − c|, pc = |a + b − 2c| is pa + pb when b − c and a − c have the same sign
    /// (saturated at 255, which keeps every comparison's outcome) and |pa − pb| otherwise.
    ///
    /// Transparent, not `@inline(__always)`: the release build kept the latter out of line
    /// inside ``filterRow(current:previous:width:layout:into:_:)``'s loop, a call every four
    /// pixels.
    @_transparent
    static func predict(a: Bytes, b: Bytes, c: Bytes) -> Bytes {
        let pa = distance(b, c)
        let pb = distance(a, c)
        let sum = pa &+ pb
        let saturated = sum.replacing(with: 255, where: sum .< pa)
        let difference = distance(pa, pb)
        let pc = saturated.replacing(with: difference, where: (b .>= c) .^ (a .>= c))
        let useA = (pa .<= pb) .& (pa .<= pc)
        let useB = pb .<= pc
        return c.replacing(with: b, where: useB).replacing(with: a, where: useA)
    }

    /// |x − y| in each lane: max(x, y) − min(x, y), which is 2·max(x, y) − x − y in
    /// wrapping 8-bit arithmetic (max + min = x + y), the maximum a select on a comparison.
    /// The standard library's `pointwiseMax` and `pointwiseMin` are not inlined (six calls
    /// for every four pixels, each spilling the vector registers around it); this form
    /// compiles to a few vector instructions, and the predictor ran 3× faster in isolation
    /// (8.1 → 2.6 ns per four pixels on the machine the benchmarks use). Transparent, as
    /// ``predict(a:b:c:)`` is.
    @_transparent
    static func distance(_ x: Bytes, _ y: Bytes) -> Bytes {
        let larger = x.replacing(with: y, where: x .< y)
        return larger &+ larger &- x &- y
    }

    /// Whether all 16 bytes are 0, tested as two 64-bit words (the vectors' `==` is a
    /// generic loop over the lanes).
    @inline(__always)
    static func isZero(_ v: Bytes) -> Bool {
        let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// The filtered word of pixel `x`, one byte at a time (row ends).
    @inline(__always)
    private static func scalarResidual(current: UnsafeRawPointer, previous: UnsafeRawPointer, x: Int) -> UInt32 {
        let cx = current.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        let b = previous.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        let a = x > 0 ? current.loadUnaligned(fromByteOffset: x * 4 - 4, as: UInt32.self) : 0
        let c = x > 0 ? previous.loadUnaligned(fromByteOffset: x * 4 - 4, as: UInt32.self) : 0
        var residual: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            func lane(_ w: UInt32) -> Int { Int(w >> shift & 0xFF) }
            let predicted = PNGFilter.paethPredictor(lane(a), lane(b), lane(c))
            residual |= UInt32(UInt8(truncatingIfNeeded: lane(cx) - predicted)) << shift
        }
        return residual
    }

    /// Writes a filtered word's stored bytes in PNG's channel order: four bytes are
    /// stored, of which the caller keeps `channels`; with three, the fourth is 0 (it is the
    /// next pixel's first byte, which stays 0 when that pixel is not written).
    @inline(__always)
    static func store(_ word: UInt32, _ layout: PixelLayout, _ out: UnsafeMutableRawPointer) {
        let r = word &>> layout.red & 0xFF, g = word &>> layout.green & 0xFF, b = word &>> layout.blue & 0xFF
        let a = layout.channels == 4 ? word &>> layout.alpha & 0xFF : 0
        out.storeBytes(of: (r | g &<< 8 | b &<< 16 | a &<< 24).littleEndian, as: UInt32.self)
    }
}
