import PNGCodec

extension FuzzHarness {
    /// The input's bytes as pixels through both `PNGEncoder` methods, then as PNG bytes
    /// through `PNGDecoder` (as given, then with every chunk's CRC repaired when only a
    /// checksum was wrong), and a decoded image back through both methods.
    ///
    /// Invariants: any pixels encode and decode back unchanged; a decoded image holds
    /// `width × height × 4` bytes; encoding it succeeds and decodes to the same pixels.
    func runPNG(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) -> FuzzOutcome {
        if let pixels = Self.pixels(bytes) { try checkRoundTrip(pixels, target: .png) }
        let image: RGBAImage
        switch decodePNG([UInt8](bytes)) {
        case let .success(decoded): image = decoded
        case let .failure(error): return .rejected(stage: "decode", message: error.description)
        }
        try checkRoundTrip(image, target: .png)
        return .accepted(stages: "decode, encode, decode")
    }

    /// The input read as an image: the first byte chooses the width (1…64), the rest are
    /// RGBA pixels, rows cut to whole pixels; nil when not one row fits. Every fourth pixel
    /// is made opaque when the first byte is odd, so the encoders see opaque images too.
    static func pixels(_ bytes: UnsafeRawBufferPointer) -> RGBAImage? {
        guard let first = bytes.first else { return nil }
        let width = Int(first % 64) + 1
        var pixels = Array(bytes.dropFirst())
        let height = pixels.count / (width * 4)
        guard height > 0 else { return nil }
        pixels.removeLast(pixels.count - width * height * 4)
        if first & 1 == 1 { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        return try? RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Decodes `bytes` with the harness's size limit, repairing checksums and trying again
    /// when the first attempt met a CRC mismatch.
    func decodePNG(_ bytes: [UInt8]) -> Result<RGBAImage, PNGError> {
        let decoder = PNGDecoder(maximumImageBytes: limits.maximumImageBytes)
        let first = Result { () throws(PNGError) -> RGBAImage in try decoder.decode(bytes) }
        guard case .failure(.crcMismatch) = first else { return first }
        return Result { () throws(PNGError) -> RGBAImage in try decoder.decode(PNGChunks.repairingChecksums(bytes)) }
    }

    /// `image` is consistent, and encodes (by each of `reel`'s levels) and decodes back to
    /// the same pixels.
    func checkRoundTrip(_ image: RGBAImage, target: FuzzTarget) throws(FuzzFailure) {
        guard image.width >= 0, image.height >= 0, image.pixels.count == image.width * image.height * 4 else {
            throw FuzzFailure(target, "a \(image.width)×\(image.height) image holds \(image.pixels.count) bytes")
        }
        guard image.width > 0, image.height > 0 else { return }
        for level in PNGEncoder.Level.allCases {
            let encoded: [UInt8]
            do { encoded = try PNGEncoder(level: level).encode(image) } catch {
                throw FuzzFailure(target, "a \(image.width)×\(image.height) image does not encode (\(level)): \(error)")
            }
            let decoded: RGBAImage
            do { decoded = try PNGDecoder().decode(encoded) } catch {
                throw FuzzFailure(target, "an encoded \(image.width)×\(image.height) image does not decode (\(level)): \(error)")
            }
            guard decoded == image else {
                throw FuzzFailure(target, "a \(image.width)×\(image.height) image changed in a PNG round trip (\(level))")
            }
        }
    }
}
