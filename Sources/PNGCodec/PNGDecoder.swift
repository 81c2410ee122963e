import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// loads them with no module map for this C library (docs/ARCHITECTURE.md, "What stays out
// of products"), so no declaration other modules see may mention it.
@_implementationOnly import CDeflate

/// Decodes PNG files to straight-alpha 8-bit RGBA (`RGBAImage`).
///
/// Supports every standard PNG: colour types 0 (grey), 2 (RGB), 3 (palette), 4 (grey +
/// alpha) and 6 (RGBA); bit depths 1, 2, 4 (grey, palette), 8 and 16 (16-bit samples are
/// reduced to their high byte); `tRNS` transparency for grey, RGB and palette images; all five
/// scanline filters; Adam7 interlacing. Every chunk's CRC is checked; ancillary chunks other
/// than `tRNS` are ignored (no gamma or colour-profile correction: samples are used as stored).
public struct PNGDecoder: Sendable {
    /// Largest accepted decoded size in bytes (RGBA), to refuse absurd headers before allocating.
    public var maximumImageBytes: Int

    /// Creates a decoder; the default limit is 1 GiB of RGBA (e.g. 16384 × 16384).
    public init(maximumImageBytes: Int = 1 << 30) {
        self.maximumImageBytes = maximumImageBytes
    }

