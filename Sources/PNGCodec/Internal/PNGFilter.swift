/// PNG scanline filters (ISO/IEC 15948 §9), forward and inverse, on raw pointers.
enum PNGFilter {
    static let none: UInt8 = 0
    static let sub: UInt8 = 1
    static let up: UInt8 = 2
    static let average: UInt8 = 3
    static let paeth: UInt8 = 4

    @inline(__always)
    static func paethPredictor(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    /// Writes `filter(raw)` for one row to `out` (which excludes the filter-type byte).
    /// `prev` is the previous raw row (all zero for the first row).
    static func apply(
        _ type: UInt8, raw: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>,
        out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
    ) {
        switch type {
        case sub:
            for i in 0..<min(bpp, count) { out[i] = raw[i] }
            var i = bpp
            while i < count { out[i] = raw[i] &- raw[i - bpp]; i += 1 }
        case up:
            for i in 0..<count { out[i] = raw[i] &- prev[i] }
        case average:
            for i in 0..<min(bpp, count) { out[i] = raw[i] &- prev[i] >> 1 }
            var i = bpp
            while i < count {
                out[i] = raw[i] &- UInt8((Int(raw[i - bpp]) + Int(prev[i])) >> 1)
                i += 1
            }
        case paeth:
            for i in 0..<min(bpp, count) { out[i] = raw[i] &- prev[i] }
            var i = bpp
            while i < count {
                let pred = paethPredictor(Int(raw[i - bpp]), Int(prev[i]), Int(prev[i - bpp]))
                out[i] = raw[i] &- UInt8(truncatingIfNeeded: pred)
                i += 1
            }
        default:
            out.update(from: raw, count: count)
        }
    }

    /// The sum of |signed byte| over a filtered row: libpng's "minimum sum of absolute differences".
    static func cost(_ row: UnsafePointer<UInt8>, count: Int) -> Int {
        var s = 0
        for i in 0..<count {
            let v = Int(Int8(bitPattern: row[i]))
            s += v < 0 ? -v : v
        }
        return s
    }

    /// Reverses the filter in place on `row`; `prev` is the previous reconstructed row (zeros for the first).
    /// Returns false for an unknown filter type.
    static func undo(
        _ type: UInt8, row: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>, count: Int, bpp: Int
    ) -> Bool {
        switch type {
        case none:
            return true
        case sub:
            var i = bpp
            while i < count { row[i] = row[i] &+ row[i - bpp]; i += 1 }
        case up:
            for i in 0..<count { row[i] = row[i] &+ prev[i] }
        case average:
            for i in 0..<min(bpp, count) { row[i] = row[i] &+ prev[i] >> 1 }
            var i = bpp
            while i < count {
                row[i] = row[i] &+ UInt8((Int(row[i - bpp]) + Int(prev[i])) >> 1)
                i += 1
            }
        case paeth:
            for i in 0..<min(bpp, count) { row[i] = row[i] &+ prev[i] }
            if bpp == 3 || bpp == 4 { return undoPaethPixels(row: row, prev: prev, count: count, bpp: bpp) }
            var i = bpp
            while i < count {
                let pred = paethPredictor(Int(row[i - bpp]), Int(prev[i]), Int(prev[i - bpp]))
                row[i] = row[i] &+ UInt8(truncatingIfNeeded: pred)
                i += 1
            }
        default:
            return false
        }
        return true
    }

    /// Paeth reversed for 3- and 4-byte pixels after the first, a pixel at a time: where a
    /// pixel's filtered bytes are all 0 and the pixel above equals the one above-left
    /// (b = c, so pa = 0 and Paeth picks a in every channel), it is the pixel to its left —
    /// flat colour, most of a rendered frame — copied whole; other pixels byte by byte.
    private static func undoPaethPixels(row: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>, count: Int, bpp: Int) -> Bool {
        var i = bpp
        while i + bpp <= count {
            if isZero(row + i, bpp), equal(prev + i, prev + i - bpp, bpp) {
                (row + i).update(from: row + i - bpp, count: bpp)
            } else {
                for k in i..<i + bpp {
                    let pred = paethPredictor(Int(row[k - bpp]), Int(prev[k]), Int(prev[k - bpp]))
                    row[k] = row[k] &+ UInt8(truncatingIfNeeded: pred)
                }
            }
            i += bpp
        }
        while i < count {
            row[i] = row[i] &+ UInt8(truncatingIfNeeded: paethPredictor(Int(row[i - bpp]), Int(prev[i]), Int(prev[i - bpp])))
            i += 1
        }
        return true
    }

    @inline(__always)
    private static func isZero(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        n == 4 ? UnsafeRawPointer(p).loadUnaligned(as: UInt32.self) == 0 : p[0] | p[1] | p[2] == 0
    }

    @inline(__always)
    private static func equal(_ x: UnsafePointer<UInt8>, _ y: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        if n == 4 { return UnsafeRawPointer(x).loadUnaligned(as: UInt32.self) == UnsafeRawPointer(y).loadUnaligned(as: UInt32.self) }
        return x[0] == y[0] && x[1] == y[1] && x[2] == y[2]
    }
}
