/// Writes DEFLATE's bit stream (least significant bit first, RFC 1951 §3.1.1) into memory
/// the caller sized: 64 bits are gathered and stored four bytes at a time.
struct DeflateBitWriter {
    /// Where the stream goes.
    let base: UnsafeMutableRawPointer
    /// Bytes available at `base`.
    let capacity: Int
    /// Bytes stored so far.
    private(set) var position: Int
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer starting `position` bytes into `base`.
    init(base: UnsafeMutableRawPointer, capacity: Int, position: Int) {
        self.base = base
        self.capacity = capacity
        self.position = position
    }

    /// Bytes the stream will take once flushed.
    var byteCount: Int { position + (pendingCount + 7) / 8 }

    /// Appends the low `count` bits of `bits` (at most 32; the rest of `bits` must be zero).
    @inline(__always)
    mutating func put(_ bits: UInt64, _ count: Int) {
        pending |= bits << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            base.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: position, as: UInt32.self)
            position += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and stores what is pending.
    mutating func alignToByte() {
        while pendingCount > 0 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: pending), toByteOffset: position, as: UInt8.self)
            position += 1
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        pending = 0
    }

    /// Appends whole bytes (after ``alignToByte()``).
    mutating func putByte(_ byte: UInt8) {
        base.storeBytes(of: byte, toByteOffset: position, as: UInt8.self)
        position += 1
    }
}
