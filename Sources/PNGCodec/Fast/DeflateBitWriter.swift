/// Writes DEFLATE's bit stream (least significant bit first, RFC 1951 §3.1.1) into memory
/// the caller sized, with 8 bytes to spare past the stream: each put stores the pending
/// bits as one 8-byte word and moves on by the whole bytes among them, with no branch (a
/// stream of literals and runs makes a flush test unpredictable).
struct DeflateBitWriter {
    /// Where the stream goes.
    let base: UnsafeMutableRawPointer
    /// Bytes available at `base`.
    let capacity: Int
    /// Bytes stored so far.
    private(set) var position: Int
    /// Fewer than 8 bits not yet counted in ``position`` (between puts).
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

    /// Appends the low `count` bits of `bits` (at most 56, so that with the fewer than 8
    /// pending they fit the 64-bit word stored; the rest of `bits` must be zero).
    @inline(__always)
    mutating func put(_ bits: UInt64, _ count: Int) {
        Self.put(bits, count, base: base, state: &state)
    }

    /// Where the stream stands between puts: bytes stored, and the fewer than 8 bits not
    /// yet counted in them.
    struct State {
        var position: Int
        var pending: UInt64
        var pendingCount: Int
    }

    /// The writer's state, for a hot loop to keep in a local variable and put to with
    /// ``put(_:_:base:state:)``, then set back: in the block writer's token loop a writer
    /// itself, even a local copy, stayed in memory, its three fields stored after every put
    /// (seen in the compiled loop); with the state apart they stay in registers.
    var state: State {
        get { State(position: position, pending: pending, pendingCount: pendingCount) }
        set { (position, pending, pendingCount) = (newValue.position, newValue.pending, newValue.pendingCount) }
    }

    /// ``put(_:_:)`` on a writer's ``state`` with its `base`.
    @inline(__always)
    static func put(_ bits: UInt64, _ count: Int, base: UnsafeMutableRawPointer, state: inout State) {
        var pending = state.pending | bits &<< UInt64(truncatingIfNeeded: state.pendingCount)
        let pendingCount = state.pendingCount &+ count // at most 7 + 56
        base.storeBytes(of: pending.littleEndian, toByteOffset: state.position, as: UInt64.self)
        let bytes = pendingCount &>> 3
        pending = pending &>> UInt64(truncatingIfNeeded: bytes &* 8)
        state = State(position: state.position &+ bytes, pending: pending, pendingCount: pendingCount & 7)
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
