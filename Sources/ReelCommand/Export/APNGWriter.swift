import Foundation
import PNGCodec

/// Streams frames into an animated PNG (APNG): each frame arrives as a complete PNG file,
/// whose IDAT data is re-wrapped as the animation's `IDAT` (first frame) or `fdAT` chunks
/// behind an `fcTL` control chunk. Written to a temporary file beside the output and renamed
/// into place by ``finish()``, so memory stays one frame and an interrupted export leaves
/// nothing under the final name.
final class APNGWriter: @unchecked Sendable {
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
    /// - Throws: ``CommandFailure`` before creating anything when the count does not fit the
    ///   format (1 … 2³¹ − 1 frames) or the file cannot be created.
    init(destination: URL, frameCount: Int, fps: Double) throws {
        // acTL's frame count is a PNG four-byte integer: at most 2³¹ − 1.
        guard frameCount >= 1, frameCount <= Int(Int32.max), let count = UInt32(exactly: frameCount) else {
            throw CommandFailure("cannot write \(destination.path): an animated PNG holds 1 to 2147483647 frames, not \(frameCount)")
        }
        staged = StagedOutput(destination: destination)
        self.frameCount = count
        guard FileManager.default.createFile(atPath: staged.temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: staged.temporary.path)
        else {
            staged.discard()
            throw CommandFailure("cannot write \(destination.path): the folder does not exist or is not writable")
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
    func append(png: Data) throws {
        let chunks = try Self.chunks(of: png)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13 else {
            throw CommandFailure("internal error: an encoded frame has no IHDR chunk")
        }
        if header == nil {
            header = ihdr
            var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            out += Self.chunk("IHDR", ihdr)
            var actl = Data()
            actl.appendBigEndian(frameCount)
            actl.appendBigEndian(UInt32(0))   // loop forever
            out += Self.chunk("acTL", actl)
            try write(out)
        } else if header != ihdr {
            throw CommandFailure("internal error: animated PNG frames must share one size and pixel format")
        }
        let width = ihdr.prefix(4).bigEndianUInt32, height = ihdr.dropFirst(4).prefix(4).bigEndianUInt32
        var fctl = Data()
        fctl.appendBigEndian(nextSequence())
        fctl.appendBigEndian(width)
        fctl.appendBigEndian(height)
        fctl.appendBigEndian(UInt32(0))
        fctl.appendBigEndian(UInt32(0))
        fctl.appendBigEndian(delay.numerator)
        fctl.appendBigEndian(delay.denominator)
        fctl.append(0)   // dispose: none
        fctl.append(0)   // blend: source
        var out = Self.chunk("fcTL", fctl)
        for idat in chunks where idat.type == "IDAT" {
            if written == 0 {
                out += Self.chunk("IDAT", idat.data)
            } else {
                var fdat = Data()
                fdat.appendBigEndian(nextSequence())
                fdat += idat.data
                out += Self.chunk("fdAT", fdat)
            }
        }
        try write(out)
        written += 1
    }

    /// Ends the file and renames it into place.
    func finish() throws {
        guard written == frameCount else {
            abandon()
            throw CommandFailure("internal error: \(written) of \(frameCount) animated PNG frames were written")
        }
        try write(Self.chunk("IEND", Data()))
        closed = true
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            staged.discard()
            throw CommandFailure("cannot write \(staged.destination.path): \(error.localizedDescription)")
        }
        defer { CrashCleanup.unregister(&crashSlot) }
        do { try staged.commitFile() } catch { throw CommandFailure(error.description) }
    }

    /// Removes the partial file (after an error or Ctrl-C).
    func abandon() {
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
            throw CommandFailure("cannot write \(staged.destination.path): \(error.localizedDescription)")
        }
    }

    /// The chunks of a PNG file.
    static func chunks(of png: Data) throws -> [(type: String, data: Data)] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw CommandFailure("internal error: an encoded frame is not a PNG")
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

    /// One chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: Data) -> Data {
        var out = Data()
        out.appendBigEndian(UInt32(data.count))
        let typeBytes = Data(type.utf8)
        out += typeBytes
        out += data
        out.appendBigEndian(CRC32.checksum(typeBytes + data))
        return out
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    mutating func appendBigEndian(_ value: UInt16) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    var bigEndianUInt32: UInt32 {
        reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
