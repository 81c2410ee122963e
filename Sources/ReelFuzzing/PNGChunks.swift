import PNGCodec

/// Chunk-level surgery on PNG bytes for the fuzzer: mutated chunks almost never keep a valid
/// CRC-32, so without a repair the decoder would stop at the first CRC check and nothing
/// behind it would be fuzzed.
enum PNGChunks {
    /// The eight-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `bytes` with the CRC of every complete chunk after the signature recomputed; bytes
    /// that do not form a complete chunk are left as they are.
    static func repairingChecksums(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var offset = signature.count
        while offset + 12 <= result.count {
            let length = Int(result[offset]) << 24 | Int(result[offset + 1]) << 16 | Int(result[offset + 2]) << 8 | Int(result[offset + 3])
            let (end, overflow) = (offset + 8).addingReportingOverflow(length)
            guard !overflow, end + 4 <= result.count else { break }
            let crc = result[(offset + 4)..<end].withUnsafeBytes { CRC32.checksum($0) }
            result[end] = UInt8(truncatingIfNeeded: crc >> 24)
            result[end + 1] = UInt8(truncatingIfNeeded: crc >> 16)
            result[end + 2] = UInt8(truncatingIfNeeded: crc >> 8)
            result[end + 3] = UInt8(truncatingIfNeeded: crc)
            offset = end + 4
        }
        return result
    }
}
