import Foundation
import ReelIO

/// Pipes raw BGRA frames into `ffmpeg` to make an MP4 (H.264) or a GIF, writing to a
/// temporary file beside the output and renaming it into place only when ffmpeg succeeds.
final class FFmpegEncoder: @unchecked Sendable {
    /// The containers `reel animate` can make through ffmpeg.
    enum Format: String {
        case mp4, gif
    }

    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    /// ffmpeg's standard error, drained as it comes (set once ffmpeg runs).
    private var errorTail: ProcessErrorTail?
    private let staged: StagedOutput
    private var crashSlot: Int?
    private var finished = false

    /// Starts ffmpeg for frames of `width` × `height` pixels at `fps`.
    /// - Throws: when ffmpeg is not installed (naming the Debian package) or cannot start.
    init(format: Format, width: Int, height: Int, fps: Double, destination: URL) throws {
        guard let ffmpeg = Self.locate("ffmpeg") else {
            throw ExportError(
                "cannot write \(destination.lastPathComponent): ffmpeg is not installed (install the Debian package `ffmpeg`: apt-get install ffmpeg), or write a PNG sequence (-o DIR/) or an animated PNG (-o OUT.png)"
            )
        }
        staged = StagedOutput(destination: destination)
        // A dead ffmpeg must make `write` fail with EPIPE (then the staged file is removed),
        // not kill reel with SIGPIPE and leave the partial video behind.
        signal(SIGPIPE, SIG_IGN)
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)",
            "-framerate", String(fps), "-i", "pipe:0",
        ]
        switch format {
        case .mp4:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast",
                "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .gif:
            arguments += [
                "-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                "-loop", "0", "-f", "gif",
            ]
        }
        arguments.append(staged.temporary.path)
        process.executableURL = ffmpeg
        process.arguments = arguments
        Self.enlarge(input)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            throw ExportError("cannot start ffmpeg at \(ffmpeg.path): \(error.localizedDescription)")
        }
        errorTail = ProcessErrorTail(reading: errors.fileHandleForReading)
        CrashCleanup.register(child: process.processIdentifier)
        crashSlot = CrashCleanup.register(file: staged.temporary.path)
    }

    /// Sends one frame: exactly width × height × 4 bytes, BGRA.
    func write(_ frame: Data) throws {
        do { try input.fileHandleForWriting.write(contentsOf: frame) } catch {
            throw ExportError("ffmpeg stopped reading frames: \(readErrors())")
        }
    }

    /// Closes the input, waits for ffmpeg and renames its output into place.
    func finish() throws {
        finished = true
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        CrashCleanup.unregisterChild()
        defer { CrashCleanup.unregister(&crashSlot) }
        guard process.terminationStatus == 0 else {
            staged.discard()
            throw ExportError("ffmpeg failed (exit \(process.terminationStatus)): \(readErrors())")
        }
        do { try staged.commitFile() } catch { throw ExportError(error.description) }
    }

    /// Kills ffmpeg at once (Ctrl-C, from any thread): a write blocked on a full pipe because
    /// ffmpeg stopped reading fails then, and so does waiting for ffmpeg to finish; the caller
    /// abandons the output. SIGKILL, since a stopped or stuck ffmpeg never handles SIGTERM.
    func interrupt() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Stops ffmpeg and removes its partial output (after an error or Ctrl-C).
    func abandon() {
        guard !finished else { return }
        finished = true
        try? input.fileHandleForWriting.close()
        interrupt() // its output is discarded: no need to let it finish, and a stuck one never would
        process.waitUntilExit()
        CrashCleanup.unregisterChild()
        staged.discard()
        CrashCleanup.unregister(&crashSlot)
    }

    private func readErrors() -> String { errorTail?.text() ?? "no message" }

    /// Bytes the pipe to ffmpeg is asked to hold: 1 MiB, Linux's default ceiling for an
    /// unprivileged process (`/proc/sys/fs/pipe-max-size`), instead of the default 64 KiB.
    /// A 1080p frame is 8.3 MB: through 64 KiB, each one took some 127 rounds of reel
    /// filling the pipe and ffmpeg waking to drain it, in system time on both sides.
    static let pipeCapacity = 1 << 20

    /// Asks for ``pipeCapacity`` on `pipe` (Linux's `F_SETPIPE_SZ`, which the C library
    /// module does not export). A refusal (a lower ceiling, the user's pipe quota spent)
    /// leaves the default size, which works, only more slowly.
    private static func enlarge(_ pipe: Pipe) {
        #if os(Linux)
        let setPipeSize: Int32 = 1031
        _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, setPipeSize, Int32(pipeCapacity))
        #endif
    }

    /// The first executable named `name` on PATH.
    static func locate(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
