import PNGCodec
import ReelTesting

/// How the `diff` target reads its bytes: a five-byte header of options, then the images.
///
/// | byte | meaning |
/// |---|---|
/// | 0 | flags: bit 0 anti-aliasing detection; bits 1–2 the limit (none, `.pixels(byte 2)`, `.ratio(byte 2 / 255)`, `.pixels(-byte 2)`); bits 3–4 the diff image (never, when failed, always); bit 5 the second image is the first with edits; bit 6 PNG mode; bit 7 the second image has its sides swapped (raw mode) |
/// | 1 | threshold: 0…250 is `byte / 250`; 251…255 are −1, 2, NaN, +∞, −∞ (clamped by the comparison) |
/// | 2 | the limit's parameter |
/// | 3, 4 | raw mode: width and height, 1 + byte mod ``FuzzLimits/maximumDiffSide`` |
///
/// Raw mode: the first image's RGBA bytes follow (zero-padded), then the second's; with
/// bit 5, or when nothing follows the first image, the second image is the first with the
/// following (up to 48) bytes as edits. PNG mode: the rest is a PNG, and the second image the
/// PNG that starts at the next PNG signature; with bit 5 the bytes after that signature are
/// edits; with no second signature, header bytes 2…4 are one edit. An edit is three bytes
/// `b0 b1 b2` setting the byte at index `(b0 << 8 | b1) mod count` to `b2`.
struct DiffInput {
    /// The comparison options.
    var options: ComparisonOptions
    /// The reference.
    var reference: RGBAImage
    /// The image compared with it.
    var actual: RGBAImage

    /// The header's length.
    static let headerCount = 5

    /// Reads `bytes`; a PNG that does not decode is a failure with the decoder's error.
    init(_ bytes: [UInt8], maximumSide: Int, decode: ([UInt8]) -> Result<RGBAImage, PNGError>) throws(PNGError) {
        var header = [UInt8](repeating: 0, count: Self.headerCount)
        for (index, byte) in bytes.prefix(Self.headerCount).enumerated() { header[index] = byte }
        let payload = Array(bytes.dropFirst(Self.headerCount))
        let flags = header[0]
        options = Self.options(flags: flags, threshold: header[1], parameter: header[2])
        let edits = flags & 0x20 != 0
        if flags & 0x40 != 0 {
            let split = Self.secondSignature(in: payload)
            reference = try decode(Array(payload[..<split])).get()
            if split == payload.count {
                actual = Self.edited(reference, by: header[2...])
            } else if edits {
                actual = Self.edited(reference, by: payload[split...].dropFirst(PNGChunks.signature.count).prefix(48))
            } else {
                actual = try decode(Array(payload[split...])).get()
            }
        } else {
            let width = 1 + Int(header[3]) % maximumSide, height = 1 + Int(header[4]) % maximumSide
            let count = width * height * 4
            reference = Self.image(width: width, height: height, bytes: payload.prefix(count))
            if edits || payload.count <= count {
                actual = Self.edited(reference, by: payload.dropFirst(count).prefix(48))
            } else {
                let swapped = flags & 0x80 != 0
                actual = Self.image(
                    width: swapped ? height : width, height: swapped ? width : height,
                    bytes: payload.dropFirst(count).prefix(count))
            }
        }
    }

    private static func options(flags: UInt8, threshold: UInt8, parameter: UInt8) -> ComparisonOptions {
        var options = ComparisonOptions()
        options.detectsAntialiasing = flags & 1 != 0
        switch (flags >> 1) & 3 {
        case 0: options.limit = .pixels(0)
        case 1: options.limit = .pixels(Int(parameter))
        case 2: options.limit = .ratio(Double(parameter) / 255)
        default: options.limit = .pixels(-Int(parameter))
        }
        switch (flags >> 3) & 3 {
        case 0: options.diffImage = .never
        case 1: options.diffImage = .whenFailed
        default: options.diffImage = .always
        }
        let special: [Double] = [-1, 2, .nan, .infinity, -.infinity]
        options.threshold = threshold <= 250 ? Double(threshold) / 250 : special[Int(threshold) - 251]
        return options
    }

    /// Where a second PNG starts in `payload`, or its end when there is none.
    private static func secondSignature(in payload: [UInt8]) -> Int {
        let signature = PNGChunks.signature
        guard payload.count >= 2 * signature.count else { return payload.count }
        for start in signature.count...(payload.count - signature.count)
        where payload[start..<(start + signature.count)].elementsEqual(signature) {
            return start
        }
        return payload.count
    }

    /// An image of `bytes`, zero-padded to its size.
    private static func image(width: Int, height: Int, bytes: ArraySlice<UInt8>) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for (offset, byte) in bytes.enumerated() where offset < image.pixels.count { image.pixels[offset] = byte }
        return image
    }

    /// `image` with each three bytes of `edits` setting one byte.
    private static func edited(_ image: RGBAImage, by edits: ArraySlice<UInt8>) -> RGBAImage {
        var result = image
        let bytes = Array(edits)
        guard !result.pixels.isEmpty else { return result }
        var index = 0
        while index + 3 <= bytes.count {
            let position = (Int(bytes[index]) << 8 | Int(bytes[index + 1])) % result.pixels.count
            result.pixels[position] = bytes[index + 2]
            index += 3
        }
        return result
    }
}
