/// How a Core Graphics bitmap lays out a pixel: 8-bit components, 4 or 3 bytes (or 1 for
/// grey), alpha first or last, premultiplied or straight or skipped, bytes in big- or
/// little-endian word order. The one home of the conversions between a caller's bytes and
/// the renderer's premultiplied native ARGB (`Bitmap`).
struct PixelLayout: Hashable {
    enum Alpha: Hashable { case none, skipFirst, skipLast, first, last }

    let bytesPerPixel: Int
    let alpha: Alpha
    let premultiplied: Bool
    let littleEndian: Bool
    let grey: Bool

    /// The layout of 8-bit components with `bitsPerPixel` in `space` under `bitmapInfo`, or
    /// nil for what this implementation does not read or write (other component sizes,
    /// floating point, alpha-only, 16-bit orders).
    init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents), let info = bitmapInfo.alphaInfo,
            order == 0 || order == CGBitmapInfo.byteOrder32Little.rawValue || order == CGBitmapInfo.byteOrder32Big.rawValue
        else { return nil }
        littleEndian = order == CGBitmapInfo.byteOrder32Little.rawValue
        grey = space?.model == .monochrome
        switch (info, bitsPerPixel, grey) {
        case (.none, 8, true): alpha = .none; premultiplied = false
        case (.none, 24, false): alpha = .none; premultiplied = false
        case (.noneSkipFirst, 32, false): alpha = .skipFirst; premultiplied = false
        case (.noneSkipLast, 32, false): alpha = .skipLast; premultiplied = false
        case (.premultipliedFirst, 32, false): alpha = .first; premultiplied = true
        case (.premultipliedLast, 32, false): alpha = .last; premultiplied = true
        case (.first, 32, false): alpha = .first; premultiplied = false
        case (.last, 32, false): alpha = .last; premultiplied = false
        default: return nil
        }
        bytesPerPixel = bitsPerPixel / 8
    }

    /// The renderer's layout: premultiplied, alpha first, in the machine's word order.
    static let native = PixelLayout(
        bitsPerComponent: 8, bitsPerPixel: 32, space: nil,
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little))

    /// The pixel at `p` as premultiplied (a, r, g, b).
    func read(_ p: UnsafePointer<UInt8>) -> (UInt8, UInt8, UInt8, UInt8) {
        if grey { return (255, p[0], p[0], p[0]) }
        if bytesPerPixel == 3 { return (255, p[0], p[1], p[2]) }
        let b0 = UInt32(p[0]), b1 = UInt32(p[1]), b2 = UInt32(p[2]), b3 = UInt32(p[3])
        let word: UInt32 = littleEndian ? (b3 << 24) | (b2 << 16) | (b1 << 8) | b0 : (b0 << 24) | (b1 << 16) | (b2 << 8) | b3
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: word >> shift) }
        let a: UInt8, r: UInt8, g: UInt8, b: UInt8
        switch alpha {
        case .first, .skipFirst:
            a = alpha == .first ? byte(24) : 255
            r = byte(16); g = byte(8); b = byte(0)
        case .last, .skipLast, .none:
            a = alpha == .last ? byte(0) : 255
            r = byte(24); g = byte(16); b = byte(8)
        }
        guard !premultiplied, a < 255 else { return (a, r, g, b) }
        func multiply(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
        return (a, multiply(r), multiply(g), multiply(b))
    }

    /// Writes the premultiplied (a, r, g, b) pixel at `p`.
    func write(_ pixel: (UInt8, UInt8, UInt8, UInt8), to p: UnsafeMutablePointer<UInt8>) {
        var (a, r, g, b) = pixel
        if !premultiplied, a > 0, a < 255 {
            func divide(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
            (r, g, b) = (divide(r), divide(g), divide(b))
        }
        if grey {
            let luma: Int = Int(r) * 299 + Int(g) * 587 + Int(b) * 114
            p[0] = UInt8((luma + 500) / 1000)
            return
        }
        if bytesPerPixel == 3 {
            (p[0], p[1], p[2]) = (r, g, b)
            return
        }
        // The components from the word's most significant byte down.
        let high: [UInt8]
        switch alpha {
        case .first, .skipFirst: high = [alpha == .first ? a : 255, r, g, b]
        case .last, .skipLast, .none: high = [r, g, b, alpha == .last ? a : 255]
        }
        for index in 0..<4 { p[index] = littleEndian ? high[3 - index] : high[index] }
    }
}
