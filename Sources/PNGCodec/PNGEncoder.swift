import CDeflate
import Foundation

/// A fast PNG encoder: rows filtered with a fixed filter, one zlib stream compressed by
/// libdeflate at a low level, deterministic bytes (no timestamps or text chunks).
///
/// Opaque images are written as RGB (colour type 2), others as RGBA (type 6). Cairo's
/// premultiplied native-endian ARGB32 is accepted directly and un-premultiplied on the way.
public struct PNGEncoder: Sendable {
    /// The layout of the pixels handed to ``encode(_:width:height:bytesPerRow:format:)``.
    public enum PixelFormat: Sendable {
        /// Straight-alpha R, G, B, A bytes.
        case rgba
        /// Cairo's `CAIRO_FORMAT_ARGB32`: premultiplied, a native-endian 32-bit word per
        /// pixel (B, G, R, A bytes on little-endian machines).
        case premultipliedBGRA
    }

    /// libdeflate's compression level (1 fastest … 12 smallest).
    public var level: Int32

    /// An encoder; level 2 balances speed and size for rendered UI images.
    public init(level: Int32 = 2) {
        self.level = max(1, min(12, level))
    }

    /// Encodes straight-alpha RGBA.
    public func encode(_ image: RGBAImage) -> Data {
        image.pixels.withUnsafeBufferPointer { buffer in
            encode(UnsafeRawBufferPointer(buffer), width: image.width, height: image.height, bytesPerRow: image.width * 4, format: .rgba)
        }
    }

    /// Encodes pixels in `format`, `bytesPerRow` apart.
    /// - Complexity: O(width × height).
    public func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, format: PixelFormat) -> Data {
        let opaque = Self.isOpaque(pixels, width: width, height: height, bytesPerRow: bytesPerRow, format: format)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        raw.withUnsafeMutableBufferPointer { out in
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var current = [UInt8](repeating: 0, count: rowBytes)
            for y in 0..<height {
                let row = pixels.baseAddress.map { $0 + y * bytesPerRow } ?? UnsafeRawPointer(bitPattern: 1)
                guard let row else { break }
                Self.convertRow(row, width: width, format: format, channels: channels, into: &current)
                // Filter "Up" (type 2): each byte minus the byte above; cheap and effective
                // on rendered interfaces (flat fills repeat down the image).
                let base = y * (rowBytes + 1)
                out[base] = 2
                for i in 0..<rowBytes { out[base + 1 + i] = current[i] &- previous[i] }
                swap(&previous, &current)
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compress(raw))
        png.appendChunk("IEND", Data())
        return png
    }

    private func compress(_ raw: [UInt8]) -> Data {
        guard let compressor = libdeflate_alloc_compressor(level) else { return Data() }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        var out = [UInt8](repeating: 0, count: bound)
        let size = raw.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, raw.count, output.baseAddress, bound)
            }
        }
        return Data(out.prefix(size))
    }

    private static func isOpaque(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, format: PixelFormat) -> Bool {
        guard let base = pixels.baseAddress else { return true }
        for y in 0..<height {
            let row = base + y * bytesPerRow
            switch format {
            case .rgba:
                for x in 0..<width where row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) != 255 { return false }
            case .premultipliedBGRA:
                for x in 0..<width where row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 255 { return false }
            }
        }
        return true
    }

    @inline(__always)
    private static func convertRow(_ row: UnsafeRawPointer, width: Int, format: PixelFormat, channels: Int, into out: inout [UInt8]) {
        out.withUnsafeMutableBufferPointer { o in
            switch format {
            case .rgba:
                if channels == 4 {
                    for i in 0..<(width * 4) { o[i] = row.load(fromByteOffset: i, as: UInt8.self) }
                } else {
                    for x in 0..<width {
                        o[x * 3] = row.load(fromByteOffset: x * 4, as: UInt8.self)
                        o[x * 3 + 1] = row.load(fromByteOffset: x * 4 + 1, as: UInt8.self)
                        o[x * 3 + 2] = row.load(fromByteOffset: x * 4 + 2, as: UInt8.self)
                    }
                }
            case .premultipliedBGRA:
                for x in 0..<width {
                    let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    var r = UInt32((word >> 16) & 0xFF), g = UInt32((word >> 8) & 0xFF), b = UInt32(word & 0xFF)
                    let a = word >> 24
                    if channels == 3 {
                        o[x * 3] = UInt8(r); o[x * 3 + 1] = UInt8(g); o[x * 3 + 2] = UInt8(b)
                    } else {
                        if a != 0 && a != 255 {
                            // Un-premultiply with rounding, as cairo's own PNG writer does.
                            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
                        }
                        o[x * 4] = UInt8(min(r, 255)); o[x * 4 + 1] = UInt8(min(g, 255)); o[x * 4 + 2] = UInt8(min(b, 255)); o[x * 4 + 3] = UInt8(a)
                    }
                }
            }
        }
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 (libdeflate's) of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Data(type.utf8)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        append(typeBytes)
        append(data)
        appendBigEndian(crc)
    }
}
