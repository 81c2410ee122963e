import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// loads them with no module map for this C library (docs/ARCHITECTURE.md, "What stays out
// of products"), so no declaration other modules see may mention it.
@_implementationOnly import CDeflate

/// The fast encoder's IDAT: every row Paeth-filtered with SIMD (``PaethScan``), the bytes
/// turned into zero runs, same-row matches and literals (``DeflateTokens``), written as
/// dynamic-Huffman DEFLATE blocks of about ``blockTokens`` tokens each
/// (``DeflateBlockWriter``), in a zlib wrapper (RFC 1950) — in the manner of fpnge, plus
/// a one-probe match search where rows are not flat.
///
/// One pass over the pixels and no copy of the filtered image: memory is one filtered row,
/// the tokens of one block and the output.
///
/// Tried against issue 28, on the 100-cell update's 61 frames: prefetching the next row
/// while this one is tokenised (`__builtin_prefetch` through a C header, as Swift has no
/// prefetch) made the encoder 9–13 % slower. This module compiled for x86-64-v3 (AVX2, BMI)
/// ran 10 % fewer instructions and 4–9 % less CPU time, but Swift has no per-function target
/// attribute, and SwiftPM passes `-target-cpu` to a target only as an unsafe flag, which
/// SwiftPM refuses in a package depended on by version: choosing such code at run time
/// would take a second copy of the module and a CPU check in C.
enum FastPNGStream {
    /// Tokens gathered before a block is written (a block ends at a row's end).
    static let blockTokens = 1 << 17

    /// Writes the PNG of `rows` (`height` rows) and returns it.
    /// - Throws: `PNGError` when the memory cannot be had or the stream does not fit a chunk.
    static func encode(_ rows: StraightRows, height: Int) throws(PNGError) -> Data {
        guard let png = try write(rows, height: height, opaqueARGB32: false) else {
            throw .compressionFailed("internal error: an encoding without an opacity check stopped")
        }
        return png
    }

    /// The PNG of `rows`, ARGB32 words written without alpha, or nil when a pixel is not
    /// opaque: opacity is checked on the way, on rows already in cache and only where a row
    /// differs from the one above, instead of in a pass of its own.
    /// - Throws: `PNGError` when the memory cannot be had or the stream does not fit a chunk.
    static func encodeIfOpaque(argb32 rows: StraightRows, height: Int) throws(PNGError) -> Data? {
        try write(rows, height: height, opaqueARGB32: true)
    }

    /// ``encode(_:height:)``, or ``encodeIfOpaque(argb32:height:)`` when `opaqueARGB32`.
    private static func write(_ rows: StraightRows, height: Int, opaqueARGB32: Bool) throws(PNGError) -> Data? {
        var rows = rows // it keeps which of its buffers holds the last row
        let layout = rows.layout
        let rowBytes = rows.width * layout.channels
        let (raw, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        guard !overflow else { throw .invalidImage("\(rows.width)×\(height) is too large") }
        let zlibBound = 2 + DeflateBlockWriter.bound(rawBytes: raw, blocks: height) + 4
        let file = try PNGFileBuffer(width: rows.width, height: height, channels: layout.channels, idatCapacity: zlibBound)
        var writer = DeflateBitWriter(base: file.idat, capacity: file.idatCapacity, position: 0)
        writer.put(0x78, 8) // CMF: deflate, 32 KiB window
        writer.put(0x01, 8) // FLG: fastest; (0x78 << 8 | 0x01) % 31 == 0
        // A block ends once it holds blockTokens; one more row adds at most its bytes, its
        // filter byte and up to 4 zeros left over from the row before; zeros are stored
        // four at a time (``DeflateTokens/slack``).
        var tokens = DeflateTokens(capacity: blockTokens + rowBytes + 8 + DeflateTokens.slack)
        defer { tokens.deallocate() }
        let zeros = UnsafeMutableRawPointer.allocate(byteCount: rows.width * 4, alignment: 16)
        zeros.initializeMemory(as: UInt8.self, repeating: 0, count: rows.width * 4)
        defer { zeros.deallocate() }
        var filtered = FilteredRow(width: rows.width, channels: layout.channels)
        defer { filtered.deallocate() }
        var adler = Adler32()

        var previous = UnsafeRawPointer(zeros)
        for y in 0..<height {
            let current = rows.row(y)
            let start = y * (rowBytes + 1) + 1
            tokens.flushZeros()
            tokens.literal(PNGFilter.paeth)
            adler.update(byte: PNGFilter.paeth)
            if let changed = PaethScan.filter(current: current, previous: previous, width: rows.width, layout: layout, into: &filtered) {
                // A pixel equal to the one above is as opaque as it, so below the first row
                // (checked in full: a pixel equal to the zeros above it is transparent) the
                // pixels the filter returns stand for the row.
                if opaqueARGB32,
                    y == 0 ? !PixelScan.isOpaqueARGB32(row: current, width: rows.width) : changed &>> layout.alpha & 0xFF != 0xFF
                {
                    file.discard()
                    return nil
                }
                let bytes = filtered.bytes.assumingMemoryBound(to: UInt8.self)
                tokens.tokenize(row: bytes, count: rowBytes, start: start)
                adler.update(UnsafeRawBufferPointer(start: filtered.bytes, count: rowBytes))
            } else {
                if opaqueARGB32 && y == 0 {
                    file.discard()
                    return nil // all zero: transparent
                }
                tokens.pendingZeros += rowBytes
                adler.update(zeros: rowBytes)
            }
            tokens.rawBytes += rowBytes + 1
            previous = current
            let last = y == height - 1
            if last || tokens.count >= blockTokens {
                tokens.flushZeros()
                DeflateBlockWriter.write(tokens, final: last, to: &writer)
                tokens.reset()
            }
        }
        writer.alignToByte()
        for shift in [24, 16, 8, 0] { writer.putByte(UInt8(truncatingIfNeeded: adler.value >> UInt32(shift))) }
        guard writer.position <= file.idatCapacity else {
            file.discard()
            throw .compressionFailed("internal error: the stream outgrew its bound (\(writer.position) > \(file.idatCapacity) bytes)")
        }
        return try file.finish(idatLength: writer.position)
    }
}

/// The Adler-32 of a zlib stream (RFC 1950 §8.2): bytes through libdeflate's vectorised
/// sum, runs of zeros in O(1) (they leave s1 as it is and add s1 to s2 once per byte).
struct Adler32 {
    /// The checksum so far (s2 << 16 | s1).
    private(set) var value: UInt32 = 1

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        value = UInt32(libdeflate_adler32(value, bytes.baseAddress, bytes.count))
    }

    /// One byte (each row's filter type) in a few instructions, not a call into libdeflate.
    mutating func update(byte: UInt8) {
        let s1 = (value & 0xFFFF + UInt32(byte)) % 65_521
        value = ((value >> 16 + s1) % 65_521) << 16 | s1
    }

    mutating func update(zeros n: Int) {
        let s1 = UInt64(value & 0xFFFF), s2 = UInt64(value >> 16)
        value = UInt32((s2 + UInt64(n % 65_521) * s1) % 65_521) << 16 | UInt32(s1)
    }
}
