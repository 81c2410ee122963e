import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// loads them with no module map for this C library (docs/ARCHITECTURE.md, "What stays out
// of products"), so no declaration other modules see may mention it.
@_implementationOnly import CDeflate

/// The smaller encoder's IDAT: rows filtered by one strategy (or libpng's per-row choice),
/// then compressed whole by `libdeflate_zlib_compress` at a chosen level, straight into the
/// file's memory.
enum LibdeflateStream {
    /// Writes the PNG of `rows` (`height` rows) and returns it.
    /// - Throws: `PNGError` when the image is too large or libdeflate fails.
    static func encode(
        _ rows: StraightRows, height: Int, level: Int, filter: PNGEncoder.FilterStrategy
    ) throws(PNGError) -> Data {
        var rows = rows // it keeps which of its buffers holds the last row
        let channels = rows.layout.channels
        let rowBytes = rows.width * channels
        let stride = rowBytes + 1
        let (filteredCount, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow else { throw .invalidImage("\(rows.width)×\(height) is too large") }

        // Raw rows: current and previous (previous starts as zeros), and three scratch rows,
        // each with the 4 bytes `pngBytes` may write past a row.
        let rowStride = rowBytes + 4
        var scratchRows = [UInt8](repeating: 0, count: rowStride * 5)
        var filtered = [UInt8](repeating: 0, count: filteredCount + 4)
        scratchRows.withUnsafeMutableBufferPointer { rowsBuffer in
            filtered.withUnsafeMutableBufferPointer { outBuffer in
                let rowsBase = rowsBuffer.baseAddress.unsafelyUnwrapped
                var prev = rowsBase
                var cur = rowsBase + rowStride
                let trials = rowsBase + rowStride * 2 // three scratch rows for .adaptive
                let out = outBuffer.baseAddress.unsafelyUnwrapped
                for y in 0..<height {
                    let dest = out + y * stride
                    guard let type = filter.filterType else {
                        rows.pngBytes(y, into: cur)
                        dest[0] = PNGFilter.adaptive(raw: cur, prev: prev, out: dest + 1, scratch: trials, count: rowBytes, bpp: channels)
                        swap(&prev, &cur)
                        continue
                    }
                    dest[0] = type
                    if type == PNGFilter.none {
                        // No filter needs the previous row: convert straight into the output.
                        rows.pngBytes(y, into: dest + 1)
                        continue
                    }
                    rows.pngBytes(y, into: cur)
                    PNGFilter.apply(type, raw: cur, prev: prev, out: dest + 1, count: rowBytes, bpp: channels)
                    swap(&prev, &cur)
                }
            }
        }

        guard let compressor = libdeflate_alloc_compressor(Int32(min(12, max(0, level)))) else {
            throw .compressionFailed("libdeflate_alloc_compressor(\(level)) returned NULL")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
        let file = try PNGFileBuffer(width: rows.width, height: height, channels: channels, idatCapacity: bound)
        let written = filtered.withUnsafeBytes { input in
            libdeflate_zlib_compress(compressor, input.baseAddress, filteredCount, file.idat, bound)
        }
        guard written > 0 else {
            file.discard()
            throw .compressionFailed("libdeflate_zlib_compress produced \(written) bytes for \(filteredCount) input bytes")
        }
        return try file.finish(idatLength: written)
    }
}

extension PNGEncoder.FilterStrategy {
    /// The one filter type of every row; nil for `.adaptive`.
    var filterType: UInt8? {
        switch self {
        case .none: PNGFilter.none
        case .sub: PNGFilter.sub
        case .up: PNGFilter.up
        case .paeth: PNGFilter.paeth
        case .adaptive: nil
        }
    }
}

extension PNGFilter {
    /// Filters one row with whichever of Sub, Up and Paeth has the smallest ``cost(_:count:)``
    /// (libpng's heuristic) into `out`, and returns that filter's type; `scratch` holds three rows.
    static func adaptive(
        raw: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
        scratch: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
    ) -> UInt8 {
        var best = (type: sub, cost: Int.max, index: 0)
        for (k, candidate) in [sub, up, paeth].enumerated() {
            let trial = scratch + k * count
            apply(candidate, raw: raw, prev: prev, out: trial, count: count, bpp: bpp)
            let c = cost(trial, count: count)
            if c < best.cost { best = (candidate, c, k) }
        }
        out.update(from: scratch + best.index * count, count: count)
        return best.type
    }
}
