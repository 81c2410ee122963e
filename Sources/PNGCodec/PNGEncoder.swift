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
            guard let base = pixels.baseAddress, let outBase = out.baseAddress else { return }
            // Filter "Up" (type 2): each byte minus the byte above. Cheap, and effective on
            // rendered interfaces, where flat fills repeat down the image. Rows are converted
            // straight into the output, and the filter runs backwards over finished rows.
            for y in 0..<height {
                let row = outBase + y * (rowBytes + 1)
                row[0] = 2
                Self.convertRow(base + y * bytesPerRow, width: width, format: format, channels: channels, into: row + 1)
            }
            var y = height - 1
            while y > 0 {
                let row = outBase + y * (rowBytes + 1) + 1, above = row - (rowBytes + 1)
                for i in 0..<rowBytes { row[i] = row[i] &- above[i] }
                y -= 1
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
    private static func convertRow(_ row: UnsafeRawPointer, width: Int, format: PixelFormat, channels: Int, into o: UnsafeMutablePointer<UInt8>) {
        switch format {
        case .rgba:
            if channels == 4 {
                o.update(from: row.assumingMemoryBound(to: UInt8.self), count: width * 4)
            } else {
                let p = row.assumingMemoryBound(to: UInt8.self)
                for x in 0..<width { o[x * 3] = p[x * 4]; o[x * 3 + 1] = p[x * 4 + 1]; o[x * 3 + 2] = p[x * 4 + 2] }
            }
        case .premultipliedBGRA:
            let words = row.assumingMemoryBound(to: UInt32.self)
            if channels == 3 {
                for x in 0..<width {
                    let word = words[x]
                    o[x * 3] = UInt8(truncatingIfNeeded: word >> 16)
                    o[x * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    o[x * 3 + 2] = UInt8(truncatingIfNeeded: word)
                }
            } else {
                for x in 0..<width {
                    let word = words[x]
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    let a = word >> 24
                    if a != 0 && a != 255 {
                        // Un-premultiply with rounding, as cairo's own PNG writer does.
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
                    }
                    o[x * 4] = UInt8(r); o[x * 4 + 1] = UInt8(g); o[x * 4 + 2] = UInt8(b); o[x * 4 + 3] = UInt8(a)
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