    /// Reads and decodes the PNG file at `url`. Errors name the file.
    /// - Throws: `PNGError.fileError` when the file cannot be read; `PNGError.notPNG`
    ///   ("not a PNG file (it looks like a JPEG image): <path>") when the signature is wrong;
    ///   other `PNGError`s name the damage (truncated at byte N, CRC mismatch in chunk X,
    ///   invalid header values, corrupt zlib stream, too large).
    public func decode(contentsOf url: URL) throws(PNGError) -> RGBAImage {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw .fileError(path: url.path, detail: "cannot read PNG file (\(error.localizedDescription))")
        }
        let result = bytes.withUnsafeBytes { raw in Result { () throws(PNGError) -> RGBAImage in try decode(raw) } }
        return try result.mapError { $0.withPath(url.path) }.get()
    }

    /// Decodes PNG bytes held in memory.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(PNGError) -> RGBAImage in try decode(raw) } }
        return try result.get()
    }

    /// Decodes PNG bytes held in memory.
    /// - Complexity: O(file size + width × height).
    public func decode(_ bytes: UnsafeRawBufferPointer) throws(PNGError) -> RGBAImage {
        var reader = ChunkReader(bytes: bytes)
        try reader.readSignature()

        var header: Header?
        var palette: [UInt8] = [] // RGBA, 4 bytes per entry
        var transparentKey: [UInt16]? // grey or RGB colour key from tRNS
        var paletteAlpha: [UInt8] = []
        var idat: [UInt8] = []
        var sawIEND = false

        while !sawIEND {
            let chunk = try reader.next()
            if header == nil && chunk.type != "IHDR" {
                throw .malformed(path: nil, detail: "first chunk is \(chunk.type), expected IHDR")
            }
            switch chunk.type {
            case "IHDR":
                guard header == nil else { throw .malformed(path: nil, detail: "second IHDR chunk") }
                header = try Header(chunk.data)
            case "PLTE":
                guard chunk.data.count % 3 == 0, (3...768).contains(chunk.data.count) else {
                    throw .malformed(path: nil, detail: "PLTE length \(chunk.data.count) is not 3…768 and a multiple of 3")
                }
                palette = []
                palette.reserveCapacity(chunk.data.count / 3 * 4)
                var i = 0
                while i < chunk.data.count {
                    palette.append(contentsOf: [chunk.data[i], chunk.data[i + 1], chunk.data[i + 2], 255])
                    i += 3
                }
            case "tRNS":
                guard let h = header else { break }
                switch h.colourType {
                case 3: paletteAlpha = Array(chunk.data)
                case 0:
                    guard chunk.data.count >= 2 else { throw .malformed(path: nil, detail: "tRNS for grey needs 2 bytes") }
                    transparentKey = [UInt16(chunk.data[0]) << 8 | UInt16(chunk.data[1])]
                case 2:
                    guard chunk.data.count >= 6 else { throw .malformed(path: nil, detail: "tRNS for RGB needs 6 bytes") }
                    transparentKey = (0..<3).map { UInt16(chunk.data[$0 * 2]) << 8 | UInt16(chunk.data[$0 * 2 + 1]) }
                default: break // not allowed with an alpha channel; ignore like libpng
                }
            case "IDAT":
                idat.append(contentsOf: chunk.data)
            case "IEND":
                sawIEND = true
            default:
                // Bit 5 of the first byte clear (uppercase) = critical chunk we cannot ignore.
                if let first = chunk.type.utf8.first, first & 0x20 == 0 {
                    throw .unsupported(path: nil, detail: "unknown critical chunk \(chunk.type)")
                }
            }
        }

        guard let h = header else { throw .malformed(path: nil, detail: "no IHDR chunk") }
        guard !idat.isEmpty else { throw .malformed(path: nil, detail: "no IDAT chunk") }
        if h.colourType == 3 {
            guard !palette.isEmpty else { throw .malformed(path: nil, detail: "palette image without PLTE chunk") }
            for (i, a) in paletteAlpha.prefix(palette.count / 4).enumerated() { palette[i * 4 + 3] = a }
        }

        let (pixelCount, o1) = h.width.multipliedReportingOverflow(by: h.height)
        let (outputBytes, o2) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !o1, !o2, outputBytes <= maximumImageBytes else {
            throw .tooLarge(path: nil, width: h.width, height: h.height, limitBytes: maximumImageBytes)
        }
        // Sub-images: one for a plain PNG, the seven Adam7 passes for an interlaced one.
        let passes = h.interlaced ? Self.adam7 : [(x: 0, y: 0, dx: 1, dy: 1)]
        var subImages: [(width: Int, height: Int, offset: Int, pass: Int)] = []
        var rawCount = 0
        for (index, pass) in passes.enumerated() {
            let w = (h.width - pass.x + pass.dx - 1) / pass.dx
            let hh = (h.height - pass.y + pass.dy - 1) / pass.dy
            guard w > 0, hh > 0 else { continue } // empty passes have no scanlines at all
            subImages.append((w, hh, rawCount, index))
            rawCount += hh * ((w * h.bitsPerPixel + 7) / 8 + 1)
        }
        var raw = try Self.inflate(idat, expected: rawCount)

        var pixels = [UInt8](repeating: 0, count: outputBytes)
        var failure: PNGError?
        let bpp = max(1, h.bitsPerPixel / 8)
        raw.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            for sub in subImages {
                let rowBytes = (sub.width * h.bitsPerPixel + 7) / 8
                let stride = rowBytes + 1
                let zeros = [UInt8](repeating: 0, count: rowBytes)
                // Undo filters in place.
                let filtered: Bool = zeros.withUnsafeBufferPointer { zeroRow in
                    for y in 0..<sub.height {
                        let row = base + sub.offset + y * stride + 1
                        let prev = y == 0 ? zeroRow.baseAddress.unsafelyUnwrapped : UnsafePointer(row - stride)
                        let type = row[-1]
                        if !PNGFilter.undo(type, row: row, prev: prev, count: rowBytes, bpp: bpp) {
                            let place = h.interlaced ? "Adam7 pass \(sub.pass + 1) row \(y)" : "row \(y)"
                            failure = .malformed(path: nil, detail: "\(place) has unknown filter type \(type)")
                            return false
                        }
                    }
                    return true
                }
                guard filtered else { return }
                let badIndex: Int?
                if !h.interlaced {
                    badIndex = pixels.withUnsafeMutableBufferPointer { out in
                        Self.expand(
                            base + sub.offset, width: sub.width, height: sub.height, header: h,
                            palette: palette, key: transparentKey, into: out.baseAddress.unsafelyUnwrapped)
                    }
                } else {
                    var rgba = [UInt8](repeating: 0, count: sub.width * sub.height * 4)
                    badIndex = rgba.withUnsafeMutableBufferPointer { out in
                        Self.expand(
                            base + sub.offset, width: sub.width, height: sub.height, header: h,
                            palette: palette, key: transparentKey, into: out.baseAddress.unsafelyUnwrapped)
                    }
                    let pass = passes[sub.pass]
                    for y in 0..<sub.height {
                        for x in 0..<sub.width {
                            let to = ((pass.y + y * pass.dy) * h.width + pass.x + x * pass.dx) * 4
                            let from = (y * sub.width + x) * 4
                            pixels[to] = rgba[from]; pixels[to + 1] = rgba[from + 1]
                            pixels[to + 2] = rgba[from + 2]; pixels[to + 3] = rgba[from + 3]
                        }
                    }
                }
                if let badIndex {
                    failure = .malformed(path: nil, detail: "palette index \(badIndex) out of range (\(palette.count / 4) entries)")
                    return
                }
            }
        }
        if let failure { throw failure }
        return try RGBAImage(width: h.width, height: h.height, pixels: pixels)
    }

    // MARK: - Implementation

    /// Adam7 passes: first column and row, column and row steps (PNG specification §8.2).
    private static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    private struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colourType: UInt8
        let channels: Int
        let interlaced: Bool
        var bitsPerPixel: Int { bitDepth * channels }

        init(_ d: UnsafeRawBufferPointer) throws(PNGError) {
            guard d.count == 13 else { throw .malformed(path: nil, detail: "IHDR length \(d.count), expected 13") }
            func be(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
            width = be(0)
            height = be(4)
            guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
                throw .malformed(path: nil, detail: "invalid size \(width)×\(height)")
            }
            bitDepth = Int(d[8])
            colourType = d[9]
            let allowed: [Int]
            switch colourType {
            case 0: channels = 1; allowed = [1, 2, 4, 8, 16]
            case 2: channels = 3; allowed = [8, 16]
            case 3: channels = 1; allowed = [1, 2, 4, 8]
            case 4: channels = 2; allowed = [8, 16]
            case 6: channels = 4; allowed = [8, 16]
            default: throw .malformed(path: nil, detail: "invalid colour type \(colourType)")
            }
            guard allowed.contains(bitDepth) else {
                throw .malformed(path: nil, detail: "bit depth \(bitDepth) is invalid for colour type \(colourType)")
            }
            guard d[10] == 0 else { throw .malformed(path: nil, detail: "unknown compression method \(d[10])") }
            guard d[11] == 0 else { throw .malformed(path: nil, detail: "unknown filter method \(d[11])") }
            guard d[12] <= 1 else { throw .malformed(path: nil, detail: "unknown interlace method \(d[12])") }
            interlaced = d[12] == 1
        }
    }

    private struct Chunk {
        let type: String
        let data: UnsafeRawBufferPointer
    }

    private struct ChunkReader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func readSignature() throws(PNGError) {
            let sig = PNGChunkWriter.signature
            let n = min(8, bytes.count)
            guard n > 0, zip(bytes.prefix(n), sig).allSatisfy({ $0 == $1 }) else {
                throw .notPNG(path: nil, looksLike: FileSignature.describe(bytes))
            }
            guard n == 8 else { throw .truncated(path: nil, detail: "file ends at byte \(n), inside the 8-byte signature") }
            offset = 8
        }

        mutating func next() throws(PNGError) -> Chunk {
            guard bytes.count - offset >= 8 else {
                throw .truncated(path: nil, detail: "file ends at byte \(bytes.count) before the IEND chunk")
            }
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .malformed(path: nil, detail: "invalid chunk type bytes \(typeBytes) at byte \(offset + 4)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else { throw .malformed(path: nil, detail: "\(type) chunk length \(length) is too large") }
            guard bytes.count - offset - 8 >= length + 4 else {
                throw .truncated(
                    path: nil, detail: "file ends at byte \(bytes.count), inside the \(type) chunk that starts at byte \(offset)")
            }
            let dataStart = offset + 8
            let crcAt = dataStart + length
            let stored =
                UInt32(bytes[crcAt]) << 24 | UInt32(bytes[crcAt + 1]) << 16 | UInt32(bytes[crcAt + 2]) << 8 | UInt32(bytes[crcAt + 3])
            let computed = UInt32(libdeflate_crc32(0, bytes.baseAddress.unsafelyUnwrapped + offset + 4, 4 + length))
            guard stored == computed else { throw .crcMismatch(path: nil, chunk: type) }
            offset = crcAt + 4
            return Chunk(type: type, data: UnsafeRawBufferPointer(rebasing: bytes[dataStart..<crcAt]))
        }
    }

    private static func inflate(_ idat: [UInt8], expected: Int) throws(PNGError) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw .decompressionFailed(path: nil, detail: "libdeflate_alloc_decompressor returned NULL")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: expected)
        var actual = 0
        let result = idat.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
            }
        }
        switch result {
        case LIBDEFLATE_SUCCESS:
            guard actual == expected else {
                throw .truncated(path: nil, detail: "image data inflates to \(actual) bytes, expected \(expected)")
            }
            return out
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw .malformed(path: nil, detail: "image data inflates to more than the expected \(expected) bytes")
        default:
            throw .decompressionFailed(path: nil, detail: "invalid zlib stream in IDAT")
        }
    }

    /// Converts unfiltered scanlines (each preceded by its filter byte) of a `width` × `height`
    /// image to RGBA at `dst`. Returns an out-of-range palette index, if any.
    private static func expand(
        _ src: UnsafePointer<UInt8>, width w: Int, height: Int, header h: Header, palette: [UInt8], key: [UInt16]?,
        into dst: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        var badIndex: Int?
        let stride = (w * h.bitsPerPixel + 7) / 8 + 1
        palette.withUnsafeBufferPointer { paletteBuffer in
            let paletteBase = paletteBuffer.baseAddress
            let depth = h.bitDepth
            let paletteEntries = palette.count / 4
            for y in 0..<height {
                let row = src + y * stride + 1
                let out = dst + y * w * 4
                switch (h.colourType, depth) {
                case (6, 8):
                    out.update(from: row, count: w * 4)
                case (6, 16):
                    for x in 0..<w * 4 { out[x] = row[x * 2] }
                case (4, _):
                    let step = depth / 8
                    for x in 0..<w {
                        let g = row[x * 2 * step], a = row[(x * 2 + 1) * step]
                        out[x * 4] = g; out[x * 4 + 1] = g; out[x * 4 + 2] = g; out[x * 4 + 3] = a
                    }
                case (2, _):
                    let step = depth / 8
                    for x in 0..<w {
                        let p = row + x * 3 * step
                        out[x * 4] = p[0]; out[x * 4 + 1] = p[step]; out[x * 4 + 2] = p[2 * step]
                        var alpha: UInt8 = 255
                        if let key {
                            let r = step == 2 ? UInt16(p[0]) << 8 | UInt16(p[1]) : UInt16(p[0])
                            let g = step == 2 ? UInt16(p[2]) << 8 | UInt16(p[3]) : UInt16(p[1])
                            let b = step == 2 ? UInt16(p[4]) << 8 | UInt16(p[5]) : UInt16(p[2])
                            if r == key[0] && g == key[1] && b == key[2] { alpha = 0 }
                        }
                        out[x * 4 + 3] = alpha
                    }
                case (0, _):
                    let maxValue = (1 << min(depth, 8)) - 1
                    for x in 0..<w {
                        let v = sample(row, x, depth)
                        let g = depth == 16 ? UInt8(v >> 8) : UInt8(v * 255 / maxValue)
                        out[x * 4] = g; out[x * 4 + 1] = g; out[x * 4 + 2] = g
                        out[x * 4 + 3] = (key.map { Int($0[0]) == v } ?? false) ? 0 : 255
                    }
                default: // palette
                    for x in 0..<w {
                        let index = sample(row, x, depth)
                        guard index < paletteEntries else { badIndex = index; return }
                        guard let paletteBase else { badIndex = index; return }
                        (out + x * 4).update(from: paletteBase + index * 4, count: 4)
                    }
                }
            }
        }
        return badIndex
    }

    /// Sample `x` of a row at `depth` bits (1, 2, 4, 8 or 16), as an integer.
    @inline(__always)
    private static func sample(_ row: UnsafePointer<UInt8>, _ x: Int, _ depth: Int) -> Int {
        switch depth {
        case 8: return Int(row[x])
        case 16: return Int(row[x * 2]) << 8 | Int(row[x * 2 + 1])
        default:
            let bit = x * depth
            let shift = 8 - depth - bit % 8
            return Int(row[bit / 8] >> UInt8(shift)) & ((1 << depth) - 1)
        }
    }
}
