import CDeflate
import TestTools

@testable import PNGCodec

/// Builds PNG files byte by byte for decoder tests: signature, chunks with CRC-32, zlib via libdeflate.
enum TestPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        return be32(UInt32(data.count)) + body + be32(crc)
    }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8, colourType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colourType, 0, 0, interlace])
    }

    static func zlib(_ raw: [UInt8]) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(6)
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        var out = [UInt8](repeating: 0, count: bound)
        let n = raw.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, bound) }
        }
        return Array(out.prefix(n))
    }

    /// A complete PNG: IHDR, optional extra chunks (PLTE, tRNS), one IDAT of `scanlines`
    /// (each row already prefixed with its filter byte), IEND.
    static func file(
        width: UInt32, height: UInt32, depth: UInt8, colourType: UInt8,
        extra: [[UInt8]] = [], scanlines: [[UInt8]], interlace: UInt8 = 0
    ) -> [UInt8] {
        var bytes = signature + ihdr(width: width, height: height, depth: depth, colourType: colourType, interlace: interlace)
        for e in extra { bytes += e }
        bytes += chunk("IDAT", zlib(scanlines.flatMap { $0 }))
        bytes += chunk("IEND", [])
        return bytes
    }

}

extension SplitMix64 {
    /// A pseudo-random byte.
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
