
/// Appends PNG chunks (length, type, data, ``CRC32``) to a byte array.
struct PNGChunkWriter {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var bytes: [UInt8]

    init(reservingCapacity capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes.append(contentsOf: Self.signature)
    }

    mutating func appendUInt32(_ v: UInt32) {
        bytes.append(UInt8(v >> 24))
        bytes.append(UInt8(truncatingIfNeeded: v >> 16))
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v))
    }

    /// Appends one chunk; `type` is 4 ASCII letters.
    mutating func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer) {
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

    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBytes { appendChunk(type, $0) }
    }
}
