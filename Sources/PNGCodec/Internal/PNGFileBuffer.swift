import Foundation

/// One PNG file built in one allocation: signature and IHDR, then one IDAT chunk whose data
/// (the zlib stream) the encoder writes in place, then IEND. ``finish(idatLength:)`` fills in
/// the IDAT length and CRC and hands the memory to `Data` without copying it.
///
/// The allocation is the stream's worst case (about the filtered image's size), but pages
/// the encoder never writes are never made resident, and the unused tail is given back
/// when the file is finished (`realloc` shrinks in place).
struct PNGFileBuffer {
    /// Signature (8), IHDR chunk (25), IDAT length and type (8).
    static let idatOffset = 41
    /// IDAT CRC (4) and the IEND chunk (12).
    static let trailerBytes = 16

    private var base: UnsafeMutableRawPointer
    /// Bytes the zlib stream may take at ``idat``.
    let idatCapacity: Int

    /// Room for an IDAT of up to `idatCapacity` bytes, after the header for a
    /// `width` × `height` image of 3 (RGB) or 4 (RGBA) 8-bit channels.
    /// - Throws: `PNGError.invalidImage` when the memory cannot be had.
    init(width: Int, height: Int, channels: Int, idatCapacity: Int) throws(PNGError) {
        let (total, overflow) = idatCapacity.addingReportingOverflow(Self.idatOffset + Self.trailerBytes + 8)
        guard !overflow, let memory = malloc(total) else {
            throw .invalidImage("\(width)×\(height) is too large to encode: no memory for \(idatCapacity) bytes")
        }
        base = memory
        self.idatCapacity = idatCapacity + 8 // the bit writer stores up to 8 bytes at once
        var ihdr = [UInt8](repeating: 0, count: 13)
        for (i, v) in [UInt32(width), UInt32(height)].enumerated() {
            for k in 0..<4 { ihdr[i * 4 + k] = UInt8(truncatingIfNeeded: v >> (24 - 8 * k)) }
        }
        ihdr[8] = 8 // bit depth
        ihdr[9] = channels == 3 ? 2 : 6 // colour type: RGB or RGBA
        // ihdr[10...12]: deflate, adaptive filtering, no interlace
        var head = PNGChunkWriter(reservingCapacity: Self.idatOffset)
        head.appendChunk("IHDR", ihdr)
        head.appendUInt32(0) // IDAT length, filled in by finish
        head.bytes += Array("IDAT".utf8)
        head.bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress.unsafelyUnwrapped, byteCount: Self.idatOffset) }
    }

    /// Where the zlib stream goes (``idatCapacity`` bytes).
    var idat: UnsafeMutableRawPointer { base + Self.idatOffset }

    /// Frees the memory of a file that will not be finished.
    func discard() { free(base) }

    /// Completes the file around an IDAT of `idatLength` bytes and returns it, owning the
    /// memory.
    /// - Throws: `PNGError.compressionFailed` when the stream is longer than a PNG chunk
    ///   holds (2³¹ − 1 bytes); the memory is freed.
    func finish(idatLength: Int) throws(PNGError) -> Data {
        guard idatLength <= 0x7FFF_FFFF else {
            discard()
            throw .compressionFailed("the compressed image takes \(idatLength) bytes, more than one PNG chunk holds")
        }
        let length = UInt32(idatLength)
        base.storeBytes(of: length.bigEndian, toByteOffset: Self.idatOffset - 8, as: UInt32.self)
        let crc = CRC32.checksum(UnsafeRawBufferPointer(start: base + Self.idatOffset - 4, count: idatLength + 4))
        var offset = Self.idatOffset + idatLength
        base.storeBytes(of: crc.bigEndian, toByteOffset: offset, as: UInt32.self)
        offset += 4
        var iend = PNGChunkWriter(reservingCapacity: 12, signature: false)
        iend.appendChunk("IEND", [])
        iend.bytes.withUnsafeBytes { (base + offset).copyMemory(from: $0.baseAddress.unsafelyUnwrapped, byteCount: 12) }
        offset += 12
        let memory = realloc(base, offset) ?? base
        return Data(bytesNoCopy: memory, count: offset, deallocator: .free)
    }
}
