/// The fast encoder's filtered row, reused from row to row: before a row is filtered into
/// it, only the bytes the row before wrote are cleared, not the whole row. A row that
/// differs from the one above writes a tenth of its pixels or fewer on a rendered frame
/// (the rest filter to zeros); clearing all of its bytes each time was 15 % of the
/// encoder's instructions.
struct FilteredRow {
    /// The row's bytes (`width` × channels, and 32 to spare), zero where nothing was written.
    let bytes: UnsafeMutableRawPointer
    /// The pixels from which the last row's filter wrote: each store it makes covers at
    /// most 16 bytes from a pixel it notes here, and no two of them start at one pixel.
    private let written: UnsafeMutablePointer<Int>
    /// How many pixels `written` holds.
    private var writtenCount = 0

    /// A cleared row of `width` pixels of `channels` bytes (owned: see ``deallocate()``).
    init(width: Int, channels: Int) {
        // On a 32-byte boundary: libdeflate's vectorised Adler-32 (FastPNGStream) sums the
        // bytes before the first such boundary one at a time, about 300 instructions more a
        // 1080p row when the row started 16 bytes past one (callgrind, 5,760 bytes).
        bytes = .allocate(byteCount: width * channels + 32, alignment: 32)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: width * channels + 32)
        // The filter writes the first pixel, then four pixels at a time from pixels at
        // least four apart (the last group may be a tail of fewer): at most width / 4 + 2.
        written = .allocate(capacity: width / 4 + 4)
    }

    /// Frees the buffers.
    func deallocate() {
        bytes.deallocate()
        written.deallocate()
    }

    /// Notes that up to 16 bytes were written from pixel `x`.
    @inline(__always)
    mutating func wrote(at x: Int) {
        written[writtenCount] = x
        writtenCount &+= 1
    }

    /// Clears what the last row wrote, rows of `channels` bytes a pixel.
    mutating func clear(channels: Int) {
        for k in 0..<writtenCount {
            bytes.storeBytes(of: SIMD16<UInt8>(), toByteOffset: written[k] &* channels, as: SIMD16<UInt8>.self)
        }
        writtenCount = 0
    }
}
