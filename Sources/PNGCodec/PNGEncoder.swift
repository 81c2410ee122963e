import Foundation
import ReelIO

/// Encodes 8-bit images to PNG quickly and deterministically, in one of two ways
/// (``Method``): ``Method/fast``, a SIMD Paeth filter and a Huffman/run-length stream at
/// memory speed, or ``Method/deflate(level:filter:)``, libdeflate's compressor, slower and
/// smaller on text-heavy images.
///
/// - Colour type: 2 (RGB, 8-bit) when every alpha is 255, otherwise 6 (RGBA, 8-bit). The
///   check is one cheap pass; RGB saves a quarter of the bytes to filter and compress.
/// - One IDAT chunk holding the zlib stream; no ancillary chunks and no timestamps, so equal
///   pixels give byte-identical files. The file is built in one allocation and returned as
///   `Data` without a copy.
///
/// Measured on a rendered 1080p frame of 100 labelled cells (`Scripts/bench render`): `.fast`
/// is over ten times faster than `cairo_surface_write_to_png` (libpng's defaults), its file
/// 1.03× cairo's; `.small` (libdeflate level 2, no filter) about four times faster, 1.14×.
/// On a text-heavy frame (`Scripts/bench png`) `.small`'s file is about a third smaller.
public struct PNGEncoder: Sendable {
    /// How each scanline is filtered before libdeflate compresses it.
    public enum FilterStrategy: Sendable, Equatable, Hashable, CaseIterable {
        /// Filter type 0 on every row.
        case none
        /// Filter type 1 (difference from the pixel to the left) on every row.
        case sub
        /// Filter type 2 (difference from the pixel above) on every row.
        case up
        /// Filter type 4 (Paeth predictor) on every row.
        case paeth
        /// Per row, whichever of Sub, Up, Paeth has the smallest sum of absolute signed bytes.
        case adaptive
    }

    /// How the pixels are compressed.
    public enum Method: Sendable, Equatable, Hashable {
        /// Every row Paeth-filtered four pixels at a time with SIMD; the filtered bytes
        /// written as literals and runs of zeros (matches at distance 1, no LZ77 search) in
        /// dynamic-Huffman blocks built from each block's own counts, in the manner of fpnge.
        /// Flat colour and straight edges — most of a rendered UI frame — cost almost
        /// nothing, and a one-probe search finds repeats along a row; repeats elsewhere are
        /// not found, so text-heavy images come out larger than libdeflate's.
        case fast
        /// Rows filtered by `filter`, then compressed by libdeflate at `level` (clamped to
        /// 0…12: 0 stored, 12 smallest). Level 2 with no filter was the best trade-off on
        /// rendered UI frames: filtering destroys the exact repeats of glyphs that deflate
        /// finds. For photographic content choose `.up` or `.adaptive`.
        case deflate(level: Int, filter: FilterStrategy)
    }

    /// The two choices `reel` offers (`--png-level`).
    public enum Level: String, Sendable, CaseIterable {
        /// ``Method/fast``: several times faster than `.small`; text-heavy files larger.
        case fast
        /// ``Method/deflate(level:filter:)`` at level 2 without filtering: smaller files for
        /// text-heavy images.
        case small

        /// The encoding method this level stands for.
        public var method: Method {
            switch self {
            case .fast: .fast
            case .small: .deflate(level: 2, filter: .none)
            }
        }
    }

    /// How the pixels are compressed.
    public var method: Method

    /// An encoder using `method` (``Method/fast`` by default).
    public init(method: Method = .fast) {
        self.method = method
    }

    /// An encoder at one of `reel`'s levels.
    public init(level: Level) {
        self.method = level.method
    }

    /// A libdeflate encoder: ``Method/deflate(level:filter:)``.
    public init(compressionLevel: Int, filter: FilterStrategy = .none) {
        self.method = .deflate(level: compressionLevel, filter: filter)
    }

