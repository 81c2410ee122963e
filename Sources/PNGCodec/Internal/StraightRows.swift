import Foundation

/// An image's rows as straight-alpha 32-bit pixel words, one row at a time.
///
/// Straight input (RGBA bytes) and opaque premultiplied input (alpha 255 everywhere, so
/// premultiplied and straight agree) are read where they are, without a copy. Translucent
/// premultiplied input (Cairo's ARGB32) is un-premultiplied with cairo's rounding
/// (``Unpremultiply``) into two row buffers, so the row before the one asked for stays
/// readable (the filters need it). A source row equal to the one before it is not
/// un-premultiplied again: the buffer that holds that row is returned once more, and the
/// next row that differs goes to the other one.
struct StraightRows {
    /// The first row of the source.
    let base: UnsafeRawPointer
    /// Bytes between source rows.
    let bytesPerRow: Int
    /// Pixels per row.
    let width: Int
    /// Where the colours sit in each word, and whether alpha is written.
    let layout: PixelLayout
    /// Two rows of un-premultiplied words (nil when the source is read directly).
    private let buffers: UnsafeMutableRawPointer?
    /// The last row un-premultiplied or found equal to the one before it (−2: none yet),
    /// and the buffer (0 or 1) that holds its words.
    private var madeRow = -2, madeSlot = 1

    /// Rows of `source` to read directly.
    init(base: UnsafeRawPointer, bytesPerRow: Int, width: Int, layout: PixelLayout) {
        self.base = base
        self.bytesPerRow = bytesPerRow
        self.width = width
        self.layout = layout
        buffers = nil
    }

    /// Rows of premultiplied ARGB32 words to un-premultiply (owned buffers: see
    /// ``deallocate()``).
    init(premultiplied base: UnsafeRawPointer, bytesPerRow: Int, width: Int) {
        self.base = base
        self.bytesPerRow = bytesPerRow
        self.width = width
        layout = .argb32(channels: 4)
        buffers = .allocate(byteCount: width * 8, alignment: 16)
    }

    /// Frees the row buffers.
    func deallocate() { buffers?.deallocate() }

    /// Row `y` (rows are asked for in order; the previous one stays valid, and is the same
    /// memory when the two rows are equal).
    mutating func row(_ y: Int) -> UnsafeRawPointer {
        let source = base + y * bytesPerRow
        guard let buffers else { return source }
        let rowBytes = width * 4
        // Equal premultiplied words un-premultiply to equal straight words. On a frame with
        // transparent areas most rows equal the one above, and comparing (memcmp stops at
        // the first difference) costs a fraction of un-premultiplying.
        if y == madeRow + 1, y > 0, memcmp(source, source - bytesPerRow, rowBytes) == 0 {
            madeRow = y
            return UnsafeRawPointer(buffers + madeSlot * rowBytes)
        }
        madeSlot = 1 - madeSlot
        madeRow = y
        let target = buffers + madeSlot * rowBytes
        Unpremultiply.table.withUnsafeBufferPointer { table in
            let t = table.baseAddress.unsafelyUnwrapped
            var x = 0
            let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
            while x + 4 <= width {
                let words = source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                // Four opaque or four transparent (all-zero) words stay as they are.
                let opaqueLanes = unsafeBitCast((words & opaque) ^ opaque, to: PaethScan.Bytes.self)
                if PaethScan.isZero(opaqueLanes) || PaethScan.isZero(unsafeBitCast(words, to: PaethScan.Bytes.self)) {
                    target.storeBytes(of: words, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
                } else {
                    for i in 0..<4 { target.storeBytes(of: Self.straight(words[i], t), toByteOffset: (x + i) * 4, as: UInt32.self) }
                }
                x += 4
            }
            while x < width {
                let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                target.storeBytes(of: Self.straight(word, t), toByteOffset: x * 4, as: UInt32.self)
                x += 1
            }
        }
        return UnsafeRawPointer(target)
    }

    /// One premultiplied ARGB32 word with straight colour (0 when transparent).
    @inline(__always)
    private static func straight(_ p: UInt32, _ table: UnsafePointer<UInt8>) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        let k = Int(a) << 8
        let r = UInt32(table[k | Int(p >> 16 & 0xFF)]), g = UInt32(table[k | Int(p >> 8 & 0xFF)]), b = UInt32(table[k | Int(p & 0xFF)])
        return a << 24 | r << 16 | g << 8 | b
    }

    /// Writes row `y`'s bytes as PNG stores them (R, G, B and, with four channels, A) to `out`,
    /// which has 4 bytes to spare after them.
    mutating func pngBytes(_ y: Int, into out: UnsafeMutablePointer<UInt8>) {
        let words = row(y)
        let l = layout
        if l.channels == 4 && l.red == 0 && l.green == 8 && l.blue == 16 {
            out.update(from: words.assumingMemoryBound(to: UInt8.self), count: width * 4) // already R, G, B, A
            return
        }
        let target = UnsafeMutableRawPointer(out)
        var d = 0
        for x in 0..<width {
            // Four bytes stored, `channels` kept: the next pixel overwrites the rest.
            let w = words.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            let rgba = (w >> l.red & 0xFF) | (w >> l.green & 0xFF) << 8 | (w >> l.blue & 0xFF) << 16 | (w >> l.alpha & 0xFF) << 24
            target.storeBytes(of: rgba.littleEndian, toByteOffset: d, as: UInt32.self)
            d += l.channels
        }
    }
}
