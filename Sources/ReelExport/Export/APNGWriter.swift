import Foundation
import PNGCodec
import ReelIO

/// Streams frames into an animated PNG (APNG): each frame arrives as a complete PNG file,
/// whose IDAT data is re-wrapped as the animation's `IDAT` (first frame) or `fdAT` chunks
/// behind an `fcTL` control chunk. Written to a temporary file beside the output and renamed
/// into place by ``finish()``, so memory stays one frame and an interrupted export leaves
/// nothing under the final name.
public final class APNGWriter: @unchecked Sendable {
    private let staged: StagedOutput
    private var crashSlot: Int?
    private let handle: FileHandle
    private let frameCount: UInt32
    private let delay: (numerator: UInt16, denominator: UInt16)
    private var sequence: UInt32 = 0
    private var header: Data?
    private var written = 0
    private var closed = false

    /// Opens the temporary file for `frameCount` frames shown at `fps`, looping forever.
    /// - Throws: ``ExportError`` before creating anything when the count does not fit the
    ///   format (1 … 2³¹ − 1 frames) or the file cannot be created.
    public init(destination: URL, frameCount: Int, fps: Double) throws {
        // acTL's frame count is a PNG four-byte integer: at most 2³¹ − 1.
        guard frameCount >= 1, frameCount <= Int(Int32.max), let count = UInt32(exactly: frameCount) else {
            throw ExportError("cannot write \(destination.path): an animated PNG holds 1 to 2147483647 frames, not \(frameCount)")
        }
        staged = StagedOutput(destination: destination)
        self.frameCount = count
        guard FileManager.default.createFile(atPath: staged.temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: staged.temporary.path)
        else {
            staged.discard()
            throw ExportError("cannot write \(destination.path): the folder does not exist or is not writable")
        }
        self.handle = handle
        crashSlot = CrashCleanup.register(file: staged.temporary.path)
        // Delay as a fraction of a second: 1/fps, kept exact for whole fps values.
        if fps == fps.rounded(), fps >= 1, fps <= 65_535 {
            delay = (1, UInt16(fps))
        } else {
            delay = (UInt16(max(1, min(65_535, (1_000 / fps).rounded()))), 1_000)
        }
    }

    /// Appends one frame, given as a whole PNG file whose IHDR matches the first frame's.
    /// The frame's compressed data is written from `png` as it is: the first frame's IDAT
    /// chunks whole, later frames' behind an `fdAT` header with the CRC carried over it.
    public func append(png: Data) throws {
        let chunks = try Self.chunks(of: png)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" }).map({ png[$0.data] }), ihdr.count == 13 else {
            throw ExportError("internal error: an encoded frame has no IHDR chunk")
        }
        if header == nil {
            header = ihdr
            var out = PNGChunkWriter(reservingCapacity: 8 + 25 + 20)
            out.appendChunk("IHDR", [UInt8](ihdr))
            var actl = PNGChunkWriter(reservingCapacity: 8, signature: false)
            actl.appendUInt32(frameCount)
            actl.appendUInt32(0) // loop forever
            out.appendChunk("acTL", actl.bytes)
            try write(Data(out.bytes))
        } else if header != ihdr {
            throw ExportError("internal error: animated PNG frames must share one size and pixel format")
        }
        let width = ihdr.prefix(4).bigEndianUInt32, height = ihdr.dropFirst(4).prefix(4).bigEndianUInt32
        var fctl = PNGChunkWriter(reservingCapacity: 26, signature: false)
        fctl.appendUInt32(nextSequence())
        fctl.appendUInt32(width)
        fctl.appendUInt32(height)
        fctl.appendUInt32(0)
        fctl.appendUInt32(0)
        fctl.appendUInt16(delay.numerator)
        fctl.appendUInt16(delay.denominator)
        fctl.bytes.append(0) // dispose: none
        fctl.bytes.append(0) // blend: source
        try write(Self.chunk("fcTL", Data(fctl.bytes)))
        for idat in chunks where idat.type == "IDAT" {
            if written == 0 {
                // Length, type, data and CRC as the encoder wrote them.
                try write(png[idat.data.lowerBound - 8..<idat.data.upperBound + 4])
                continue
            }
            // fdAT: length, type and sequence number, the data, then the CRC of all but the length.
            var head = PNGChunkWriter(reservingCapacity: 12, signature: false)
            head.appendUInt32(UInt32(idat.data.count + 4))
            head.bytes += Array("fdAT".utf8)
            head.appendUInt32(nextSequence())
            let data = png[idat.data]
            var crc = head.bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[4...])) }
            crc = data.withUnsafeBytes { CRC32.checksum($0, continuing: crc) }
            var tail = PNGChunkWriter(reservingCapacity: 4, signature: false)
            tail.appendUInt32(crc)
            try write(Data(head.bytes))
            try write(data)
            try write(Data(tail.bytes))
        }
        written += 1
    }

    /// Ends the file and renames it into place.
    public func finish() throws {
        guard written == frameCount else {
            abandon()
            throw ExportError("internal error: \(written) of \(frameCount) animated PNG frames were written")
        }
        try write(Self.chunk("IEND", Data()))
        closed = true
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            staged.discard()
            throw ExportError("cannot write \(staged.destination.path): \(error.localizedDescription)")
        }
        defer { CrashCleanup.unregister(&crashSlot) }
        do { try staged.commitFile() } catch { throw ExportError(error.description) }
    }

    /// Removes the partial file (after an error or Ctrl-C).
    public func abandon() {
        guard !closed else { return }
        closed = true
        try? handle.close()
        staged.discard()
        CrashCleanup.unregister(&crashSlot)
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    private func write(_ data: Data) throws {
        do { try handle.write(contentsOf: data) } catch {
            throw ExportError("cannot write \(staged.destination.path): \(error.localizedDescription)")
        }
    }

    /// The chunks of a PNG file: each one's type and the range of its data in `png`.
    static func chunks(of png: Data) throws -> [(type: String, data: Range<Data.Index>)] {
        guard png.count >= 8, png.prefix(8).elementsEqual(PNGChunkWriter.signature) else {
            throw ExportError("internal error: an encoded frame is not a PNG")
        }
        var result: [(String, Range<Data.Index>)] = []
        var offset = png.startIndex + 8
        while offset + 12 <= png.endIndex {
            let length = Int(png[offset..<offset + 4].bigEndianUInt32)
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= png.endIndex - offset - 12 else { break }
            result.append((type, offset + 8..<offset + 8 + length))
            offset += 12 + length
        }
        return result
    }

    /// One chunk: length, type, data, CRC-32 of type and data (PNGCodec's chunk writer).
    static func chunk(_ type: String, _ data: Data) -> Data {
        var writer = PNGChunkWriter(reservingCapacity: data.count + 12, signature: false)
        writer.appendChunk(type, [UInt8](data))
        return Data(writer.bytes)
    }
}

extension Data {
    /// The bytes read as one big-endian integer.
    fileprivate var bigEndianUInt32: UInt32 {
        reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