    /// Encodes a straight-alpha RGBA image.
    /// - Throws: `PNGError.invalidImage` for an empty image, `PNGError.compressionFailed`.
    /// - Complexity: O(width × height).
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        let result = image.pixels.withUnsafeBytes { buffer in
            Result { () throws(PNGError) -> [UInt8] in
                try encode(rgba: buffer, width: image.width, height: image.height, bytesPerRow: image.width * 4)
            }
        }
        return try result.get()
    }

    /// Encodes straight-alpha RGBA bytes (R, G, B, A per pixel) whose rows are `bytesPerRow` apart.
    /// - Throws: `PNGError.invalidImage` when the buffer is too small for the geometry.
    public func encode(rgba: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) throws(PNGError) -> [UInt8] {
        try Self.validate(bufferCount: rgba.count, width: width, height: height, bytesPerRow: bytesPerRow)
        guard let base = rgba.baseAddress else { throw .invalidImage("empty pixel buffer") }
        var opaque = true
        for y in 0..<height where opaque {
            opaque = PixelScan.allOpaqueRGBA(UnsafeRawBufferPointer(start: base + y * bytesPerRow, count: width * 4))
        }
        let layout = PixelLayout.rgbaBytes(channels: opaque ? 3 : 4)
        return try [UInt8](encode(StraightRows(base: base, bytesPerRow: bytesPerRow, width: width, layout: layout), height: height))
    }

    /// Encodes premultiplied native-endian 32-bit ARGB words — Cairo's `CAIRO_FORMAT_ARGB32`
    /// (bytes B, G, R, A on little-endian machines) — un-premultiplying with cairo's rounding
    /// `(c·255 + a/2) / a`.
    /// - Parameters:
    ///   - data: the surface's pixels, `height` rows of `bytesPerRow` bytes.
    ///   - width: the image width in pixels.
    ///   - height: the image height in pixels.
    ///   - bytesPerRow: the surface stride (`cairo_image_surface_get_stride`).
    /// - Returns: the file, in memory the `Data` owns (no copy is made of it).
    /// - Throws: `PNGError.invalidImage` when the buffer is too small for the geometry.
    public func encode(
        premultipliedARGB32 data: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int
    ) throws(PNGError) -> Data {
        try Self.validate(bufferCount: data.count, width: width, height: height, bytesPerRow: bytesPerRow)
        guard let base = data.baseAddress else { throw .invalidImage("empty pixel buffer") }
        if PixelScan.allOpaqueARGB32(base, width: width, height: height, bytesPerRow: bytesPerRow) {
            return try encode(
                StraightRows(base: base, bytesPerRow: bytesPerRow, width: width, layout: .argb32(channels: 3)), height: height)
        }
        let rows = StraightRows(premultiplied: base, bytesPerRow: bytesPerRow, width: width)
        defer { rows.deallocate() }
        return try encode(rows, height: height)
    }

    /// Encodes `image` and writes it to `url` atomically (`AtomicFile.write`).
    /// - Throws: `PNGError` when encoding fails, `AtomicFile.WriteError` (naming the path) when
    ///   writing fails; no partial file is left under `url`.
    public func write(_ image: RGBAImage, to url: URL) throws {
        try AtomicFile.write(encode(image), to: url)
    }

    // MARK: - Implementation

    private func encode(_ rows: StraightRows, height: Int) throws(PNGError) -> Data {
        switch method {
        case .fast: try FastPNGStream.encode(rows, height: height)
        case let .deflate(level, filter): try LibdeflateStream.encode(rows, height: height, level: level, filter: filter)
        }
    }

    private static func validate(bufferCount: Int, width: Int, height: Int, bytesPerRow: Int) throws(PNGError) {
        guard width > 0, height > 0 else { throw .invalidImage("PNG needs at least 1×1 pixels, got \(width)×\(height)") }
        guard width <= 0x7FFF_FFFF / 4, height <= 0x7FFF_FFFF else { throw .invalidImage("\(width)×\(height) is too large for PNG") }
        guard bytesPerRow >= width * 4 else { throw .invalidImage("bytesPerRow \(bytesPerRow) < width × 4 = \(width * 4)") }
        let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard !overflow, bufferCount >= needed + width * 4 else {
            throw .invalidImage("buffer of \(bufferCount) bytes is too small for \(width)×\(height) with bytesPerRow \(bytesPerRow)")
        }
    }
}
