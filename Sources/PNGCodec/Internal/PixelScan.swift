/// Fast whole-buffer scans used to pick the PNG colour type.
enum PixelScan {
    /// True when every 4th byte (alpha of RGBA) is 255.
    static func allOpaqueRGBA(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count / 4
        guard let base = bytes.baseAddress else { return true }
        // Bytes R,G,B,A loaded as a native UInt32: alpha is the top byte on little-endian,
        // the bottom byte on big-endian; `UInt32(0xFF).bigEndian` is that mask either way.
        let mask = UInt32(0xFF).bigEndian
        var i = 0
        while i < count {
            var acc = mask
            let end = min(count, i + 4096)
            while i < end {
                acc &= base.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                i += 1
            }
            if acc & mask != mask { return false }
        }
        return true
    }

    /// True when every native-endian ARGB32 word in `height` rows of `width` pixels has alpha 255.
    static func allOpaqueARGB32(_ base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) -> Bool {
        let alpha: UInt32 = 0xFF00_0000
        for y in 0..<height {
            let row = base + y * bytesPerRow
            var wide = SIMD16<UInt32>(repeating: alpha)
            var x = 0
            while x + 16 <= width {
                wide &= row.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt32>.self)
                x += 16
            }
            var acc = wide & alpha == SIMD16(repeating: alpha) ? alpha : 0
            while x < width {
                acc &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                x += 1
            }
            if acc & alpha != alpha { return false }
        }
        return true
    }
}
