import CairoRendering
import CollectionRendering
import Foundation
import ReelIO

/// Where `reel animate` puts its frames, chosen by the output name, all or nothing.
///
/// Every kind of output is built under a hidden staging name beside its destination
/// (`ReelIO/StagedOutput`) and moved into place by ``finish()`` only when every frame
/// succeeded; ``abandon()`` (after an error or Ctrl-C) removes the staging output, so a
/// failure leaves nothing under the final name and no temporary file.
///
/// A PNG sequence goes into a staging folder. When the destination folder already exists
/// it must be empty or hold only an earlier sequence (`frame-NNNNN.png` files): on success
/// it is replaced whole (swapped with the staging folder in one atomic rename), so no stale
/// frame of a longer earlier export survives; on failure it is left untouched. A folder
/// holding anything else is refused before the first frame, so an export never deletes
/// unrelated files. A symbolic link to a folder is followed: the folder it names is replaced.
public final class FrameSink: @unchecked Sendable {
    private enum Kind {
        /// The staging folder, and its path followed by `/`, which each frame's name is
        /// joined to.
        case sequence(StagedOutput, folderPath: String)
        case video(FFmpegEncoder)
        case apng(APNGWriter)
    }

    private let kind: Kind
    /// The staging folder's slot in ``CrashCleanup`` (sequences only).
    private var crashSlot: Int?

    /// Prepares the destination (a staging folder for a sequence, ffmpeg writing to a
    /// staging file, the APNG's staging file). Nothing is created when this throws.
    /// - Throws: ``ExportError`` naming the output.
    public init(output: String, width: Int, height: Int, fps: Double, frameCount: Int) throws {
        let url = URL(fileURLWithPath: output)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        let folder = url.deletingLastPathComponent()
        var folderIsDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &folderIsDirectory), folderIsDirectory.boolValue else {
            throw ExportError("cannot write \(output): the folder \(folder.path) does not exist")
        }
        if output.hasSuffix("/") || (exists && isDirectory.boolValue) {
            if exists && !isDirectory.boolValue {
                throw ExportError("cannot write a PNG sequence to \(output): a file of that name exists")
            }
            // A symbolic link to a folder: stage beside, and replace, the folder it names.
            let target = url.resolvingSymlinksInPath()
            if exists { try Self.checkReplaceable(folder: target, named: output) }
            let staged = StagedOutput(destination: target)
            do { try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false) } catch {
                throw ExportError("cannot write \(output): cannot create a folder in \(folder.path) (\(error.localizedDescription))")
            }
            kind = .sequence(staged, folderPath: staged.temporary.path + "/")
            crashSlot = CrashCleanup.register(folder: staged.temporary.path)
            return
        }
        switch url.pathExtension.lowercased() {
        case "mp4": kind = .video(try FFmpegEncoder(format: .mp4, width: width, height: height, fps: fps, destination: url))
        case "gif": kind = .video(try FFmpegEncoder(format: .gif, width: width, height: height, fps: fps, destination: url))
        case "png": kind = .apng(try APNGWriter(destination: url, frameCount: frameCount, fps: fps))
        default:
            guard !output.isEmpty else { throw ExportError("no output given: use a folder (DIR/), .mp4, .gif or .png") }
            throw ExportError("cannot tell what to write for \(output): use a folder (DIR/), .mp4, .gif or .png")
        }
        crashSlot = nil
    }

    /// The name of frame `index` (≥ 0) in a sequence: `frame-00042.png`, `printf`'s
    /// `frame-%05d.png`. Built from the index's digits, not with `String(format:)`, which
    /// took about 40 µs a frame on Linux.
    public static func frameName(_ index: Int) -> String {
        guard index >= 0 else { return String(format: "frame-%05d.png", index) }
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.utf8.count)) + digits + ".png"
    }

    /// Whether `name` is a frame of a sequence (`frame-` five or more digits `.png`).
    public static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Refuses an existing folder that holds anything but an earlier sequence.
    private static func checkReplaceable(folder: URL, named output: String) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw ExportError("cannot write a PNG sequence to \(output): cannot list the folder (\(error.localizedDescription))")
        }
        let others = names.filter { !isFrameName($0) }.sorted()
        guard others.isEmpty else {
            let shown = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
            throw ExportError(
                "cannot write a PNG sequence to \(output): the folder holds other files (\(shown)), which replacing it would delete; use a new or empty folder, or one holding only an earlier sequence (frame-NNNNN.png)"
            )
        }
    }

    /// Renders and encodes one frame (any thread): a PNG file in memory the `Data` owns, or
    /// for ffmpeg the surface's own pixels (no copy either way).
    public func encode(_ list: DisplayList, renderer: CairoRenderer) throws -> Data {
        switch kind {
        case .sequence, .apng:
            return try renderer.renderPNG(list)
        case .video:
            return try renderer.renderImage(list).pixelData()
        }
    }

    /// Stores frame `index` (in order, one thread).
    public func write(_ index: Int, _ data: Data) throws {
        switch kind {
        case let .sequence(staged, folderPath):
            // The folder is staged whole, so frames keep their final names inside it (which
            // lets a crash handler find them).
            CrashCleanup.noteFrame(index, in: crashSlot)
            // Flushed to disk all at once before the commit (finish), not one by one here.
            // The name is joined to the folder's path as a string: a file URL's
            // `appendingPathComponent` asks the file system whether the result is a folder.
            do { try AtomicFile.writeNewFile(data, atPath: folderPath + Self.frameName(index), synced: false) } catch {
                throw ExportError("cannot write \(staged.destination.path)/\(Self.frameName(index)): \(error.reason)")
            }
        case let .video(encoder): try encoder.write(data)
        case let .apng(writer): try writer.append(png: data)
        }
    }

    /// Completes the output and moves it into place.
    public func finish() throws {
        switch kind {
        case let .sequence(staged, _):
            defer { CrashCleanup.unregister(&crashSlot) }
            do {
                try staged.syncContents()
                try staged.commitFolder()
            } catch { throw ExportError(error.description) }
        case let .video(encoder): try encoder.finish()
        case let .apng(writer): try writer.finish()
        }
    }

    /// Stops what a frame's delivery or ``finish()`` may be blocked on (ffmpeg, killed), from
    /// any thread, so that Ctrl-C ends the export even then; ``abandon()`` cleans up after.
    public func interrupt() {
        if case let .video(encoder) = kind { encoder.interrupt() }
    }

    /// Removes the staging output after an error or Ctrl-C: nothing is left under the final
    /// name, and an existing destination is as it was.
    public func abandon() {
        switch kind {
        case let .sequence(staged, _):
            staged.discard()
            CrashCleanup.unregister(&crashSlot)
        case let .video(encoder): encoder.abandon()
        case let .apng(writer): writer.abandon()
        }
    }
}
