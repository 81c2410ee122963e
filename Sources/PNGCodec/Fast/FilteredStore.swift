/// How the Paeth filter writes four filtered pixel words as the bytes PNG stores for them,
/// in R, G, B (A) order: chosen once a row for the row's ``PixelLayout``, each case with its
/// shifts and masks as constants. With the layout's byte offsets known only at run time, the
/// shifts by them were half of the filter's time; stored one pixel at a time, Cairo's opaque
/// pixels took 13 instructions each, against 4 for the vector form below.
///
/// A case tested once every four pixels, not a type the filter's loop is generic over: the
/// compiler merged that loop's specialisations into one function that called the store's
/// four-pixel filter through a pointer, its vector registers spilled and its constants
/// reloaded around each call (seen in the release build's code).
enum FilteredStore {
    /// Cairo's ARGB32 words (every opaque rendered frame) as RGB.
    case rgbFromARGB32
    /// Cairo's ARGB32 words as RGBA.
    case rgbaFromARGB32
    /// Words whose lowest byte is red, then green, blue and alpha (RGBA bytes read on a
    /// little-endian machine), as RGB.
    case rgbFromRGBA
    /// Words whose lowest byte is red, then green, blue and alpha, as RGBA.
    case rgbaFromRGBA
    /// Any other layout, one pixel at a time by its offsets.
    case anyLayout

    /// The way to store `layout`'s words.
    init(_ layout: PixelLayout) {
        switch (layout.channels, layout == .argb32(channels: layout.channels), layout == .rgbaLittleEndian(channels: layout.channels)) {
        case (3, true, _): self = .rgbFromARGB32
        case (4, true, _): self = .rgbaFromARGB32
        case (3, _, true): self = .rgbFromRGBA
        case (4, _, true): self = .rgbaFromRGBA
        default: self = .anyLayout
        }
    }

    /// Writes the stored bytes of four filtered words at `out`, `layout.channels` bytes
    /// each, and may write up to two zero bytes after them (the next pixel's first bytes,
    /// which stay 0 when that pixel is not written; the row's buffer has room past its end).
    @inline(__always)
    func storeFour(_ words: SIMD4<UInt32>, layout: PixelLayout, to out: UnsafeMutableRawPointer) {
        switch self {
        case .rgbFromARGB32: Self.storeThreeBytes(Self.swappingRedAndBlue(words), to: out)
        case .rgbaFromARGB32: Self.storeFourBytes(Self.swappingRedAndBlue(words) | words & 0xFF00_0000, to: out)
        case .rgbFromRGBA: Self.storeThreeBytes(words & 0xFF_FFFF, to: out)
        case .rgbaFromRGBA: Self.storeFourBytes(words, to: out)
        case .anyLayout: for i in 0..<4 { PaethScan.store(words[i], layout, out + i &* layout.channels) }
        }
    }

    /// Stores the low three bytes of each of four words (0 above them) as 12 consecutive
    /// bytes, and two zero bytes after them, in two 8-byte stores: the bytes of each pair
    /// of pixels are one 64-bit lane, the odd pixel's shifted down next to the even one's,
    /// all in vector registers (picking the words out one by one made it scalar code).
    @inline(__always)
    private static func storeThreeBytes(_ words: SIMD4<UInt32>, to out: UnsafeMutableRawPointer) {
        #if _endian(little)
        let lanes = unsafeBitCast(words, to: SIMD2<UInt64>.self) // even word low, odd word high
        let pairs = lanes & 0xFF_FFFF | lanes &>> 8 & 0xFFFF_FF00_0000
        #else
        let pairs = SIMD2<UInt64>(UInt64(words[0]), UInt64(words[2])) | SIMD2<UInt64>(UInt64(words[1]), UInt64(words[3])) &<< 24
        #endif
        out.storeBytes(of: pairs[0].littleEndian, as: UInt64.self)
        out.storeBytes(of: pairs[1].littleEndian, toByteOffset: 6, as: UInt64.self)
    }

    /// Stores four words as 16 bytes, each word's lowest byte first.
    @inline(__always)
    private static func storeFourBytes(_ words: SIMD4<UInt32>, to out: UnsafeMutableRawPointer) {
        for i in 0..<4 { out.storeBytes(of: words[i].littleEndian, toByteOffset: 4 &* i, as: UInt32.self) }
    }

    /// Cairo's ARGB32 words with red and blue swapped: red in the lowest byte, then green,
    /// blue, and 0 in the top byte.
    @inline(__always)
    private static func swappingRedAndBlue(_ words: SIMD4<UInt32>) -> SIMD4<UInt32> {
        words &>> 16 & 0xFF | words & 0xFF00 | (words & 0xFF) &<< 16
    }
}
