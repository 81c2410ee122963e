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
    public func append(png: Data) throws {
        let chunks = try Self.chunks(of: png)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13 else {
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
        var out = PNGChunkWriter(reservingCapacity: png.count + 64, signature: false)
        out.appendChunk("fcTL", fctl.bytes)
        for idat in chunks where idat.type == "IDAT" {
            if written == 0 {
                out.appendChunk("IDAT", [UInt8](idat.data))
            } else {
                var fdat = PNGChunkWriter(reservingCapacity: idat.data.count + 4, signature: false)
                fdat.appendUInt32(nextSequence())
                fdat.bytes += idat.data
                out.appendChunk("fdAT", fdat.bytes)
            }
        }
        try write(Data(out.bytes))
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

    /// The chunks of a PNG file.
    static func chunks(of png: Data) throws -> [(type: String, data: Data)] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunkWriter.signature) else {
            throw ExportError("internal error: an encoded frame is not a PNG")
        }
        var result: [(String, Data)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Data(bytes[offset..<offset + 4]).bigEndianUInt32)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { break }
            result.append((type, Data(bytes[offset + 8..<offset + 8 + length])))
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
