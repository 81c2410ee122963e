import CDeflate
import Foundation

/// Why a PNG could not be decoded.
public enum PNGDecodingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The file ends before a chunk does.
    case truncated
    /// A chunk's CRC does not match its contents.
    case badChecksum(chunk: String)
    /// A header value this decoder does not accept.
    case unsupported(String)
    /// The image data does not decompress or unfilter.
    case corrupt(String)

    /// A short explanation.
    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file"
        case .truncated: return "the PNG file is truncated"
        case let .badChecksum(chunk): return "the PNG file is corrupt (bad checksum in its \(chunk) chunk)"
        case let .unsupported(what): return "unsupported PNG: \(what)"
        case let .corrupt(what): return "the PNG file is corrupt: \(what)"
        }
    }
}

/// Decodes PNG files into ``RGBAImage``: colour types 0, 2, 3, 4 and 6, bit depths 1–16
/// (16-bit samples keep their high byte), palettes with transparency, all five filters;
/// not interlaced images (reported as unsupported).
public enum PNGDecoder {
    /// Decodes `data`.
    /// - Throws: ``PNGDecodingError``.
    public static func decode(_ data: Data) throws(PNGDecodingError) -> RGBAImage {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw .notPNG }
        var offset = 8
        var width = 0, height = 0, depth = 0, colorType = 0
        var palette: [UInt8] = [], transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var sawHeader = false, sawEnd = false
        while offset + 12 <= bytes.count {
            let length = Int(be32(bytes, offset))
            guard length >= 0, offset + 12 + length <= bytes.count else { throw .truncated }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = bytes[offset + 8..<offset + 8 + length]
            let stored = be32(bytes, offset + 8 + length)
            let computed = bytes[offset + 4..<offset + 8 + length].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
            guard stored == computed else { throw .badChecksum(chunk: type) }
            switch type {
            case "IHDR":
                guard length == 13 else { throw .corrupt("IHDR has \(length) bytes") }
                let b = Array(body)
                width = Int(be32(b, 0)); height = Int(be32(b, 4)); depth = Int(b[8]); colorType = Int(b[9])
                guard b[10] == 0, b[11] == 0 else { throw .unsupported("compression or filter method") }
                guard b[12] == 0 else { throw .unsupported("interlaced images") }
                guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else { throw .unsupported("size \(width)×\(height)") }
                let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
                guard allowed[colorType]?.contains(depth) == true else { throw .unsupported("colour type \(colorType) at bit depth \(depth)") }
                sawHeader = true
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed.append(contentsOf: body)
            case "IEND": sawEnd = true
            default: break
            }
            offset += 12 + length
            if sawEnd { break }
        }
        guard sawHeader, sawEnd else { throw .truncated }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        let bitsPerPixel = channels * depth
        let rowBytes = (width * bitsPerPixel + 7) / 8
        let pixelBytes = max(1, bitsPerPixel / 8)
        let expected = height * (rowBytes + 1)
        var raw = [UInt8](repeating: 0, count: expected)
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .corrupt("no memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        var actual = 0
        let result = compressed.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, expected, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == expected else { throw .corrupt("the image data does not decompress to \(expected) bytes") }
        // Unfilter in place.
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var rows = [UInt8](repeating: 0, count: height * rowBytes)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            let start = y * (rowBytes + 1) + 1
            for i in 0..<rowBytes {
                let x = raw[start + i]
                let a = i >= pixelBytes ? rows[y * rowBytes + i - pixelBytes] : 0
                let b = previous[i]
                let c = i >= pixelBytes ? previous[i - pixelBytes] : 0
                let value: UInt8
                switch filter {
                case 0: value = x
                case 1: value = x &+ a
                case 2: value = x &+ b
                case 3: value = x &+ UInt8((Int(a) + Int(b)) / 2)
                case 4: value = x &+ paeth(a, b, c)
                default: throw .corrupt("unknown filter type \(filter) in row \(y)")
                }
                rows[y * rowBytes + i] = value
            }
            for i in 0..<rowBytes { previous[i] = rows[y * rowBytes + i] }
        }
        // Expand to RGBA.
        var out = [UInt8](repeating: 255, count: width * height * 4)
        func sample(_ row: Int, _ index: Int) -> Int {
            // The index-th sample of a row, at the image's bit depth, scaled to 8 bits.
            let base = row * rowBytes
            switch depth {
            case 16: return Int(rows[base + index * 2])
            case 8: return Int(rows[base + index])
            default:
                let bit = index * depth
                let byte = rows[base + bit / 8]
                let shift = 8 - depth - bit % 8
                return Int((byte >> UInt8(shift)) & UInt8((1 << depth) - 1))
            }
        }
        let scale = depth < 8 ? 255 / ((1 << depth) - 1) : 1
        let grayKey = transparency.count >= 2 ? Int(transparency[0]) << 8 | Int(transparency[1]) : -1
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                switch colorType {
                case 0:
                    let raw16 = depth == 16 ? Int(rows[y * rowBytes + x * 2]) << 8 | Int(rows[y * rowBytes + x * 2 + 1]) : sample(y, x)
                    let v = UInt8(sample(y, x) * scale)
                    out[o] = v; out[o + 1] = v; out[o + 2] = v
                    if raw16 == grayKey { out[o + 3] = 0 }
                case 2:
                    out[o] = UInt8(sample(y, x * 3)); out[o + 1] = UInt8(sample(y, x * 3 + 1)); out[o + 2] = UInt8(sample(y, x * 3 + 2))
                case 3:
                    let index = sample(y, x)
                    guard index * 3 + 2 < palette.count else { throw .corrupt("palette index \(index) out of range") }
                    out[o] = palette[index * 3]; out[o + 1] = palette[index * 3 + 1]; out[o + 2] = palette[index * 3 + 2]
                    out[o + 3] = index < transparency.count ? transparency[index] : 255
                case 4:
                    let v = UInt8(sample(y, x * 2))
                    out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = UInt8(sample(y, x * 2 + 1))
                default:
                    out[o] = UInt8(sample(y, x * 4)); out[o + 1] = UInt8(sample(y, x * 4 + 1))
                    out[o + 2] = UInt8(sample(y, x * 4 + 2)); out[o + 3] = UInt8(sample(y, x * 4 + 3))
                }
            }
        }
        guard let image = RGBAImage(width: width, height: height, pixels: out) else { throw .corrupt("size") }
        return image
    }

    private static func be32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
