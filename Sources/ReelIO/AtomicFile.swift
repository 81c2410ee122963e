import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files atomically: readers see either the old file or the complete new one, never a
/// truncated file under the final name.
///
/// The bytes go to a uniquely named temporary file in the same directory
/// (`.<name>.tmp-<pid>-<random>`, a ``StagedOutput``), are flushed with `fsync`, and the
/// temporary file is renamed over the destination. On any failure the temporary file is removed and a `WriteError` naming
/// the destination path is thrown. Permissions of a new file follow the umask (0644 requested).
public enum AtomicFile {
    /// Why an atomic write failed.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The destination path that could not be written.
        public let path: String
        /// What failed, e.g. "directory does not exist" or the system error text.
        public let reason: String

        /// "cannot write <path>: <reason>".
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Atomically writes `data` to `url` (a file URL), replacing any existing file.
    /// - Throws: `AtomicFile.WriteError` when the directory is missing or unwritable, the disk is
    ///   full, or the rename fails. No temporary file is left behind.
    public static func write(_ data: Data, to url: URL) throws(WriteError) {
        let result = data.withUnsafeBytes { bytes in Result { () throws(WriteError) in try write(bytes, to: url) } }
        try result.get()
    }

    /// Atomically writes `bytes` to `url`; see `write(_:to:)` for `Data`.
    public static func write(_ bytes: [UInt8], to url: URL) throws(WriteError) {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(WriteError) in try write(raw, to: url) } }
        try result.get()
    }

    /// Atomically writes the bytes in `buffer` to `url`.
    public static func write(_ buffer: UnsafeRawBufferPointer, to url: URL) throws(WriteError) {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard !name.isEmpty, name != "/" else { throw WriteError(path: path, reason: "not a file path") }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw WriteError(path: path, reason: "directory does not exist: \(directory)")
        }
        guard isDirectory.boolValue else { throw WriteError(path: path, reason: "not a directory: \(directory)") }
        // A folder under the destination's name is not replaced by a file (the rename would
        // fail with "Is a directory"): say what is needed.
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(path: path, reason: "it is a folder; a file name is needed")
        }

        let staged = StagedOutput(destination: url)
        do { try writeNewFile(buffer, at: staged.temporary.path, reportingAs: path) } catch {
            staged.discard()
            throw error
        }
        try staged.commitFile()
    }

    /// Writes `data` to a new file at `url`, without a temporary name: for files inside a
    /// folder that is itself staged (a ``StagedOutput`` folder renamed into place whole),
    /// whose names must stay predictable.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - url: the new file's location.
    ///   - synced: whether the file is flushed to disk with `fsync` before this returns;
    ///     false for many files whose folder is flushed at once before its commit
    ///     (``StagedOutput/syncContents()``), as one flush costs about what each file's would
    ///     (the file's write-back is then started, not waited for).
    /// - Throws: `AtomicFile.WriteError` when the file exists or cannot be written; a partly
    ///   written file is removed.
    public static func writeNewFile(_ data: Data, to url: URL, synced: Bool = true) throws(WriteError) {
        try writeNewFile(data, atPath: url.path, synced: synced)
    }

    /// ``writeNewFile(_:to:synced:)`` for a file path: for a caller writing many files into
    /// one folder, which joins each name to the folder's path itself (appending a name to a
    /// file `URL` asks the file system whether the result is a folder, a system call each).
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the new file's path.
    ///   - synced: whether the file is flushed to disk with `fsync` before this returns (see
    ///     ``writeNewFile(_:to:synced:)``).
    /// - Throws: `AtomicFile.WriteError` naming `path` when the file exists or cannot be
    ///   written; a partly written file is removed.
    public static func writeNewFile(_ data: Data, atPath path: String, synced: Bool = true) throws(WriteError) {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(WriteError) in try writeNewFile(raw, at: path, reportingAs: path, synced: synced) }
        }
        try result.get()
    }

    /// Creates `path` (which must not exist), writes the bytes, `fsync`s them when `synced`
    /// and closes it; on failure removes it and throws an error naming `reportedPath`.
    private static func writeNewFile(
        _ buffer: UnsafeRawBufferPointer, at path: String, reportingAs reportedPath: String, synced: Bool = true
    ) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            throw WriteError(path: reportedPath, reason: systemError("cannot create a file in \(folder)"))
        }
        func fail(_ what: String) -> WriteError {
            let error = WriteError(path: reportedPath, reason: systemError(what))
            close(fd)
            unlink(path)
            return error
        }
        var offset = 0
        while offset < buffer.count {
            let n = systemWrite(fd, buffer.baseAddress.unsafelyUnwrapped + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw fail("write failed")
            }
            offset += n
        }
        if synced {
            if fsync(fd) != 0 { throw fail("fsync failed") }
        } else {
            startWriteBack(fd)
        }
        if close(fd) != 0 {
            let error = WriteError(path: reportedPath, reason: systemError("close failed"))
            unlink(path)
            throw error
        }
    }

    /// Starts writing the file's data to disk without waiting for it (Linux
    /// `sync_file_range(SYNC_FILE_RANGE_WRITE)`, looked up at run time as the C library
    /// module does not export it; elsewhere nothing): the one flush of the folder before its
    /// commit (``StagedOutput/syncContents()``) then finds the data mostly written instead
    /// of starting it all at the end — the batch flushing git does for its object files
    /// (`core.fsyncMethod=batch`). Durability still comes from that flush alone, so a
    /// failure here is ignored.
    private static func startWriteBack(_ fd: Int32) {
        #if os(Linux)
        _ = syncFileRange?(fd, 0, 0, 2) // SYNC_FILE_RANGE_WRITE
        #endif
    }

    #if os(Linux)
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// The C library's `sync_file_range`, or nil where it has none.
    private static let syncFileRange: SyncFileRange? = dlsym(nil, "sync_file_range").map { unsafeBitCast($0, to: SyncFileRange.self) }
    #endif

    private static func systemError(_ what: String) -> String {
        let code = errno
        return "\(what) (\(String(cString: strerror(code))))"
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
