import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// loads them with no module map for this C library (docs/ARCHITECTURE.md, "What stays out
// of products"), so no declaration other modules see may mention it.
@_implementationOnly import CDeflate

/// The CRC-32 of PNG chunks (ISO 3309, as zlib computes it), by libdeflate.
public enum CRC32 {
    /// The checksum of `bytes`, or of the bytes `crc` was the checksum of followed by `bytes`.
    public static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        UInt32(libdeflate_crc32(crc, bytes.baseAddress, bytes.count))
    }

    /// The checksum of `data`.
    public static func checksum(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { checksum($0) }
    }
}
