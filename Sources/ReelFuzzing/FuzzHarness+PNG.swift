import PNGCodec

extension FuzzHarness {
    /// PNG bytes through `PNGDecoder` (as given, then with every chunk's CRC repaired when
    /// only a checksum was wrong), and a decoded image back through `PNGEncoder`.
    ///
    /// Invariants: a decoded image holds `width × height × 4` bytes; encoding it succeeds
    /// and decodes to the same pixels.
    func runPNG(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) -> FuzzOutcome {
        let image: RGBAImage
        switch decodePNG([UInt8](bytes)) {
        case let .success(decoded): image = decoded
        case let .failure(error): return .rejected(stage: "decode", message: error.description)
        }
        try checkRoundTrip(image, target: .png)
        return .accepted(stages: "decode, encode, decode")
    }

    /// Decodes `bytes` with the harness's size limit, repairing checksums and trying again
    /// when the first attempt met a CRC mismatch.
    func decodePNG(_ bytes: [UInt8]) -> Result<RGBAImage, PNGError> {
        let decoder = PNGDecoder(maximumImageBytes: limits.maximumImageBytes)
        let first = Result { () throws(PNGError) -> RGBAImage in try decoder.decode(bytes) }
        guard case .failure(.crcMismatch) = first else { return first }
        return Result { () throws(PNGError) -> RGBAImage in try decoder.decode(PNGChunks.repairingChecksums(bytes)) }
    }

    /// `image` is consistent, and encodes and decodes back to the same pixels.
    func checkRoundTrip(_ image: RGBAImage, target: FuzzTarget) throws(FuzzFailure) {
        guard image.width >= 0, image.height >= 0, image.pixels.count == image.width * image.height * 4 else {
            throw FuzzFailure(target, "a \(image.width)×\(image.height) image holds \(image.pixels.count) bytes")
        }
        guard image.width > 0, image.height > 0 else { return }
        let encoded: [UInt8]
        do { encoded = try PNGEncoder().encode(image) } catch {
            throw FuzzFailure(target, "a \(image.width)×\(image.height) image does not encode: \(error)")
        }
        let decoded: RGBAImage
        do { decoded = try PNGDecoder().decode(encoded) } catch {
            throw FuzzFailure(target, "an encoded \(image.width)×\(image.height) image does not decode: \(error)")
        }
        guard decoded == image else {
            throw FuzzFailure(target, "a \(image.width)×\(image.height) image changed in a PNG round trip")
        }
    }
}
