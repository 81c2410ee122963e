/// Appends PNG chunks (length, type, data, ``CRC32``) to a byte array: the one chunk writer
/// of the package (the encoder's, and the animated PNG writer's in `ReelExport`).
package struct PNGChunkWriter {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes written so far.
    package var bytes: [UInt8]

    /// A writer with room for `capacity` bytes, starting with the PNG signature unless
    /// `signature` is false (for chunks appended to a file already started, or a chunk's data).
    package init(reservingCapacity capacity: Int, signature: Bool = true) {
        bytes = []
        bytes.reserveCapacity(capacity)
        if signature { bytes.append(contentsOf: Self.signature) }
    }

    /// Appends a big-endian four-byte integer.
    package mutating func appendUInt32(_ v: UInt32) {
        bytes.append(UInt8(v >> 24))
        bytes.append(UInt8(truncatingIfNeeded: v >> 16))
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v))
    }

    /// Appends a big-endian two-byte integer.
    package mutating func appendUInt16(_ v: UInt16) {
        bytes.append(UInt8(v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v))
    }

    /// Appends one chunk; `type` is 4 ASCII letters.
    package mutating func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer) {
        appendUInt32(UInt32(data.count))
        let typeStart = bytes.count
        bytes.append(contentsOf: Array(type.utf8))
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBytes { all in
            let part = UnsafeRawBufferPointer(rebasing: all[typeStart...])
            return CRC32.checksum(part)
        }
        appendUInt32(crc)
    }

    /// Appends one chunk; `type` is 4 ASCII letters.
    package mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBytes { appendChunk(type, $0) }
    }
}
